import ScaffoldCore

/// `scaffold check`: reports drift between specs, templates and the files on disk.
enum CheckCommand: Command {
	static let definition = CommandDefinition(
		"check",
		abstract: "Check that generated files match their specs and templates.",
		discussion: """
			Exits with 0 when every generated file is up to date, 1 when a file drifted or a template \
			fails, and 2 when a spec or the configuration is invalid.
			""",
		options: [
			.flag("quiet", help: "Print nothing; report through the exit status only."),
			.flag("json", help: "Print the findings as JSON."),
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		throw CommandFailure.notImplemented(invocation.command)
	}
}
