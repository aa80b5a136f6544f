import ScaffoldCore

/// `scaffold prune`: removes generated files left behind by removed entities or features.
enum PruneCommand: Command {
	static let definition = CommandDefinition(
		"prune",
		abstract: "Delete generated files that no spec produces any more.")

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		throw CommandFailure.notImplemented(invocation.command)
	}
}
