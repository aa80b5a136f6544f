import ScaffoldBasics

/// Why a command line could not be understood. Data only; ``message`` is the one place that words it.
///
/// Every case carries `commandPath`: the program name followed by the commands recognised so far
/// (`["scaffold", "spec"]`), which says whose help the user should read.
package enum CommandLineError: Error, Sendable, Equatable {
	/// A group was given no subcommand (`scaffold`, `scaffold spec`).
	case missingCommand(commandPath: [String], available: [String])
	/// A word in command position names no command.
	case unknownCommand(String, commandPath: [String], available: [String])
	/// An option the command does not declare, as typed (`--forse`, `-x`); `available` are spellings.
	case unknownOption(String, commandPath: [String], available: [String])
	/// An option that takes a value was last on the line or followed by another option.
	case missingValue(option: String, valueName: String, commandPath: [String])
	/// A flag was written with a value (`--force=yes`).
	case unexpectedValue(option: String, commandPath: [String])
	/// The value is not one of the option's allowed values.
	case invalidValue(String, option: String, allowed: [String], commandPath: [String])
	/// A non-repeatable option was given twice.
	case repeatedOption(String, commandPath: [String])
	/// A required positional argument was not given.
	case missingArgument(String, commandPath: [String])
	/// A required option was not given.
	case missingOption(option: String, valueName: String, commandPath: [String])
	/// More positional values than the command takes.
	case unexpectedArgument(String, commandPath: [String])

	/// The program and commands recognised before the error.
	package var commandPath: [String] {
		switch self {
		case .missingCommand(let path, _), .unknownCommand(_, let path, _), .unknownOption(_, let path, _),
			.missingValue(_, _, let path), .unexpectedValue(_, let path), .invalidValue(_, _, _, let path),
			.repeatedOption(_, let path), .missingArgument(_, let path), .missingOption(_, _, let path),
			.unexpectedArgument(_, let path):
			path
		}
	}

	/// One line, lower-case start, no trailing period: `unknown command 'rendr'; did you mean 'render'?`.
	package var message: String {
		switch self {
		case .missingCommand(let path, let available):
			if path.count <= 1 { return "missing command" }
			return "missing subcommand for \(quoted: commandName); expected one of: \(available.joined(separator: ", "))"
		case .unknownCommand(let word, let path, let available):
			let kind = path.count <= 1 ? "unknown command \(quoted: word)" : "unknown subcommand \(quoted: word) for \(quoted: commandName)"
			return kind + Suggestion.didYouMean(word, in: available)
		case .unknownOption(let option, _, let available):
			return "unknown option \(quoted: option)" + Suggestion.didYouMean(option, in: available)
		case .missingValue(let option, let valueName, _):
			return "missing value for '\(option) <\(valueName)>'"
		case .unexpectedValue(let option, _):
			return "flag \(quoted: option) does not take a value"
		case .invalidValue(let value, let option, let allowed, _):
			let suggestion = Suggestion.didYouMean(value, in: allowed)
			let hint = suggestion.isEmpty ? "; expected one of: \(allowed.joined(separator: ", "))" : suggestion
			return "invalid value \(quoted: value) for \(quoted: option)" + hint
		case .repeatedOption(let option, _):
			return "option \(quoted: option) given more than once"
		case .missingArgument(let name, _):
			return "missing argument '<\(name)>'"
		case .missingOption(let option, let valueName, _):
			return "missing option '\(option) <\(valueName)>'"
		case .unexpectedArgument(let value, _):
			return "unexpected argument \(quoted: value)"
		}
	}

	/// The error as the user sees it, with a note pointing at the right help page.
	package var diagnostic: Diagnostic {
		.error(message, notes: [.init("see '\(commandPath.joined(separator: " ")) --help'")])
	}

	/// The commands after the program name (`spec lint`), for messages about subcommands.
	private var commandName: String { commandPath.dropFirst().joined(separator: " ") }
}
