import Testing

import ScaffoldCore

/// The fields of value types an entity stores migrate as its own do: under the member that holds
/// them, in each element of an array, through value types inside value types.
struct StoredMigrationPlannerValueTypeTests {
	/// A Character kept in a file storing `origin: Place` and `places: [Place]?`, Place with the given
	/// fields (and `coordinates: Point` when `point` has fields), under `schemaVersion`.
	static func spec(_ version: Int, place: String, point: String? = nil) -> String {
		let coordinates = point.map { _ in #", {"name": "coordinates", "type": "Point"}"# } ?? ""
		let pointType = point.map { #", {"name": "Point", "fields": [\#($0)]}"# } ?? ""
		return #"""
			{"version": 1, "feature": "Character", "schemaVersion": \#(version),
			"types": [{"name": "Place", "fields": [\#(place)\#(coordinates)]}\#(pointType)],
			"entities": [{"name": "Character", "fields": [{"name": "origin", "type": "Place", "jsonKey": "home"}, {"name": "places", "type": "[Place]?"}],
			"rest": {"path": "/c", "detail": true}, "local": "file"}]}
			"""#
	}

	func nestedSteps() throws {
		let result = try StoredMigrationPlannerTests.record([
			Self.spec(1, place: #"{"name": "link", "type": "String"}"#),
			Self.spec(2, place: #"{"name": "url", "type": "String", "renamedFrom": "link"}, {"name": "stars", "type": "Int", "default": 0}"#),
		])

		expectEmpty(result.diagnostics, "\(result.diagnostics.map(\.description))")
		// In path order: `stars` before `url`.
		let inner: [StoredMigrationSteps.Operation] = [.addDefault(key: "stars", value: .number("0")), .renameKey(from: "link", to: "url")]
		expectEqual(result.steps.byEntity["Character"], [.init(from: 1, operations: [.nested(key: "home", operations: inner), .nested(key: "places", operations: inner)])])
		let history = try StoredShapeHistory.read(Array(try require(result.file).contents.utf8), path: "StoredShape.json").get()
		expectEqual(history.versions[1].shape.entries["types.Place.url"]?.renamedFrom, "link")
	}

	func deeperAndUnmigratable() throws {
		let result = try StoredMigrationPlannerTests.record([
			Self.spec(1, place: #"{"name": "name", "type": "String"}"#, point: #"{"name": "lat", "type": "Double"}"#),
			Self.spec(2, place: #"{"name": "name", "type": "Int"}"#, point: #"{"name": "latitude", "type": "Double", "renamedFrom": "lat"}"#),
		])

		let point: StoredMigrationSteps.Operation = .nested(key: "coordinates", operations: [.renameKey(from: "lat", to: "latitude")])
		expectEqual(result.steps.byEntity["Character"], [
			.init(from: 1, operations: [
				.nested(key: "home", operations: [point]), .nested(key: "places", operations: [point]),
				.unmigratable(path: "types.Place.name", reason: "types.Place.name was String and is Int in schema version 2"),
			])
		])
		expectEqual(result.diagnostics.map(\.description), [
			"Specs/Character.json:2:40: warning: types.Place.name was String and is Int in schema version 2: scaffold cannot migrate what schema version 1 stored alone; it writes the step into CharacterStoredMigration+Version2.swift once, for you to fill in (or say how with 'renamedFrom' or 'default'); until then such items are set aside when read (docs/migrations.md)"
		])
	}

	func renamedFromAndDefaultAreCheckedOnAValueTypesFields() throws {
		// The spec checks renamedFrom and default on a value type's fields as on an entity's.
		let problems = { (place: String) in
			SpecTestSupport.load(Self.spec(1, place: place)).diagnostics.filter { $0.severity == .error }.map(\.description)
		}
		expectEqual(problems(#"{"name": "url", "type": "String", "renamedFrom": "url"}"#).first?.contains("is 'renamedFrom' itself"), true)
		expectEqual(problems(#"{"name": "url", "type": "String", "renamedFrom": "name"}, {"name": "name", "type": "String"}"#).first?.contains(
			"which type 'Place' still has"), true)
		expectEqual(problems(#"{"name": "stars", "type": "Int", "default": "none"}"#).first?.contains(
			"error: default of field 'stars' does not match its type 'Int': expected a whole number, found a string"), true)
		expectEmpty(problems(#"{"name": "stars", "type": "Int", "default": 0}, {"name": "url", "type": "String", "renamedFrom": "link"}"#))

		// renamedFrom on a value type's field must name a field of that type in the previous version.
		let result = try StoredMigrationPlannerTests.record([
			Self.spec(1, place: #"{"name": "link", "type": "String"}"#),
			Self.spec(2, place: #"{"name": "url", "type": "String", "renamedFrom": "href"}"#),
		])

		expectEqual(result.file, nil)
		expectEqual(result.diagnostics.map(\.description).first?.contains(
			"error: types.Place.url is 'renamedFrom' 'href', which is no field of types.Place in schema version 1"), true,
			"\(result.diagnostics.map(\.description))")
	}

	func nestedCodeAndTests() {
		let steps: [StoredMigrationSteps.Step] = [
			.init(from: 1, operations: [.nested(key: "home", operations: [.addDefault(key: "stars", value: .number("0"))])]),
			.init(from: 2, operations: [.renameKey(from: "home", to: "origin"), .nested(key: "origin", operations: [.renameKey(from: "stars", to: "rating")])]),
		]
		expectEqual(steps[1].operations.flatMap(StoredMigrationContext.code(of:)), [
			#"item.renameMember("home", to: "origin")"#, #"item.updateMember("origin") { $0.renameMember("stars", to: "rating") }"#,
		])
		let tests = StoredMigrationContext.tests(steps, version: 3).map { test in
			[test.from] + test.undo.map(\.code) + ["→"] + test.expect.map(\.code)
		}
		expectEqual(tests, [
			["2", #"written.updateMember("origin") { $0.renameMember("rating", to: "stars") }"#, #"written.renameMember("origin", to: "home")"#, "→"],
			[
				"1", #"written.updateMember("origin") { $0.renameMember("rating", to: "stars") }"#, #"written.renameMember("origin", to: "home")"#,
				#"written.updateMember("home") { $0["stars"] = nil }"#, "→", #"expected.updateMember("origin") { $0["rating"] = .int(0) }"#,
			],
		])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<StoredMigrationPlannerValueTypeTests>] = [
		SuiteTest("A value type's renamed and defaulted fields are migrated under every field that stores it") { try $0.nestedSteps() },
		SuiteTest("A value type inside a value type nests once more; a change no step can make is said once, at the value type's field") { try $0.deeperAndUnmigratable() },
		SuiteTest("renamedFromAndDefaultAreCheckedOnAValueTypesFields") { try $0.renamedFromAndDefaultAreCheckedOnAValueTypesFields() },
		SuiteTest("Nested steps are statements on the member, and their tests undo and expect them there, under later renames") { $0.nestedCodeAndTests() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<StoredMigrationPlannerValueTypeTests>) async throws { try await test.body(self) }
}
