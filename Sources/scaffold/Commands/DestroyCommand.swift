import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold destroy NAME`: removes a feature's unmodified generated files.
enum DestroyCommand: Command {
	static let definition = CommandDefinition(
		"destroy",
		abstract: "Delete the files generated for a feature.",
		discussion: """
			Deletes every file the manifest records for the feature, as long as it is still exactly \
			as scaffold wrote it; files edited by hand are reported and left in place (they are yours \
			from then on). Package.swift is updated to drop the feature. The spec itself is kept.
			""",
		arguments: [ArgumentDefinition("name", help: "The feature whose files to delete (e.g. Character).")],
		options: [.flag("dry-run", help: "Show what would be deleted, and delete nothing.")])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let name = invocation.argument("name") ?? ""
		// The name picks the folder whose files are deleted: it must be a feature name, nothing else.
		if let problem = FeatureName.problem(name) {
			throw CommandFailure.usage([.error(problem + "; nothing was deleted")], command: invocation.command)
		}
		let dryRun = invocation.flag("dry-run")
		let project = try Project.open(output: nil, context: context, access: dryRun ? .read : .write)
		let generator = try project.generator()
		let manifest = try project.manifest() ?? .empty
		let paths = project.generatedPaths
		guard manifest.feature(named: name) != nil || manifest.sortedRecords.contains(where: { paths.featureName(of: $0.path) == name })
		else {
			throw DiagnosticError(.error("no generated files of feature \(quoted: name) are recorded in \(project.disk.display(Manifest.path))"))
		}
		// First the feature's own files, edited ones released rather than deleted…
		let presentation = PlanPresentation(console: context.console, disk: project.disk)
		let removal = try project.plan(
			[], features: [], scope: .features([name], projectFiles: false, paths: paths), manifest: manifest, force: true)
		// …then the project files without the feature (Package.swift, a brought-in runtime), never
		// forcing over a person's edits. Both are planned before anything is written: a project file
		// in conflict stops the run with the feature's files still in place.
		let remaining = removal.manifest
		let features = remaining.features
		let update = try project.plan(
			try project.projectFiles(features: features, generator: generator), features: features,
			scope: .features([], projectFiles: true, paths: paths), manifest: remaining)
		if !dryRun, update.plan.hasConflicts || !update.plan.unresolvedMerges.isEmpty {
			return try presentation.present(
				update, dryRun: false, diff: false, json: false,
				conflictHint:
					"nothing was written, the feature's files included: settle the project file first ('scaffold feature NAME --merge' keeps your edits; removing its header line makes it yours), then destroy again")
		}
		_ = try presentation.present(removal, dryRun: dryRun, diff: false, json: false)
		if dryRun { return .success }
		project.disk.removeRecord(feature: name)
		return try presentation.present(update, dryRun: false, diff: false, json: false)
	}
}
