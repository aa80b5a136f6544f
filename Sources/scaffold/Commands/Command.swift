import ScaffoldCommandLine
import ScaffoldCore

/// A command `scaffold` can run. One type per command, one file each, listed in ``CommandRegistry``.
protocol Command {
	/// Name, help text, arguments and options; the parser and the help are generated from it.
	static var definition: CommandDefinition { get }

	/// Does the work. Returns the exit status; throws ``CommandFailure`` (or a `Diagnostic` /
	/// `DiagnosticError`, meaning status 1) to stop with diagnostics.
	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode
}

/// What a running command may use besides its arguments.
struct CommandContext {
	/// Standard output and error.
	var console: Console
	/// The process environment.
	var environment: [String: String]
	/// Every change to a project's files goes through it; the real disk unless a test injects
	/// faults (`SCAFFOLD_TEST_FAULT=write:3:ENOSPC`, see ``FaultInjectingFileSystem``).
	var fileSystem: any FileSystem = PosixFileSystem()
}
