import ScaffoldHash
import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The templates of a ``Generator``'s catalog, each parsed (and hashed) the first time a run
/// renders it, then kept: `scaffold feature` renders about 30 of the catalog's 100-odd
/// templates, and parsing all of them was over half of a run that changes nothing.
///
/// Shared by every thread rendering with the same generator, so each template is parsed once.
final class ParsedTemplates: Sendable {
	private struct State {
		var templates: [String: Template] = [:]
		/// By template name: the template and every template it includes, for the renderer.
		var closures: [String: [String: Template]] = [:]
		var hashes: [String: String] = [:]
		/// By template name: the paths of its closure's files, sorted.
		var sourcePaths: [String: [String]] = [:]
	}

	private let sources: [String: TemplateSource]
	private let displayPaths: [String: String]
	private let state: Locked<State>
	/// Every partial's text, joined: part of each template hash.
	private let partialsText: String
	/// The partials are the embedded ones, so an embedded template's build-time hash is its hash here.
	private let embeddedHashesHold: Bool

	/// `sources` by name; `parsed` are those already parsed (with their problems reported).
	init(
		sources: [String: TemplateSource], displayPaths: [String: String], parsed: [String: Template], partialsText: String,
		embeddedHashesHold: Bool
	) {
		self.sources = sources
		self.displayPaths = displayPaths
		self.partialsText = partialsText
		self.embeddedHashesHold = embeddedHashesHold
		state = Locked(State(templates: parsed))
	}

	/// The template called `name` and every template it includes (all of them when one includes
	/// by a dynamic name), parsed. Throws the syntax errors of any of them.
	func closure(of name: String) throws(DiagnosticError) -> [String: Template] {
		if let known = state.withLock({ $0.closures[name] }) { return known }
		var closure: [String: Template] = [:]
		var pending = [name]
		while let next = pending.popLast() {
			guard closure[next] == nil, let template = try template(named: next) else { continue }
			closure[next] = template
			if template.includesDynamicNames {
				for other in sources.keys where closure[other] == nil {
					if let parsed = try self.template(named: other) { closure[other] = parsed }
				}
				break
			}
			pending += template.partialNames
		}
		state.withLock { $0.closures[name] = closure }
		return closure
	}

	/// The paths (below `Templates/`) of the template called `name` and every template it includes,
	/// sorted: the files a change of which changes what it renders.
	func sourcePaths(of name: String) throws(DiagnosticError) -> [String] {
		if let known = state.withLock({ $0.sourcePaths[name] }) { return known }
		let paths = try closure(of: name).keys.compactMap { sources[$0]?.path }.sorted()
		state.withLock { $0.sourcePaths[name] = paths }
		return paths
	}

	/// A file's ``TemplateHash``: computed when scaffold was built for an embedded template beside
	/// the embedded partials, else once per run.
	func hash(of source: TemplateSource) -> String {
		if embeddedHashesHold, let hash = source.embeddedHash { return hash }
		if let known = state.withLock({ $0.hashes[source.path] }) { return known }
		let hash = TemplateHash.hex(text: source.text, partialsText: partialsText)
		state.withLock { $0.hashes[source.path] = hash }
		return hash
	}

	/// The template called `name`, parsed now if it was not yet; `nil` when the catalog has none.
	private func template(named name: String) throws(DiagnosticError) -> Template? {
		if let known = state.withLock({ $0.templates[name] }) { return known }
		guard let source = sources[name] else { return nil }
		// Parsed outside the lock: two threads may both parse a template once, never wait on each other.
		let template: Template
		do {
			template = try Template(name: name, source: source.text)
		} catch {
			throw DiagnosticError(error.diagnostics.map { $0.relocated(displayPaths) })
		}
		state.withLock { $0.templates[name] = template }
		return template
	}
}
