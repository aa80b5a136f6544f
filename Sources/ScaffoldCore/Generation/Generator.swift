/// Renders render jobs into output files, in memory.
///
/// Every template of the catalog is parsed once, up front, and every syntax error reported
/// together before anything renders; a render error aborts the run (strict rendering), so
/// either every file is produced or none is.
public struct Generator: Sendable {
	/// The templates in use (embedded ones, with the project's overrides).
	public let catalog: TemplateCatalog
	private let templates: TemplateSet
	private let displayPaths: [String: String]
	private let hashes: [String: String]

	/// Parses every template of `catalog`. Throws every syntax error found.
	public init(catalog: TemplateCatalog) throws(DiagnosticError) {
		self.catalog = catalog
		var displayPaths: [String: String] = [:]
		for source in catalog.sources { displayPaths[source.name] = source.displayPath }
		self.displayPaths = displayPaths
		do {
			templates = try TemplateSet(sources: catalog.sources.map { ($0.name, $0.text) })
		} catch {
			throw DiagnosticError(error.diagnostics.map { $0.relocated(displayPaths) })
		}
		// Generation is strict: a partial that no template provides is reported now, with
		// every other problem of the set, rather than halfway through writing a feature.
		var missing: [Diagnostic] = []
		for name in templates.names {
			guard let template = templates.template(named: name) else { continue }
			for partial in template.partialNames where templates.template(named: partial) == nil {
				missing.append(
					.error(
						"no partial named '\(partial)'" + Suggestion.didYouMean(partial, in: catalog.sources.filter(\.isPartial).map(\.name)),
						at: SourceLocation(path: displayPaths[name] ?? name, position: nil)))
			}
		}
		if !missing.isEmpty { throw DiagnosticError(missing) }
		// A file's template hash covers its template and every partial, so any template edit
		// marks generated files as stale rather than as hand-edited.
		let partials = catalog.sources.filter(\.isPartial).map(\.text).joined(separator: "\u{0}")
		var hashes: [String: String] = [:]
		for source in catalog.sources where !source.isPartial {
			hashes[source.path] = SHA256.hex(source.text + "\u{0}" + partials)
		}
		self.hashes = hashes
	}

	/// Renders every job. Throws the first render error (with its template location).
	public func render(_ jobs: [RenderJob], config: ProjectConfig) throws(DiagnosticError) -> [OutputFile] {
		var files: [OutputFile] = []
		files.reserveCapacity(jobs.count)
		for job in jobs {
			guard let source = catalog.source(atPath: job.templatePath) else {
				throw DiagnosticError(.error("no template '\(job.templatePath)' for \(job.outputPath)"))
			}
			let text: String
			do {
				text = try templates.render(source.name, context: job.context)
			} catch {
				throw DiagnosticError(
					error.relocated(displayPaths).addingNote("while rendering \(job.outputPath) for \(job.origin)"))
			}
			let contents = job.isSwift ? Self.reindent(text, with: config.indentation) : text
			files.append(
				OutputFile(path: job.outputPath, contents: contents, origin: job.origin, templateHash: hashes[job.templatePath] ?? ""))
		}
		return files
	}

	/// Templates are written with tabs; other indentation replaces each leading tab.
	static func reindent(_ text: String, with indentation: Indentation) -> String {
		guard indentation != .tab else { return text }
		let unit = indentation.unit
		return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
			let tabs = line.prefix { $0 == "\t" }.count
			return tabs == 0 ? String(line) : String(repeating: unit, count: tabs) + line.dropFirst(tabs)
		}.joined(separator: "\n")
	}
}

extension Diagnostic {
	/// The diagnostic with one more note at the end.
	func addingNote(_ message: String) -> Diagnostic {
		var copy = self
		copy.notes.append(Note(message))
		return copy
	}
}
