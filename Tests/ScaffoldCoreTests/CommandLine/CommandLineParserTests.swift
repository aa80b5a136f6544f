import Testing

import ScaffoldCommandLine
import ScaffoldCore

struct CommandLineParserTests {
	typealias Fixture = CommandLineFixture

	@Test func readsArgumentsOptionsAndDefaults() throws {
		let invocation = try Fixture.invocation(["build", "app", "--config", "c.json"])
		#expect(invocation.command == ["build"])
		#expect(invocation.argument("target") == "app")
		#expect(invocation.arguments("extra") == [])
		#expect(invocation.value("config") == "c.json")
		#expect(invocation.value("mode") == "debug")
		#expect(!invocation.wasGiven("mode"))
		#expect(invocation.wasGiven("config"))
		#expect(invocation.value("define") == nil)
		#expect(invocation.values("define") == [])
		#expect(!invocation.flag("verbose"))
	}

	@Test func readsValuesAfterAnEqualsSign() throws {
		let invocation = try Fixture.invocation(["build", "app", "--config=c.json", "--mode=release", "--define=A=1"])
		#expect(invocation.value("config") == "c.json")
		#expect(invocation.value("mode") == "release")
		#expect(invocation.value("define") == "A=1")
	}

	@Test func acceptsAnEmptyValueAfterAnEqualsSign() throws {
		#expect(try Fixture.invocation(["build", "app", "--config="]).value("config") == "")
	}

	@Test func mixesOptionsAndPositionalsInAnyOrder() throws {
		let invocation = try Fixture.invocation(["build", "--verbose", "app", "--config", "c", "lib", "tests"])
		#expect(invocation.flag("verbose"))
		#expect(invocation.argument("target") == "app")
		#expect(invocation.arguments("extra") == ["lib", "tests"])
	}

	@Test func keepsEveryValueOfARepeatableOption() throws {
		let invocation = try Fixture.invocation(["build", "app", "--config", "c", "--define", "A", "--define=B"])
		#expect(invocation.values("define") == ["A", "B"])
		#expect(invocation.value("define") == "B")
	}

	@Test func treatsEverythingAfterTheTerminatorAsPositional() throws {
		let invocation = try Fixture.invocation(["build", "--config", "c", "--", "--verbose", "-x", "--help", "--"])
		#expect(invocation.argument("target") == "--verbose")
		#expect(invocation.arguments("extra") == ["-x", "--help", "--"])
		#expect(!invocation.flag("verbose"))
	}

	@Test func acceptsALoneDashAsValueAndArgument() throws {
		let invocation = try Fixture.invocation(["build", "-", "--config", "-"])
		#expect(invocation.argument("target") == "-")
		#expect(invocation.value("config") == "-")
	}

	@Test func resolvesSubcommandsAndOptionalArguments() throws {
		#expect(try Fixture.invocation(["db", "migrate"]).argument("version") == nil)
		let invocation = try Fixture.invocation(["db", "migrate", "7"])
		#expect(invocation.command == ["db", "migrate"])
		#expect(invocation.argument("version") == "7")
		#expect(try Fixture.invocation(["db", "seed", "a", "b"]).arguments("file") == ["a", "b"])
	}

	@Test func findsHelpRequestsAnywhereBeforeTheTerminator() throws {
		let parser = Fixture.parser
		#expect(try parser.parse(["--help"]) == .help([]))
		#expect(try parser.parse(["-h"]) == .help([]))
		#expect(try parser.parse(["build", "--help"]) == .help(["build"]))
		#expect(try parser.parse(["build", "app", "--config", "--help"]) == .help(["build"]))
		#expect(try parser.parse(["build", "--nonsense", "-h"]) == .help(["build"]))
		#expect(try parser.parse(["db", "--help"]) == .help(["db"]))
		#expect(try parser.parse(["db", "seed", "-h"]) == .help(["db", "seed"]))
	}

	@Test func answersTheBuiltInHelpCommand() throws {
		let parser = Fixture.parser
		#expect(try parser.parse(["help"]) == .help([]))
		#expect(try parser.parse(["help", "build"]) == .help(["build"]))
		#expect(try parser.parse(["help", "db", "migrate"]) == .help(["db", "migrate"]))
		#expect(try parser.parse(["help", "--help"]) == .help(["help"]))
		#expect(parser.root.subcommands.map(\.name) == ["build", "db", "help"])
	}

	@Test func answersVersionOnlyWhenTheProgramHasOne() throws {
		#expect(try Fixture.parser.parse(["--version"]) == .version)
		let versionless = CommandLineParser(root: Fixture.root)
		#expect(
			Fixture.error(["--version"], parser: versionless)
				== .unknownOption("--version", commandPath: ["tool"], available: ["--help"]))
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
}
