import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold prune`: removes generated files that no spec produces any more.
enum PruneCommand: Command {
	static let definition = CommandDefinition(
		"prune",
		abstract: "Delete generated files that no spec produces any more.",
		discussion: """
			Regenerates every spec in memory and deletes the files the manifest records but no spec \
			produces now (after removing an entity, a store or a spec). Only files still exactly as \
			scaffold wrote them are deleted; an orphan edited by hand is reported and left alone. \
			Nothing else is written.
			""",
		options: [.flag("dry-run", help: "Show what would be deleted, and delete nothing.")])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let dryRun = invocation.flag("dry-run")
		let project = try Project.open(output: nil, context: context, access: dryRun ? .read : .write)
		let (scoped, diagnostics) = try project.planEverything(failureStatus: .failure)
		context.console.report(diagnostics)
		return try PlanPresentation(console: context.console, disk: project.disk).prune(scoped, dryRun: dryRun)
	}
}
