import ScaffoldCore

// MARK: - ENGINE CALL: the one place `scaffold render` calls the Mustache engine.
//
// Everything else of `render` (arguments, reading files, JSON, partials, printing, exit codes)
// is done and tested. When the engine lands, replace the body below with roughly:
//
//     let set = try TemplateSet(sources: request.templates.map { (name: $0.name, source: $0.source) })
//     return try set.render(
//         request.templateName, context: TemplateValue(json: request.context),
//         options: RenderOptions(
//             escaping: request.escapesHTML ? .html : .none,
//             strictness: request.isLenient ? .lenient : .strict))
//
// Diagnostics thrown here (`Diagnostic` or `DiagnosticError`) are printed and end the run with
// status 1. If the engine names locations by template name, map them to `TemplateFile.path`.

/// Renders `request` with the Mustache engine and returns the output text.
func renderWithEngine(_ request: RenderRequest) throws -> String {
	throw CommandFailure.notImplemented(["render"])
}
