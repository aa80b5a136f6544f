import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The jobs of an entity kept in `swiftData` with two model versions or more: its current
/// versioned schema and migration plan, and the user-owned file of each stage SwiftData cannot
/// infer. The frozen copies of earlier versions are made from the disk (``SwiftDataFreezing``).
extension EntityJobs {
	func migrationPlanJobs(_ context: TemplateObject) -> [RenderJob] {
		let versions = SwiftDataVersionContext(feature: built.context.feature, entity: entity)
		guard versions.isVersioned else { return [] }
		var jobs = [
			planner.job("Sources/Data/Entities/MigrationPlan.swift", context: context, output: "Sources/Data/Entities/\(versions.plan).swift")
		]
		for custom in versions.customStages {
			var stage = context
			stage.merge(custom.keys)
			// Written once, then the user's: a later run never rewrites it.
			var job = planner.job(
				"Sources/Data/Entities/Versions/MigrationStage.swift", context: stage, output: "Sources/Data/Entities/Versions/" + custom.file)
			job.ownership = .userOwned
			jobs.append(job)
		}
		return jobs
	}
}
