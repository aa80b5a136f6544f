import Testing

import ScaffoldCore

/// An entity nested whole inside a stored one is stored shape too: inside the archive's JSON and as
/// SwiftData models. Its changes need a bump, migrate under the member that holds it, and reach the
/// SwiftData models as the stored entity's own fields do.
struct StoredShapeNestedEntityTests {
	/// A feature keeping a Character in `local` with `episodes: [Episode]`, Episode nested only,
	/// with the given fields, under `schemaVersion`.
	static func spec(_ version: Int, local: String = "file", episode: String) -> String {
		#"""
		{"version": 1, "feature": "Character", "schemaVersion": \#(version),
		"entities": [
		{"name": "Character", "fields": [{"name": "name", "type": "String"}, {"name": "episodes", "type": "[Episode]", "jsonKey": "appearances"}],
		"rest": {"path": "/c", "detail": true}, "local": "\#(local)"},
		{"name": "Episode", "fields": [\#(episode)]}]}
		"""#
	}

	func nestedFieldsNeedABump() throws {
		let first = try StoredShapeJudgementTests.judge(Self.spec(1, episode: #"{"name": "title", "type": "String"}"#))
		let history = try require(first.file?.contents)
		expectContains(history, #""Episode": "nested, identified by id: Int (JSON key id)""#)
		expectContains(history, #""Episode.title": "String (JSON key title)""#)

		let changed = try StoredShapeJudgementTests.judge(
			Self.spec(1, episode: #"{"name": "title", "type": "Int"}"#), history: history)
		expectEqual(changed.file, nil)
		expectEqual(changed.diagnostics.map(\.description).first?.hasPrefix(
			"Specs/Character.json:5:32: error: Episode.title is stored as 'String (JSON key title)' in schema version 1, and now as 'Int (JSON key title)'"), true,
			"\(changed.diagnostics.map(\.description))")
	}

	func olderHistoriesAreFilledInFromTheNextVersion() throws {
		// Each older version takes a nested entity from the version after it, the value types it uses too; one stored on its own is never made up.
		func shape(_ entries: [String: String]) -> StoredShape {
			StoredShape(entries: entries.mapValues { StoredShape.Entry(description: $0) })
		}
		let old = ["Character": "file store, identified by id: Int (JSON key id)", "Character.episodes": "[Episode] (JSON key episodes)"]
		var second = old
		second["Episode"] = "nested, identified by id: Int (JSON key id)"
		second["Episode.kind"] = "Kind (JSON key kind)"
		second["types.Kind"] = "enum of a, b"
		var current = second
		current["Episode.note"] = "String? (JSON key note)"
		let history = StoredShapeHistory(versions: [(1, shape(old)), (2, shape(old))])

		let filled = history.fillingNestedEntities(from: shape(current))
		expectEqual(filled.versions.map(\.shape), [shape(current), shape(current)])

		let recorded = StoredShapeHistory(versions: [(1, shape(old)), (2, shape(second))])
		expectEqual(recorded.fillingNestedEntities(from: shape(current)).versions.map(\.shape), [shape(second), shape(second)])

		var storedOnItsOwn = current
		storedOnItsOwn["Episode"] = "file store, identified by id: Int (JSON key id)"
		expectEqual(StoredShapeHistory(versions: [(1, shape(old))]).fillingNestedEntities(from: shape(storedOnItsOwn)).versions[0].shape, shape(old))

		// A history recorded before nested entities were stored shape takes them from the spec, without an error.
		let spec = Self.spec(1, episode: #"{"name": "title", "type": "String"}, {"name": "season", "type": "Int?"}"#)
		let full = try require(try StoredShapeJudgementTests.judge(spec).file?.contents)
		// As an earlier build wrote it: the nested entity's lines gone, the last line left without its comma.
		let older = full.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("\"Episode") }.joined(separator: "\n")
			.replacingOccurrences(of: #"(JSON key name)","#, with: #"(JSON key name)""#)
		expectNotEqual(older, full)

		let read = try StoredShapeJudgementTests.judge(spec, history: older)
		expectEmpty(read.diagnostics, "\(read.diagnostics.map(\.description))")
		expectEqual(read.file?.contents, full)
	}

	func nestedSteps() throws {
		let result = try StoredMigrationPlannerTests.record([
			Self.spec(1, episode: #"{"name": "title", "type": "String"}"#),
			Self.spec(2, episode: #"{"name": "name", "type": "String", "renamedFrom": "title"}, {"name": "rating", "type": "Int", "default": 3}"#),
		])

		expectEmpty(result.diagnostics, "\(result.diagnostics.map(\.description))")
		let inner: [StoredMigrationSteps.Operation] = [.renameKey(from: "title", to: "name"), .addDefault(key: "rating", value: .number("3"))]
		expectEqual(result.steps.byEntity, ["Character": [.init(from: 1, operations: [.nested(key: "appearances", operations: inner)])]])
	}

	func nestedIdentifierChanges() throws {
		let first = Self.spec(1, episode: #"{"name": "title", "type": "String"}"#)
		let second = Self.spec(2, episode: #"{"name": "title", "type": "String"}"#)
			.replacingOccurrences(of: #"{"name": "Episode", "#, with: #"{"name": "Episode", "identifier": {"name": "code", "type": "String"}, "#)
		let result = try StoredMigrationPlannerTests.record([first, second])

		expectEqual(result.steps.byEntity["Character"], [
			.init(from: 1, operations: [.unmigratable(path: "Episode", reason: "the identifier of Episode changed in schema version 2")])
		])
	}

	func inSwiftDataANestedEntitysChangesAreLightweightOrCustom() throws {
		// In SwiftData, a nested entity's rename and default are lightweight, carried by its own model's hints.
		do {
			let all = try require(
				try SwiftDataModelPlannerTests.allVersions([
					Self.spec(1, local: "swiftData", episode: #"{"name": "title", "type": "String"}, {"name": "note", "type": "String"}"#),
					Self.spec(
						2, local: "swiftData",
						episode: #"{"name": "name", "type": "String", "renamedFrom": "title"}, {"name": "rating", "type": "Int", "default": 3}"#),
				]))
			let character = try require(all.byEntity["Character"])
			expectEqual(character.versions, [1, 2])
			expectEqual(character.stages.map(\.isLightweight), [true])
			expectEqual(all.hints["Episode"], .init(originalNames: ["name": "title"], initialValues: ["rating": .number("3")]))
			expectEqual(all.hints["Character"], .init())
			let origins = try require(character.origins[1])
			expectEqual(origins.target, 2)
			expectEqual(origins.fields["Episode"], ["name": .field("title"), "rating": .value(.number("3"))])
		}

		// In SwiftData, a nested entity's type change is a custom stage located at its field.
		do {
			let character = try require(
				try SwiftDataModelPlannerTests.versions([
					Self.spec(1, local: "swiftData", episode: #"{"name": "title", "type": "String"}"#),
					Self.spec(2, local: "swiftData", episode: #"{"name": "title", "type": "Int"}"#),
				]))
			let stage = try require(character.stages.first)
			expectEqual(stage.customReasons, ["Episode.title was String and is Int in schema version 2"])
			expectEqual(stage.location?.position?.line, 5)
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<StoredShapeNestedEntityTests>] = [
		SuiteTest("A nested entity's fields are recorded, and changing one without a bump is an error at that field") { try $0.nestedFieldsNeedABump() },
		SuiteTest("olderHistoriesAreFilledInFromTheNextVersion") { try $0.olderHistoriesAreFilledInFromTheNextVersion() },
		SuiteTest("A nested entity's renamed and defaulted fields migrate under the member that stores it; it has no steps of its own") { try $0.nestedSteps() },
		SuiteTest("A nested entity's new identifier is said once, as the stored entity's step no step can make") { try $0.nestedIdentifierChanges() },
		SuiteTest("inSwiftDataANestedEntitysChangesAreLightweightOrCustom") { try $0.inSwiftDataANestedEntitysChangesAreLightweightOrCustom() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<StoredShapeNestedEntityTests>) async throws { try await test.body(self) }
}
