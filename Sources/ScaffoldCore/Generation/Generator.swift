import Dispatch
import ScaffoldHash
import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Renders render jobs into output files, in memory.
///
/// A project's own templates (overrides) are parsed up front, and every syntax error and
/// missing partial reported together before anything renders. The embedded templates, checked
/// when scaffold is built and tested, are parsed only when a run first renders them (see
/// ``ParsedTemplates``). A render error aborts the run (strict rendering), so either every
/// file is produced or none is.
public struct Generator: Sendable {
	/// The templates in use (embedded ones, with the project's overrides).
	public let catalog: TemplateCatalog
	private let sourcesByPath: [String: TemplateSource]
	private let displayPaths: [String: String]
	private let parsed: ParsedTemplates

	/// Parses every template of `catalog` that is not one of the embedded templates (all of
	/// them when the catalog lacks any embedded one). Throws every syntax error found.
	public init(catalog: TemplateCatalog) throws(DiagnosticError) {
		self.catalog = catalog
		var displayPaths: [String: String] = [:]
		var byName: [String: TemplateSource] = [:]
		var byPath: [String: TemplateSource] = [:]
		for source in catalog.sources {
			displayPaths[source.name] = source.displayPath
			byName[source.name] = source
			byPath[source.path] = source
		}
		self.displayPaths = displayPaths
		self.sourcesByPath = byPath
		// An embedded template is trusted only beside every other embedded one, the partials it includes among them.
		let embedded = Self.embeddedTexts
		let complete = embedded.keys.allSatisfy { byPath[$0] != nil }
		var diagnostics: [Diagnostic] = []
		var parsedNow: [String: Template] = [:]
		// Whether any template is not the embedded one with its build-time hash.
		let overridden = !complete || catalog.sources.contains { embedded[$0.path] != $0.text || $0.embeddedHash == nil }
		for source in catalog.sources where !complete || embedded[source.path] != source.text {
			do {
				parsedNow[source.name] = try Template(name: source.name, source: source.text)
			} catch {
				diagnostics += error.diagnostics
			}
		}
		diagnostics += TemplateSet.duplicates(in: catalog.sources.map(\.name))
		guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics.map { $0.relocated(displayPaths) }) }
		// Generation is strict: a partial that no template provides is reported now, with
		// every other problem of the set, rather than halfway through writing a feature.
		var missing: [Diagnostic] = []
		for source in catalog.sources {
			guard let template = parsedNow[source.name] else { continue }
			for partial in template.partialNames where byName[partial] == nil {
				missing.append(
					.error(
						"no partial named \(quoted: partial)" + Suggestion.didYouMean(partial, in: catalog.sources.filter(\.isPartial).map(\.name)),
						at: SourceLocation(path: displayPaths[source.name] ?? source.name, position: nil)))
			}
		}
		if !missing.isEmpty { throw DiagnosticError(missing) }
		// The embedded templates alone (the usual case): every hash was computed at build time, and
		// the partials' text, part of every hash, is not needed at all.
		let partialsText = overridden ? TemplateHash.partialsText(catalog.sources.filter(\.isPartial).map(\.text)) : ""
		parsed = ParsedTemplates(
			sources: byName, displayPaths: displayPaths, parsed: parsedNow, partialsText: partialsText,
			embeddedHashesHold: !overridden || partialsText == Self.embeddedPartialsText)
	}

	/// The embedded templates' texts by path.
	private static let embeddedTexts: [String: String] = Dictionary(
		uniqueKeysWithValues: TemplateCatalog.embedded.sources.map { ($0.path, $0.text) })

	/// The embedded partials' texts, as the build-time template hashes include them.
	private static let embeddedPartialsText = TemplateHash.partialsText(
		TemplateCatalog.embedded.sources.filter(\.isPartial).map(\.text))

	/// Renders every job. Throws the first render error (with its template location).
	package func render(_ jobs: [RenderJob], config: ProjectConfig) throws(DiagnosticError) -> [OutputFile] {
		var files: [OutputFile] = []
		files.reserveCapacity(jobs.count)
		for job in jobs {
			files.append(try render(job, config: config))
		}
		return files
	}

	/// ``render(_:config:)`` on up to `workers` threads: the same files in the same order, and
	/// the error of the first job in order that fails. What one `feature` run renders takes
	/// about as long as writing it, so the second core halves it. `rendered` is called with each
	/// file as soon as it is rendered, on the thread that rendered it, in no set order: the
	/// executable starts writing a fresh feature's files while the rest render (it holds what it
	/// wrote to the files the plan then lists, byte for byte).
	package func render(
		_ jobs: [RenderJob], config: ProjectConfig, workers: Int, rendered: (@Sendable (OutputFile) -> Void)? = nil
	) throws(DiagnosticError) -> [OutputFile] {
		let workers = min(workers, jobs.count)
		guard workers > 1 else {
			guard let rendered else { return try render(jobs, config: config) }
			var files: [OutputFile] = []
			files.reserveCapacity(jobs.count)
			for job in jobs {
				files.append(try render(job, config: config))
				rendered(files[files.count - 1])
			}
			return files
		}
		var results = [(file: OutputFile?, error: DiagnosticError?)](repeating: (nil, nil), count: jobs.count)
		results.withUnsafeMutableBufferPointer { buffer in
			nonisolated(unsafe) let buffer = buffer
			DispatchQueue.concurrentPerform(iterations: workers) { worker in
				// Every worker-th job: neighbouring jobs render alike, so each worker gets a share of each kind.
				for index in stride(from: worker, to: jobs.count, by: workers) {
					do throws(DiagnosticError) {
						let file = try render(jobs[index], config: config)
						buffer[index] = (file, nil)
						rendered?(file)
					} catch {
						buffer[index] = (nil, error)
					}
				}
			}
		}
		var files: [OutputFile] = []
		files.reserveCapacity(jobs.count)
		for result in results {
			if let error = result.error { throw error }
			if let file = result.file { files.append(file) }
		}
		return files
	}

	/// One job rendered, laid out (Swift) and hashed.
	private func render(_ job: RenderJob, config: ProjectConfig) throws(DiagnosticError) -> OutputFile {
		guard let source = sourcesByPath[job.templatePath] else {
			throw DiagnosticError(.error("no template '\(job.templatePath)' for \(job.outputPath)"))
		}
		// Worked out once: a source's name is cut from its path on every call (about 1,700
		// instructions), and every file of every feature is rendered through here.
		let name = source.name
		let templates = try parsed.closure(of: name)
		let contents: String
		do throws(Diagnostic) {
			guard let template = templates[name] else { throw Diagnostic.error("no template named '\(name)'") }
			// Swift is laid out from the rendered bytes: a file the layout changes is made a string once.
			let style = config.codeStyle
			contents = try TemplateRenderer.render(template, context: job.context, partials: templates, options: .default) { bytes in
				job.isSwift ? SwiftLayout.format(utf8: bytes, style: style) : String(decoding: bytes, as: UTF8.self)
			}
		} catch {
			throw DiagnosticError(
				error.relocated(displayPaths).addingNote("while rendering \(job.outputPath) for \(job.origin)"))
		}
		var file = OutputFile(
			path: job.outputPath, contents: contents, origin: job.origin,
			templateHash: source.isPartial ? "" : parsed.hash(of: source), ownership: job.ownership)
		file.templateSources = try parsed.sourcePaths(of: name)
		return file
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
