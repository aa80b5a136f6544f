import ScaffoldBasics

/// Writes the help page of a command from its ``CommandDefinition``.
///
/// Layout (stable, tested byte for byte):
///
///     OVERVIEW: <abstract>
///
///     <discussion>
///
///     USAGE: <program> <command> <arguments> <options>
///
///     ARGUMENTS:
///       <name>                  Help.
///
///     OPTIONS:
///       --name <value>          Help. (default: x)
///       -h, --help              Show help information.
///
///     SUBCOMMANDS:
///       name                    Abstract.
///
///       See '<program> help <command> <subcommand>' for detailed help.
///
/// Descriptions start in one column per page and wrap at ``width``.
package struct HelpRenderer: Sendable {
	/// The program's tree (including the built-in `help` command).
	package var root: CommandDefinition
	/// Whether the program's options include `--version`.
	package var hasVersion: Bool
	/// Lines are wrapped to this many characters where words allow.
	package var width: Int

	/// The widest the label column gets; longer labels put their description on the next line.
	static let maximumLabelWidth = 24

	/// Creates a renderer.
	package init(root: CommandDefinition, hasVersion: Bool, width: Int = 80) {
		self.root = root
		self.hasVersion = hasVersion
		self.width = width
	}

	/// The help page of the command at `path` (empty for the program), ending in a newline.
	package func help(for path: [String]) -> String {
		guard let command = root.descendant(at: path) else { preconditionFailure("no command at \(path)") }
		var sections: [String] = ["OVERVIEW: \(command.abstract)"]
		if !command.discussion.isEmpty { sections.append(wrapLines(command.discussion)) }
		sections.append(usage(for: path))

		let arguments = command.arguments.map { Row(label: $0.synopsis, text: $0.help) }
		var options = command.options.map { Row(label: $0.label, text: description(of: $0)) }
		options.append(Row(label: "-h, --help", text: "Show help information."))
		if path.isEmpty && hasVersion { options.append(Row(label: "--version", text: "Show the version.")) }
		let commands = command.subcommands.map { Row(label: $0.name, text: $0.abstract) }

		let column = Self.labelColumn(for: arguments + options + commands)
		if !arguments.isEmpty { sections.append("ARGUMENTS:\n" + table(arguments, column: column)) }
		sections.append("OPTIONS:\n" + table(options, column: column))
		if !commands.isEmpty {
			let heading = path.isEmpty ? "COMMANDS" : "SUBCOMMANDS"
			let placeholder = path.isEmpty ? "<command>" : "<subcommand>"
			let helpPath = ([root.name, "help"] + path + [placeholder]).joined(separator: " ")
			sections.append("\(heading):\n" + table(commands, column: column) + "\n\n  See '\(helpPath)' for detailed help.")
		}
		return sections.joined(separator: "\n\n") + "\n"
	}

	/// `USAGE: program command <argument> [--option <value>] …`, wrapped under its first word after the command.
	package func usage(for path: [String]) -> String {
		guard let command = root.descendant(at: path) else { preconditionFailure("no command at \(path)") }
		let head = "USAGE: " + ([root.name] + path).joined(separator: " ")
		let parts =
			command.isGroup
			? [path.isEmpty ? "<command>" : "<subcommand>"]
			: command.arguments.map(\.synopsis) + command.options.map(\.synopsis)
		if parts.isEmpty { return head }
		// Continuation lines line up under the first argument unless the command path is very long.
		let indent = String(repeating: " ", count: head.count < 40 ? head.count : 7)
		var lines: [String] = []
		var line = head
		var partsOnLine = 0
		for part in parts {
			if partsOnLine > 0 && line.count + 1 + part.count > width {
				lines.append(line)
				line = indent
				partsOnLine = 0
			}
			line += " " + part
			partsOnLine += 1
		}
		lines.append(line)
		return lines.joined(separator: "\n")
	}

	private func description(of option: OptionDefinition) -> String {
		var text = option.help
		if option.isRepeatable { text += " (repeatable)" }
		if let value = option.defaultValue { text += " (default: \(value))" }
		return text
	}

	// MARK: - Layout

	private struct Row {
		var label: String
		var text: String
	}

	/// Where descriptions start: two spaces of indent, the widest label that fits, two spaces of gap.
	private static func labelColumn(for rows: [Row]) -> Int {
		let widest = rows.map(\.label.count).filter { $0 <= maximumLabelWidth }.max() ?? maximumLabelWidth
		return 2 + widest + 2
	}

	private func table(_ rows: [Row], column: Int) -> String {
		var lines: [String] = []
		let pad = String(repeating: " ", count: column)
		for row in rows {
			let wrapped = wrap(row.text, width: max(20, width - column))
			let label = "  " + row.label
			if label.count + 2 <= column {
				lines.append(label + String(repeating: " ", count: column - label.count) + (wrapped.first ?? ""))
			} else {
				lines.append(label)
				lines.append(pad + (wrapped.first ?? ""))
			}
			for more in wrapped.dropFirst() { lines.append(pad + more) }
		}
		return lines.joined(separator: "\n")
	}

	/// Wraps each line of `text` longer than ``width``; keeps the author's line breaks and indented lines.
	private func wrapLines(_ text: String) -> String {
		text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
			if line.count <= width || line.hasPrefix(" ") { return String(line) }
			return wrap(String(line), width: width).joined(separator: "\n")
		}.joined(separator: "\n")
	}

	/// Greedy word wrap; a word longer than `width` stays whole on its own line.
	private func wrap(_ text: String, width: Int) -> [String] {
		var lines: [String] = []
		var line = ""
		for word in text.split(separator: " ") {
			if line.isEmpty {
				line = String(word)
			} else if line.count + 1 + word.count <= width {
				line += " " + word
			} else {
				lines.append(line)
				line = String(word)
			}
		}
		if !line.isEmpty || lines.isEmpty { lines.append(line) }
		return lines
	}
}
