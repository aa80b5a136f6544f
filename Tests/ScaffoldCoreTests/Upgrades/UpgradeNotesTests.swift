import Testing

import ScaffoldCore

/// Which changelog entries explain the files a newer scaffold changes, per feature.
struct UpgradeNotesTests {
	static let dto = "Feature/Sources/Data/DTOs/DTO.swift.mustache"
	static let mapper = "Feature/Sources/Data/Mappers/Mapper.swift.mustache"
	static let partial = "Partials/Header.mustache"
	static let changelog = [
		TemplateChange(version: "0.1.0", summary: "DTOs decode dates leniently", templates: [dto]),
		TemplateChange(version: "0.2.0", summary: "mappers name the field that failed", templates: [mapper]),
		TemplateChange(version: "0.2.0", summary: "every header names the spec's version", templates: [partial]),
		TemplateChange(version: "0.3.0", summary: "not shipped yet", templates: [dto]),
	]

	static func feature(_ version: String?) -> GeneratedFeature {
		GeneratedFeature(name: "Character", spec: "Specs/Character.json", hasFixtures: false, scaffoldVersion: version)
	}

	static let files = [
		UpgradeNotes.UpdatedFile(path: "Features/Character/Sources/Data/DTOs/CharacterDTO.swift", origin: "Specs/Character.json", templates: [dto, partial]),
		UpgradeNotes.UpdatedFile(path: "Features/Character/Sources/Data/Mappers/CharacterMapper.swift", origin: "Specs/Character.json", templates: [mapper, partial]),
	]

	private func notes(_ files: [UpgradeNotes.UpdatedFile], written: String?, running: String) -> [String] {
		UpgradeNotes.notes(for: files, features: [Self.feature(written)], running: running, changelog: Self.changelog).map(\.description)
	}

	func theEntriesSinceTheRecordedVersionUpToThisOneAreListedOrNone() {
		// The entries since the recorded version up to this one are listed.
		expectEqual(
			notes(Self.files, written: "0.1.0", running: "0.2.1"), [
				"""
				Specs/Character.json: note: feature 'Character' was last written by scaffold 0.1.0; 2 files change with these template changes up to 0.2.1:
				note: 0.2.0: mappers name the field that failed (1 file)
				note: 0.2.0: every header names the spec's version (2 files)
				"""
			])

		// A feature without a recorded version gets every entry up to this one.
		let lines = notes([Self.files[0]], written: nil, running: "0.2.0")
		expectEqual(lines.count, 1)
		expectContains(lines[0], "was last written by a scaffold that did not record its version; 1 file changes")
		expectContains(lines[0], "note: 0.1.0: DTOs decode dates leniently (1 file)")
		expectContains(lines[0], "every header names")
		#expect(!lines[0].contains("not shipped yet") && !lines[0].contains("mappers name"))

		// Nothing is said when this version wrote it or no entry explains it.
		expectEmpty(notes(Self.files, written: "0.2.0", running: "0.2.0"))
		expectEmpty(notes(Self.files, written: "0.3.0", running: "0.2.0"))
		let unexplained = [UpgradeNotes.UpdatedFile(path: "Features/Character/X.swift", origin: "Specs/Character.json", templates: ["Feature/X.swift.mustache"])]
		expectEmpty(notes(unexplained, written: "0.1.0", running: "0.2.0"))
	}

	func projectFilesAreNotedApart() {
		let support = UpgradeNotes.UpdatedFile(path: "Libraries/Core/Sources/Scaffold/ScaffoldMapper.swift", origin: "", templates: [Self.mapper])
		let lines = notes([support], written: "0.1.0", running: "0.2.0")
		expectEqual(lines, ["note: scaffold's project files were last written by a scaffold that did not record its version; 1 file changes with these template changes up to 0.2.0:\nnote: 0.2.0: mappers name the field that failed (1 file)"])
	}

	/// A file's template sources are its template and the partials it includes, as rendering saw them.
	func renderedFilesKnowTheirTemplateAndPartials() throws {
		let output = FeatureGeneration.run(
			specBytes: try SpecTestSupport.bytes("Examples/Character.json"), specPath: "Specs/Character.json", config: .defaults,
			generator: try SharedGeneration.generator())
		let dto = try require(output.files.first { $0.path.hasSuffix("/CharacterDTO.swift") })
		expectEqual(dto.templateSources, ["Feature/Sources/Data/DTOs/DTO.swift.mustache"])
		// A template that includes partials depends on each of them.
		let tests = try require(output.files.first { $0.path.hasSuffix("/CharacterContainerTests.swift") })
		expectEqual(tests.templateSources.first, "Feature/Tests/Unit/ContainerTests.swift.mustache")
		#expect(tests.templateSources.count > 1 && tests.templateSources.dropFirst().allSatisfy { $0.hasPrefix("Partials/") })
		expectTrue(tests.templateSources.dropFirst().elementsEqual(tests.templateSources.dropFirst().sorted()))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<UpgradeNotesTests>] = [
		SuiteTest("theEntriesSinceTheRecordedVersionUpToThisOneAreListedOrNone") { $0.theEntriesSinceTheRecordedVersionUpToThisOneAreListedOrNone() },
		SuiteTest("projectFilesAreNotedApart") { $0.projectFilesAreNotedApart() },
		SuiteTest("renderedFilesKnowTheirTemplateAndPartials") { try $0.renderedFilesKnowTheirTemplateAndPartials() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<UpgradeNotesTests>) async throws { try await test.body(self) }
}
