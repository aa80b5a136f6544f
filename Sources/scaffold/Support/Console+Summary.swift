import ScaffoldCommandLine
import ScaffoldCore

extension Console {
	/// Prints one plain line on standard error, after the diagnostics it sums up
	/// (`linted 3 specs: 2 errors, 1 warning`). Never coloured: it is not a diagnostic.
	func summary(_ line: String) {
		Self.emit(line + "\n", to: STDERR_FILENO)
	}
}
