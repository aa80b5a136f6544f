import ScaffoldBasics

/// How diagnostics are printed on a terminal: the same text as ``Diagnostic/description``, with
/// only the severity word (`error`, `warning`, `note`) coloured, so that copied output and
/// editors' problem matchers see exactly the plain format.
package enum DiagnosticStyle: Sendable {
	/// Plain text, for pipes, files and `NO_COLOR`.
	case plain
	/// ANSI colours on the severity word.
	case coloured

	/// Whether to colour: only on a terminal, and never when `NO_COLOR` is set to a non-empty
	/// value (https://no-color.org).
	package static func forOutput(isTerminal: Bool, environment: [String: String]) -> DiagnosticStyle {
		let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
		return isTerminal && !noColour ? .coloured : .plain
	}

	/// The diagnostic with its notes, one line each, without a trailing newline.
	package func format(_ diagnostic: Diagnostic) -> String {
		guard self == .coloured else { return diagnostic.description }
		var lines = [line(diagnostic.location, diagnostic.severity, diagnostic.message)]
		for note in diagnostic.notes {
			lines.append(line(note.location, .note, note.message))
		}
		return lines.joined(separator: "\n")
	}

	/// The severity word as printed.
	package func word(_ severity: Diagnostic.Severity) -> String {
		guard self == .coloured else { return severity.rawValue }
		let colour =
			switch severity {
			case .error: "31"  // red
			case .warning: "33"  // yellow
			case .note: "36"  // cyan
			}
		return "\u{1B}[1;\(colour)m\(severity.rawValue)\u{1B}[0m"
	}

	private func line(_ location: SourceLocation?, _ severity: Diagnostic.Severity, _ message: String) -> String {
		guard let location else { return "\(word(severity)): \(message)" }
		return "\(location.description): \(word(severity)): \(message)"
	}
}
