import ScaffoldCommandLine
import ScaffoldCore

// The one plan sequence of every command that writes (`feature`, `init`, `destroy`, `prune`)
// or compares (`check`): generate in memory, read the disk where the plan looks, plan.

extension Project {
	/// The templates in force, parsed; their problems are thrown with `failureStatus`.
	func generator(failureStatus: ExitCode = .failure) throws -> Generator {
		try generator(overrides: try templateOverrides(), failureStatus: failureStatus)
	}

	/// The templates in force with `overrides` (``templateOverrides()``), parsed.
	func generator(overrides: [TemplateSource], failureStatus: ExitCode = .failure) throws -> Generator {
		do {
			return try Generator(catalog: try catalog(overrides: overrides))
		} catch let error as DiagnosticError {
			throw CommandFailure(error.diagnostics, exitCode: failureStatus)
		}
	}

	/// The files `scaffold.json` lets the manifest record.
	var generatedPaths: GeneratedPaths { GeneratedPaths(config: config) }

	/// Plans `outputs` (the files of `features`) against the disk and the manifest's records in
	/// `scope`; the records out of scope are kept as they are.
	func plan(
		_ outputs: [OutputFile], features: [GeneratedFeature], scope: Manifest.Scope, manifest: Manifest?, force: Bool = false,
		merge: Bool = false, extensions: Bool = false
	) throws -> ScopedPlan {
		try planAndSnapshot(
			outputs, features: features, scope: scope, manifest: manifest, force: force, merge: merge, extensions: extensions
		).plan
	}

	/// ``plan(_:features:scope:manifest:force:)``, with the disk snapshot it was made from.
	/// With `merge`, the files edited by hand are merged with their new contents: a first plan
	/// names the bases it needs, read from `.scaffold/bases/` or git history, and a second plan
	/// merges with them (a base found nowhere stays a `baseMissing` conflict: nothing is written).
	/// With `extensions` (`--with-extensions`), every extension-point file missing is written.
	func planAndSnapshot(
		_ outputs: [OutputFile], features: [GeneratedFeature], scope: Manifest.Scope, manifest: Manifest?, force: Bool = false,
		merge: Bool = false, extensions: Bool = false, alsoInspecting: [String] = []
	) throws -> (plan: ScopedPlan, snapshot: [String: DiskEntry]) {
		let snapshot = disk.snapshot(ScopedPlan.pathsToInspect(outputs: outputs, scope: scope, manifest: manifest) + alsoInspecting)
		var options = Plan.Options(
			force: force, merge: merge, writesExtensionPoints: extensions, keepsBasesAlready: disk.isRealFolder(ProjectDisk.baseFolder))
		var plan = try ScopedPlan(
			outputs: outputs, features: features, scope: scope, disk: snapshot, manifest: manifest, root: disk.resolvedRoot, options: options)
		let needed = plan.plan.mergeBasesNeeded
		if !needed.isEmpty {
			options.mergeBases = disk.mergeBases(needed)
			plan = try ScopedPlan(
				outputs: outputs, features: features, scope: scope, disk: snapshot, manifest: manifest, root: disk.resolvedRoot,
				options: options)
		}
		return (plan, snapshot)
	}

	/// The project-level files (`Package.swift`, the schema) for `features`.
	func projectFiles(features: [GeneratedFeature], generator: Generator) throws -> [OutputFile] {
		try ProjectFiles.generated(features: features, config: config, generator: generator, runtimeOnDisk: runtimeOnDisk(generator: generator))
	}

	/// The runtime files of a project `init` made that exist, looked for before generation so that
	/// it renders only those the project lacks (``ProjectFiles/initRuntimeFiles``): most runs
	/// render none of the 29. A run record must then inspect ``runtimePaths(generator:)`` too:
	/// no output names the files left out.
	func runtimeOnDisk(generator: Generator) throws -> Set<String> {
		Set(try runtimePaths(generator: generator).filter(disk.exists))
	}

	/// Where a project `init` made keeps the runtime files its features need (none for an adopted app).
	func runtimePaths(generator: Generator) throws -> [String] {
		try ProjectFiles.initRuntimePaths(config: config, generator: generator)
	}

