import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The jobs of an entity whose items a file keeps with a schema version (a file or SwiftData
/// store, an outbox), whether or not it has a repository: its stored migration, the tests of its
/// steps, and the user-owned file of each step scaffold cannot make alone (docs/migrations.md).
extension EntityJobs {
	func migrationJobs(_ context: TemplateObject) -> [RenderJob] {
		let stored = StoredMigrationContext(feature: built.context.feature, entity: entity)
		guard stored.hasStoredArchive else { return [] }
		let migration = stored.migration
		var jobs = [
			planner.job("Sources/Data/Migrations/StoredMigration.swift", context: context, output: "Sources/Data/Migrations/\(migration).swift")
		]
		if stored.hasTests {
			var tests = context
			tests.merge(TestSuiteContext(testSuite: migration + "Tests"))
			jobs.append(
				planner.job("Tests/Unit/Data/StoredMigrationTests.swift", context: tests, output: "Tests/Unit/Data/\(migration)Tests.swift"))
		}
		for custom in stored.customSteps {
			var step = context
			step.merge(custom.keys)
			// Written once, then the user's: a later run never rewrites it.
			var job = planner.job("Sources/Data/Migrations/StoredMigrationStep.swift", context: step, output: "Sources/Data/Migrations/" + custom.file)
			job.ownership = .userOwned
			jobs.append(job)
		}
		return jobs
	}
}
