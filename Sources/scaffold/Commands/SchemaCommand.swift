import ScaffoldCore

/// `scaffold schema`: prints the JSON Schema that describes spec files.
enum SchemaCommand: Command {
	static let definition = CommandDefinition(
		"schema",
		abstract: "Print the JSON Schema of spec files, for editors.")

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		throw CommandFailure.notImplemented(invocation.command)
	}
}
