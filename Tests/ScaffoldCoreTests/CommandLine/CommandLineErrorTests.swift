import Testing

import ScaffoldCommandLine
import ScaffoldCore

/// Every error case, with the exact text the user sees.
struct CommandLineErrorTests {
	typealias Fixture = CommandLineFixture

	/// The arguments, and the diagnostic they print.
	typealias Row = TableCase<[String], String>

	private static let missingConfig = "error: missing value for '--config <file>'\nnote: see 'tool build --help'"

	static let rows: [Row] = [
		Row("missing command", [], "error: missing command\nnote: see 'tool --help'"),
		Row("missing subcommand", ["db"], "error: missing subcommand for 'db'; expected one of: migrate, seed\nnote: see 'tool db --help'"),
		Row("unknown command, suggested", ["biuld"], "error: unknown command 'biuld'; did you mean 'build'?\nnote: see 'tool --help'"),
		Row("unknown command", ["zzzz"], "error: unknown command 'zzzz'\nnote: see 'tool --help'"),
		Row(
			"unknown subcommand", ["db", "migrat"],
			"error: unknown subcommand 'migrat' for 'db'; did you mean 'migrate'?\nnote: see 'tool db --help'"),
		Row("unknown command for help", ["help", "biuld"], "error: unknown command 'biuld'; did you mean 'build'?\nnote: see 'tool --help'"),
		Row("unknown option, suggested", ["--verison"], "error: unknown option '--verison'; did you mean '--version'?\nnote: see 'tool --help'"),
		Row("unknown option of a subcommand", ["db", "--force"], "error: unknown option '--force'\nnote: see 'tool db --help'"),
		Row(
			"unknown option after others", ["build", "app", "--config", "c", "--verbos"],
			"error: unknown option '--verbos'; did you mean '--verbose'?\nnote: see 'tool build --help'"),
		Row(
			"unknown option with a value", ["build", "--verbos=1"],
			"error: unknown option '--verbos'; did you mean '--verbose'?\nnote: see 'tool build --help'"),
		Row("unknown short option", ["build", "-v"], "error: unknown option '-v'\nnote: see 'tool build --help'"),
		Row("missing value at the end", ["build", "app", "--config"], missingConfig),
		Row("missing value before an option", ["build", "app", "--config", "--verbose"], missingConfig),
		Row(
			"unexpected value of a flag", ["build", "app", "--config", "c", "--verbose=yes"],
			"error: flag '--verbose' does not take a value\nnote: see 'tool build --help'"),
		Row(
			"invalid value, suggested", ["build", "app", "--config", "c", "--mode", "relase"],
			"error: invalid value 'relase' for '--mode'; did you mean 'release'?\nnote: see 'tool build --help'"),
		Row(
			"invalid value", ["build", "app", "--config", "c", "--mode=fast"],
			"error: invalid value 'fast' for '--mode'; expected one of: debug, release\nnote: see 'tool build --help'"),
		Row(
			"repeated option", ["build", "app", "--config", "a", "--config=b"],
			"error: option '--config' given more than once\nnote: see 'tool build --help'"),
		Row("missing argument", ["build", "--config", "c"], "error: missing argument '<target>'\nnote: see 'tool build --help'"),
		Row("missing argument of a subcommand", ["db", "seed"], "error: missing argument '<file>'\nnote: see 'tool db seed --help'"),
		Row("missing option", ["build", "app"], "error: missing option '--config <file>'\nnote: see 'tool build --help'"),
		Row("unexpected argument", ["db", "migrate", "1", "2"], "error: unexpected argument '2'\nnote: see 'tool db migrate --help'"),
		Row("unexpected argument after --version", ["--version", "now"], "error: unexpected argument 'now'\nnote: see 'tool --help'"),
		Row("unexpected argument for help", ["help", "build", "app"], "error: unexpected argument 'app'\nnote: see 'tool build --help'"),
	]

	func printsTheDiagnostic(_ row: Row) {
		row.expect(Fixture.error(row.input, parser: Fixture.parser)?.diagnostic.description ?? "<parsed>")
	}

	func namesWhatWasAvailable() {
		expectEqual(Fixture.error(["db", "migrat"]), .unknownCommand("migrat", commandPath: ["tool", "db"], available: ["migrate", "seed"]))
	}

	func reportsTheFirstProblemFromTheLeft() {
		expectEqual(Fixture.error(["build", "--nope", "--verbose=1"]), .unknownOption("--nope", commandPath: ["tool", "build"], available: ["--config", "--mode", "--define", "--verbose", "--help"]))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<CommandLineErrorTests>] = [
		SuiteTest("namesWhatWasAvailable") { $0.namesWhatWasAvailable() },
		SuiteTest("reportsTheFirstProblemFromTheLeft") { $0.reportsTheFirstProblemFromTheLeft() },
	]
		+ SuiteTest<CommandLineErrorTests>.cases("printsTheDiagnostic(_:)", rows) { $0.printsTheDiagnostic($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<CommandLineErrorTests>) async throws { try await test.body(self) }
}
