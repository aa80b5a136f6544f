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
		let project = try Project.open(output: nil, context: context, access: invocation.flag("dry-run") ? .read : .write)
		let (plan, warnings) = try project.planEverything(failureStatus: .failure)
		context.console.report(warnings)
		let orphans = plan.entries.filter { $0.reason == .orphaned || $0.reason == .orphanEdited }
		let lines = orphans.map { "  \($0.status == .remove ? "remove  " : "conflict")  \($0.path)\($0.status == .remove ? "" : " (edited by hand; left alone)")" }
		if !invocation.flag("dry-run") { try project.disk.apply(plan.pruneList()) }
		context.console.output((lines + ["\(orphans.filter { $0.status == .remove }.count) of \(orphans.count) orphaned files removed\(invocation.flag("dry-run") ? " (dry run)" : "")"]).joined(separator: "\n") + "\n")
		return orphans.contains { $0.status == .conflict } ? .failure : .success
	}
}
