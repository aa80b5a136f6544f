import ScaffoldCommandLine
import ScaffoldCore

extension CommandFailure {
	/// Arguments the parser accepted but the command cannot use (`spec new Character name:Strng`):
	/// reported like the parser's usage errors, with a note naming the command's help, status 64.
	static func usage(_ diagnostics: [Diagnostic], command: [String]) -> CommandFailure {
		var diagnostics = diagnostics
		if !diagnostics.isEmpty {
			let help = ([CommandRegistry.programName] + command).joined(separator: " ")
			diagnostics[diagnostics.count - 1].notes.append(.init("see '\(help) --help'"))
		}
		return CommandFailure(diagnostics, exitCode: .usage)
	}
}
