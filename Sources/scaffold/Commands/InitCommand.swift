import ScaffoldCore

/// `scaffold init`: writes a project's scaffold configuration.
enum InitCommand: Command {
	static let definition = CommandDefinition(
		"init",
		abstract: "Set up scaffold in a project by writing its configuration.",
		options: [
			.value("name", "name", help: "The app's name.", default: "App"),
			.value("module-prefix", "prefix", help: "The prefix of generated module names.", default: "Challenge"),
			.value("path", "dir", help: "The project folder to set up.", default: "."),
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		throw CommandFailure.notImplemented(invocation.command)
	}
}
