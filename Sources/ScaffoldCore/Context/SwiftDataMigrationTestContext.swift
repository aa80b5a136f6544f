import ScaffoldBasics

/// The keys of an entity's SwiftData migration test (`{Name}SwiftDataMigrationTests`): one test
/// per frozen version whose stages are lightweight, one per custom stage.
struct SwiftDataMigrationTestContext: FlattenedTemplateContext {
	let testSuite: String
	let swiftDataMigrationTests: [TemplateValue]
	let swiftDataCustomStageTests: [TemplateValue]

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("testSuite", testSuite)
		object.set("swiftDataMigrationTests", swiftDataMigrationTests)
		object.set("swiftDataCustomStageTests", swiftDataCustomStageTests)
	}
}
