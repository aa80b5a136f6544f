import ScaffoldBasics

/// All templates of one generator (its templates and their partials), parsed together.
///
/// Creating a set parses every source and reports every syntax error of every template
/// at once, so nothing renders from a set that is partly broken. Partial and parent tags
/// find their templates by name in the set.
public struct TemplateSet: Sendable {
	/// The templates' names, in the order given.
	public let names: [String]
	private let templates: [String: Template]

	/// Parses every source; throws all syntax errors of all templates together (and any
	/// name given twice).
	public init(sources: [(name: String, source: String)]) throws(DiagnosticError) {
		var parsed: [Template] = []
		var diagnostics: [Diagnostic] = []
		for (name, source) in sources {
			do {
				parsed.append(try Template(name: name, source: source))
			} catch {
				diagnostics += error.diagnostics
			}
		}
		diagnostics += Self.duplicates(in: sources.map(\.name))
		guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
		self.names = sources.map(\.name)
		self.templates = Dictionary(uniqueKeysWithValues: parsed.map { ($0.name, $0) })
	}

	/// A set of templates already parsed; throws if a name is given twice.
	package init(templates: [Template]) throws(DiagnosticError) {
		let duplicates = Self.duplicates(in: templates.map(\.name))
		guard duplicates.isEmpty else { throw DiagnosticError(duplicates) }
		self.names = templates.map(\.name)
		self.templates = Dictionary(uniqueKeysWithValues: templates.map { ($0.name, $0) })
	}

	/// The template called `name`, if the set has one.
	package func template(named name: String) -> Template? {
		templates[name]
	}

	/// Renders the template called `name`, its partials taken from this set.
	public func render(_ name: String, context: TemplateValue, options: RenderOptions = .default) throws(Diagnostic) -> String {
		guard let template = templates[name] else {
			throw Diagnostic.error("no template named \(quoted: name)\(Suggestion.didYouMean(name, in: names))")
		}
		return try render(template, context: context, options: options)
	}

	/// Renders `template` (which need not belong to the set), its partials taken from this set.
	package func render(_ template: Template, context: TemplateValue, options: RenderOptions = .default) throws(Diagnostic) -> String {
		try TemplateRenderer.render(template, context: context, partials: templates, options: options)
	}

	/// One error per name that appears more than once (the catalog checks its lazily parsed sources too).
	package static func duplicates(in names: [String]) -> [Diagnostic] {
		var seen: Set<String> = []
		var reported: Set<String> = []
		var diagnostics: [Diagnostic] = []
		for name in names where !seen.insert(name).inserted && reported.insert(name).inserted {
			diagnostics.append(.error("two templates are named \(quoted: name)", at: SourceLocation(path: name, position: nil)))
		}
		return diagnostics
	}
}
