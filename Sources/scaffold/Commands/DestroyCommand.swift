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
		let generator = try Generator(catalog: try project.catalog())
		let manifest = try project.manifest() ?? .empty
		let folder = GeneratedPaths(config: project.config).folder(of: name)
		let origins = Set(manifest.sortedRecords.filter { $0.path.hasPrefix(folder) }.map(\.origin))
		guard !origins.isEmpty else {
			throw DiagnosticError(.error("no generated files of feature '\(name)' are recorded in \(project.disk.display(Manifest.path))"))
		}
		// First the feature's own files, edited ones released rather than deleted…
		let presentation = PlanPresentation(console: context.console, disk: project.disk)
		let paths = ScopedPlan.pathsToInspect(outputs: [], origins: origins, manifest: manifest)
		let removal = try ScopedPlan(
			outputs: [], origins: origins, disk: project.disk.snapshot(paths), manifest: manifest,
			root: project.disk.resolvedRoot, options: Plan.Options(force: true))
		_ = try presentation.present(removal, dryRun: dryRun, diff: false, json: false)
		if dryRun { return .success }
		// …then Package.swift without the feature, never forcing over a person's edits.
		let remaining = try project.manifest()
		let projectFiles = try project.projectFiles(adding: [], manifest: remaining, generator: generator)
		let projectPaths = ScopedPlan.pathsToInspect(outputs: projectFiles, origins: [""], manifest: remaining)
		let update = try ScopedPlan(
			outputs: projectFiles, origins: [""], disk: project.disk.snapshot(projectPaths), manifest: remaining,
			root: project.disk.resolvedRoot)
		return try presentation.present(update, dryRun: false, diff: false, json: false)
	}
}
