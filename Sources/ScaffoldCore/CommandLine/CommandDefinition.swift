import ScaffoldBasics

/// One command of a command-line tool, declared as data: its help text, positional arguments,
/// options and subcommands. ``CommandLineParser`` reads arguments against a tree of these and
/// ``HelpRenderer`` writes their help, so the two can never disagree.
///
/// A command either has subcommands (a group such as `scaffold spec`) or is run itself
/// (a leaf such as `scaffold render`); ``validationProblems`` refuses a mix of the two.
package struct CommandDefinition: Sendable, Hashable {
	/// The word that selects the command (`render`), or the program name for the root.
	package var name: String
	/// One sentence, shown in command lists and at the top of the help.
	package var abstract: String
	/// Longer explanation shown under the abstract; lines longer than the help width are wrapped.
	package var discussion: String
	/// Positional arguments, in order.
	package var arguments: [ArgumentDefinition]
	/// Options and flags (`--help` is implicit and never declared).
	package var options: [OptionDefinition]
	/// The commands under this one; empty for a command that runs.
	package var subcommands: [CommandDefinition]

	/// Creates a command.
	package init(
		_ name: String, abstract: String, discussion: String = "", arguments: [ArgumentDefinition] = [],
		options: [OptionDefinition] = [], subcommands: [CommandDefinition] = []
	) {
		self.name = name
		self.abstract = abstract
		self.discussion = discussion
		self.arguments = arguments
		self.options = options
		self.subcommands = subcommands
	}

	/// Whether this command only groups others.
	package var isGroup: Bool { !subcommands.isEmpty }

	/// The direct subcommand called `name`.
	package func subcommand(named name: String) -> CommandDefinition? {
		subcommands.first { $0.name == name }
	}

	/// The declared option whose long name (without dashes) is `name`.
	package func option(named name: String) -> OptionDefinition? {
		options.first { $0.name == name }
	}

	/// The command at `path` below this one (`["spec", "lint"]`), or `nil` if there is none.
	package func descendant(at path: [String]) -> CommandDefinition? {
		var node = self
		for name in path {
			guard let next = node.subcommand(named: name) else { return nil }
			node = next
		}
		return node
	}

	/// Mistakes in the declaration itself, one sentence each; empty when the tree is sound.
	///
	/// The parser's behaviour is only defined for sound trees; the executable checks its tree at
	/// start-up in debug builds and a test checks it too.
	package var validationProblems: [String] {
		var problems: [String] = []
		collectProblems(prefix: name, into: &problems)
		return problems
	}

	private func collectProblems(prefix: String, into problems: inout [String]) {
		if isGroup && !arguments.isEmpty { problems.append("'\(prefix)' has both subcommands and arguments") }
		if isGroup && !options.isEmpty { problems.append("'\(prefix)' has both subcommands and options") }
		var seenOptional = false
		for (index, argument) in arguments.enumerated() {
			switch argument.arity {
			case .required, .oneOrMore:
				if seenOptional { problems.append("'\(prefix)' has required argument '\(argument.name)' after an optional one") }
			case .optional, .zeroOrMore:
				seenOptional = true
			}
			if argument.arity.isVariadic && index != arguments.count - 1 {
				problems.append("'\(prefix)' has variadic argument '\(argument.name)' before the last position")
			}
		}
		var optionNames: Set<String> = ["help"]
		for option in options where !optionNames.insert(option.name).inserted {
			problems.append("'\(prefix)' declares option '--\(option.name)' twice (or '--help', which is implicit)")
		}
		for option in options {
			if case .flag = option.kind, option.defaultValue != nil || option.isRequired || !option.allowedValues.isEmpty {
				problems.append("'\(prefix)' flag '--\(option.name)' has a default, a requirement or allowed values")
			}
			if let value = option.defaultValue, !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
				problems.append("'\(prefix)' option '--\(option.name)' has default '\(value)' outside its allowed values")
			}
		}
		var commandNames: Set<String> = []
		for command in subcommands {
			if !commandNames.insert(command.name).inserted { problems.append("'\(prefix)' declares subcommand '\(command.name)' twice") }
			if command.name.hasPrefix("-") || command.name.isEmpty { problems.append("'\(prefix)' has invalid subcommand name '\(command.name)'") }
			command.collectProblems(prefix: "\(prefix) \(command.name)", into: &problems)
		}
	}
}

