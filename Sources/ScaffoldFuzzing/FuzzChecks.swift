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
		/// Broken promises: unlocated or overlong diagnostics, a spec lint accepts that `feature`
		/// refuses (but for what only a project's recorded history says), an output path a file
		/// system would refuse.
		public var problems: [String]
	}

	/// Lints and, when lint accepts, generates `bytes` as the spec at `path`.
	public static func spec(_ bytes: [UInt8], path: String, generator: Generator) -> SpecResult {
		let loaded = Spec.load(bytes: bytes, path: path)
		var problems = unlocated(loaded.diagnostics, path: path)
		guard loaded.spec != nil else { return SpecResult(accepted: false, files: [], problems: problems) }
		let output = FeatureGeneration.run(specBytes: bytes, specPath: path, config: .defaults, generator: generator)
		// Generated with no recorded history, as into a new project: an error only that history
		// gives (a `renamedFrom` with nothing to rename from) is not lint's to say.
		for diagnostic in output.diagnostics where diagnostic.severity == .error && !StoredShapeJudgement.needsRecordedHistory(diagnostic) {
			problems.append("lint accepts what feature refuses: \(diagnostic)")
		}
		for file in output.files {
			if let problem = SafePath.problem(with: file.path, at: nil) { problems.append("lint accepts a bad output path: \(problem.message)") }
		}
		return SpecResult(accepted: true, files: output.files, problems: problems)
	}

	/// Parses `source` as template `name` with `partials` and renders it with `context`, both
	/// strict and lenient; every syntax or render error must name `name` (or a partial) with a
	/// line and column, and quote at most a short excerpt of the input.
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
			return broken(error.diagnostics, in: names)
		}
		var problems: [String] = []
		for options in [RenderOptions.default, RenderOptions(escaping: .html, strictness: .lenient)] {
			do {
				_ = try set.render(name, context: context, options: options)
			} catch {
				problems += broken([error], in: names)
			}
		}
		return problems
	}

	/// The longest line a diagnostic may print: it quotes at most an excerpt of what the user
	/// wrote (``Excerpt``), and at most ten names of a list, each of at most 100 characters.
	public static let maximumLineLength = 3_000

	static func unlocated(_ diagnostics: [Diagnostic], path: String) -> [String] {
		broken(diagnostics, in: [path])
	}

	/// What is wrong with `diagnostics`: each must be located in one of `paths`, and no line of
	/// one may be longer than ``maximumLineLength`` (a megabyte-long name quoted whole is a bug).
	static func broken(_ diagnostics: [Diagnostic], in paths: Set<String>) -> [String] {
		var problems: [String] = []
		for diagnostic in diagnostics {
			let text = diagnostic.description
			if !isLocated(diagnostic, in: paths) { problems.append("unlocated: \(text.prefix(500))") }
			// By bytes first: a line has no more characters than bytes, and most are short.
			for bytes in text.utf8.split(separator: UInt8(ascii: "\n")) where bytes.count > maximumLineLength {
				let line = Substring(bytes)
				guard line.count > maximumLineLength else { continue }
				problems.append("a diagnostic line of \(line.count) characters: \(line.prefix(200))…")
				break
			}
		}
		return problems
	}

	static func isLocated(_ diagnostic: Diagnostic, in paths: Set<String>) -> Bool {
		guard let location = diagnostic.location, paths.contains(location.path), let position = location.position else { return false }
		return position.line >= 1 && position.column >= 1
	}
}
