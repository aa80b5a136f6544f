import ScaffoldCore

/// `scaffold spec infer SAMPLE.json --name NAME`: guesses a spec from real data.
enum SpecInferCommand: Command {
	static let definition = CommandDefinition(
		"infer",
		abstract: "Infer a spec from a sample JSON response.",
		arguments: [ArgumentDefinition("sample", help: "A sample JSON document, such as one API response.")],
		options: [.value("name", "name", help: "The name of the entity the sample's top-level object describes.", required: true)])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		throw CommandFailure.notImplemented(invocation.command)
	}
}