/// A positional argument of a command.
package struct ArgumentDefinition: Sendable, Hashable {
	/// How many values the argument takes.
	package enum Arity: Sendable, Hashable {
		/// Exactly one value.
		case required
		/// Zero or one value.
		case optional
		/// Any number of values; only in last position.
		case zeroOrMore
		/// At least one value; only in last position.
		case oneOrMore

		/// Whether the argument takes the rest of the positional values.
		package var isVariadic: Bool { self == .zeroOrMore || self == .oneOrMore }
	}

	/// The name shown in help as `<name>` and used to look the value up.
	package var name: String
	/// One sentence for the help.
	package var help: String
	/// How many values the argument takes.
	package var arity: Arity

	/// Creates an argument.
	package init(_ name: String, _ arity: Arity = .required, help: String) {
		self.name = name
		self.help = help
		self.arity = arity
	}

	/// `<name>`, `[<name>]`, `<name> ...` or `[<name> ...]`, as written in a usage line.
	package var synopsis: String {
		switch arity {
		case .required: "<\(name)>"
		case .optional: "[<\(name)>]"
		case .oneOrMore: "<\(name)> ..."
		case .zeroOrMore: "[<\(name)> ...]"
		}
	}
}

/// An option (`--data FILE`, `--data=FILE`) or a flag (`--force`) of a command.
package struct OptionDefinition: Sendable, Hashable {
	/// Whether the option takes a value.
	package enum Kind: Sendable, Hashable {
		/// Present or absent, never with a value.
		case flag
		/// Takes one value; `valueName` is shown in help as `<valueName>`.
		case value(valueName: String)
	}

	/// The long name without dashes (`data` for `--data`).
	package var name: String
	/// Flag or option with a value.
	package var kind: Kind
	/// One sentence for the help.
	package var help: String
	/// The value used when the option is not given, shown in help as `(default: …)`.
	package var defaultValue: String?
	/// Whether the command cannot run without the option.
	package var isRequired: Bool
	/// Whether the option may be given more than once, each value kept.
	package var isRepeatable: Bool
	/// The only values accepted; empty means any value.
	package var allowedValues: [String]

	/// Creates an option or flag; ``flag(_:help:)`` and ``value(_:_:help:default:required:repeatable:allowed:)`` read better.
	package init(
		_ name: String, kind: Kind, help: String, defaultValue: String? = nil, isRequired: Bool = false,
		isRepeatable: Bool = false, allowedValues: [String] = []
	) {
		self.name = name
		self.kind = kind
		self.help = help
		self.defaultValue = defaultValue
		self.isRequired = isRequired
		self.isRepeatable = isRepeatable
		self.allowedValues = allowedValues
	}

	/// A flag: `--name`, true when present.
	package static func flag(_ name: String, help: String) -> OptionDefinition {
		OptionDefinition(name, kind: .flag, help: help)
	}

	/// An option with a value: `--name <valueName>` or `--name=<valueName>`.
	package static func value(
		_ name: String, _ valueName: String, help: String, default defaultValue: String? = nil, required: Bool = false,
		repeatable: Bool = false, allowed: [String] = []
	) -> OptionDefinition {
		OptionDefinition(
			name, kind: .value(valueName: valueName), help: help, defaultValue: defaultValue, isRequired: required,
			isRepeatable: repeatable, allowedValues: allowed)
	}

	/// `--name`, as the user types it.
	package var spelling: String { "--\(name)" }

	/// `--name` for a flag, `--name <value>` for an option.
	package var label: String {
		switch kind {
		case .flag: spelling
		case .value(let valueName): "\(spelling) <\(valueName)>"
		}
	}

	/// The option as written in a usage line: brackets unless required, `...` if repeatable.
	package var synopsis: String {
		let repeated = isRepeatable ? "\(label) ..." : label
		return isRequired ? repeated : "[\(repeated)]"
	}
}
