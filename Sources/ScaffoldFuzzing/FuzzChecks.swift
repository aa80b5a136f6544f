import ScaffoldCore

/// What the fuzzer requires of one input, in process; traps and hangs are the supervisor's
/// to catch (a trap ends the process, so it can only be seen from outside).
public enum FuzzChecks {
	/// What became of one spec.
	public struct SpecResult: Sendable {
		/// Lint (``Spec/load(bytes:path:)``) accepted the spec.
		public var accepted: Bool
		/// The generated files of an accepted spec.
		public var files: [OutputFile]
		/// Broken promises: unlocated diagnostics, a spec lint accepts that `feature` refuses,
		/// an output path a file system would refuse.
		public var problems: [String]
	}

	/// Lints and, when lint accepts, generates `bytes` as the spec at `path`.
	public static func spec(_ bytes: [UInt8], path: String, generator: Generator) -> SpecResult {
		let loaded = Spec.load(bytes: bytes, path: path)
		var problems = unlocated(loaded.diagnostics, path: path)
		guard loaded.spec != nil else { return SpecResult(accepted: false, files: [], problems: problems) }
		let output = FeatureGeneration.run(specBytes: bytes, specPath: path, config: .defaults, generator: generator)
		for diagnostic in output.diagnostics where diagnostic.severity == .error {
			problems.append("lint accepts what feature refuses: \(diagnostic)")
		}
		for file in output.files {
			if let problem = SafePath.problem(with: file.path, at: nil) { problems.append("lint accepts a bad output path: \(problem.message)") }
		}
		return SpecResult(accepted: true, files: output.files, problems: problems)
	}

	/// Parses `source` as template `name` with `partials` and renders it with `context`, both
	/// strict and lenient; every syntax or render error must name `name` (or a partial) with a
	/// line and column.
	public static func template(
		name: String, source: [UInt8], partials: [(name: String, source: String)], context: TemplateValue
	) -> [String] {
		let text: String
		do {
			text = try UTF8Text.decode(source, path: name)
		} catch {
			return unlocated([error], path: name)
		}
		let names = Set([name] + partials.map(\.name))
		let set: TemplateSet
		do {
			set = try TemplateSet(sources: [(name, text)] + partials.filter { $0.name != name })
		} catch {
			return error.diagnostics.filter { !isLocated($0, in: names) }.map { "unlocated: \($0)" }
		}
		var problems: [String] = []
		for options in [RenderOptions.default, RenderOptions(escaping: .html, strictness: .lenient)] {
			do {
				_ = try set.render(name, context: context, options: options)
			} catch {
				if !isLocated(error, in: names) { problems.append("unlocated: \(error)") }
			}
		}
		return problems
	}

	static func unlocated(_ diagnostics: [Diagnostic], path: String) -> [String] {
		diagnostics.filter { !isLocated($0, in: [path]) }.map { "unlocated: \($0)" }
	}

	static func isLocated(_ diagnostic: Diagnostic, in paths: Set<String>) -> Bool {
		guard let location = diagnostic.location, paths.contains(location.path), let position = location.position else { return false }
		return position.line >= 1 && position.column >= 1
	}
}
