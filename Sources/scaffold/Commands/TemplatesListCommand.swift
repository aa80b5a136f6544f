import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold templates list`: the templates in force, marking the project's overrides.
enum TemplatesListCommand: Command {
	static let definition = CommandDefinition(
		"list",
		abstract: "List the templates scaffold renders.",
		discussion: """
			One template per line, by its path under Templates/; templates the project overrides \
			(from its templates folder) are marked "(overridden)".
			""")

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let project = try Project.open(output: nil, context: context, access: .read)
		let catalog = try project.catalog()
		let lines = catalog.sources.map { source in
			source == TemplateCatalog.embedded.source(atPath: source.path) ? source.path : source.path + "  (overridden)"
		}
		context.console.output(lines.joined(separator: "\n") + "\n")
		return .success
	}
}
