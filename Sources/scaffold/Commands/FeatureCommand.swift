import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold feature NAME`: renders a feature's files from its spec and writes them.
enum FeatureCommand: Command {
	static let definition = CommandDefinition(
		"feature",
		abstract: "Generate the data layer of a feature from its spec.",
		discussion: """
			Renders every file the spec asks for (DTOs, data sources, stores, mappers, mocks, fixtures, \
			tests) and writes those that changed under the project root. Nothing is written when the \
			spec or a template has an error, or when a generated file was edited by hand (a conflict) \
			unless --force is given; with --merge (or "merge": true in scaffold.json) an edited file is \
			merged with the new output instead, conflicts written between markers and listed (exit 1). \
			A file whose header line was removed is yours and never touched. \
			A run that writes leaves a record in .scaffold/cache/ (ignored by git): the next run, when \
			no input and no file changed, prints the same listing without generating again. With \
			--all instead of a name, every spec of the project is generated in one run: one plan, \
			one lock, written all or nothing (after a scaffold upgrade or a change of templates). \
			With --with-extensions, the files for the team's code at the generated types' extension \
			points are written beside them, once: they are yours, never rewritten nor removed.
			""",
		arguments: [ArgumentDefinition("name", .optional, help: "The feature to generate, as named in its spec (e.g. Character).")],
		options: [
			.value("spec", "file", help: "The spec file to read, instead of <specs>/<name>.json in the project."),
			.value("output", "dir", help: "The project root to write into, instead of the folder of the nearest scaffold.json."),
			.flag("dry-run", help: "Show what would be written, and write nothing."),
			.flag("diff", help: "With --dry-run, print one unified patch of every change instead."),
			.flag("json", help: "Print the plan as JSON, and write nothing."),
			.flag("force", help: "Overwrite files that were changed by hand."),
			.flag(
				"merge",
				help: "Merge files changed by hand with the new output (conflicts get markers, exit 1); keep deleted files deleted."),
			.flag("all", help: "Generate every spec of the project in one run, instead of one feature."),
			.flag(
				"with-extensions",
				help: "Also write the files of the extension points (mapper hooks, the container's decorators) the feature lacks: once, then yours."),
			.flag(
				"amend-schema",
				help: "Record a changed stored shape under the spec's schemaVersion instead of asking for a bump: only for a version not released yet."),
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		if invocation.flag("all") { return try runAll(invocation, context) }
		guard let name = invocation.argument("name") else {
			throw CommandFailure.usage([.error("missing argument '<name>'")], command: invocation.command)
		}
		let readOnly = invocation.flag("dry-run") || invocation.flag("diff") || invocation.flag("json")
		let force = invocation.flag("force")
		let project = try Project.open(output: invocation.value("output"), context: context, access: readOnly ? .read : .write)
		let merge = invocation.flag("merge") || project.config.merge
		let extensions = invocation.flag("with-extensions")
		let given = invocation.value("spec")
		// Headers and the manifest name the spec relative to the root, or by its file name when
		// it lies outside the project; never by a path of this machine.
		let origin = project.specOrigin(given ?? project.path(project.conventionalSpec(feature: name)))
		let bytes = try given.map(FileReading.bytes) ?? project.read(project.conventionalSpec(feature: name))
		let manifestBytes = try project.disk.manifestFileBytes()
		// Naming a spec on the command line chooses it over the project's other specs of this
		// feature: the manifest records them as ignored, so `check` no longer warns about them.
		// Only such a run reads the manifest this early (a damaged one is reported below).
		let parsedEarly = given == nil ? nil : try? project.manifest(bytes: manifestBytes)
		let ignoredSpecs =
			given == nil ? [] : try project.otherSpecs(describing: name, besides: origin, recorded: parsedEarly?.feature(named: name))
		let overrides = try project.templateOverrides()
		// A merging run is never recorded nor replayed: a file left with conflicts must fail every run.
		// Nor is one asked for extension points: the record's inputs do not say it.
		let unchanged =
			readOnly || merge || extensions
			? nil
			: UnchangedRun(
				project: project, feature: name, origin: origin, ignoredSpecs: ignoredSpecs, spec: bytes, templateOverrides: overrides,
				manifest: manifestBytes, force: force)
		if let unchanged, unchanged.replay(console: context.console) { return .success }

		let generator = try project.generator(overrides: overrides)
		// The files new to the project are staged while the rest renders (their flushes wait for
		// the disk, not the cores); the plan still decides, and what it does not use goes.
		let early = readOnly ? nil : EarlyStaging.start(disk: project.disk)
		defer { early?.discard() }
		var rendered: (@Sendable (OutputFile) -> Void)? = nil
		if let early { rendered = { file in early.offer(file) } }
		let output = FeatureGeneration.run(
			specBytes: bytes, specPath: origin.path, specIsOutsideProject: origin.isOutsideProject, config: project.config,
			generator: generator, readStoredShape: project.storedShapeReader, amendStoredShape: invocation.flag("amend-schema"),
			renderWorkers: ProcessInfo.processInfo.activeProcessorCount, rendered: rendered)
		context.console.report(output.diagnostics)
		guard !output.failed, let spec = output.spec, var feature = output.feature else { return .failure }
		feature.specPathFromRoot = origin.pathFromRoot
		feature.scaffoldVersion = CommandRegistry.version
		guard feature.name == name else {
			throw DiagnosticError(.error("the spec describes feature \(quoted: feature.name), not \(quoted: name)", at: spec.location))
		}
		let manifest = try parsedEarly ?? project.manifest(bytes: manifestBytes)
		// A run without --spec chooses nothing new: the choice recorded with this spec stands.
		let recorded = manifest?.feature(named: name)
		feature.ignoredSpecs =
			given != nil ? ignoredSpecs
			: recorded.flatMap { $0.spec == feature.spec && $0.specIsOutsideProject == feature.specIsOutsideProject ? $0.ignoredSpecs : nil } ?? []
		// Package.swift lists every feature the manifest records, this one as generated now.
		let features = (manifest?.features ?? []).filter { $0.name != name } + [feature]
		// A feature new to an adopted app never goes into a folder the app already has: its files are the team's.
		if recorded == nil, let refusal = foreignFolder(of: name, spec: spec.location, in: project) { throw DiagnosticError(refusal) }
		// A feature new to an adopted app: what its project system needs (scaffold edits no project file).
		let registration =
			try recorded == nil ? project.config.app.map { app throws(DiagnosticError) in
				try ProjectRegistration.steps(feature: name, app: app, config: project.config, generator: generator)
			} : nil
		let outputs = output.files + (try project.projectFiles(features: features, generator: generator)) + (registration?.files ?? [])
		let scope = Manifest.Scope.features([name], projectFiles: true, paths: project.generatedPaths)
		// The runtime files the project has are not rendered, so the record inspects them itself.
		let runtimePaths = try project.runtimePaths(generator: generator)
		let (scoped, snapshot) = try project.planAndSnapshot(
			outputs, features: [feature], scope: scope, manifest: manifest, force: force, merge: merge, extensions: extensions,
			alsoInspecting: runtimePaths)
		KeptUntilExit.keep(output, generator, outputs, scoped, snapshot)
		// A run with warnings is not recorded: replaying it would have to repeat them.
		let recorder = output.diagnostics.isEmpty ? unchanged : nil
		let status = try PlanPresentation(console: context.console, disk: project.disk).present(
			scoped, dryRun: invocation.flag("dry-run"), diff: invocation.flag("diff"), json: invocation.flag("json"), early: early,
			applying: { list in
				let pending = recorder?.startRecording(
					scoped, list: list, outputs: outputs, features: [feature], scope: scope, snapshot: snapshot, alsoInspecting: runtimePaths)
				return { pending?.finish() }
			})
		if status == .success {
			context.console.report(registration?.notes ?? [])
			context.console.report(UpgradeNotes.notes(for: scoped.plan, outputs: outputs, features: manifest?.features ?? []))
		}
		return status
	}

	/// The refusal of a feature new to an adopted app whose folder the app already has (its files
	/// are the team's: scaffold writes into none of them), or nil.
	static func foreignFolder(of name: String, spec: SourceLocation, in project: Project) -> Diagnostic? {
		let folder = project.config.outputPath("Features/" + name)
		guard project.config.app != nil, project.disk.exists(folder) else { return nil }
		return ProjectRegistration.foreignFeatureFolder(name, folder: folder, spec: spec)
	}

	/// `feature --all`: every spec of the project generated in memory, planned against the whole
	/// manifest and applied at once, like `check` judges and `prune` removes. A recorded feature
	/// whose spec cannot be read keeps its files (a note says so).
	static func runAll(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		var problems: [Diagnostic] = []
		if let name = invocation.argument("name") {
			problems.append(.error("'--all' generates every feature; give a feature's name (\(quoted: name)) or '--all', not both"))
		}
		if invocation.value("spec") != nil {
			problems.append(.error("'--spec' names one feature's spec; '--all' reads every spec of the project"))
		}
		if invocation.flag("amend-schema") {
			problems.append(.error("'--amend-schema' rewrites one feature's stored shape; name the feature instead of '--all'"))
		}
		guard problems.isEmpty else { throw CommandFailure.usage(problems, command: invocation.command) }
		let readOnly = invocation.flag("dry-run") || invocation.flag("diff") || invocation.flag("json")
		let project = try Project.open(output: invocation.value("output"), context: context, access: readOnly ? .read : .write)
		let (scoped, diagnostics, newFeatures, notes) = try project.planEverythingWithFeatures(
			failureStatus: .failure, force: invocation.flag("force"), merge: invocation.flag("merge") || project.config.merge,
			extensions: invocation.flag("with-extensions"))
		// As for one feature: a new feature never goes into a folder an adopted app already has.
		let foreign = newFeatures.compactMap { foreignFolder(of: $0.name, spec: SourceLocation(path: $0.spec, position: nil), in: project) }
		if !foreign.isEmpty { throw DiagnosticError(diagnostics + foreign) }
		context.console.report(diagnostics)
		let status = try PlanPresentation(console: context.console, disk: project.disk).present(
			scoped, dryRun: invocation.flag("dry-run"), diff: invocation.flag("diff"), json: invocation.flag("json"))
		if status == .success { context.console.report(notes) }
		return status
	}
}
