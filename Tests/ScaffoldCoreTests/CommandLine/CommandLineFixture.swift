import ScaffoldCommandLine
import ScaffoldCore

/// A small tool, `tool`, exercising every kind of argument and option the parser knows.
enum CommandLineFixture {
	static let build = CommandDefinition(
		"build",
		abstract: "Build a target.",
		discussion: "Builds the target and everything it depends on.\n\n  tool build app --config build.json",
		arguments: [
			ArgumentDefinition("target", help: "What to build."),
			ArgumentDefinition("extra", .zeroOrMore, help: "More targets."),
		],
		options: [
			.value("config", "file", help: "The configuration file.", required: true),
			.value("mode", "mode", help: "How to optimise.", default: "debug", allowed: ["debug", "release"]),
			.value("define", "name", help: "A compilation condition.", repeatable: true),
			.flag("verbose", help: "Say what is happening."),
		])

	static let migrate = CommandDefinition(
		"migrate", abstract: "Migrate the database.",
		arguments: [ArgumentDefinition("version", .optional, help: "The version to migrate to.")])

	static let seed = CommandDefinition(
		"seed", abstract: "Fill the database.", arguments: [ArgumentDefinition("file", .oneOrMore, help: "Seed files.")])

	static let database = CommandDefinition("db", abstract: "Database commands.", subcommands: [migrate, seed])

	static let root = CommandDefinition("tool", abstract: "A tool for tests.", subcommands: [build, database])

	static let parser = CommandLineParser(root: root, version: "1.2.3")

	/// Parses `arguments`, expecting a command to run.
	static func invocation(_ arguments: [String]) throws -> Invocation {
		guard case .run(let invocation) = try parser.parse(arguments) else {
			throw UnexpectedOutcome(arguments: arguments)
		}
		return invocation
	}

	/// Parses `arguments`, expecting an error.
	static func error(_ arguments: [String], parser: CommandLineParser = parser) -> CommandLineError? {
		do {
			_ = try parser.parse(arguments)
			return nil
		} catch {
			return error
		}
	}

	struct UnexpectedOutcome: Error {
		var arguments: [String]
	}
}
