import Testing

import ScaffoldCore

/// Which schema versions are model versions of a SwiftData entity, and which stages SwiftData
/// infers between them.
struct SwiftDataModelPlannerTests {
	/// A feature keeping a Character in SwiftData with `fields`, under `schemaVersion`.
	static func spec(_ schemaVersion: Int, _ fields: String) -> String {
		"""
		{"version": 1, "feature": "Character", "schemaVersion": \(schemaVersion),
		"entities": [{"name": "Character", "fields": [\(fields)], "rest": {"path": "/c", "detail": true}, "local": "swiftData"}]}
		"""
	}

	/// The versions after generating each release in turn (each judged against the history before).
	static func versions(_ releases: [String]) throws -> SwiftDataModelVersions.Entity? {
		try allVersions(releases)?.byEntity["Character"]
	}

	/// Every entity's versions and every model's hints after generating each release in turn.
	static func allVersions(_ releases: [String]) throws -> SwiftDataModelVersions? {
		var history: String?
		var versions: SwiftDataModelVersions?
		for release in releases {
			let spec = try require(SpecTestSupport.load(release).spec)
			let judged = StoredShapeJudgement.judge(
				spec: spec, specPath: "Specs/Character.json", config: .defaults,
				read: { $0 == "Features/Character/StoredShape.json" ? history.map { Array($0.utf8) } : nil })
			expectFalse(judged.diagnostics.containsErrors, "\(judged.diagnostics.map(\.description))")
			history = judged.file?.contents
			versions = judged.swiftData
		}
		return versions
	}

	func onlyModelChangesMakeModelVersionsAndOneIsNotVersioned() throws {
		// A version that changes only a JSON key, or nothing of the model, adds no model version.
		do {
			let result = try require(
				try Self.versions([
					Self.spec(1, #"{"name": "name", "type": "String"}"#),
					Self.spec(2, #"{"name": "name", "type": "String", "jsonKey": "full_name"}"#),
					Self.spec(3, #"{"name": "name", "type": "String", "jsonKey": "full_name"}, {"name": "age", "type": "Int?"}"#),
				]))
			expectEqual(result.versions, [1, 3])
			expectEqual(result.onDisk, 1)
			expectEqual(result.stages, [SwiftDataModelVersions.Stage(from: 1, to: 3)])
		}

		// One model version is not versioned: no plan, no frozen copy.
		do {
			let result = try require(
				try Self.versions([Self.spec(1, #"{"name": "name", "type": "String"}"#), Self.spec(2, #"{"name": "name", "type": "String", "jsonKey": "n"}"#)]))
			#expect(result.versions == [1] && !result.isVersioned && result.frozen.isEmpty)
		}
	}

	func aChangeIsLightweightOrACustomStage() throws {
		// An added optional field, a field with a default, a rename and a removal are lightweight, with the hints on the model.
		do {
			let all = try require(
				try Self.allVersions([
					Self.spec(1, #"{"name": "name", "type": "String"}, {"name": "nickname", "type": "String"}"#),
					Self.spec(
						2,
						#"{"name": "fullName", "type": "String", "renamedFrom": "name"}, {"name": "age", "type": "Int?"}, {"name": "alive", "type": "Bool", "default": true}"#
					),
				]))
			let result = try require(all.byEntity["Character"])
			expectEqual(result.versions, [1, 2])
			expectEqual(result.stages.map(\.isLightweight), [true])
			expectEqual(all.hints, ["Character": .init(originalNames: ["fullName": "name"], initialValues: ["alive": .bool(true)])])
		}

		// A type change and a required field without a default need a custom stage, located at the field.
		do {
			let result = try require(
				try Self.versions([
					Self.spec(1, #"{"name": "age", "type": "String"}"#),
					Self.spec(2, #"{"name": "age", "type": "Int"}, {"name": "kind", "type": "String"}"#),
				]))
			let stage = try require(result.stages.first)
			expectEqual(
				stage.customReasons, [
					"Character.age was String and is Int in schema version 2",
					"Character.kind is new in schema version 2 and neither optional nor given a 'default' SwiftData can fill",
				])
			expectEqual(stage.location?.position?.line, 2)
		}
	}

	func versionsNeverRepeat() throws {
		var history: String?
		var last: [Diagnostic] = []
		for release in [
			Self.spec(1, #"{"name": "name", "type": "String"}"#), Self.spec(2, #"{"name": "name", "type": "String"}, {"name": "age", "type": "Int?"}"#),
			Self.spec(3, #"{"name": "name", "type": "String"}"#),
		] {
			let spec = try require(SpecTestSupport.load(release).spec)
			let judged = StoredShapeJudgement.judge(
				spec: spec, specPath: "Specs/Character.json", config: .defaults,
				read: { $0 == "Features/Character/StoredShape.json" ? history.map { Array($0.utf8) } : nil })
			history = judged.file?.contents ?? history
			last = judged.diagnostics
		}
		expectEqual(last.map(\.message), [
			"Character's SwiftData models at schema version 3 are those of schema version 1: SwiftData refuses a migration plan with two identical versions (their checksums are equal); keep the models of schema version 3 different from every earlier version's (docs/migrations.md)"
		])
		expectEqual(last.first?.location?.position?.line, 1)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SwiftDataModelPlannerTests>] = [
		SuiteTest("onlyModelChangesMakeModelVersionsAndOneIsNotVersioned") { try $0.onlyModelChangesMakeModelVersionsAndOneIsNotVersioned() },
		SuiteTest("aChangeIsLightweightOrACustomStage") { try $0.aChangeIsLightweightOrACustomStage() },
		SuiteTest("A model that changes back to an earlier version's is an error at schemaVersion: SwiftData refuses duplicate versions") { try $0.versionsNeverRepeat() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SwiftDataModelPlannerTests>) async throws { try await test.body(self) }
}
