import ScaffoldCommandLine
import ScaffoldCore

/// Prints a plan, or applies it and prints what was done: the one place `feature`, `init`,
/// `prune` and `destroy` share, so they can never report differently.
struct PlanPresentation {
	let console: Console
	let disk: ProjectDisk

	/// `--json` and `--dry-run` (with or without `--diff`) print and write nothing; otherwise
	/// the plan is applied. Conflicts stop the run before anything is written (exit 1); files a
	/// merge leaves with conflict markers do not: the plan is applied, then they are listed (exit 1).
	/// `conflictHint` is the note shown when conflicts stop the run (commands without
	/// `--force` say something else). `applying` is called with a list that changes something
	/// just before it is applied; what it returns is called once the list was applied and the
	/// plan printed. `early`: files staged while rendering, for the apply to take over.
	func present(
		_ scoped: ScopedPlan, dryRun: Bool, diff: Bool, json: Bool,
		conflictHint: String = "nothing was written; use --force to overwrite files edited by hand",
		early: EarlyStaging? = nil, applying: (ApplyList) -> () -> Void = { _ in {} }
	) throws -> ExitCode {
		let plan = scoped.plan
		let unresolved = plan.hasConflicts || !plan.unresolvedMerges.isEmpty
		if json {
			console.output(plan.renderJSON())
			return unresolved ? .failure : .success
		}
		if dryRun || diff {
			console.output(diff ? plan.renderDiff() : plan.renderText())
			return unresolved ? .failure : .success
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
		let applied = list.isEmpty ? {} : applying(list)
		// A base is kept only for what the manifest now records (once applied; written meanwhile),
		// and only in a project that merges.
		if !plan.options.keepsMergeBases {
			try disk.apply(list, early: early)
		} else if list.isEmpty {
			try disk.apply(list)
			disk.repairMergeBases(plan.recordedBases, referenced: scoped.manifest.baseHashes)
		} else {
			try disk.keepMergeBases(plan.recordedBases, referenced: scoped.manifest.baseHashes) { try disk.apply(list, early: early) }
		}
		console.output(plan.renderText())
		applied()
		// Merged with conflicts: everything else is applied (as git applies a merge), and each
		// conflict is listed, so that the run fails until a person resolves them.
		let conflicts = plan.mergeConflictDiagnostics
		if !conflicts.isEmpty {
			console.report(conflicts)
			console.report(.note("resolve the conflicts, then run scaffold again; until then scaffold leaves these files as they are"))
			return .failure
		}
		return .success
	}
}

extension PlanPresentation {
	/// Deletes the plan's unmodified orphans (unless `dryRun`) and lists every orphan: removed,
	/// or edited by hand and left alone (exit 1, for a person to judge).
	func prune(_ scoped: ScopedPlan, dryRun: Bool) throws -> ExitCode {
		let orphans = scoped.plan.entries.filter { $0.reason == .orphaned || $0.reason == .orphanEdited }
		if !dryRun {
			let list = scoped.pruneList()
			// The merge bases of the files removed go with them: a base is kept only for what the
			// manifest still records.
			if let after = scoped.manifestAfterPruning {
				try disk.keepMergeBases([:], referenced: after.baseHashes) { try disk.apply(list) }
			} else {
				try disk.apply(list)
			}
		}
		var lines = orphans.map { entry in
			entry.status == .remove ? "  remove    \(entry.path)" : "  conflict  \(entry.path) (edited by hand; left alone)"
		}
		let removed = orphans.filter { $0.status == .remove }.count
		lines.append("\(removed) of \(orphans.count) orphaned files removed\(dryRun ? " (dry run)" : "")")
		console.output(lines.joined(separator: "\n") + "\n")
		return orphans.contains { $0.status == .conflict } ? .failure : .success
	}
}

extension Diagnostic {
	/// A note on its own, for hints after a list of problems.
	static func note(_ message: String) -> Diagnostic { Diagnostic(.note, message) }
}
