import Foundation
import Testing

/// `scaffold --help`, `--version` and usage errors, end to end: stdout, stderr and status byte for byte.
struct HelpAndUsageTests {
	let scaffold: ScaffoldBinary

	init() throws {
		scaffold = try ScaffoldBinary.locate()
	}

	private func runScaffold(_ arguments: [String]) throws -> ScaffoldBinary.Result {
		try TemporaryFolder.with { folder in try scaffold.run(arguments, in: folder.url) }
	}

	private func expect(
		_ arguments: [String], _ expected: ScaffoldBinary.Result, sourceLocation: SourceLocation = #_sourceLocation
	) throws {
		try TemporaryFolder.with { folder in
			try scaffold.expect(arguments, in: folder.url, expected, sourceLocation: sourceLocation)
		}
	}

	func printsTheProgramsHelp() throws {
		let expected = """
			OVERVIEW: Generate the data layer of a Swift feature from a JSON spec and Mustache templates.

			Describe a feature's entities once in a JSON spec; scaffold renders its DTOs,
			data sources, stores, mappers, mocks, fixtures and tests from templates, and
			checks them for drift in CI.

			USAGE: scaffold <command>

			OPTIONS:
			  -h, --help  Show help information.
			  --version   Show the version.

			COMMANDS:
			  feature     Generate the data layer of a feature from its spec.
			  init        Set up a project: config, starter spec, runtime, Package.swift.
			  adopt       Set scaffold up in an existing app: write its scaffold.json.
			  check       Check that generated files match their specs and templates.
			  doctor      Check that the app's runtime still has what generated code uses.
			  spec        Create, check and infer feature specs.
			  schema      Print the JSON Schema of spec files, for editors.
			  render      Render a Mustache template with a JSON context to standard output.
			  templates   List, show and eject the built-in templates.
			  prune       Delete generated files that no spec produces any more.
			  destroy     Delete the files generated for a feature.
			  help        Show help for a command.

			  See 'scaffold help <command>' for detailed help.

			"""
		try expect(["--help"], .init(status: 0, stdout: expected, stderr: ""))
		try expect(["-h"], .init(status: 0, stdout: expected, stderr: ""))
		try expect(["help"], .init(status: 0, stdout: expected, stderr: ""))
	}

	func printsACommandsHelp() throws {
		let expected = """
			OVERVIEW: Render a Mustache template with a JSON context to standard output.

			The template file's name without '.mustache' is its template name. Partials come
			from the --partials folder: <dir>/<name>.mustache is the partial '<name>'.
			Nothing is written to standard output unless the whole template renders.

			USAGE: scaffold render <template> --data <file> [--partials <dir>]
			                       [--escape <mode>] [--lenient]

			ARGUMENTS:
			  <template>        The Mustache template file to render.

			OPTIONS:
			  --data <file>     The JSON file whose value is the template's context.
			  --partials <dir>  A folder of partials, each <name>.mustache.
			  --escape <mode>   How {{name}} escapes values: none (for code) or html.
			                    (default: none)
			  --lenient         Render missing names as empty instead of reporting them.
			  -h, --help        Show help information.

			"""
		try expect(["render", "--help"], .init(status: 0, stdout: expected, stderr: ""))
		try expect(["help", "render"], .init(status: 0, stdout: expected, stderr: ""))
	}

	func printsHelpForEveryCommand() throws {
		let paths = [
			"feature", "init", "check", "spec", "spec lint", "spec new", "spec infer", "schema", "render", "templates",
			"templates list", "templates cat", "templates eject", "prune", "destroy", "help",
		]
		for path in paths {
			let words = path.split(separator: " ").map(String.init)
			let result = try runScaffold(["help"] + words)
			expectEqual(result.status, 0, "\(path)")
			expectPrefix(result.stdout, "OVERVIEW: ", "\(path)")
			expectContains(result.stdout, "\nUSAGE: scaffold \(path)", "\(path)")
			expectEqual(result.stderr, "", "\(path)")
			try expectEqual(runScaffold(words + ["--help"]), result, "\(path)")
		}
	}

