import ScaffoldCommandLine
import ScaffoldCore

/// Where `scaffold` writes: results on standard output, diagnostics on standard error.
///
/// Writes go straight to the file descriptors (no buffering to flush before `exit`), and
/// colour is decided once, for standard error, by ``DiagnosticStyle/forOutput(isTerminal:environment:)``.
struct Console: Sendable {
	/// How diagnostics are printed.
	var style: DiagnosticStyle
	/// Whether an error has been printed, shared by every copy of this console: the dispatcher
	/// never lets a command that printed `error:` exit with status 0.
	private let printedError = Locked(false)

	/// Creates a console that prints diagnostics in `style`.
	init(style: DiagnosticStyle) {
		self.style = style
	}

	/// Whether any diagnostic printed so far was an error.
	var hasPrintedError: Bool { printedError.withLock { $0 } }

	/// The process's own standard output and error.
	static func standard(environment: [String: String]) -> Console {
		Console(style: .forOutput(isTerminal: isatty(STDERR_FILENO) == 1, environment: environment))
	}

	/// Writes `text` to standard output exactly as given.
	func output(_ text: String) {
		Self.emit(text, to: STDOUT_FILENO)
	}

	/// Prints each diagnostic, with its notes, on standard error.
	func report(_ diagnostics: [Diagnostic]) {
		guard !diagnostics.isEmpty else { return }
		if diagnostics.containsErrors { printedError.withLock { $0 = true } }
		Self.emit(diagnostics.map(style.format).joined(separator: "\n") + "\n", to: STDERR_FILENO)
	}

	/// Prints one diagnostic on standard error.
	func report(_ diagnostic: Diagnostic) {
		report([diagnostic])
	}

	static func emit(_ text: String, to descriptor: Int32) {
		// A closed pipe or a full disk: nothing sensible is left to report a failure to.
		_ = DescriptorWriting.writeAll(Array(text.utf8), to: descriptor)
	}
}
