import ScaffoldBasics
import ScaffoldSpec

/// A checked spec together with what generation found out about the project it is generated
/// into: what context builders and job planners are given, so that ``Spec`` stays what the spec
/// file says.
///
/// Built once by ``FeatureGeneration/run(specBytes:specPath:specIsOutsideProject:config:generator:readStoredShape:amendStoredShape:renderWorkers:)``:
/// the runtime from `scaffold.json` (after ``RuntimeFit`` found nothing missing), the stored
/// migration steps and SwiftData model versions from the recorded history
/// (``StoredShapeJudgement``). A spec resolved alone (tests, `TypedContextFamily`) has scaffold's
/// own runtime and no history.
package struct ResolvedFeature: Sendable, Equatable {
	/// The spec, as read and checked.
	package var spec: Spec
	/// How the project spells scaffold's support types, and which requirements its runtime lacks.
	package var runtime: ProjectRuntime
	/// How items stored under earlier schema versions are migrated.
	package var storedMigrationSteps: StoredMigrationSteps
	/// The SwiftData model versions of each `swiftData` entity.
	package var swiftDataModelVersions: SwiftDataModelVersions

	/// A spec resolved against `runtime` and the history judged for it (none by default).
	package init(
		spec: Spec, runtime: ProjectRuntime = .plain, storedMigrationSteps: StoredMigrationSteps = StoredMigrationSteps(),
		swiftDataModelVersions: SwiftDataModelVersions = SwiftDataModelVersions()
	) {
		self.spec = spec
		self.runtime = runtime
		self.storedMigrationSteps = storedMigrationSteps
		self.swiftDataModelVersions = swiftDataModelVersions
	}
}
