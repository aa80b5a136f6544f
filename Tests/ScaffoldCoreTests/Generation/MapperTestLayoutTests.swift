import Testing

import ScaffoldCore

/// Tests and fixtures as a team writes them: a test file per mapper, and every fixture a
/// generated test reads.
struct MapperTestLayoutTests {
	@Test(arguments: ExampleSnapshotTests.examples)
	func everyMapperHasItsOwnTestFile(example: String) throws {
		let files = try ExampleGeneration.generate(example).files
		let paths = Set(files.map(\.path))
		// The team's files at the mappers' extension points are theirs to test.
		let mappers = files.filter { $0.ownership == .generated && $0.path.contains("/Sources/Data/Mappers/") }.map(\.path)
		for mapper in mappers {
			let test = mapper.replacingOccurrences(of: "/Sources/Data/Mappers/", with: "/Tests/Unit/Data/Mappers/")
				.replacingOccurrences(of: ".swift", with: "Tests.swift")
			#expect(paths.contains(test), "\(mapper) has no \(test)")
		}
		#expect(!paths.contains { $0.contains("/Tests/Unit/Data/") && $0.hasSuffix("MapperTests.swift") && !$0.contains("/Mappers/") })
	}

	/// Every fixture but an entity's `_updated` and `_list`, which every entity with fixtures gets
	/// and only local-store and write tests read.
	@Test(arguments: ExampleSnapshotTests.examples)
	func everyFixtureIsReadByATest(example: String) throws {
		let files = try ExampleGeneration.generate(example).files
		let tests = files.filter { $0.path.contains("/Tests/") && $0.path.hasSuffix(".swift") }.map(\.contents)
		for fixture in files where fixture.path.contains("/Tests/Shared/Fixtures/") {
			let name = String(fixture.path.split(separator: "/").last!.dropLast(".json".count))
			if name.hasSuffix("_updated") || name.hasSuffix("_list") { continue }
			#expect(tests.contains { $0.contains("\"\(name)\"") }, "no test reads \(fixture.path)")
		}
	}

	@Test func anEnumFieldGetsAFixturePerCaseAndOneForAnUnknownValue() throws {
		let text = BadSpecCases.spec(
			entity: #"{"name": "Character", "fields": [{"name": "mood", "type": "Mood"}, {"name": "other", "type": "Mood?"}], "rest": {"path": "/c"}}"#,
			types: #"[{"name": "Mood", "enum": [{"name": "calm", "value": "Calm"}, {"name": "list"}]}]"#)
		let output = FeatureGeneration.run(
			specBytes: Array(text.utf8), specPath: "Specs/Character.json", config: .defaults, generator: try SharedGeneration.generator())
		let fixtures = Set(
			output.files.map(\.path).filter { $0.contains("/Fixtures/") }.map { String($0.split(separator: "/").last!.dropLast(".json".count)) })
		#expect(
			fixtures.isSuperset(of: [
				"character_calm", "character_mood_list", "character_other_calm", "character_other_list", "character_unknown_mood",
				"character_unknown_other",
			]))
		let calm = try #require(output.files.first { $0.path.hasSuffix("/character_calm.json") })
		#expect(calm.contents.contains(#""mood": "Calm""#))
		let unknown = try #require(output.files.first { $0.path.hasSuffix("/character_unknown_mood.json") })
		#expect(unknown.contents.contains(#""mood": "\#(Fixtures.unknownRawValue)""#))
	}
}
