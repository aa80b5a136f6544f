import ScaffoldBasics

extension Spec {
	/// Reads, decodes and checks a spec.
	///
	/// Returns the spec when there are no errors (warnings may remain), and every diagnostic
	/// found, sorted by position. A JSON syntax error stops at that error (nothing after it can
	/// be trusted); otherwise every problem in the spec is reported, like a compiler.
	///
	/// - Parameters:
	///   - bytes: The file's contents (UTF-8, a byte-order mark allowed).
	///   - path: The path to print in diagnostics, as the user should see it (`Specs/Character.json`).
	public static func load(bytes: some Collection<UInt8>, path: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
		let root: JSONNode
		do {
			root = try JSONReader(path: path).read(bytes)
		} catch {
			return (nil, [error])
		}
		return load(root, path: path)
	}

	/// Decodes and checks a spec that is already parsed (see ``load(bytes:path:)``).
	public static func load(_ root: JSONNode, path: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
		var decoder = SpecDecoder(path: path)
		guard let spec = decoder.decode(root) else { return (nil, decoder.reader.diagnostics) }
		var checker = SpecChecker(spec: spec, broken: decoder.brokenDeclarations)
		checker.check()
		let diagnostics = SpecReader.sorted(decoder.reader.diagnostics + checker.diagnostics)
		return (diagnostics.containsErrors ? nil : spec, diagnostics)
	}

	/// Like ``load(bytes:path:)``, throwing the diagnostics when there is an error.
	///
	/// Warnings of a spec that loads are dropped; use ``load(bytes:path:)`` to show them.
	public static func parse(bytes: some Collection<UInt8>, path: String) throws(DiagnosticError) -> Spec {
		let (spec, diagnostics) = load(bytes: bytes, path: path)
		guard let spec else { throw DiagnosticError(diagnostics) }
		return spec
	}
}

extension Spec {
	/// The feature a spec names, as its folder and the manifest spell it (`Character`), read from
	/// the top-level `"feature"` without checking the rest: how `feature --spec` finds the other
	/// specs of the project that describe the same feature. `nil` when `bytes` are not a JSON
	/// object with a string `feature`.
	public static func featureName(bytes: some Collection<UInt8>) -> String? {
		guard let root = try? JSONReader(path: "").read(bytes), let feature = root["feature"]?.string else { return nil }
		return Name(feature).upperCamel
	}
}
