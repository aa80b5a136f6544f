import ScaffoldCore

/// `scaffold feature NAME`: renders a feature's files from its spec and writes them.
enum FeatureCommand: Command {
	static let definition = CommandDefinition(
		"feature",
		abstract: "Generate the data layer of a feature from its spec.",
		discussion: """
			Renders every file the spec asks for (DTOs, data sources, stores, mappers, mocks, fixtures, \
			tests) and writes them under the project root. Files changed by hand since they were \
			generated are left alone unless --force is given.
			""",
		arguments: [ArgumentDefinition("name", help: "The feature to generate, as named in its spec (e.g. Character).")],
		options: [
			.value("spec", "file", help: "The spec file to read, instead of the feature's spec in the project."),
			.value("output", "dir", help: "The project root to write into, instead of the configured root."),
			.flag("dry-run", help: "Show what would be written, and write nothing."),
			.flag("diff", help: "Show the changes to every file that would change."),
			.flag("json", help: "Print the plan as JSON."),
			.flag("force", help: "Overwrite files that were changed by hand."),
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		throw CommandFailure.notImplemented(invocation.command)
	}
}
