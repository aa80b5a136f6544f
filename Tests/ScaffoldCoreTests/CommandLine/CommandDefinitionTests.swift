import Testing

import ScaffoldCommandLine
import ScaffoldCore

struct CommandDefinitionTests {
	@Test func acceptsASoundTree() {
		expectEqual(CommandLineFixture.parser.root.validationProblems, [])
	}

	@Test func refusesMixingSubcommandsWithArgumentsOrOptions() {
		let group = CommandDefinition(
			"g", abstract: "G.", arguments: [ArgumentDefinition("a", help: "A.")], options: [.flag("f", help: "F.")],
			subcommands: [CommandDefinition("leaf", abstract: "L.")])
		expectEqual(group.validationProblems, ["'g' has both subcommands and arguments", "'g' has both subcommands and options"])
	}

	@Test func refusesArgumentsInAnImpossibleOrder() {
		let command = CommandDefinition(
			"c", abstract: "C.",
			arguments: [
				ArgumentDefinition("rest", .zeroOrMore, help: "R."),
				ArgumentDefinition("maybe", .optional, help: "M."),
				ArgumentDefinition("must", help: "M."),
			])
		expectEqual(
			command.validationProblems, [
				"'c' has variadic argument 'rest' before the last position",
				"'c' has required argument 'must' after an optional one",
			])
	}

	@Test func refusesDuplicateNames() {
		let command = CommandDefinition(
			"c", abstract: "C.", options: [.flag("x", help: "X."), .flag("x", help: "X."), .flag("help", help: "H.")])
		let root = CommandDefinition(
			"tool", abstract: "T.", subcommands: [command, CommandDefinition("c", abstract: "Again."), CommandDefinition("-d", abstract: "D.")])
		expectEqual(
			root.validationProblems, [
				"'tool c' declares option '--x' twice (or '--help', which is implicit)",
				"'tool c' declares option '--help' twice (or '--help', which is implicit)",
				"'tool' declares subcommand 'c' twice",
				"'tool' has invalid subcommand name '-d'",
			])
	}

	@Test func refusesDefaultsOutsideTheAllowedValues() {
		let command = CommandDefinition(
			"c", abstract: "C.",
			options: [
				.value("mode", "m", help: "M.", default: "fast", allowed: ["debug", "release"]),
				OptionDefinition("flag", kind: .flag, help: "F.", isRequired: true),
			])
		expectEqual(
			command.validationProblems, [
				"'c' option '--mode' has default 'fast' outside its allowed values",
				"'c' flag '--flag' has a default, a requirement or allowed values",
			])
	}

	@Test func findsDescendantsByPath() {
		let root = CommandLineFixture.root
		expectEqual(root.descendant(at: []), root)
		expectEqual(root.descendant(at: ["db", "seed"])?.abstract, "Fill the database.")
		expectEqual(root.descendant(at: ["db", "nope"]), nil)
	}
}
