import Testing

import ScaffoldCore

/// The frozen copies of a SwiftData entity's earlier model versions: made once, from the files on
/// disk through the reader, and required from then on.
struct SwiftDataFreezingTests {
	static let entities = "Features/Character/Sources/Data/Entities/"
	static let frozen = entities + "Versions/CharacterSchemaV1.swift"

	static func spec(_ schemaVersion: Int, _ fields: String) -> String {
		SwiftDataModelPlannerTests.spec(schemaVersion, fields)
	}

	static let v1 = spec(1, #"{"name": "name", "type": "String"}"#)
	static let v2 = spec(2, #"{"name": "fullName", "type": "String", "renamedFrom": "name"}, {"name": "alive", "type": "Bool", "default": true}"#)
	static let v3 = spec(3, #"{"name": "fullName", "type": "String"}, {"name": "alive", "type": "Bool", "default": true}"#)

	static func generate(_ text: String, disk: [String: String]) throws -> FeatureGeneration.Output {
		FeatureGeneration.run(
			specBytes: Array(text.utf8), specPath: "Specs/Character.json", config: .templateShaped, generator: try SharedGeneration.generator(),
			readStoredShape: { disk[$0].map { Array($0.utf8) } })
	}

	/// The disk after generating each release in turn.
	static func disk(after releases: [String]) throws -> [String: String] {
		var disk: [String: String] = [:]
		for release in releases {
			let output = try generate(release, disk: disk)
			expectFalse(output.failed, "\(output.diagnostics.map(\.description))")
			disk = ExampleGeneration.applied(output.files, over: disk)
		}
		return disk
	}

	func theBumpFreezesTheModelsOnDisk() throws {
		let before = try Self.disk(after: [Self.v1])
		let output = try Self.generate(Self.v2, disk: before)
		let file = try require(output.files.first { $0.path == Self.frozen })
		expectEqual(file.ownership, .userOwned)
		expectPrefix(file.contents, "// scaffold's frozen copy of the SwiftData models of stored characters at model version 1. Do not edit.\n")
		expectContains(file.contents, "nonisolated enum CharacterSchemaV1: VersionedSchema {")
		expectContains(file.contents, "\t\tvar name: String\n", "version 1's model, as version 1 generated it")
		expectLacks(file.contents, "fullName")
		// The current model carries the stage's hints; the container opens it with the plan.
		let model = try require(output.files.first { $0.path == Self.entities + "CharacterEntity.swift" })
		expectContains(model.contents, "\t@Attribute(originalName: \"name\") var fullName: String\n")
		expectContains(model.contents, "\tvar alive: Bool = true\n")
		let container = try require(output.files.first { $0.path == Self.entities + "CharacterModelContainer.swift" })
		expectContains(container.contents, "Schema(versionedSchema: CharacterSchemaV2.self)")
		expectContains(container.contents, "migrationPlan: CharacterMigrationPlan.self")
		let plan = try require(output.files.first { $0.path == Self.entities + "CharacterMigrationPlan.swift" })
		// The only stage: no trailing comma, as swift-format wants of a single element.
		expectContains(plan.contents, ".lightweight(fromVersion: CharacterSchemaV1.self, toVersion: CharacterSchemaV2.self)\n")
		// The generated test writes a version 1 model and reads what the stage makes of it.
		let tests = try require(output.files.first { $0.path == "Features/Character/Tests/Unit/Data/CharacterSwiftDataMigrationTests.swift" })
		expectContains(tests.contents, "written.insert(CharacterSchemaV1.CharacterEntity(identifier: 110, name: \"name of version 1\"))")
		expectContains(tests.contents, "try CharacterModelContainer.open(storeAt: url)")
		expectContains(tests.contents, "\t\texpectEqual(item.fullName, \"name of version 1\")\n", "renamed: the old field's value")
		expectContains(tests.contents, "\t\texpectEqual(item.alive, true)\n", "added: the default")
	}

	func testsStopAtACustomStage() throws {
		let v3 = Self.spec(3, #"{"name": "fullName", "type": "Int"}, {"name": "alive", "type": "Bool", "default": true}"#)
		let disk = try Self.disk(after: [Self.v1, Self.v2])
		let output = try Self.generate(v3, disk: disk)
		let tests = try require(output.files.first { $0.path == "Features/Character/Tests/Unit/Data/CharacterSwiftDataMigrationTests.swift" })
		expectContains(tests.contents, "func migratesFromVersion1()")
		expectLacks(tests.contents, "func migratesFromVersion2()", "version 2 → 3 is custom: yours to test")
		expectContains(tests.contents, "static var stages: [MigrationStage] { Array(CharacterMigrationPlan.stages[0..<1]) }")
		expectContains(tests.contents, "FetchDescriptor<CharacterSchemaV2.CharacterEntity>()")
	}

	func freezingIsDeterministicAndNeverRewritesAFrozenCopy() throws {
		// Generation is deterministic: the same spec, history and files give the same bytes.
		let before = try Self.disk(after: [Self.v1])
		expectEqual(try Self.generate(Self.v2, disk: before).files, (try Self.generate(Self.v2, disk: before).files))

		// A frozen copy on disk is kept as it is, whatever the models are now.
		var disk = try Self.disk(after: [Self.v1, Self.v2])
		disk[Self.frozen] = (disk[Self.frozen] ?? "") + "// kept\n"
		let output = try Self.generate(Self.v3, disk: disk)
		expectFalse(output.failed, "\(output.diagnostics.map(\.description))")
		expectEqual(output.files.first { $0.path == Self.frozen }?.contents.hasSuffix("// kept\n"), true)
	}

	func aMissingFrozenCopyOrModelFileIsAnErrorAndNothingIsWritten() throws {
		// A frozen copy missing in a later run is an error at schemaVersion saying what to restore; nothing is written.
		do {
			var disk = try Self.disk(after: [Self.v1, Self.v2])
			disk[Self.frozen] = nil
			let output = try Self.generate(Self.v3, disk: disk)
			expectEmpty(output.files)
			expectEqual(output.diagnostics.map(\.message), [
				"\(Self.frozen), the frozen models of Character at model version 1, is missing: restore it from version control; scaffold writes it only once, when the models change after that version, from the files that version generated"
			])
			expectEqual(output.diagnostics.first?.location?.position?.line, 1)
		}

		// A model file missing when freezing is an error saying what to restore; nothing is written.
		do {
			var disk = try Self.disk(after: [Self.v1])
			disk[Self.entities + "CharacterEntity.swift"] = nil
			let output = try Self.generate(Self.v2, disk: disk)
			expectEmpty(output.files)
			expectEqual(output.diagnostics.map(\.message), [
				"\(Self.entities)CharacterEntity.swift is missing: restore it from version control as model version 1 generated it, so that scaffold can freeze those models into \(Self.frozen)"
			])
		}
	}

	func aCustomStageIsUserOwned() throws {
		let before = try Self.disk(after: [Self.v1])
		let output = try Self.generate(Self.spec(2, #"{"name": "name", "type": "Int"}"#), disk: before)
		let stage = try require(output.files.first { $0.path == Self.entities + "Versions/CharacterMigrationPlan+V2.swift" })
		expectEqual(stage.ownership, .userOwned)
		expectContains(stage.contents, "throw StoredMigrationNotWritten(version: 2)")
		let plan = try require(output.files.first { $0.path == Self.entities + "CharacterMigrationPlan.swift" })
		expectContains(plan.contents, "\t\t\tmigrateToV2\n")
		let warnings = output.diagnostics.filter { $0.severity == .warning }
		expectEqual(warnings.count, 1)
		expectEqual(warnings.first?.notes.contains { $0.message.contains("CharacterMigrationPlan+V2.swift once") }, true)
		// Once the file exists, nothing more is said.
		var disk = ExampleGeneration.applied(output.files, over: before)
		disk[Self.entities + "Versions/CharacterMigrationPlan+V2.swift"] = stage.contents
		disk["Features/Character/Sources/Data/Migrations/CharacterStoredMigration+Version2.swift"] = "mine"
		try expectEmpty(Self.generate(Self.spec(2, #"{"name": "name", "type": "Int"}"#), disk: disk).diagnostics)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SwiftDataFreezingTests>] = [
		SuiteTest("The run that moves the model past version 1 freezes version 1's models from the files on disk, user-owned") { try $0.theBumpFreezesTheModelsOnDisk() },
		SuiteTest("Short of a custom stage, a frozen version is tested through the plan's lightweight stages up to it") { try $0.testsStopAtACustomStage() },
		SuiteTest("freezingIsDeterministicAndNeverRewritesAFrozenCopy") { try $0.freezingIsDeterministicAndNeverRewritesAFrozenCopy() },
		SuiteTest("aMissingFrozenCopyOrModelFileIsAnErrorAndNothingIsWritten") { try $0.aMissingFrozenCopyOrModelFileIsAnErrorAndNothingIsWritten() },
		SuiteTest("A stage SwiftData cannot infer gets a user-owned file that throws until written, and one warning at the field") { try $0.aCustomStageIsUserOwned() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SwiftDataFreezingTests>) async throws { try await test.body(self) }
}
