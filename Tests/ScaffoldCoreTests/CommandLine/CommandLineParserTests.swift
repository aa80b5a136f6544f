import Testing

import ScaffoldCommandLine
import ScaffoldCore

struct CommandLineParserTests {
	typealias Fixture = CommandLineFixture

	@Test func readsArgumentsOptionsAndDefaults() throws {
		let invocation = try Fixture.invocation(["build", "app", "--config", "c.json"])
		expectEqual(invocation.command, ["build"])
		expectEqual(invocation.argument("target"), "app")
		expectEqual(invocation.arguments("extra"), [])
		expectEqual(invocation.value("config"), "c.json")
		expectEqual(invocation.value("mode"), "debug")
		#expect(!invocation.wasGiven("mode"))
		#expect(invocation.wasGiven("config"))
		expectEqual(invocation.value("define"), nil)
		expectEqual(invocation.values("define"), [])
		#expect(!invocation.flag("verbose"))
	}

	@Test func readsValuesAfterAnEqualsSign() throws {
		let invocation = try Fixture.invocation(["build", "app", "--config=c.json", "--mode=release", "--define=A=1"])
		expectEqual(invocation.value("config"), "c.json")
		expectEqual(invocation.value("mode"), "release")
		expectEqual(invocation.value("define"), "A=1")
	}

	@Test func acceptsAnEmptyValueAfterAnEqualsSign() throws {
		expectEqual(try Fixture.invocation(["build", "app", "--config="]).value("config"), "")
	}

	@Test func mixesOptionsAndPositionalsInAnyOrder() throws {
		let invocation = try Fixture.invocation(["build", "--verbose", "app", "--config", "c", "lib", "tests"])
		#expect(invocation.flag("verbose"))
		expectEqual(invocation.argument("target"), "app")
		expectEqual(invocation.arguments("extra"), ["lib", "tests"])
	}

	@Test func keepsEveryValueOfARepeatableOption() throws {
		let invocation = try Fixture.invocation(["build", "app", "--config", "c", "--define", "A", "--define=B"])
		expectEqual(invocation.values("define"), ["A", "B"])
		expectEqual(invocation.value("define"), "B")
	}

	@Test func treatsEverythingAfterTheTerminatorAsPositional() throws {
		let invocation = try Fixture.invocation(["build", "--config", "c", "--", "--verbose", "-x", "--help", "--"])
		expectEqual(invocation.argument("target"), "--verbose")
		expectEqual(invocation.arguments("extra"), ["-x", "--help", "--"])
		#expect(!invocation.flag("verbose"))
	}

	@Test func acceptsALoneDashAsValueAndArgument() throws {
		let invocation = try Fixture.invocation(["build", "-", "--config", "-"])
		expectEqual(invocation.argument("target"), "-")
		expectEqual(invocation.value("config"), "-")
	}

	@Test func resolvesSubcommandsAndOptionalArguments() throws {
		expectEqual(try Fixture.invocation(["db", "migrate"]).argument("version"), nil)
		let invocation = try Fixture.invocation(["db", "migrate", "7"])
		expectEqual(invocation.command, ["db", "migrate"])
		expectEqual(invocation.argument("version"), "7")
		expectEqual(try Fixture.invocation(["db", "seed", "a", "b"]).arguments("file"), ["a", "b"])
	}

	@Test func findsHelpRequestsAnywhereBeforeTheTerminator() throws {
		let parser = Fixture.parser
		expectEqual(try parser.parse(["--help"]), .help([]))
		expectEqual(try parser.parse(["-h"]), .help([]))
		expectEqual(try parser.parse(["build", "--help"]), .help(["build"]))
		expectEqual(try parser.parse(["build", "app", "--config", "--help"]), .help(["build"]))
		expectEqual(try parser.parse(["build", "--nonsense", "-h"]), .help(["build"]))
		expectEqual(try parser.parse(["db", "--help"]), .help(["db"]))
		expectEqual(try parser.parse(["db", "seed", "-h"]), .help(["db", "seed"]))
	}

	@Test func answersTheBuiltInHelpCommand() throws {
		let parser = Fixture.parser
		expectEqual(try parser.parse(["help"]), .help([]))
		expectEqual(try parser.parse(["help", "build"]), .help(["build"]))
		expectEqual(try parser.parse(["help", "db", "migrate"]), .help(["db", "migrate"]))
		expectEqual(try parser.parse(["help", "--help"]), .help(["help"]))
		expectEqual(parser.root.subcommands.map(\.name), ["build", "db", "help"])
	}

	@Test func answersVersionOnlyWhenTheProgramHasOne() throws {
		expectEqual(try Fixture.parser.parse(["--version"]), .version)
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
