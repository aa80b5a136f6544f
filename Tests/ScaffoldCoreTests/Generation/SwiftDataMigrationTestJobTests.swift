import Testing

import ScaffoldCore

/// The generated SwiftData migration tests' cases: one per custom stage whose earlier model the
/// test can make up.
struct SwiftDataMigrationTestJobTests {
	static func frozen(_ parameters: String) -> String {
		"enum CharacterSchemaV1 {\n\t@Model\n\tfinal class CharacterEntity {\n\t\tinit(\(parameters)) {}\n\t}\n}\n"
	}

	static let versions = SwiftDataModelVersions.Entity(
		versions: [1, 2, 3],
		stages: [.init(from: 1, to: 2, customReasons: ["Character.name was String and is Int"]), .init(from: 2, to: 3)])

	func oneCasePerCustomStage() {
		let tests = SwiftDataMigrationTestJob.customStageTests(
			model: "CharacterEntity", name: "Character", versions: Self.versions,
			frozenTexts: [1: Self.frozen("identifier: Int, name: String, tags: [String]"), 2: Self.frozen("identifier: Int")], after: 0)

		expectEqual(
			tests, [
				[
					"from": "1", "to": "2", "isFirst": .bool(true), "frozenSchema": "CharacterSchemaV1",
					"arguments": #"identifier: 110, name: "name of version 1", tags: ["tags of version 1"]"#, "identifierSample": "110",
				]
			])
	}

	func noCaseWithoutSamples() {
		let versions = Self.versions
		expectEmpty(
			SwiftDataMigrationTestJob.customStageTests(
				model: "CharacterEntity", name: "Character", versions: versions, frozenTexts: [1: Self.frozen("identifier: Int, origin: Origin")],
				after: 0
			))
		expectEmpty(SwiftDataMigrationTestJob.customStageTests(model: "CharacterEntity", name: "Character", versions: versions, frozenTexts: [:], after: 0))
		let second = SwiftDataMigrationTestJob.customStageTests(
			model: "CharacterEntity", name: "Character", versions: versions, frozenTexts: [1: Self.frozen("identifier: Int")], after: 2)
		expectEqual(second.first?["isFirst"], .bool(false))
	}

	func nestedModelCase() throws {
		let text = Self.frozen("identifier: Int") + "\tfinal class EpisodeEntity {\n\t\tinit(identifier: Int, title: String) {}\n\t}\n"
		let episode = try require(
			SwiftDataMigrationTestJob.modelTest(
				of: "Episode", origins: ["name": .field("title"), "rating": .value(.number("3")), "note": SwiftDataModelVersions.Origin.none], version: 1, in: text))
		expectEqual(episode.arguments, #"identifier: 110, title: "title of version 1""#)
		expectEqual(
			episode.checks, [
				["property": "identifier", "expected": "110"], ["property": "name", "expected": #""title of version 1""#],
				["property": "note", "expected": "nil"], ["property": "rating", "expected": "3"],
			])
		expectNil(SwiftDataMigrationTestJob.modelTest(of: "Season", origins: [:], version: 1, in: text))
		let unsampled = Self.frozen("identifier: Int") + "\tfinal class EpisodeEntity {\n\t\tinit(identifier: Int, origin: Origin) {}\n\t}\n"
		expectNil(SwiftDataMigrationTestJob.modelTest(of: "Episode", origins: [:], version: 1, in: unsampled))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SwiftDataMigrationTestJobTests>] = [
		SuiteTest("A custom stage gets a case with the frozen model's sample values; a lightweight one does not") { $0.oneCasePerCustomStage() },
		SuiteTest("A stage whose earlier model takes a value the test cannot make up gets no case, and nor does one without its frozen copy") { $0.noCaseWithoutSamples() },
		SuiteTest("A nested model's case inserts its frozen initializer's samples and checks each current field against where its value comes from") { try $0.nestedModelCase() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SwiftDataMigrationTestJobTests>) async throws { try await test.body(self) }
}
