import ScaffoldBasics

/// Reads a tool's arguments against its declared ``CommandDefinition`` tree.
///
/// Conventions, kept deliberately small:
/// - commands come first (`scaffold spec lint …`); a group needs a subcommand;
/// - options are long only: `--data FILE` or `--data=FILE`; flags take no value; the one short
///   option is `-h`, for help;
/// - a value is never taken from a word starting with `-` (except `-` itself), so
///   `--data --force` reports the missing value instead of reading `--force` as a file name;
/// - `--` ends the options: everything after it is positional;
/// - `--help` or `-h` anywhere before `--` asks for the help of the command named so far;
/// - `help [command …]` is built in, and so is `--version` right after the program name.
package struct CommandLineParser: Sendable {
	/// The program's tree, with the built-in `help` command added.
	package let root: CommandDefinition
	/// Printed by `--version`; `nil` means the program has no `--version`.
	package let version: String?

	/// The built-in command that shows help, added to the root's subcommands.
	package static let helpCommand = CommandDefinition(
		"help", abstract: "Show help for a command.",
		arguments: [ArgumentDefinition("command", .zeroOrMore, help: "The command to show help for.")])

	/// Creates a parser for the tree under `root` (whose name is the program name).
	package init(root: CommandDefinition, version: String? = nil) {
		var root = root
		if root.subcommand(named: "help") == nil { root.subcommands.append(Self.helpCommand) }
		self.root = root
		self.version = version
	}

	/// Help text for the command at `path` (without the program name).
	package func help(for path: [String]) -> String {
		HelpRenderer(root: root, hasVersion: version != nil).help(for: path)
	}

	/// Parses the arguments that follow the program name.
	package func parse(_ arguments: [String]) throws(CommandLineError) -> ParseOutcome {
		var rest = arguments[...]
		var node = root
		var path: [String] = []
		while node.isGroup {
			let commandPath = [root.name] + path
			guard let word = rest.first else {
				throw .missingCommand(commandPath: commandPath, available: node.subcommands.map(\.name))
			}
			if Self.isHelpRequest(word) { return .help(path) }
			if path.isEmpty, version != nil, word == "--version" {
				if rest.count > 1 { throw .unexpectedArgument(rest[rest.startIndex + 1], commandPath: commandPath) }
				return .version
			}
			if word.hasPrefix("-") {
				let available = path.isEmpty && version != nil ? ["--help", "--version"] : ["--help"]
				throw .unknownOption(Self.optionName(word), commandPath: commandPath, available: available)
			}
			guard let next = node.subcommand(named: word) else {
				throw .unknownCommand(word, commandPath: commandPath, available: node.subcommands.map(\.name))
			}
			path.append(word)
			node = next
			rest = rest.dropFirst()
		}
		if rest.prefix(while: { $0 != "--" }).contains(where: Self.isHelpRequest) { return .help(path) }
		let invocation = try LeafParser(definition: node, path: path, program: root.name).parse(Array(rest))
		if path == ["help"] && node == Self.helpCommand { return try helpTarget(invocation.arguments("command")) }
		return .run(invocation)
	}

	/// Resolves `help spec lint` to the path of the command whose help is asked for.
	private func helpTarget(_ words: [String]) throws(CommandLineError) -> ParseOutcome {
		var node = root
		var path: [String] = []
		for word in words {
			let commandPath = [root.name] + path
			guard node.isGroup else { throw .unexpectedArgument(word, commandPath: commandPath) }
			guard let next = node.subcommand(named: word) else {
				throw .unknownCommand(word, commandPath: commandPath, available: node.subcommands.map(\.name))
			}
			path.append(word)
			node = next
		}
		return .help(path)
	}

	static func isHelpRequest(_ word: String) -> Bool { word == "--help" || word == "-h" }

	/// The option part of `--name=value`, as typed.
	static func optionName(_ word: String) -> String {
		guard let equals = word.firstIndex(of: "=") else { return word }
		return String(word[..<equals])
	}
}

/// What the command line asks for.
package enum ParseOutcome: Sendable, Equatable {
	/// Run a command.
	case run(Invocation)
	/// Show the help of the command at this path (empty: the program's help).
	case help([String])
	/// Show the version.
	case version
}

/// Reads the options and positional arguments of one command that runs.
struct LeafParser {
	let definition: CommandDefinition
	let path: [String]
	let program: String

	private var commandPath: [String] { [program] + path }

	func parse(_ words: [String]) throws(CommandLineError) -> Invocation {
		var values: [String: [String]] = [:]
		var flags: Set<String> = []
		var positionals: [String] = []
		var index = 0
		var optionsEnded = false
		while index < words.count {
			let word = words[index]
			index += 1
			if optionsEnded || word == "-" || !word.hasPrefix("-") {
				positionals.append(word)
				continue
			}
			if word == "--" {
				optionsEnded = true
				continue
			}
			let typedName = CommandLineParser.optionName(word)
			let inlineValue = typedName == word ? nil : String(word.dropFirst(typedName.count + 1))
			guard typedName.hasPrefix("--"), let option = definition.option(named: String(typedName.dropFirst(2))) else {
				throw .unknownOption(typedName, commandPath: commandPath, available: availableSpellings)
			}
			switch option.kind {
			case .flag:
				if inlineValue != nil { throw .unexpectedValue(option: option.spelling, commandPath: commandPath) }
				flags.insert(option.name)
			case .value(let valueName):
				let value: String
				if let inlineValue {
					value = inlineValue
				} else if index < words.count, words[index] == "-" || !words[index].hasPrefix("-") {
					value = words[index]
					index += 1
				} else {
					throw .missingValue(option: option.spelling, valueName: valueName, commandPath: commandPath)
				}
				if !option.allowedValues.isEmpty && !option.allowedValues.contains(value) {
					throw .invalidValue(value, option: option.spelling, allowed: option.allowedValues, commandPath: commandPath)
				}
				if values[option.name] != nil && !option.isRepeatable {
					throw .repeatedOption(option.spelling, commandPath: commandPath)
				}
				values[option.name, default: []].append(value)
			}
		}
		let arguments = try assign(positionals)
		for option in definition.options where option.isRequired && values[option.name] == nil {
			if case .value(let valueName) = option.kind {
				throw .missingOption(option: option.spelling, valueName: valueName, commandPath: commandPath)
			}
		}
		return Invocation(command: path, definition: definition, values: values, flags: flags, arguments: arguments)
	}

	/// Hands positional values to the declared arguments in order; the variadic one takes the rest.
	private func assign(_ positionals: [String]) throws(CommandLineError) -> [String: [String]] {
		var remaining = positionals[...]
		var assigned: [String: [String]] = [:]
		for argument in definition.arguments {
			switch argument.arity {
			case .required, .oneOrMore:
				guard !remaining.isEmpty else { throw .missingArgument(argument.name, commandPath: commandPath) }
			case .optional, .zeroOrMore:
				break
			}
			if argument.arity.isVariadic {
				assigned[argument.name] = Array(remaining)
				remaining = []
			} else if let value = remaining.popFirst() {
				assigned[argument.name] = [value]
			}
		}
		if let extra = remaining.first { throw .unexpectedArgument(extra, commandPath: commandPath) }
		return assigned
	}

	private var availableSpellings: [String] { definition.options.map(\.spelling) + ["--help"] }
}
