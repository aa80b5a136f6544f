import ScaffoldCommandLine
import ScaffoldCore

/// A command stopping early: what to tell the user and which exit status to end with.
struct CommandFailure: Error {
	/// Printed on standard error, in order.
	var diagnostics: [Diagnostic]
	/// The process's exit status.
	var exitCode: ExitCode

	init(_ diagnostics: [Diagnostic], exitCode: ExitCode) {
		self.diagnostics = diagnostics
		self.exitCode = exitCode
	}

	/// An input file that cannot be read; `reason` is lower-case (`no such file or directory`).
	static func cannotRead(_ path: String, _ reason: String) -> CommandFailure {
		CommandFailure(
			[.error("cannot read file: \(reason)", at: SourceLocation(path: path, position: nil))], exitCode: .noInput)
	}
}
