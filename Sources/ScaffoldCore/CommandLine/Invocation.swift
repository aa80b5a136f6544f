import ScaffoldBasics

/// What the user asked a command to do: the values of its arguments and options after parsing.
///
/// Lookups use the names declared in the command's ``CommandDefinition``; asking for a name the
/// command does not declare is a programming error and traps, so a typo in a command's body
/// fails its first test instead of silently reading nothing.
package struct Invocation: Sendable, Equatable {
	/// The command's path below the program (`["spec", "lint"]`).
	package var command: [String]
	/// The declaration the arguments were parsed against.
	package var definition: CommandDefinition
	/// Values of options given on the command line, by long name, in order.
	var givenValues: [String: [String]]
	/// Flags given on the command line.
	var givenFlags: Set<String>
	/// Positional values by argument name.
	var positionals: [String: [String]]

	/// Creates an invocation; normally done by ``CommandLineParser``.
	package init(
		command: [String], definition: CommandDefinition, values: [String: [String]] = [:], flags: Set<String> = [],
		arguments: [String: [String]] = [:]
	) {
		self.command = command
		self.definition = definition
		self.givenValues = values
		self.givenFlags = flags
		self.positionals = arguments
	}

	/// Whether the flag `--name` was given.
	package func flag(_ name: String) -> Bool {
		let option = declaredOption(name)
		precondition(option.kind == .flag, "'--\(name)' of '\(definition.name)' is not a flag")
		return givenFlags.contains(name)
	}

	/// The value of `--name`: the last one given, else the declared default, else `nil`.
	package func value(_ name: String) -> String? {
		let option = declaredOption(name)
		return givenValues[name]?.last ?? option.defaultValue
	}

	/// Every value given for the repeatable `--name`, in order (the default alone when none was given).
	package func values(_ name: String) -> [String] {
		let option = declaredOption(name)
		if let given = givenValues[name] { return given }
		return option.defaultValue.map { [$0] } ?? []
	}

	/// Whether `--name` appeared on the command line (as opposed to taking its default).
	package func wasGiven(_ name: String) -> Bool {
		_ = declaredOption(name)
		return givenValues[name] != nil || givenFlags.contains(name)
	}

	/// The value of a required or optional positional argument.
	package func argument(_ name: String) -> String? {
		_ = declaredArgument(name)
		return positionals[name]?.first
	}

	/// The values of a variadic positional argument (or of any argument, as a list).
	package func arguments(_ name: String) -> [String] {
		_ = declaredArgument(name)
		return positionals[name] ?? []
	}

	private func declaredOption(_ name: String) -> OptionDefinition {
		guard let option = definition.option(named: name) else {
			preconditionFailure("'\(definition.name)' declares no option '--\(name)'")
		}
		return option
	}

	private func declaredArgument(_ name: String) -> ArgumentDefinition {
		guard let argument = definition.arguments.first(where: { $0.name == name }) else {
			preconditionFailure("'\(definition.name)' declares no argument '\(name)'")
		}
		return argument
	}
}
