import Testing

import ScaffoldCommandLine
import ScaffoldCore

/// Every error case, with the exact text the user sees.
struct CommandLineErrorTests {
	typealias Fixture = CommandLineFixture

	/// The printed diagnostic for `arguments`, or a marker when they parse.
	private func message(_ arguments: [String], parser: CommandLineParser = CommandLineFixture.parser) -> String {
		Fixture.error(arguments, parser: parser)?.diagnostic.description ?? "<parsed>"
	}

	@Test func missingCommand() {
		expectEqual(message([]), "error: missing command\nnote: see 'tool --help'")
		expectEqual(message(["db"]), "error: missing subcommand for 'db'; expected one of: migrate, seed\nnote: see 'tool db --help'")
	}

	@Test func unknownCommand() {
		expectEqual(message(["biuld"]), "error: unknown command 'biuld'; did you mean 'build'?\nnote: see 'tool --help'")
		expectEqual(message(["zzzz"]), "error: unknown command 'zzzz'\nnote: see 'tool --help'")
		#expect(
			message(["db", "migrat"]) == "error: unknown subcommand 'migrat' for 'db'; did you mean 'migrate'?\nnote: see 'tool db --help'")
		expectEqual(message(["help", "biuld"]), "error: unknown command 'biuld'; did you mean 'build'?\nnote: see 'tool --help'")
		expectEqual(Fixture.error(["db", "migrat"]), .unknownCommand("migrat", commandPath: ["tool", "db"], available: ["migrate", "seed"]))
	}

	@Test func unknownOption() {
		expectEqual(message(["--verison"]), "error: unknown option '--verison'; did you mean '--version'?\nnote: see 'tool --help'")
		expectEqual(message(["db", "--force"]), "error: unknown option '--force'\nnote: see 'tool db --help'")
		#expect(
			message(["build", "app", "--config", "c", "--verbos"])
				== "error: unknown option '--verbos'; did you mean '--verbose'?\nnote: see 'tool build --help'")
		expectEqual(message(["build", "--verbos=1"]), "error: unknown option '--verbos'; did you mean '--verbose'?\nnote: see 'tool build --help'")
		expectEqual(message(["build", "-v"]), "error: unknown option '-v'\nnote: see 'tool build --help'")
	}

	@Test func missingValue() {
		let expected = "error: missing value for '--config <file>'\nnote: see 'tool build --help'"
		expectEqual(message(["build", "app", "--config"]), expected)
		expectEqual(message(["build", "app", "--config", "--verbose"]), expected)
	}

	@Test func unexpectedValue() {
		#expect(
			message(["build", "app", "--config", "c", "--verbose=yes"])
				== "error: flag '--verbose' does not take a value\nnote: see 'tool build --help'")
	}

	@Test func invalidValue() {
		#expect(
			message(["build", "app", "--config", "c", "--mode", "relase"])
				== "error: invalid value 'relase' for '--mode'; did you mean 'release'?\nnote: see 'tool build --help'")
		#expect(
			message(["build", "app", "--config", "c", "--mode=fast"])
				== "error: invalid value 'fast' for '--mode'; expected one of: debug, release\nnote: see 'tool build --help'")
	}

	@Test func repeatedOption() {
		#expect(
			message(["build", "app", "--config", "a", "--config=b"])
				== "error: option '--config' given more than once\nnote: see 'tool build --help'")
	}

	@Test func missingArgument() {
		expectEqual(message(["build", "--config", "c"]), "error: missing argument '<target>'\nnote: see 'tool build --help'")
		expectEqual(message(["db", "seed"]), "error: missing argument '<file>'\nnote: see 'tool db seed --help'")
	}

	@Test func missingOption() {
		expectEqual(message(["build", "app"]), "error: missing option '--config <file>'\nnote: see 'tool build --help'")
	}

	@Test func unexpectedArgument() {
		expectEqual(message(["db", "migrate", "1", "2"]), "error: unexpected argument '2'\nnote: see 'tool db migrate --help'")
		expectEqual(message(["--version", "now"]), "error: unexpected argument 'now'\nnote: see 'tool --help'")
		expectEqual(message(["help", "build", "app"]), "error: unexpected argument 'app'\nnote: see 'tool build --help'")
	}

	@Test func reportsTheFirstProblemFromTheLeft() {
		expectEqual(Fixture.error(["build", "--nope", "--verbose=1"]), .unknownOption("--nope", commandPath: ["tool", "build"], available: ["--config", "--mode", "--define", "--verbose", "--help"]))
	}
}
