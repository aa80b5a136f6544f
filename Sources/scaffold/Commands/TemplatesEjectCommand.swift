import ScaffoldCore

/// `scaffold templates eject [NAME]`: copies templates out so the project can change them.
enum TemplatesEjectCommand: Command {
	static let definition = CommandDefinition(
		"eject",
		abstract: "Copy built-in templates into the project to customise them.",
		arguments: [ArgumentDefinition("name", .optional, help: "The template to copy (default: all of them).")],
		options: [.value("to", "dir", help: "The folder to copy into, instead of the configured templates folder.")])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		throw CommandFailure.notImplemented(invocation.command)
	}
}
