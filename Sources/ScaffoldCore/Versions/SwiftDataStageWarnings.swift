import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The once-only warning of a SwiftData stage scaffold cannot make alone: at the field that
/// needs it, on the run that writes its user-owned file (`Versions/{Name}MigrationPlan+V{K}.swift`),
/// as the file stores' steps are warned of. Where the file store's warning already stands at that
/// field, the stage is a note of it, so a change is reported once.
enum SwiftDataStageWarnings {
	static func add(
		to warnings: inout [Diagnostic], versions: SwiftDataModelVersions, spec: Spec, config: ProjectConfig, read: (String) -> [UInt8]?
	) {
		for entity in spec.entities where entity.local.keepsSwiftDataModel {
			guard let entityVersions = versions.byEntity[entity.name], entityVersions.isVersioned,
				let stage = entityVersions.stages.last, stage.to == spec.schemaVersion, !stage.isLightweight
			else { continue }
			let file = "\(EntityNames(entity).name)MigrationPlan+V\(stage.to).swift"
			let path = config.outputPath("Features/\(spec.featureName.upperCamel)/Sources/Data/Entities/Versions/" + file)
			guard read(path) == nil else { continue }
			let location = stage.location ?? spec.schemaVersionLocation ?? spec.location
			let message =
				"SwiftData cannot infer the stage of \(entity.name)'s models from model version \(stage.from) to \(stage.to) (\(stage.customReasons.joined(separator: "; "))): scaffold writes it into \(file) once, for you to fill in; until then opening a store of an earlier version throws StoredMigrationNotWritten and leaves the store as it was"
			if let index = warnings.firstIndex(where: { $0.location == location }) {
				warnings[index].notes.append(Diagnostic.Note(message))
			} else {
				warnings.append(.warning(message + " (docs/migrations.md)", at: location))
			}
		}
	}
}
