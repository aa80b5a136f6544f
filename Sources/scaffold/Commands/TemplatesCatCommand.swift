import ScaffoldCore

/// `scaffold templates cat NAME`: prints one template.
enum TemplatesCatCommand: Command {
	static let definition = CommandDefinition(
		"cat",
		abstract: "Print the source of a template.",
		arguments: [ArgumentDefinition("name", help: "The template's name, as listed by 'scaffold templates list'.")])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		throw CommandFailure.notImplemented(invocation.command)
	}
}
