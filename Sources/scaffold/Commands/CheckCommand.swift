import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold check`: regenerates every spec in memory and reports drift from the disk. Never
/// writes a file of the project; keeps a current answer in `.scaffold/cache/check` (``CheckRun``).
enum CheckCommand: Command {
	static let definition = CommandDefinition(
		"check",
		abstract: "Check that generated files match their specs and templates.",
		discussion: """
			Regenerates every spec of the project in memory and compares the result with the files \
			on disk and the manifest; it never writes a file of the project (a current answer is \
			kept in .scaffold/cache/check, so that the next check with the same inputs and files \
			only reads and hashes them). Each file that drifted gets one line saying \
			how (stale because its spec or a template changed, edited by hand, missing, orphaned), \
			followed by a unified diff; a file still holding the conflict markers of feature --merge \
			gets an error at each conflict's first line. A feature whose spec lies outside the project is checked \
			against that spec while the path the manifest recorded still leads to it; when it does \
			not, its files are held to the hashes the manifest recorded and the spec is reported. \
			Exits with 0 when everything is current, 1 on drift, and 2 when a spec or the \
			configuration is invalid or a recorded spec cannot be read.
			""",
		options: [
			.flag("quiet", help: "Name the files that drifted, without diffs."),
			.flag("json", help: "Print the whole plan as JSON instead."),
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let project = try Project.open(output: nil, context: context, access: .read)
		// A current project is settled feature by feature; the whole plan is made only to report,
		// from what that pass generated.
		var generated: CheckGeneration?
		if !invocation.flag("json"),
			let diagnostics = try project.diagnosticsIfCurrent(failureStatus: .invalidConfiguration, generated: &generated)
		{
			context.console.report(diagnostics)
			return .success
		}
		let (report, diagnostics) = try project.checkEverything(failureStatus: .invalidConfiguration, generated: generated)
		context.console.report(diagnostics)
		if invocation.flag("json") {
			context.console.output(report.renderJSON())
		} else {
			context.console.report(report.driftDiagnostics)
			if !invocation.flag("quiet") && !report.plan.plan.isCurrent {
				context.console.output(report.plan.plan.renderDiff(includeConflicts: true))
			}
		}
		// Errors about unreadable specs are said whatever the mode: `--json` callers read the status.
		context.console.report(report.diagnostics)
		switch report.outcome {
		case .current: return .success
		case .drift: return .failure
		case .unreadableSpec: return .invalidConfiguration
		}
	}
}
