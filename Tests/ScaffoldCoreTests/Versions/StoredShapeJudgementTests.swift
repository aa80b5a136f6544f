import Testing

import ScaffoldCore

/// What a feature keeps on devices, and the history that holds each schema version to it.
struct StoredShapeJudgementTests {
	/// A feature storing a Character in SwiftData (with an enum and a value type), a Draft only in
	/// memory but written offline (its outbox is a file), a Note in memory (nothing outlives the
	/// process) and a list in UserDefaults.
	static func spec(schemaVersion: Int? = nil, characterFields: String = #"{"name": "name", "type": "String"}, {"name": "status", "type": "Status"}, {"name": "origin", "type": "Origin?"}"#) -> String {
		"""
		{"version": 1, "feature": "Character",\(schemaVersion.map { " \"schemaVersion\": \($0)," } ?? "")
		"types": [{"name": "Status", "enum": [{"name": "alive", "value": "Alive"}, {"name": "dead", "value": "Dead"}]}, {"name": "Origin", "fields": [{"name": "url", "type": "URL"}]}],
		"entities": [
		{"name": "Character", "fields": [\(characterFields)], "rest": {"path": "/c", "detail": true}, "local": "swiftData"},
		{"name": "Draft", "fields": [{"name": "text", "type": "String"}], "rest": {"path": "/d", "create": true}, "local": "memory"},
		{"name": "Note", "fields": [{"name": "text", "type": "String"}], "rest": {"path": "/n", "detail": true}, "local": "memory"}
		],
		"userDefaults": [{"name": "RecentSearches", "element": "String"}]
		}
		"""
	}

	static func judge(_ text: String, history: String? = nil) throws -> (file: OutputFile?, diagnostics: [Diagnostic], steps: StoredMigrationSteps) {
		let spec = try require(SpecTestSupport.load(text).spec)
		let judged = StoredShapeJudgement.judge(
			spec: spec, specPath: "Specs/Character.json", config: .defaults, read: { path in
				path == "Features/Character/StoredShape.json" ? history.map { Array($0.utf8) } : nil
			})
		return (judged.file, judged.diagnostics, judged.steps)
	}

