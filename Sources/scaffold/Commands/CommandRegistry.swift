import ScaffoldCommandLine
import ScaffoldCore

/// Every command of `scaffold`, in the order `scaffold --help` lists them.
///
/// To add a command: write a type conforming to ``Command`` in its own file and add it here.
enum CommandRegistry {
	/// The program's name, as in usage lines.
	static let programName = "scaffold"
	/// Printed by `scaffold --version`.
	static let version = ScaffoldRelease.current

	/// The command tree.
	static var commands: [CommandNode] {
		[
			.command(FeatureCommand.self),
			.command(InitCommand.self),
			.command(AdoptCommand.self),
			.command(CheckCommand.self),
			.command(DoctorCommand.self),
			.group(
				CommandDefinition("spec", abstract: "Create, check and infer feature specs."),
				[
					.command(SpecLintCommand.self), .command(SpecNewCommand.self), .command(SpecInferCommand.self), .command(SpecImportCommand.self),
					.command(SpecVerifyCommand.self),
				]),
			.command(SchemaCommand.self),
			.command(RenderCommand.self),
			.group(
				CommandDefinition("templates", abstract: "List, show and eject the built-in templates."),
				[.command(TemplatesListCommand.self), .command(TemplatesCatCommand.self), .command(TemplatesEjectCommand.self)]),
			.command(PruneCommand.self),
			.command(DestroyCommand.self),
		]
	}

	/// The root of the tree, for the parser and the help.
	static var root: CommandDefinition {
		CommandDefinition(
			programName,
			abstract: "Generate the data layer of a Swift feature from a JSON spec and Mustache templates.",
			discussion: """
				Describe a feature's entities once in a JSON spec; scaffold renders its DTOs, data sources, \
				stores, mappers, mocks, fixtures and tests from templates, and checks them for drift in CI.
				""",
			subcommands: commands.map(\.definition))
	}

	/// The command to run for `path` (`["spec", "lint"]`), if it is one that runs.
	static func command(at path: [String]) -> (any Command.Type)? {
		var nodes = commands
		var found: (any Command.Type)?
		for name in path {
			guard let node = nodes.first(where: { $0.definition.name == name }) else { return nil }
			switch node {
			case .command(let type):
				found = type
				nodes = []
			case .group(_, let children):
				found = nil
				nodes = children
			}
		}
		return found
	}
}

/// A place in the command tree: a command that runs, or a named group of them.
enum CommandNode {
	case command(any Command.Type)
	case group(CommandDefinition, [CommandNode])

	/// The node's definition, with a group's children as its subcommands.
	var definition: CommandDefinition {
		switch self {
		case .command(let type):
			return type.definition
		case .group(var definition, let children):
			definition.subcommands = children.map(\.definition)
			return definition
		}
	}
}