	/// How a spec at `path` (as given on the command line, or resolved from the config) is named
	/// in headers and the manifest: relative to the root when it lies inside the project, else
	/// only its file name in headers (the same on every machine) and, for the manifest, its path
	/// from the root (`../specs/Character.json`), so that `check` can read it again. Never an
	/// absolute path of this machine.
	func specOrigin(_ path: String) -> SpecOrigin {
		let resolved = ProjectDisk.realPath(path)
		if let resolved, let relative = ConfigPath.relative(resolved, to: disk.resolvedRoot), !relative.isEmpty {
			return SpecOrigin(path: relative, isOutsideProject: false, pathFromRoot: nil)
		}
		return SpecOrigin(
			path: ProjectDisk.lastComponent(of: path), isOutsideProject: true,
			pathFromRoot: resolved.flatMap { ConfigPath.leadingOut($0, from: disk.resolvedRoot) })
	}

	/// The project's specs other than `origin` that describe `feature` (`<specs>/*.json` and the
	/// spec the manifest records for it, `recorded`), relative to the root and sorted; specs outside the
	/// project are not among them. Only `feature --spec` asks, so a plain run reads no other spec.
	func otherSpecs(describing feature: String, besides origin: SpecOrigin, recorded: GeneratedFeature?) throws -> [String] {
		var candidates = try specPaths()
		if let recorded, !recorded.specIsOutsideProject { candidates.append(recorded.spec) }
		var found: Set<String> = []
		for configured in candidates {
			let candidate = specOrigin(path(configured))
			guard !candidate.isOutsideProject, candidate != origin, !found.contains(candidate.path),
				let bytes = try? FileReading.bytes(path(candidate.path)), Spec.featureName(bytes: bytes) == feature
			else { continue }
			found.insert(candidate.path)
		}
		return found.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
	}

	/// Every spec of the project generated in memory and planned against the disk and the
	/// whole manifest: what `check` reports and `prune` acts on. Problems of the specs,
	/// templates, manifest or configuration are thrown with `failureStatus`.
	func planEverything(failureStatus: ExitCode, force: Bool = false) throws -> (plan: ScopedPlan, diagnostics: [Diagnostic]) {
		let (scoped, output, _) = try planEverythingGenerated(failureStatus: failureStatus, force: force)
		return (scoped, output.diagnostics + output.unreadableNotes)
	}

	/// ``planEverything(failureStatus:force:)`` for `feature --all`: also the features the manifest
	/// does not record yet, and, in an adopted app, what their project system needs (planned
	/// with the rest: a Tuist helper to create) and the notes that say so.
	func planEverythingWithFeatures(
		failureStatus: ExitCode, force: Bool = false, merge: Bool = false, extensions: Bool = false
	) throws -> (plan: ScopedPlan, diagnostics: [Diagnostic], newFeatures: [GeneratedFeature], notes: [Diagnostic]) {
		var notes: [Diagnostic] = []
		var newFeatures: [GeneratedFeature] = []
		let (scoped, output, _) = try planEverythingGenerated(
			failureStatus: failureStatus, force: force, merge: merge, extensions: extensions, writtenBy: CommandRegistry.version
		) { output, manifest, generator in
			let recorded = Set((manifest?.features ?? []).map(\.name))
			newFeatures = output.features.filter { !recorded.contains($0.name) }
			guard let app = config.app else { return [] }
			var files: [OutputFile] = []
			for feature in newFeatures {
				let steps = try ProjectRegistration.steps(feature: feature.name, app: app, config: config, generator: generator)
				files += steps.files
				notes += steps.notes
			}
			return files
		}
		let upgrade = UpgradeNotes.notes(for: scoped.plan, outputs: output.files, features: scoped.previousManifest.features)
		return (scoped, output.diagnostics + output.unreadableNotes, newFeatures, notes + upgrade)
	}

	/// What `check` reports: ``planEverything(failureStatus:)``, with the files of each feature
	/// whose spec cannot be read held to the manifest's hashes; from what `check`'s per-feature
	/// pass generated (`generated`), when it ran, rather than generating every feature again.
	func checkEverything(
		failureStatus: ExitCode, generated: CheckGeneration? = nil
	) throws -> (report: CheckReport, diagnostics: [Diagnostic]) {
		let (scoped, output, manifest) = try planEverythingGenerated(failureStatus: failureStatus, generated: generated)
		let paths = CheckReport.pathsToInspect(unreadable: output.unreadable, manifest: manifest, paths: generatedPaths)
		let report = CheckReport(
			plan: scoped, unreadable: output.unreadable, manifest: manifest, disk: disk.snapshot(paths), paths: generatedPaths)
		let upgrade = UpgradeNotes.notes(for: scoped.plan, outputs: output.files, features: manifest?.features ?? [])
		return (report, output.diagnostics + upgrade)
	}

