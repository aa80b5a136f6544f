import ScaffoldCommandLine
import ScaffoldCore

// The one place `scaffold render` calls the Mustache engine; everything else of the command
// (arguments, files, JSON, partials, printing, exit codes) is in RenderCommand.swift.

/// Renders `request` with the Mustache engine and returns the output text.
///
/// The engine names templates, and locates its diagnostics, by template name; they are moved
/// to the files the templates came from so that the user sees `partials/row.mustache:3:7`.
func renderWithEngine(_ request: RenderRequest) throws -> String {
	var paths: [String: String] = [:]
	for template in request.templates where paths[template.name] == nil {
		paths[template.name] = template.path
	}
	let options = RenderOptions(
		escaping: request.escapesHTML ? .html : .none, strictness: request.isLenient ? .lenient : .strict)
	let set: TemplateSet
	do {
		set = try TemplateSet(sources: request.templates.map { (name: $0.name, source: $0.source) })
	} catch {
		throw DiagnosticError(error.diagnostics.map { $0.relocated(paths) })
	}
	do {
		return try set.render(request.templateName, context: TemplateValue(json: request.context), options: options)
	} catch {
		throw error.relocated(paths)
	}
}
