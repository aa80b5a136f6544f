import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold templates cat NAME`: prints a template's source, as the project would render it.
enum TemplatesCatCommand: Command {
	static let definition = CommandDefinition(
		"cat",
		abstract: "Print the source of a template.",
		discussion: """
			NAME is a path from 'scaffold templates list', or a file name such as DTO or \
			RESTDataSource.swift when only one template has it. Prints the project's override when \
			there is one.
			""",
		arguments: [ArgumentDefinition("name", help: "The template to print.")])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let project = try Project.open(output: nil, context: context, access: .read)
		let source = try project.catalog().lookup(invocation.argument("name") ?? "")
		context.console.output(source.text)
		return .success
	}
}
