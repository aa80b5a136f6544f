import ScaffoldBasics

/// A parsed Mustache template: parse once, render any number of times.
///
/// Supports the Mustache spec's core modules (interpolation, sections, inverted sections,
/// comments, partials, set delimiters) and the optional inheritance (`{{<parent}}`,
/// `{{$block}}`) and dynamic names (`{{>*name}}`) modules; lambdas are not supported.
/// Parsing decides everything that does not depend on data (standalone lines, partial
/// and block indentation, dotted-name splitting), so rendering only walks nodes.
///
/// To render with partials, put templates in a ``TemplateSet``.
package struct Template: Sendable {
	/// The name given at creation: partials refer to it and diagnostics print it as the path.
	package let name: String
	/// The flattened form the renderer runs.
	let program: TemplateProgram
	/// Names of the templates included by a fixed name (see ``partialNames``).
	private let includedNames: [String]
	/// Whether it includes a template by a dynamic name (`{{>*name}}`), known only when rendering.
	package let includesDynamicNames: Bool
	/// Bytes to reserve for output: the template's own size with some room for values.
	let sizeHint: Int

	/// Parses `source`. Throws every syntax error found, each located at
	/// `name:line:column`.
	package init(name: String, source: String) throws(DiagnosticError) {
		self.name = name
		self.sizeHint = max(64, source.utf8.count * 2)
		if let compiled = OnePassCompiler.compile(source) {
			self.program = TemplateProgram(name: name, tables: compiled.tables)
			(self.includedNames, self.includesDynamicNames) = (compiled.partialNames, compiled.includesDynamicNames)
			return
		}
		// Inheritance, set delimiters, or a mistake to report: the general parser.
		let (nodes, diagnostics) = Template.parse(name: name, source: source)
		guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
		self.program = TemplateProgram(name: name, nodes: nodes)
		(self.includedNames, self.includesDynamicNames) = Self.partialNames(in: nodes)
	}

	/// Renders with `context` and no partials (a partial tag then finds nothing).
	package func render(_ context: TemplateValue, options: RenderOptions = .default) throws(Diagnostic) -> String {
		try TemplateRenderer.render(self, context: context, partials: [:], options: options)
	}

	/// Names of the templates this one includes by a fixed name (`{{>name}}`, `{{<name}}`),
	/// each once, in order of first appearance. Dynamic names (`{{>*name}}`) are not known
	/// before rendering and are not listed.
	package var partialNames: [String] { includedNames }

	package static func partialNames(in nodes: [TemplateNode]) -> (names: [String], dynamic: Bool) {
		var names: [String] = []
		var seen: Set<String> = []
		var dynamic = false
		func visit(_ nodes: [TemplateNode]) {
			for node in nodes {
				switch node {
				case .partial(let tag):
					switch tag.target {
					case .named(let name): if seen.insert(name).inserted { names.append(name) }
					case .dynamic: dynamic = true
					}
				case .parent(let tag):
					switch tag.target {
					case .named(let name): if seen.insert(name).inserted { names.append(name) }
					case .dynamic: dynamic = true
					}
					for block in tag.blocks.values.sorted(by: { $0.position < $1.position }) { visit(block.body) }
				case .section(let tag):
					visit(tag.body)
				case .block(let tag):
					visit(tag.body)
				case .text, .variable:
					break
				}
			}
		}
		visit(nodes)
		return (names, dynamic)
	}
}
