import ScaffoldCore

/// `scaffold spec new NAME [field:Type …]`: starts a spec from the command line.
enum SpecNewCommand: Command {
	static let definition = CommandDefinition(
		"new",
		abstract: "Write a starter spec for an entity and its fields.",
		arguments: [
			ArgumentDefinition("name", help: "The entity's name, in UpperCamelCase (e.g. Character)."),
			ArgumentDefinition("field:type", .zeroOrMore, help: "Fields as name:Type (e.g. id:Int name:String born:Date?)."),
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		throw CommandFailure.notImplemented(invocation.command)
	}
}