	/// `writtenBy`: the version a run that generates every feature records for each (`feature
	/// --all`); without it each keeps the version recorded (`check`, `prune`, which write none).
	/// `generated`: what `check`'s per-feature pass generated, with its templates, used for each
	/// spec it read alike.
	private func planEverythingGenerated(
		failureStatus: ExitCode, force: Bool = false, merge: Bool = false, extensions: Bool = false, writtenBy version: String? = nil,
		generated: CheckGeneration? = nil,
		extraFiles: (ProjectGeneration.Output, Manifest?, Generator) throws -> [OutputFile] = { _, _, _ in [] }
	) throws -> (ScopedPlan, ProjectGeneration.Output, Manifest?) {
		let (generator, manifest, specs) = try everythingToGenerate(failureStatus: failureStatus, generator: generated?.generator)
		let recorded = manifest?.features ?? []
		let runtimeOnDisk = try runtimeOnDisk(generator: generator)
		let outputs =
			generated?.outputs(for: specs, config: config) ?? specs.map { ProjectGeneration.generate($0, config: config, generator: generator) }
		let output = ProjectGeneration.assemble(
			specs: specs, outputs: outputs, recorded: recorded, config: config, generator: generator, runtimeOnDisk: runtimeOnDisk)
		if output.failed { throw CommandFailure(output.diagnostics, exitCode: failureStatus) }
		let scope = Manifest.Scope.everything(except: output.notRegenerated, paths: generatedPaths)
		let files = output.files + (try extraFiles(output, manifest, generator))
		var features = output.features
		if let version {
			// A feature whose spec cannot be read is not generated: it keeps the version recorded.
			for index in features.indices where !output.notRegenerated.contains(features[index].name) {
				features[index].scaffoldVersion = version
			}
		}
		let scoped = try plan(files, features: features, scope: scope, manifest: manifest, force: force, merge: merge, extensions: extensions)
		return (scoped, output, manifest)
	}

	/// What a whole-project run starts from: the templates (`generator` when given, already read),
	/// the manifest and every spec; their problems are thrown with `failureStatus` (a spec that
	/// cannot be read, as it is).
	func everythingToGenerate(
		failureStatus: ExitCode, generator given: Generator? = nil
	) throws -> (Generator, Manifest?, [ProjectGeneration.SpecFile]) {
		let generator = try given ?? generator(failureStatus: failureStatus)
		let manifest = try manifest(failureStatus: failureStatus)
		return (generator, manifest, try specFiles(recorded: manifest?.features ?? []))
	}

	/// The manifest, its problems thrown with `failureStatus`.
	func manifest(failureStatus: ExitCode) throws -> Manifest? {
		do {
			return try manifest()
		} catch let error as DiagnosticError {
			throw CommandFailure(error.diagnostics, exitCode: failureStatus)
		}
	}

	/// The specs of the specs folder, and every spec in the project the manifest says a
	/// feature was generated from (it may lie elsewhere, e.g. `Examples/Character.json`).
	func specFiles(recorded: [GeneratedFeature]) throws -> [ProjectGeneration.SpecFile] {
		var specs: [ProjectGeneration.SpecFile] = []
		var inside: Set<String> = []
		var outside: Set<String> = []
		for configured in try specPaths() {
			let origin = specOrigin(path(configured))
			specs.append(
				.init(
					path: origin.path, isOutsideProject: origin.isOutsideProject, pathFromRoot: origin.pathFromRoot,
					bytes: try read(configured)))
			if !origin.isOutsideProject {
				inside.insert(origin.path)
			} else if let pathFromRoot = origin.pathFromRoot {
				outside.insert(pathFromRoot)
			}
		}
		for feature in recorded where !feature.specIsOutsideProject && !inside.contains(feature.spec) && disk.exists(feature.spec) {
			specs.append(.init(path: feature.spec, bytes: try read(feature.spec)))
			inside.insert(feature.spec)
		}
		// A spec outside the project is read again, read-only, while its recorded path leads to it.
		for feature in recorded where feature.specIsOutsideProject {
			guard let pathFromRoot = feature.specPathFromRoot, !outside.contains(pathFromRoot) else { continue }
			let origin = specOrigin(path(pathFromRoot))
			guard origin.isOutsideProject, origin.path == feature.spec, FileReading.isFolder(path(pathFromRoot)) == false else { continue }
			specs.append(.init(path: origin.path, isOutsideProject: true, pathFromRoot: pathFromRoot, bytes: try read(pathFromRoot)))
			outside.insert(pathFromRoot)
		}
		let reader = storedShapeReader
		for index in specs.indices { specs[index].readStoredShape = reader }
		return specs
	}
}
