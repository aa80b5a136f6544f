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
		guard context["hasMigrationPlan"] == .bool(true) else { return [] }
		let plan = context.text("migrationPlan")
		var jobs = [planner.job("Sources/Data/Entities/MigrationPlan.swift", context: context, output: "Sources/Data/Entities/\(plan).swift")]
		guard case .list(let stages)? = context["migrationStages"] else { return jobs }
		for case .object(let keys) in stages where keys["isLightweight"] == .bool(false) {
			var stage = context
			for (key, value) in keys.entries { stage[key] = value }
			// Written once, then the user's: a later run never rewrites it.
			var job = planner.job(
				"Sources/Data/Entities/Versions/MigrationStage.swift", context: stage,
				output: "Sources/Data/Entities/Versions/" + stage.text("customStageFile"))
			job.ownership = .userOwned
			jobs.append(job)
		}
		return jobs
	}
}
