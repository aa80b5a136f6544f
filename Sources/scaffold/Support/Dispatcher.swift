import ScaffoldCommandLine
import ScaffoldCore

/// Turns the command line into one run of one command, and every outcome into an exit status.
struct Dispatcher {
	var context: CommandContext

	/// Runs `arguments` (without the program name) and returns the exit status.
	func run(_ arguments: [String]) -> ExitCode {
		let parser = CommandLineParser(root: CommandRegistry.root, version: CommandRegistry.version)
		assert(parser.root.validationProblems.isEmpty, "command tree: \(parser.root.validationProblems)")
		let outcome: ParseOutcome
		do {
			outcome = try parser.parse(arguments)
		} catch {
			context.console.report(error.diagnostic)
			return .usage
		}
		switch outcome {
		case .version:
			context.console.output("\(CommandRegistry.programName) \(CommandRegistry.version)\n")
			return .success
		case .help(let path):
			context.console.output(parser.help(for: path))
			return .success
		case .run(let invocation):
			guard let command = CommandRegistry.command(at: invocation.command) else {
				context.console.report(.error("internal error: no command at '\(invocation.command.joined(separator: " "))'"))
				return .internalError
			}
			let status = execute(command, invocation)
			// A command that printed an error never reports success, whatever path it took.
			return status == .success && context.console.hasPrintedError ? .failure : status
		}
	}

	/// Runs a command, printing whatever it throws.
	private func execute(_ command: any Command.Type, _ invocation: Invocation) -> ExitCode {
		do {
			return try command.run(invocation, context)
		} catch let failure as CommandFailure {
			context.console.report(failure.diagnostics)
			return failure.exitCode
		} catch let error as DiagnosticError {
			context.console.report(error.diagnostics)
			return .failure
		} catch let diagnostic as Diagnostic {
			context.console.report(diagnostic)
			return .failure
		} catch {
			// Foundation's own descriptions (`Error Domain=NSCocoaErrorDomain …`) never reach the console.
			if let sentence = FileErrorWording.sentence(for: error) {
				context.console.report(.error(sentence))
				return .failure
			}
			context.console.report(.error("internal error: \(String(describing: type(of: error)))"))
			return .internalError
		}
	}
}