	func printsTheVersion() throws {
		try expect(["--version"], .init(status: 0, stdout: "scaffold 0.1.0\n", stderr: ""))
	}

	func rejectsAnUnknownCommandWithASuggestion() throws {
		try expect(["rendr", "x.mustache"], .init(
					status: 64, stdout: "",
					stderr: "error: unknown command 'rendr'; did you mean 'render'?\nnote: see 'scaffold --help'\n"))
		try expect(["spec", "lnit"], .init(
					status: 64, stdout: "",
					stderr: "error: unknown subcommand 'lnit' for 'spec'; did you mean 'lint'?\nnote: see 'scaffold spec --help'\n"))
	}

	func rejectsAnUnknownFlagWithASuggestion() throws {
		try expect(["feature", "Character", "--dryrun"], .init(
					status: 64, stdout: "",
					stderr: "error: unknown option '--dryrun'; did you mean '--dry-run'?\nnote: see 'scaffold feature --help'\n"))
		try expect(["--verbose"], .init(status: 64, stdout: "", stderr: "error: unknown option '--verbose'\nnote: see 'scaffold --help'\n"))
	}

	func rejectsAMissingCommandArgumentOrOption() throws {
		try expect([], .init(status: 64, stdout: "", stderr: "error: missing command\nnote: see 'scaffold --help'\n"))
		try expect(["destroy"], .init(status: 64, stdout: "", stderr: "error: missing argument '<name>'\nnote: see 'scaffold destroy --help'\n"))
		try expect(["spec", "infer", "sample.json"], .init(
					status: 64, stdout: "", stderr: "error: missing option '--name <name>'\nnote: see 'scaffold spec infer --help'\n"))
		try expect(["render", "t.mustache", "--data"], .init(
					status: 64, stdout: "", stderr: "error: missing value for '--data <file>'\nnote: see 'scaffold render --help'\n"))
	}

	func rejectsAnInvalidValueOrExtraArgument() throws {
		try expect(["render", "t.mustache", "--data", "d.json", "--escape", "xml"], .init(
					status: 64, stdout: "",
					stderr: "error: invalid value 'xml' for '--escape'; expected one of: html, none\nnote: see 'scaffold render --help'\n"))
		try expect(["prune", "now"], .init(status: 64, stdout: "", stderr: "error: unexpected argument 'now'\nnote: see 'scaffold prune --help'\n"))
	}

	func colorsOnlyOnATerminal() throws {
		// Standard error is a file here, so even without NO_COLOR nothing is coloured.
		let result = try TemporaryFolder.with { folder in try scaffold.run(["rendr"], in: folder.url, environment: ["TERM": "xterm-256color"]) }
		expectLacks(result.stderr, "\u{1B}")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<HelpAndUsageTests>] = [
		SuiteTest("printsTheProgramsHelp") { try $0.printsTheProgramsHelp() },
		SuiteTest("printsACommandsHelp") { try $0.printsACommandsHelp() },
		SuiteTest("printsHelpForEveryCommand") { try $0.printsHelpForEveryCommand() },
		SuiteTest("printsTheVersion") { try $0.printsTheVersion() },
		SuiteTest("rejectsAnUnknownCommandWithASuggestion") { try $0.rejectsAnUnknownCommandWithASuggestion() },
		SuiteTest("rejectsAnUnknownFlagWithASuggestion") { try $0.rejectsAnUnknownFlagWithASuggestion() },
		SuiteTest("rejectsAMissingCommandArgumentOrOption") { try $0.rejectsAMissingCommandArgumentOrOption() },
		SuiteTest("rejectsAnInvalidValueOrExtraArgument") { try $0.rejectsAnInvalidValueOrExtraArgument() },
		SuiteTest("colorsOnlyOnATerminal") { try $0.colorsOnlyOnATerminal() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<HelpAndUsageTests>) async throws { try await test.body(self) }
}
