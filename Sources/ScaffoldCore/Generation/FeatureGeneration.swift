import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The pipeline of `scaffold feature`, without any file I/O: spec bytes → ``Spec`` →
/// render jobs → output files in memory.
public enum FeatureGeneration {
	/// What one spec produced.
	public struct Output: Sendable {
		/// The decoded spec, when it could be read.
		public var spec: Spec?
		/// The feature generated, for `Package.swift` and the manifest; `nil` when generation failed.
		public var feature: GeneratedFeature?
		/// Every file, in job order; empty when any diagnostic is an error.
		public var files: [OutputFile]
		/// The render jobs (and so every template context), for snapshots and debugging.
		package var jobs: [RenderJob]
		/// Every problem found, errors and warnings.
		public var diagnostics: [Diagnostic]
		/// The spec as generation resolved it against the project (runtime, recorded history),
		/// once it got that far: what the contexts were built from.
		package var resolved: ResolvedFeature? = nil

		/// Whether generation failed (nothing must be written).
		public var failed: Bool { diagnostics.containsErrors }
	}

	/// Reads, checks and renders one spec. `specPath` is the path users see in diagnostics and
	/// in each file's header: relative to the project root, or the file name of a spec outside
	/// the project (`specIsOutsideProject`). Nothing is rendered when the spec has errors.
	///
	/// `readStoredShape` reads a file of the project by its path below the root, or answers nil:
	/// generation asks it for the feature's stored-shape history (``StoredShapeJudgement``), so
	/// that a stored shape never changes under a schema version devices already hold data of, and
	/// for the SwiftData files an entity's earlier model versions are frozen from, or were
	/// (``SwiftDataFreezing``);
	/// `amendStoredShape` records a changed shape under the same version instead (one not released).
	/// `renderWorkers` threads render the files (one when features are generated side by side);
	/// `rendered` sees each rendered template's file as soon as it is done, on the thread that
	/// rendered it (``Generator/render(_:config:workers:rendered:)``).
	public static func run(
		specBytes: [UInt8], specPath: String, specIsOutsideProject: Bool = false, config: ProjectConfig, generator: Generator,
		readStoredShape: (String) -> [UInt8]? = { _ in nil }, amendStoredShape: Bool = false, renderWorkers: Int = 1,
		rendered: (@Sendable (OutputFile) -> Void)? = nil
	) -> Output {
		let loaded = Spec.load(bytes: specBytes, path: specPath)
		guard let spec = loaded.spec, !loaded.diagnostics.containsErrors else {
			return Output(spec: loaded.spec, feature: nil, files: [], jobs: [], diagnostics: loaded.diagnostics)
		}
		let fit = config.app.map { RuntimeFit.problems(spec: spec, app: $0) } ?? []
		guard fit.isEmpty else {
			return Output(spec: spec, feature: nil, files: [], jobs: [], diagnostics: loaded.diagnostics + fit)
		}
		let stored = StoredShapeJudgement.judge(
			spec: spec, specPath: specPath, config: config, read: readStoredShape, amend: amendStoredShape)
		let feature = ResolvedFeature(
			spec: spec, runtime: ProjectRuntime(adopted: config.usesSupportFiles, lacks: Set(config.app?.lacks ?? [])),
			storedMigrationSteps: stored.steps, swiftDataModelVersions: stored.swiftData)
		let planned = FeatureJobs(feature: feature, specPath: specPath, config: config).jobs()
		let frozen = SwiftDataFreezing(feature: feature, specPath: specPath, config: config).results(jobs: planned.jobs, read: readStoredShape)
		let jobs = planned.jobs + frozen.jobs
		var diagnostics = loaded.diagnostics + planned.diagnostics + stored.diagnostics + frozen.diagnostics
		guard !diagnostics.containsErrors else {
			return Output(spec: spec, feature: nil, files: [], jobs: jobs, diagnostics: diagnostics, resolved: feature)
		}
		do {
			let files = try generator.render(jobs, config: config, workers: renderWorkers, rendered: rendered) + frozen.files + (stored.file.map { [$0] } ?? [])
			let generated = GeneratedFeature(
				name: spec.featureName.upperCamel, spec: specPath, specIsOutsideProject: specIsOutsideProject,
				hasFixtures: planned.jobs.contains(where: FeatureJobs.isFixture))
			return Output(spec: spec, feature: generated, files: files, jobs: jobs, diagnostics: diagnostics, resolved: feature)
		} catch {
			diagnostics += error.diagnostics
			return Output(spec: spec, feature: nil, files: [], jobs: jobs, diagnostics: diagnostics, resolved: feature)
		}
	}

	/// Every template context as one JSON document, for `context.json` snapshots: a list of
	/// `{"files": [{"path", "template"}…], "context": {…}}`, jobs with equal contexts grouped
	/// (in order of first use) so that a context change shows once in a review. Fixtures are
	/// left out: their context is their own text.
	package static func contextDocument(for jobs: [RenderJob]) -> JSONValue {
		var groups: [(context: TemplateValue, files: [RenderJob])] = []
		for job in jobs where job.isSwift {
			if let index = groups.firstIndex(where: { $0.context == job.context }) {
				groups[index].files.append(job)
			} else {
				groups.append((job.context, [job]))
			}
		}
		return .array(
			groups.map { group in
				let files = group.files.map { job in
					JSONNode(
						.object([
							JSONMember(key: "path", value: JSONNode(.string(job.outputPath))),
							JSONMember(key: "template", value: JSONNode(.string(job.templatePath))),
						]))
				}
				return JSONNode(
					.object([
						JSONMember(key: "files", value: JSONNode(.array(files))),
						JSONMember(key: "context", value: JSONNode(group.context.jsonValue)),
					]))
			})
	}
}
