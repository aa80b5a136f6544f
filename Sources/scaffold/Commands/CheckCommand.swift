import ScaffoldCore

/// `scaffold check`: regenerates every spec in memory and reports drift from the disk. Never writes.
enum CheckCommand: Command {
	static let definition = CommandDefinition(
		"check",
		abstract: "Check that generated files match their specs and templates.",
		discussion: """
			Regenerates every spec of the project in memory and compares the result with the files \
			on disk and the manifest; it never writes. Each file that drifted gets one line saying \
			how (stale because its spec or a template changed, edited by hand, missing, orphaned), \
			followed by a unified diff. Exits with 0 when everything is current, 1 on drift, and 2 \
			when a spec or the configuration is invalid.
			""",
		options: [
			.flag("quiet", help: "Name the files that drifted, without diffs."),
			.flag("json", help: "Print the whole plan as JSON instead."),
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let project = try Project.open(output: nil, context: context, access: .read)
		// A current project is settled feature by feature; the whole plan is made only to report.
		if !invocation.flag("json"), let diagnostics = try project.diagnosticsIfCurrent(failureStatus: .invalidConfiguration) {
			context.console.report(diagnostics)
			return .success
		}
		let (scoped, diagnostics) = try project.planEverything(failureStatus: .invalidConfiguration)
		context.console.report(diagnostics)
		let plan = scoped.plan
		if invocation.flag("json") {
			context.console.output(plan.renderJSON())
		} else if !plan.isCurrent {
			context.console.report(plan.drift.map(\.diagnostic))
			if !invocation.flag("quiet") { context.console.output(plan.renderDiff(includeConflicts: true)) }
		}
		return plan.isCurrent ? .success : .failure
	}
}
