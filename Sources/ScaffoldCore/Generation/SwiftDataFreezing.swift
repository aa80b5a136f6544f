import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The frozen copies of an entity's earlier SwiftData model versions
/// (`Sources/Data/Entities/Versions/{Name}SchemaV{K}.swift`), made from the project's own files
/// through the reader generation is given, never by the core reading the disk itself.
///
/// A copy is written once, by the run that freezes its version (the one whose history moves the
/// entity's model past the version the files on disk were generated at): the classes the
/// entity's container lists on disk, and the value-type `…Entity` structs they store, as that
/// version generated them. From then on it is user-owned (never rewritten, never pruned) and must
/// stay on disk: a missing copy, or a file the freezing needs, is an error at `schemaVersion`
/// saying what to restore, and nothing is written.
struct SwiftDataFreezing {
	let feature: ResolvedFeature
	/// The spec of ``feature``.
	var spec: Spec { feature.spec }
	let specPath: String
	let config: ProjectConfig

	/// The frozen files' jobs (for the copies made now) and their files as they are on disk (for
	/// the copies made before), with the job of the migration tests, which write models of the
	/// frozen versions through their initializers (``SwiftDataMigrationTestJob``); or the errors.
	func results(jobs: [RenderJob], read readDisk: (String) -> [UInt8]?) -> (jobs: [RenderJob], files: [OutputFile], diagnostics: [Diagnostic]) {
		// Files on disk are in the project's style; what is read of them, in the templates' shape.
		let read: (String) -> [UInt8]? = { path in
			readDisk(path).map { Array(SwiftLayout.templateForm(String(decoding: $0, as: UTF8.self), style: config.codeStyle).utf8) }
		}
		var newJobs: [RenderJob] = []
		var files: [OutputFile] = []
		var diagnostics: [Diagnostic] = []
		for entity in spec.entities where entity.local.keepsSwiftDataModel {
			guard let versions = feature.swiftDataModelVersions.byEntity[entity.name], versions.isVersioned else { continue }
			let names = EntityNames(entity)
			let name = names.name
			let modelContainer = names.modelContainer
			guard
				let container = jobs.first(where: {
					$0.templatePath.hasSuffix("/ModelContainer.swift.mustache") && $0.outputPath == folder + modelContainer + ".swift"
				}),
				case .object(let context) = container.context
			else { continue }
			var frozenTexts: [Int: String] = [:]
			for version in versions.frozen {
				let path = folder + "Versions/\(SwiftDataVersionContext.schema(name, version)).swift"
				if let bytes = readDisk(path) {
					frozenTexts[version] = SwiftLayout.templateForm(String(decoding: bytes, as: UTF8.self), style: config.codeStyle)
					files.append(OutputFile(path: path, contents: String(decoding: bytes, as: UTF8.self), origin: specPath, templateHash: "", ownership: .userOwned))
				} else if version == versions.onDisk {
					switch freeze(version, name: name, container: modelContainer, context: context, path: path, read: read) {
					case .success(let frozen):
						newJobs.append(frozen.job)
						frozenTexts[version] = frozen.declarations
					case .failure(let problem): diagnostics.append(problem)
					}
				} else {
					diagnostics.append(
						problem(
							"\(path), the frozen models of \(entity.name) at model version \(version), is missing: restore it from version control; scaffold writes it only once, when the models change after that version, from the files that version generated"
						))
				}
			}
			if let test = SwiftDataMigrationTestJob.job(
				entity: entity, versions: versions, frozenTexts: frozenTexts, container: container, context: context)
			{
				newJobs.append(test)
			}
		}
		return (newJobs, files, diagnostics)
	}

	/// `Features/{Feature}/Sources/Data/Entities/` below the output root.
	private var folder: String {
		config.outputPath("Features/\(spec.featureName.upperCamel)/Sources/Data/Entities/")
	}

	private func problem(_ message: String) -> Diagnostic {
		.error(message, at: spec.schemaVersionLocation ?? spec.location)
	}

	/// The job of the copy of `version`, from the files on disk, which that version generated, and
	/// the declarations it freezes (the migration tests build models of them).
	private func freeze(
		_ version: Int, name: String, container: String, context: TemplateObject, path: String, read: (String) -> [UInt8]?
	) -> Result<(job: RenderJob, declarations: String), Diagnostic> {
		let restore = "restore it from version control as model version \(version) generated it, so that scaffold can freeze those models into \(path)"
		let containerPath = folder + container + ".swift"
		guard let containerText = read(containerPath).map({ String(decoding: $0, as: UTF8.self) }) else {
			return .failure(problem("\(containerPath) is missing: \(restore)"))
		}
		// The container lists the models in `Schema([...])`; once versioned, in its current schema's `models`.
		var classes = SwiftDataModelFiles.models(in: containerText, after: "Schema([", upTo: "])")
		if classes.isEmpty, let planText = read(folder + name + "MigrationPlan.swift").map({ String(decoding: $0, as: UTF8.self) }) {
			classes = SwiftDataModelFiles.models(in: planText, after: "enum \(SwiftDataVersionContext.schema(name, version)):", upTo: "\n}")
		}
		guard !classes.isEmpty else {
			return .failure(problem("\(containerPath) lists no models of \(container) as scaffold writes it: \(restore)"))
		}
		var declarations: [String] = []
		var included: Set<String> = []
		var pending = classes.reversed() as [String]
		while let type = pending.popLast() {
			guard included.insert(type).inserted else { continue }
			let modelPath = folder + type + ".swift"
			guard let text = read(modelPath).map({ String(decoding: $0, as: UTF8.self) }) else {
				if classes.contains(type) { return .failure(problem("\(modelPath) is missing: \(restore)")) }
				continue
			}
			guard let body = SwiftDataModelFiles.declarations(in: text), classes.contains(type) || body.contains("struct \(type)") else {
				if classes.contains(type) { return .failure(problem("\(modelPath) is not a model as scaffold writes it: \(restore)")) }
				continue
			}
			declarations.append(body)
			// The value-type structs a model stores are part of its version too.
			pending += SwiftDataModelFiles.entityNames(in: body).filter { !included.contains($0) }.reversed()
		}
		var frozen = context
		let frozenDeclarations = declarations.map(SwiftDataModelFiles.indented).joined(separator: "\n\n")
		frozen.merge(
			FrozenSchemaContext(
				frozenSchema: SwiftDataVersionContext.schema(name, version), frozenVersion: String(version),
				frozenModels: classes.map(RelationshipContext.SchemaModel.init), frozenDeclarations: frozenDeclarations))
		var job = RenderJob(
			templatePath: "Feature/Sources/Data/Entities/Versions/SchemaVersion.swift.mustache", context: .object(frozen), outputPath: path,
			origin: specPath)
		job.ownership = .userOwned
		return .success((job, frozenDeclarations))
	}
}
