import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold spec lint [FILE…]`: validates specs without generating anything.
///
/// Every file is read before any is checked, so a wrong path on the command line is reported
/// (status 66) rather than half a run. Then every diagnostic of every spec is printed, and a
/// summary line; the status is 1 when any spec has an error, else 0 (warnings are allowed).
enum SpecLintCommand: Command {
	static let definition = CommandDefinition(
		"lint",
		abstract: "Check spec files and report every problem with its location.",
		discussion: """
			Prints every problem as path:line:column: error: message, then a summary line, all on \
			standard error. Without files, checks every *.json file in the project's specs folder \
			(the 'specs' of the nearest scaffold.json, else Specs). The status is 0 when no spec has \
			an error (warnings are allowed), 1 when one has.
			""",
		arguments: [
			ArgumentDefinition("file", .zeroOrMore, help: "The spec files to check (default: every spec of the project).")
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		var paths = invocation.arguments("file")
		var diagnostics: [Diagnostic] = []
		if paths.isEmpty {
			let project = try ProjectSpecFiles.discover(from: FileManager.default.currentDirectoryPath)
			diagnostics = project.diagnostics
			paths = project.files
			if paths.isEmpty {
				diagnostics.append(.warning("no spec files (*.json) in this folder", at: SourceLocation(path: project.folder, position: nil)))
			}
		}
		var specs: [(path: String, bytes: [UInt8])] = []
		var unreadable: [Diagnostic] = []
		for path in paths {
			do {
				specs.append((path, try FileReading.bytes(path)))
			} catch {
				unreadable += error.diagnostics
			}
		}
		guard unreadable.isEmpty else { throw CommandFailure(diagnostics + unreadable, exitCode: .noInput) }

		context.console.report(diagnostics)
		for spec in specs {
			let found = Spec.load(bytes: spec.bytes, path: spec.path).diagnostics
			context.console.report(found)
			diagnostics += found
		}
		context.console.summary(summary(specCount: specs.count, diagnostics))
		return diagnostics.containsErrors ? .failure : .success
	}

	/// `linted 3 specs: 2 errors, 1 warning`, or `linted 1 spec: no problems`.
	static func summary(specCount: Int, _ diagnostics: [Diagnostic]) -> String {
		let errors = diagnostics.filter { $0.severity == .error }.count
		let warnings = diagnostics.filter { $0.severity == .warning }.count
		var problems: [String] = []
		if errors > 0 { problems.append(counted(errors, "error")) }
		if warnings > 0 { problems.append(counted(warnings, "warning")) }
		return "linted \(counted(specCount, "spec")): " + (problems.isEmpty ? "no problems" : problems.joined(separator: ", "))
	}

	private static func counted(_ count: Int, _ noun: String) -> String {
		"\(count) \(noun)\(count == 1 ? "" : "s")"
	}
}
