import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold render TEMPLATE --data DATA.json`: one template, one JSON context, output on stdout.
///
/// Everything is read and checked before anything is printed, and the output is printed only
/// once the whole template has rendered, so a failure leaves standard output empty.
enum RenderCommand: Command {
	static let definition = CommandDefinition(
		"render",
		abstract: "Render a Mustache template with a JSON context to standard output.",
		discussion: """
			The template file's name without '.mustache' is its template name. Partials come from the \
			--partials folder: <dir>/<name>.mustache is the partial '<name>'. Nothing is written to \
			standard output unless the whole template renders.
			""",
		arguments: [ArgumentDefinition("template", help: "The Mustache template file to render.")],
		options: [
			.value("data", "file", help: "The JSON file whose value is the template's context.", required: true),
			.value("partials", "dir", help: "A folder of partials, each <name>.mustache."),
			.value(
				"escape", "mode", help: "How {{name}} escapes values: none (for code) or html.", default: "none",
				allowed: ["html", "none"]),
			.flag("lenient", help: "Render missing names as empty instead of reporting them."),
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let request = try request(from: invocation)
		let output = try renderWithEngine(request)
		context.console.output(output)
		return .success
	}

	/// Reads the files named on the command line into a ``RenderRequest``.
	static func request(from invocation: Invocation) throws -> RenderRequest {
		guard let templatePath = invocation.argument("template"), let dataPath = invocation.value("data") else {
			preconditionFailure("the parser guarantees <template> and --data")
		}
		let templateName = RenderRequest.templateName(ofFile: templatePath)
		let template = TemplateFile(name: templateName, path: templatePath, source: try FileReading.text(templatePath))
		let context = try JSONReader(path: dataPath).read(try FileReading.bytes(dataPath))
		var partials: [TemplateFile] = []
		if let directory = invocation.value("partials") {
			for path in try FileReading.files(in: directory, withExtension: "mustache") {
				let name = RenderRequest.templateName(ofFile: path)
				// The template given on the command line wins over a partial of the same name
				// (usually itself, when it lives in the partials folder).
				if name == templateName { continue }
				partials.append(TemplateFile(name: name, path: path, source: try FileReading.text(path)))
			}
		}
		return RenderRequest(
			templateName: templateName, templates: [template] + partials, context: context,
			escapesHTML: invocation.value("escape") == "html", isLenient: invocation.flag("lenient"))
	}
}

/// Everything `render` hands to the template engine.
struct RenderRequest {
	/// The name of the template to render (its file name without `.mustache`).
	var templateName: String
	/// The template to render first, then every partial.
	var templates: [TemplateFile]
	/// The parsed `--data` file.
	var context: JSONNode
	/// `--escape html` (true) or `--escape none`.
	var escapesHTML: Bool
	/// `--lenient`: missing names render as empty.
	var isLenient: Bool

	/// `dir/Entity.swift.mustache` → `Entity.swift`; a name without `.mustache` stays whole.
	static func templateName(ofFile path: String) -> String {
		let fileName = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
		return fileName.hasSuffix(".mustache") ? String(fileName.dropLast(".mustache".count)) : fileName
	}
}

/// A template's name, the file it came from (for diagnostics) and its text.
struct TemplateFile {
	var name: String
	var path: String
	var source: String
}
