import ScaffoldCore

/// `scaffold destroy NAME`: removes a feature's generated files.
enum DestroyCommand: Command {
	static let definition = CommandDefinition(
		"destroy",
		abstract: "Delete every file generated for a feature.",
		arguments: [ArgumentDefinition("name", help: "The feature whose files to delete.")])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		throw CommandFailure.notImplemented(invocation.command)
	}
}
