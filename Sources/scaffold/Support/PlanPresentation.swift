import ScaffoldCore

/// Prints a plan, or applies it and prints what was done: the one place `feature`, `prune`
/// and `destroy` share, so the three can never report differently.
struct PlanPresentation {
	let console: Console
	let disk: ProjectDisk

	/// `--json` and `--dry-run` (with or without `--diff`) print and write nothing; otherwise
	/// the plan is applied. Conflicts stop the run before anything is written (exit 1).
	/// `conflictHint` is the note shown when conflicts stop the run (commands without
	/// `--force` say something else).
	func present(
		_ scoped: ScopedPlan, dryRun: Bool, diff: Bool, json: Bool,
		conflictHint: String = "nothing was written; use --force to overwrite files edited by hand"
	) throws -> ExitCode {
		let plan = scoped.plan
		if json {
			console.output(plan.renderJSON())
			return plan.hasConflicts ? .failure : .success
		}
		if dryRun || diff {
			console.output(diff ? plan.renderDiff() : plan.renderText())
			return plan.hasConflicts ? .failure : .success
		}
		let list: ApplyList
		do {
			list = try scoped.applyList()
		} catch {
			console.output(plan.renderText())
			console.report(error.diagnostics)
			console.report(.note(conflictHint))
			return .failure
		}
		disk.sweepLegacyTemporaries(near: plan.entries.map(\.path), console: console)
		try disk.apply(list)
		console.output(plan.renderText())
		return .success
	}
}

extension Diagnostic {
	/// A note on its own, for hints after a list of problems.
	static func note(_ message: String) -> Diagnostic { Diagnostic(.note, message) }
}
