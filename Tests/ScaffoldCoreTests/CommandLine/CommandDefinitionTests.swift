import Testing

import ScaffoldCommandLine
import ScaffoldCore

struct CommandDefinitionTests {
	/// A command tree and the problems its validation finds, each naming the command.
	typealias TreeRow = TableCase<CommandDefinition, [String]>

	static let treeRows: [TreeRow] = [
		TreeRow("a sound tree", CommandLineFixture.parser.root, []),
		TreeRow(
			"subcommands mixed with arguments or options",
			CommandDefinition(
				"g", abstract: "G.", arguments: [ArgumentDefinition("a", help: "A.")], options: [.flag("f", help: "F.")],
				subcommands: [CommandDefinition("leaf", abstract: "L.")]),
			["'g' has both subcommands and arguments", "'g' has both subcommands and options"]),
		TreeRow(
			"arguments in an impossible order",
			CommandDefinition(
				"c", abstract: "C.",
				arguments: [
					ArgumentDefinition("rest", .zeroOrMore, help: "R."),
					ArgumentDefinition("maybe", .optional, help: "M."),
					ArgumentDefinition("must", help: "M."),
				]),
			[
				"'c' has variadic argument 'rest' before the last position",
				"'c' has required argument 'must' after an optional one",
			]),
		TreeRow(
			"duplicate names",
			CommandDefinition(
				"tool", abstract: "T.",
				subcommands: [
					CommandDefinition("c", abstract: "C.", options: [.flag("x", help: "X."), .flag("x", help: "X."), .flag("help", help: "H.")]),
					CommandDefinition("c", abstract: "Again."), CommandDefinition("-d", abstract: "D."),
				]),
			[
				"'tool c' declares option '--x' twice (or '--help', which is implicit)",
				"'tool c' declares option '--help' twice (or '--help', which is implicit)",
				"'tool' declares subcommand 'c' twice",
				"'tool' has invalid subcommand name '-d'",
			]),
		TreeRow(
			"defaults outside the allowed values",
			CommandDefinition(
				"c", abstract: "C.",
				options: [
					.value("mode", "m", help: "M.", default: "fast", allowed: ["debug", "release"]),
					OptionDefinition("flag", kind: .flag, help: "F.", isRequired: true),
				]),
			[
				"'c' option '--mode' has default 'fast' outside its allowed values",
				"'c' flag '--flag' has a default, a requirement or allowed values",
			]),
	]

	func validationFindsEveryProblem(_ row: TreeRow) {
		row.expect(row.input.validationProblems)
	}

	func findsDescendantsByPath() {
		let root = CommandLineFixture.root
		expectEqual(root.descendant(at: []), root)
		expectEqual(root.descendant(at: ["db", "seed"])?.abstract, "Fill the database.")
		expectEqual(root.descendant(at: ["db", "nope"]), nil)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<CommandDefinitionTests>] = [
		SuiteTest("findsDescendantsByPath") { $0.findsDescendantsByPath() },
	]
		+ SuiteTest<CommandDefinitionTests>.cases("validationFindsEveryProblem(_:)", treeRows) { $0.validationFindsEveryProblem($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<CommandDefinitionTests>) async throws { try await test.body(self) }
}
