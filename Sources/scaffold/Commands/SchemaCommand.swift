import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold schema`: prints the JSON Schema that describes spec files.
///
/// `--output` replaces an existing file: the schema is generated, and regenerating it after an
/// upgrade is the point.
enum SchemaCommand: Command {
	static let definition = CommandDefinition(
		"schema",
		abstract: "Print the JSON Schema of spec files, for editors.",
		discussion: """
			Point a spec's "$schema" at the file to get completion and checks while editing. The \
			schema checks structure; only 'scaffold spec lint' sees what needs the whole spec.
			""",
		options: [.value("output", "file", help: "Write the schema to this file (replacing it) instead of standard output.")])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let text = SpecSchema.text()
		if let output = invocation.value("output") {
			try TextFileWriting.write(text, to: output, replacing: true)
		} else {
			context.console.output(text)
		}
		return .success
	}
}
