import Testing

import ScaffoldCore

/// Tests and fixtures as a team writes them: a test file per mapper, every fixture a generated
/// test reads, and the feature's mapper scenarios run by one `@Test` (issue 51).
struct MapperTestLayoutTests {
	func everyMapperHasItsOwnTestFile(example: String) throws {
		let files = try ExampleGeneration.generate(example).files
		let paths = Set(files.map(\.path))
		// The team's files at the mappers' extension points are theirs to test.
		let mappers = files.filter { $0.ownership == .generated && $0.path.contains("/Sources/Data/Mappers/") }.map(\.path)
		for mapper in mappers {
			let test = mapper.replacingOccurrences(of: "/Sources/Data/Mappers/", with: "/Tests/Unit/Data/Mappers/")
				.replacingOccurrences(of: ".swift", with: "Tests.swift")
			expectContains(paths, test, "\(mapper) has no \(test)")
		}
		expectNone(paths, where: { $0.contains("/Tests/Unit/Data/") && $0.hasSuffix("MapperTests.swift") && !$0.contains("/Mappers/") })
	}

	/// A mapper test file holds its suite's scenario methods and their list, no `@Test`; the
	/// feature's `{Feature}MappingTests` runs every list, and every method is in its list (a method
	/// left out would never run).
	func oneTestRunsEveryMapperScenario(example: String) throws {
		let files = try ExampleGeneration.generate(example).files
		let mapperTests = files.filter { $0.path.contains("/Tests/Unit/Data/Mappers/") && $0.path.hasSuffix("Tests.swift") }
		guard let feature = mapperTests.first?.path.split(separator: "/").dropFirst().first else { return }
		let runnerPath = "Features/\(feature)/Tests/Unit/Data/Mappers/\(feature)MappingTests.swift"
		let runner = try require(mapperTests.first { $0.path == runnerPath }, "\(example): no \(runnerPath)")
		expectEqual(runner.contents.components(separatedBy: "@Test(").count, 2, "\(runnerPath) has one @Test")
		for file in mapperTests where file.path != runnerPath {
			let suite = String(file.path.split(separator: "/").last!.dropLast(".swift".count))
			expectLacks(file.contents, "\t@Test", "\(file.path) declares a test of its own")
			expectContains(file.contents, "static let scenarios: [MapperScenario] = [", "\(file.path) lists no scenarios")
			expectContains(runner.contents, "scenarios += \(suite).scenarios\n", "\(runnerPath) does not run \(suite)'s scenarios")
			// The suite's methods come before its list (the file's private helpers after it); a
			// SwiftData mapper's file is one level deeper, inside `#if canImport(SwiftData)`.
			let suiteText = file.contents.components(separatedBy: "static let scenarios").first ?? ""
			let methods = suiteText.split(separator: "\n").compactMap { line -> String? in
				let code = line.drop { $0 == "\t" }
				guard code.hasPrefix("func ") else { return nil }
				return String(code.dropFirst("func ".count).prefix { $0 != "(" })
			}
			expectNotEmpty(methods, "\(file.path) has no scenario method")
			for method in methods {
				expectContains(file.contents, "Self().\(method)(", "\(file.path): \(method) is in no scenario")
			}
		}
	}

	/// Every fixture but an entity's `_updated` and `_list`, which every entity with fixtures gets
	/// and only local-store and write tests read.
	func everyFixtureIsReadByATest(example: String) throws {
		let files = try ExampleGeneration.generate(example).files
		let tests = files.filter { $0.path.contains("/Tests/") && $0.path.hasSuffix(".swift") }.map(\.contents)
		for fixture in files where fixture.path.contains("/Tests/Shared/Fixtures/") {
			let name = String(fixture.path.split(separator: "/").last!.dropLast(".json".count))
			if name.hasSuffix("_updated") || name.hasSuffix("_list") { continue }
			expectAny(tests, where: { $0.contains("\"\(name)\"") }, "no test reads \(fixture.path)")
		}
	}

	func anEnumFieldGetsAFixturePerCaseAndOneForAnUnknownValue() throws {
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
		let calm = try require(output.files.first { $0.path.hasSuffix("/character_calm.json") })
		expectContains(calm.contents, #""mood": "Calm""#)
		let unknown = try require(output.files.first { $0.path.hasSuffix("/character_unknown_mood.json") })
		expectContains(unknown.contents, #""mood": "\#(Fixtures.unknownRawValue)""#)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<MapperTestLayoutTests>] = [
		SuiteTest("anEnumFieldGetsAFixturePerCaseAndOneForAnUnknownValue") { try $0.anEnumFieldGetsAFixturePerCaseAndOneForAnUnknownValue() },
	]
		+ SuiteTest<MapperTestLayoutTests>.cases("everyMapperHasItsOwnTestFile(example:)", ExampleSnapshotTests.examples) { try $0.everyMapperHasItsOwnTestFile(example: $1) }
		+ SuiteTest<MapperTestLayoutTests>.cases("oneTestRunsEveryMapperScenario(example:)", ExampleSnapshotTests.examples) { try $0.oneTestRunsEveryMapperScenario(example: $1) }
		+ SuiteTest<MapperTestLayoutTests>.cases("everyFixtureIsReadByATest(example:)", ExampleSnapshotTests.examples) { try $0.everyFixtureIsReadByATest(example: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<MapperTestLayoutTests>) async throws { try await test.body(self) }
}
