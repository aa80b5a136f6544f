import Testing

import ScaffoldCore

/// How the recorded versions of a stored shape become migration steps, and what `renamedFrom`
/// and `default` may say.
struct StoredMigrationPlannerTests {
	/// A Character kept in a file, with the given fields, under `schemaVersion`.
	static func spec(_ version: Int, _ fields: String) -> String {
		#"{"version": 1, "feature": "Character", "schemaVersion": \#(version), "entities": [{"name": "Character", "fields": [\#(fields)], "rest": {"path": "/c", "detail": true}, "local": "file"}]}"#
	}

	/// Records each spec in turn, as releases would; the last run's result.
	static func record(_ specs: [String]) throws -> (file: OutputFile?, diagnostics: [Diagnostic], steps: StoredMigrationSteps) {
		var history: String?
		var last: (file: OutputFile?, diagnostics: [Diagnostic], steps: StoredMigrationSteps)?
		for text in specs {
			last = try StoredShapeJudgementTests.judge(text, history: history)
			history = last?.file?.contents ?? history
		}
		return try require(last)
	}

	func stepsOfThreeVersions() throws {
		let result = try Self.record([
			Self.spec(1, #"{"name": "headline", "type": "String"}"#),
			Self.spec(2, #"{"name": "title", "type": "String", "renamedFrom": "headline"}"#),
			Self.spec(3, #"{"name": "title", "type": "String"}, {"name": "rating", "type": "Int", "default": 0}, {"name": "note", "type": "String?"}"#),
		])

		expectEmpty(result.diagnostics, "\(result.diagnostics.map(\.description))")
		expectEqual(result.steps.byEntity["Character"], [
			.init(from: 1, operations: [.renameKey(from: "headline", to: "title")]),
			.init(from: 2, operations: [.addDefault(key: "rating", value: .number("0"))]),
		])
		let history = try StoredShapeHistory.read(Array(try require(result.file).contents.utf8), path: "StoredShape.json").get()
		expectEqual(history.versions[1].shape.entries["Character.title"]?.renamedFrom, "headline")
		expectEqual(history.versions[2].shape.entries["Character.title"]?.renamedFrom, nil)
	}

	func aListKeepsTheKeysOfItsEarlierVersionsAndNames() throws {
		// A userDefaults list's earlier keys are recorded newest first, each once, with the current one when it was used before.
		do {
			let list = { (version: Int, key: String, element: String) in
				#"{"version": 1, "feature": "Character", "schemaVersion": \#(version), "userDefaults": [{"name": "RecentSearches", "key": "\#(key)", "element": "\#(element)"}]}"#
			}
			let result = try Self.record([
				list(1, "searches", "String"), list(2, "history", "Int"), list(3, "searches", "Int"), list(4, "recent", "Int"),
			])

			expectEmpty(result.diagnostics, "\(result.diagnostics.map(\.description))")
			expectEqual(result.steps.userDefaultsKeys, ["RecentSearches": ["searches", "history"]])
			expectEmpty(result.steps.byEntity)
		}

		// A list renamed with renamedFrom keeps the keys of its earlier names, through every rename.
		do {
			let list = { (version: Int, name: String, key: String, renamedFrom: String?) in
				let rename = renamedFrom.map { #", "renamedFrom": "\#($0)""# } ?? ""
				return #"{"version": 1, "feature": "Character", "schemaVersion": \#(version), "userDefaults": [{"name": "\#(name)", "key": "\#(key)", "element": "String"\#(rename)}]}"#
			}
			let result = try Self.record([
				list(1, "SearchHistory", "searches", nil), list(2, "RecentSearches", "recent", "SearchHistory"), list(3, "Queries", "queries", "RecentSearches"),
			])
			let unknown = try Self.record([list(1, "SearchHistory", "searches", nil), list(2, "RecentSearches", "recent", "History")])
			let unrenamed = try Self.record([list(1, "SearchHistory", "searches", nil), list(2, "RecentSearches", "recent", nil)])

			expectEmpty(result.diagnostics, "\(result.diagnostics.map(\.description))")
			expectEqual(result.steps.userDefaultsKeys, ["Queries": ["recent", "searches"]])
			expectEqual(unknown.file, nil)
			expectEqual(unknown.diagnostics.map(\.description).first?.contains(
				"error: userDefaults.RecentSearches is 'renamedFrom' 'History', which is no userDefaults list in schema version 1"), true,
				"\(unknown.diagnostics.map(\.description))")
			// Without the hint the renamed list is another list: nothing to move.
			expectEqual(unrenamed.steps.userDefaultsKeys, ["SearchHistory": ["searches"]])
			let problems = { (lists: String) in
				SpecTestSupport.load(#"{"version": 1, "feature": "Character", "userDefaults": [\#(lists)]}"#).diagnostics.filter { $0.severity == .error }.map(\.description)
			}
			expectEqual(problems(#"{"name": "A", "element": "String", "renamedFrom": "A"}"#).first?.contains("is 'renamedFrom' itself"), true)
			expectEqual(problems(#"{"name": "A", "element": "String", "renamedFrom": "B"}, {"name": "B", "element": "Int"}"#).first?.contains(
				"userDefaults list 'A' is 'renamedFrom' 'B', which the spec still has"), true)
		}
	}

	func hintsNeedNoBump() throws {
		let result = try Self.record([
			Self.spec(1, #"{"name": "headline", "type": "String"}"#),
			Self.spec(2, #"{"name": "title", "type": "String"}"#),
			Self.spec(2, #"{"name": "title", "type": "String", "renamedFrom": "headline"}"#),
		])

		expectEmpty(result.diagnostics, "\(result.diagnostics.map(\.description))")
		expectEqual(result.steps.byEntity["Character"], [.init(from: 1, operations: [.renameKey(from: "headline", to: "title")])])
	}

	func unmigratableChangesWarn() throws {
		let result = try Self.record([
			Self.spec(1, #"{"name": "age", "type": "String"}"#),
			Self.spec(2, #"{"name": "age", "type": "Int"}, {"name": "rank", "type": "Int"}"#),
		])

		expectNotEqual(result.file, nil)
		expectEqual(result.diagnostics.map(\.severity), [.warning, .warning])
		expectEqual(result.diagnostics.first?.description.contains(
			"warning: Character.age was String and is Int in schema version 2: scaffold cannot migrate what schema version 1 stored alone; it writes the step into CharacterStoredMigration+Version2.swift once, for you to fill in"), true,
			"\(result.diagnostics.map(\.description))")
		expectEqual(result.diagnostics.last?.description.contains("Character.rank is new in schema version 2 and neither optional nor given a 'default'"), true)
		guard case .unmigratable? = result.steps.byEntity["Character"]?.first?.operations.first else {
			Issue.record("no unmigratable step")
			return
		}
	}

	func renamedFromAndDefaultAreChecked() throws {
		// The spec checks renamedFrom and default on their own.
		let problems = { (fields: String) in
			SpecTestSupport.load(Self.spec(1, fields)).diagnostics.filter { $0.severity == .error }.map(\.description)
		}
		expectEqual(problems(#"{"name": "title", "type": "String", "renamedFrom": "title"}"#).first?.contains("is 'renamedFrom' itself"), true)
		expectEqual(problems(#"{"name": "title", "type": "String", "renamedFrom": "name"}, {"name": "name", "type": "String"}"#).first?.contains(
			"which entity 'Character' still has"), true)
		expectEqual(problems(#"{"name": "rating", "type": "Int", "default": "none"}"#), [
			"Specs/Character.json:1:151: error: default of field 'rating' does not match its type 'Int': expected a whole number, found a string"
		])
		expectEmpty(problems(#"{"name": "rating", "type": "Int?", "default": null}, {"name": "tags", "type": "[String]", "default": []}"#))

		// renamedFrom must name a field of the previous version.
		let first = try Self.record([Self.spec(1, #"{"name": "title", "type": "String", "renamedFrom": "headline"}"#)])
		let stale = try Self.record([
			Self.spec(1, #"{"name": "headline", "type": "String"}"#),
			Self.spec(2, #"{"name": "title", "type": "String", "renamedFrom": "headline"}"#),
			Self.spec(3, #"{"name": "title", "type": "String", "renamedFrom": "headline"}, {"name": "note", "type": "String?"}"#),
		])

		expectEqual(first.file, nil)
		// Only the recorded history says this one, so lint (the spec alone) is not expected to.
		expectEqual(first.diagnostics.map(StoredShapeJudgement.needsRecordedHistory), [true])
		#expect(!stale.diagnostics.contains(where: StoredShapeJudgement.needsRecordedHistory))
		expectEqual(first.diagnostics.map(\.description).first?.contains(
			"error: Character.title is 'renamedFrom' 'headline', but no earlier schema version is recorded in Features/Character/StoredShape.json"), true)
		expectEqual(stale.file, nil)
		expectEqual(stale.diagnostics.map(\.description).first?.contains(
			"error: Character.title is 'renamedFrom' 'headline', which is no field of Character in schema version 2"), true,
			"\(stale.diagnostics.map(\.description))")
	}

	func migrationTestsComposeTheSteps() {
		let steps: [StoredMigrationSteps.Step] = [
			.init(from: 1, operations: [.addDefault(key: "a", value: .number("0"))]),
			.init(from: 2, operations: [.renameKey(from: "a", to: "b")]),
			.init(from: 3, operations: [.addDefault(key: "c", value: .string("x"))]),
		]
		let tests = StoredMigrationContext.tests(steps, version: 4).map { test in
			[test.from] + test.undo.map(\.code) + ["→"] + test.expect.map(\.code)
		}
		expectEqual(tests, [
			["3", #"written["c"] = nil"#, "→", #"expected["c"] = .string("x")"#],
			["2", #"written["c"] = nil"#, #"written.renameMember("b", to: "a")"#, "→", #"expected["c"] = .string("x")"#],
			["1", #"written["c"] = nil"#, #"written.renameMember("b", to: "a")"#, #"written["a"] = nil"#, "→", #"expected["c"] = .string("x")"#, #"expected["b"] = .int(0)"#],
		])
		// A step that cannot be made ends the tests there; no step into the current version, no tests.
		expectEmpty(StoredMigrationContext.tests([.init(from: 1, operations: [.unmigratable(path: "C.a", reason: "r")])], version: 2))
		expectEqual(StoredMigrationContext.tests([.init(from: 1, operations: [.renameKey(from: "a", to: "b")])], version: 3).count, 2)
	}

	func defaultLiterals() throws {
		let node = try JSONReader(path: "x").read(Array(#"{"a": [1, 2.5, "x\"y", true, null], "b": {}}"#.utf8))
		expectEqual(StoredMigrationContext.storedValue(node.value), #".object(["a": .array([.int(1), .double(2.5), .string("x\"y"), .bool(true), .null]), "b": .object([:])])"#)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<StoredMigrationPlannerTests>] = [
		SuiteTest("A rename moves the member, a new field with a default gets it, a new optional field needs nothing") { try $0.stepsOfThreeVersions() },
		SuiteTest("aListKeepsTheKeysOfItsEarlierVersionsAndNames") { try $0.aListKeepsTheKeysOfItsEarlierVersionsAndNames() },
		SuiteTest("A hint added while its version is current is recorded without a bump") { try $0.hintsNeedNoBump() },
		SuiteTest("A change no step can make is a warning at the field when bumping") { try $0.unmigratableChangesWarn() },
		SuiteTest("renamedFromAndDefaultAreChecked") { try $0.renamedFromAndDefaultAreChecked() },
		SuiteTest("Each earlier version is tested back from now: steps undone newest first, defaults under the keys later renames give them") { $0.migrationTestsComposeTheSteps() },
		SuiteTest("Defaults become StoredValue expressions") { try $0.defaultLiterals() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<StoredMigrationPlannerTests>) async throws { try await test.body(self) }
}
