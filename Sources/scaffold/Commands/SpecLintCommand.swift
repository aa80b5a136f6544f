import ScaffoldCore

/// `scaffold spec lint [FILE…]`: validates specs without generating anything.
enum SpecLintCommand: Command {
	static let definition = CommandDefinition(
		"lint",
		abstract: "Check spec files and report every problem with its location.",
		arguments: [
			ArgumentDefinition("file", .zeroOrMore, help: "The spec files to check (default: every spec of the project).")
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		throw CommandFailure.notImplemented(invocation.command)
	}
}
