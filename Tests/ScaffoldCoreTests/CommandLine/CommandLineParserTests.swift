import Testing

import ScaffoldCommandLine
import ScaffoldCore

struct CommandLineParserTests {
	typealias Fixture = CommandLineFixture

	func readsArgumentsOptionsAndDefaults() throws {
		let invocation = try Fixture.invocation(["build", "app", "--config", "c.json"])
		expectEqual(invocation.command, ["build"])
		expectEqual(invocation.argument("target"), "app")
		expectEqual(invocation.arguments("extra"), [])
		expectEqual(invocation.value("config"), "c.json")
		expectEqual(invocation.value("mode"), "debug")
		expectFalse(invocation.wasGiven("mode"))
		expectTrue(invocation.wasGiven("config"))
		expectEqual(invocation.value("define"), nil)
		expectEqual(invocation.values("define"), [])
		expectFalse(invocation.flag("verbose"))
	}

	func readsValuesAfterAnEqualsSignEvenEmpty() throws {
		// Reads values after an equals sign.
		let invocation = try Fixture.invocation(["build", "app", "--config=c.json", "--mode=release", "--define=A=1"])
		expectEqual(invocation.value("config"), "c.json")
		expectEqual(invocation.value("mode"), "release")
		expectEqual(invocation.value("define"), "A=1")

		// Accepts an empty value after an equals sign.
		expectEqual(try Fixture.invocation(["build", "app", "--config="]).value("config"), "")
	}

	func readsPositionalsAnywhereAfterTheTerminatorAndAsADash() throws {
		// Mixes options and positionals in any order.
		do {
			let invocation = try Fixture.invocation(["build", "--verbose", "app", "--config", "c", "lib", "tests"])
			expectTrue(invocation.flag("verbose"))
			expectEqual(invocation.argument("target"), "app")
			expectEqual(invocation.arguments("extra"), ["lib", "tests"])
		}

		// Treats everything after the terminator as positional.
		do {
			let invocation = try Fixture.invocation(["build", "--config", "c", "--", "--verbose", "-x", "--help", "--"])
			expectEqual(invocation.argument("target"), "--verbose")
			expectEqual(invocation.arguments("extra"), ["-x", "--help", "--"])
			expectFalse(invocation.flag("verbose"))
		}

		// Accepts a lone dash as value and argument.
		do {
			let invocation = try Fixture.invocation(["build", "-", "--config", "-"])
			expectEqual(invocation.argument("target"), "-")
			expectEqual(invocation.value("config"), "-")
		}
	}

	func keepsEveryValueOfARepeatableOption() throws {
		let invocation = try Fixture.invocation(["build", "app", "--config", "c", "--define", "A", "--define=B"])
		expectEqual(invocation.values("define"), ["A", "B"])
		expectEqual(invocation.value("define"), "B")
	}

	func resolvesSubcommandsAndOptionalArguments() throws {
		expectEqual(try Fixture.invocation(["db", "migrate"]).argument("version"), nil)
		let invocation = try Fixture.invocation(["db", "migrate", "7"])
		expectEqual(invocation.command, ["db", "migrate"])
		expectEqual(invocation.argument("version"), "7")
		expectEqual(try Fixture.invocation(["db", "seed", "a", "b"]).arguments("file"), ["a", "b"])
	}

	/// Arguments that ask for help or the version, and what they ask for.
	typealias OutcomeRow = TableCase<[String], ParseOutcome>

	static let outcomeRows: [OutcomeRow] = [
		// Help requests are found anywhere before the terminator.
		OutcomeRow("--help alone", ["--help"], .help([])),
		OutcomeRow("-h alone", ["-h"], .help([])),
		OutcomeRow("--help after a command", ["build", "--help"], .help(["build"])),
		OutcomeRow("--help where an option's value goes", ["build", "app", "--config", "--help"], .help(["build"])),
		OutcomeRow("-h after an unknown option", ["build", "--nonsense", "-h"], .help(["build"])),
		OutcomeRow("--help after a command group", ["db", "--help"], .help(["db"])),
		OutcomeRow("-h after a subcommand", ["db", "seed", "-h"], .help(["db", "seed"])),
		// The built-in help command.
		OutcomeRow("help", ["help"], .help([])),
		OutcomeRow("help for a command", ["help", "build"], .help(["build"])),
		OutcomeRow("help for a subcommand", ["help", "db", "migrate"], .help(["db", "migrate"])),
		OutcomeRow("help for help", ["help", "--help"], .help(["help"])),
		OutcomeRow("--version", ["--version"], .version),
	]

	func answersHelpAndVersion(_ row: OutcomeRow) throws {
		row.expect(try Fixture.parser.parse(row.input))
	}

	func listsTheBuiltInHelpCommand() {
		expectEqual(Fixture.parser.root.subcommands.map(\.name), ["build", "db", "help"])
	}

	func refusesVersionWhenTheProgramHasNone() {
		let versionless = CommandLineParser(root: Fixture.root)
		expectEqual(Fixture.error(["--version"], parser: versionless), .unknownOption("--version", commandPath: ["tool"], available: ["--help"]))
	}

	@Test func trapsOnUndeclaredNames() async {
		// Built directly (not parsed) so that nothing but the lookup can end the process.
		await #expect(processExitsWith: .failure) {
			_ = Invocation(command: ["db", "migrate"], definition: CommandLineFixture.migrate).flag("verbose")
		}
		await #expect(processExitsWith: .failure) {
			_ = Invocation(command: ["db", "migrate"], definition: CommandLineFixture.migrate).argument("target")
		}
		await #expect(processExitsWith: .failure) {
			_ = Invocation(command: ["build"], definition: CommandLineFixture.build).flag("config")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<CommandLineParserTests>] = [
		SuiteTest("readsArgumentsOptionsAndDefaults") { try $0.readsArgumentsOptionsAndDefaults() },
		SuiteTest("readsValuesAfterAnEqualsSignEvenEmpty") { try $0.readsValuesAfterAnEqualsSignEvenEmpty() },
		SuiteTest("readsPositionalsAnywhereAfterTheTerminatorAndAsADash") { try $0.readsPositionalsAnywhereAfterTheTerminatorAndAsADash() },
		SuiteTest("keepsEveryValueOfARepeatableOption") { try $0.keepsEveryValueOfARepeatableOption() },
		SuiteTest("resolvesSubcommandsAndOptionalArguments") { try $0.resolvesSubcommandsAndOptionalArguments() },
		SuiteTest("listsTheBuiltInHelpCommand") { $0.listsTheBuiltInHelpCommand() },
		SuiteTest("refusesVersionWhenTheProgramHasNone") { $0.refusesVersionWhenTheProgramHasNone() },
	]
		+ SuiteTest<CommandLineParserTests>.cases("answersHelpAndVersion(_:)", outcomeRows) { try $0.answersHelpAndVersion($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<CommandLineParserTests>) async throws { try await test.body(self) }
}