	func aChangedShapeNeedsABumpOrAnAmend() throws {
		let first = try require(try Self.judge(Self.spec()).file)
		// A stored field added, retyped or removed under the same version is an error at the spec, asking for a bump.
		do {
			let changed = Self.spec(characterFields: #"{"name": "name", "type": "String?"}, {"name": "status", "type": "Status"}, {"name": "age", "type": "Int"}"#)

			let (file, diagnostics, _) = try Self.judge(changed, history: first.contents)

			expectEqual(file, nil)
			let bump = #"bump "schemaVersion" to 2, so that what devices hold under schema version 1 can still be read"#
			expectEqual(diagnostics.map(\.description), [
				"Specs/Character.json:4:109: error: Character.age ('Int (JSON key age)') is new since schema version 1: \(bump)\nnote: schema version 1 is recorded in Features/Character/StoredShape.json",
				"Specs/Character.json:4:34: error: Character.name is stored as 'String (JSON key name)' in schema version 1, and now as 'String? (JSON key name)': \(bump)\nnote: schema version 1 is recorded in Features/Character/StoredShape.json",
				"Specs/Character.json:4:1: error: Character.origin ('Origin? (JSON key origin)'), stored in schema version 1, is gone: \(bump)\nnote: schema version 1 is recorded in Features/Character/StoredShape.json",
				"Specs/Character.json:1:1: error: types.Origin ('value type'), stored in schema version 1, is gone: \(bump)\nnote: schema version 1 is recorded in Features/Character/StoredShape.json",
				"Specs/Character.json:1:1: error: types.Origin.url ('URL (JSON key url)'), stored in schema version 1, is gone: \(bump)\nnote: schema version 1 is recorded in Features/Character/StoredShape.json",
			])
		}

		// Amending records a changed shape under the same version, for a version not released.
		do {
			let spec = try require(SpecTestSupport.load(Self.spec(characterFields: #"{"name": "name", "type": "Int"}"#)).spec)

			let judged = StoredShapeJudgement.judge(
				spec: spec, specPath: "Specs/Character.json", config: .defaults, read: { _ in Array(first.contents.utf8) }, amend: true)
			let (file, diagnostics) = (judged.file, judged.diagnostics)

			expectEmpty(diagnostics)
			let history = try StoredShapeHistory.read(Array(try require(file).contents.utf8), path: "StoredShape.json").get()
			expectEqual(history.versions.map(\.version), [1])
			expectEqual(history.versions[0].shape.entries["Character.name"]?.description, "Int (JSON key name)")
		}

		// A bump records the new shape after the frozen one.
		do {
			let changed = Self.spec(schemaVersion: 2, characterFields: #"{"name": "name", "type": "String"}"#)

			let (file, diagnostics, _) = try Self.judge(changed, history: first.contents)

			expectEmpty(diagnostics)
			let history = try StoredShapeHistory.read(Array(try require(file).contents.utf8), path: "StoredShape.json").get()
			expectEqual(history.versions.map(\.version), [1, 2])
			let original = try StoredShapeHistory.read(Array(first.contents.utf8), path: "StoredShape.json").get()
			expectEqual(history.versions[0].shape, original.versions[0].shape)
			expectEqual(history.versions[1].shape.entries["Character.status"], nil)
		}
	}

	func aSkippedVersionOrADamagedHistoryIsLocated() throws {
		// A version that skips one or goes back is an error at schemaVersion.
		let first = try require(try Self.judge(Self.spec()).file)
		let second = try require(try Self.judge(Self.spec(schemaVersion: 2), history: first.contents).file)

		let jump = try Self.judge(Self.spec(schemaVersion: 4), history: second.contents).diagnostics.map(\.description)
		let back = try Self.judge(Self.spec(schemaVersion: 1), history: second.contents).diagnostics.map(\.description)

		expectEqual(jump.first?.hasPrefix(
			"Specs/Character.json:1:57: error: schemaVersion jumps from 2 to 4: versions go one at a time, so that every step can be migrated; the next is 3"), true, "\(jump)")
		expectEqual(back.first?.hasPrefix(
			"Specs/Character.json:1:57: error: schemaVersion 1 went back: devices may hold data of schema version 2 already"), true, "\(back)")

		// A history that is not as scaffold writes it is an error in that file, and nothing is written.
		let (file, diagnostics, _) = try Self.judge(Self.spec(), history: #"{"versions": [{"version": 1, "stored": {"Character": 3}}]}"#)

		expectEqual(file, nil)
		expectEqual(diagnostics.map(\.description), [
			"Features/Character/StoredShape.json:1:54: error: Features/Character/StoredShape.json is not a stored-shape history as scaffold writes it; restore it from version control (Character is not described by a string)"
		])
	}

	func aShapeIsRecordedOnceWhereSomethingIsStored() throws {
		// A feature that keeps nothing on devices has no history.
		do {
			let text = #"{"version": 1, "feature": "Character", "entities": [{"name": "Character", "fields": [], "rest": {"path": "/c", "detail": true}, "local": "memory"}]}"#

			let (file, diagnostics, _) = try Self.judge(text)

			expectEqual(file, nil)
			expectEmpty(diagnostics)
		}

		// The first run records what the feature keeps on devices as its schema version.
		do {
			let (file, diagnostics, _) = try Self.judge(Self.spec())

			expectEmpty(diagnostics)
			let history = try require(file)
			expectEqual(history.path, "Features/Character/StoredShape.json")
			expectEqual(history.origin, "Specs/Character.json")
			let read = try StoredShapeHistory.read(Array(history.contents.utf8), path: history.path).get()
			expectEqual(read.versions.map(\.version), [1])
			expectEqual(read.versions[0].shape.entries.mapValues(\.description), [
				"Character": "swiftData store, identified by id: Int (JSON key id)",
				"Character.name": "String (JSON key name)",
				"Character.status": "Status (JSON key status)",
				"Character.origin": "Origin? (JSON key origin)",
				"types.Status": "enum of Alive, Dead",
				"types.Origin": "value type",
				"types.Origin.url": "URL (JSON key url)",
				"Draft": "outbox only, identified by id: Int (JSON key id)",
				"Draft.text": "String (JSON key text)",
				"userDefaults.RecentSearches": "list of String in UserDefaults key recentSearches",
			])
		}

		// The same shape under the same version writes the same file.
		let first = try require(try Self.judge(Self.spec()).file)
		let again = try Self.judge(Self.spec(), history: first.contents)

		expectEmpty(again.diagnostics)
		expectEqual(again.file, first)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<StoredShapeJudgementTests>] = [
		SuiteTest("aChangedShapeNeedsABumpOrAnAmend") { try $0.aChangedShapeNeedsABumpOrAnAmend() },
		SuiteTest("aSkippedVersionOrADamagedHistoryIsLocated") { try $0.aSkippedVersionOrADamagedHistoryIsLocated() },
		SuiteTest("aShapeIsRecordedOnceWhereSomethingIsStored") { try $0.aShapeIsRecordedOnceWhereSomethingIsStored() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<StoredShapeJudgementTests>) async throws { try await test.body(self) }
}
