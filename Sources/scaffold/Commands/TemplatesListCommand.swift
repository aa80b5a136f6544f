import ScaffoldCore

/// `scaffold templates list`: names every template in use.
enum TemplatesListCommand: Command {
	static let definition = CommandDefinition(
		"list",
		abstract: "List the templates scaffold renders.")

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		throw CommandFailure.notImplemented(invocation.command)
	}
}
