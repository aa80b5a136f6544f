import Testing

import ScaffoldCommandLine
import ScaffoldCore

/// Help pages compared whole, as snapshots.
struct HelpRendererTests {
	let parser = CommandLineFixture.parser

	func rendersTheProgramACommandAGroupAndASubcommand() {
		// Renders the programs help.
		expectEqual(
			parser.help(for: []), """
				OVERVIEW: A tool for tests.

				USAGE: tool <command>

				OPTIONS:
				  -h, --help  Show help information.
				  --version   Show the version.

				COMMANDS:
				  build       Build a target.
				  db          Database commands.
				  help        Show help for a command.

				  See 'tool help <command>' for detailed help.

				""")

		// Renders a command with every kind of argument and option.
		expectEqual(
			parser.help(for: ["build"]), """
				OVERVIEW: Build a target.

				Builds the target and everything it depends on.

				  tool build app --config build.json

				USAGE: tool build <target> [<extra> ...] --config <file> [--mode <mode>]
				                  [--define <name> ...] [--verbose]

				ARGUMENTS:
				  <target>         What to build.
				  [<extra> ...]    More targets.

				OPTIONS:
				  --config <file>  The configuration file.
				  --mode <mode>    How to optimise. (default: debug)
				  --define <name>  A compilation condition. (repeatable)
				  --verbose        Say what is happening.
				  -h, --help       Show help information.

				""")

		// Renders a group with its subcommands.
		expectEqual(
			parser.help(for: ["db"]), """
				OVERVIEW: Database commands.

				USAGE: tool db <subcommand>

				OPTIONS:
				  -h, --help  Show help information.

				SUBCOMMANDS:
				  migrate     Migrate the database.
				  seed        Fill the database.

				  See 'tool help db <subcommand>' for detailed help.

				""")

		// Renders optional and variadic arguments.
		expectEqual(
			parser.help(for: ["db", "seed"]), """
				OVERVIEW: Fill the database.

				USAGE: tool db seed <file> ...

				ARGUMENTS:
				  <file> ...  Seed files.

				OPTIONS:
				  -h, --help  Show help information.

				""")
		expectContains(parser.help(for: ["help"]), "USAGE: tool help [<command> ...]\n")
		expectContains(parser.help(for: ["db", "migrate"]), "USAGE: tool db migrate [<version>]\n")
	}

	func wrapsTheUsageDiscussionAndDescriptionsToTheWidth() {
		let narrow = HelpRenderer(root: parser.root, hasVersion: true, width: 40)
		expectEqual(
			narrow.help(for: ["build"]), """
				OVERVIEW: Build a target.

				Builds the target and everything it
				depends on.

				  tool build app --config build.json

				USAGE: tool build <target> [<extra> ...]
				                  --config <file>
				                  [--mode <mode>]
				                  [--define <name> ...]
				                  [--verbose]

				ARGUMENTS:
				  <target>         What to build.
				  [<extra> ...]    More targets.

				OPTIONS:
				  --config <file>  The configuration
				                   file.
				  --mode <mode>    How to optimise.
				                   (default: debug)
				  --define <name>  A compilation
				                   condition.
				                   (repeatable)
				  --verbose        Say what is
				                   happening.
				  -h, --help       Show help
				                   information.

				""")
	}

	func putsDescriptionsOfOverlongLabelsOnTheNextLine() {
		let command = CommandDefinition(
			"x", abstract: "X.",
			options: [
				.value("a-rather-long-option-name", "value", help: "Long."),
				.flag("short", help: "Short."),
			])
		let parser = CommandLineParser(root: CommandDefinition("tool", abstract: "T.", subcommands: [command]))
		expectEqual(
			parser.help(for: ["x"]), """
				OVERVIEW: X.

				USAGE: tool x [--a-rather-long-option-name <value>] [--short]

				OPTIONS:
				  --a-rather-long-option-name <value>
				              Long.
				  --short     Short.
				  -h, --help  Show help information.

				""")
	}

	func omitsVersionWhenTheProgramHasNone() {
		let parser = CommandLineParser(root: CommandLineFixture.root)
		expectLacks(parser.help(for: []), "--version")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<HelpRendererTests>] = [
		SuiteTest("rendersTheProgramACommandAGroupAndASubcommand") { $0.rendersTheProgramACommandAGroupAndASubcommand() },
		SuiteTest("wrapsTheUsageDiscussionAndDescriptionsToTheWidth") { $0.wrapsTheUsageDiscussionAndDescriptionsToTheWidth() },
		SuiteTest("putsDescriptionsOfOverlongLabelsOnTheNextLine") { $0.putsDescriptionsOfOverlongLabelsOnTheNextLine() },
		SuiteTest("omitsVersionWhenTheProgramHasNone") { $0.omitsVersionWhenTheProgramHasNone() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<HelpRendererTests>) async throws { try await test.body(self) }
}
