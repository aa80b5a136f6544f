import Testing

import ScaffoldCore

/// What a PATCH update generates (`"update": {"method": "PATCH"}`): a `{Name}Changes` of the
/// changeable fields, its DTO and mapper, the data source's PATCH of only the fields set, the
/// repository's update by identifier, and tests that hold the body's keys to the fields set.
struct ChangesContextTests {
	static let spec = """
		{"version": 1, "feature": "Notes", "entities": [
		{"name": "Note", "fields": [{"name": "title", "type": "String"}, {"name": "body", "type": "String?"}, {"name": "link", "type": "URL?"}],
		 "rest": {"path": "/notes", "create": true, "update": {"method": "PATCH", "envelope": "note"}}, "local": "file"}
		]}
		"""

	private static func files(_ spec: String = spec) throws -> [String: String] {
		let output = FeatureGeneration.run(
			specBytes: Array(spec.utf8), specPath: "Specs/Notes.json", config: .templateShaped, generator: try SharedGeneration.generator())
		expectEmpty(output.diagnostics.filter { $0.severity == .error }, "\(output.diagnostics)")
		return Dictionary(output.files.map { ($0.path.split(separator: "/").last.map(String.init) ?? $0.path, $0.contents) }) { first, _ in first }
	}

	func theChangesGoFromTheRepositoryThroughTheDataSourceAsAPatch() throws {
		let files = try Self.files()
		// The changes are every field but the identifier optional and nil by default.
		do {
			let changes = try require(files["NoteChanges.swift"])
			expectContains(changes, "public var title: String?\n")
			expectContains(changes, "public var link: URL??\n")
			expectContains(changes, "title: String? = nil,")
			expectContains(changes, "body: String?? = nil,")
			expectLacks(changes, "id:")
			let dto = try require(files["NoteChangesDTO.swift"])
			expectContains(dto, "let title: String?\n")
			expectContains(dto, "let link: String??\n")
			expectLacks(dto, "let id")
			let mapper = try require(files["NoteChangesDTOMapper.swift"])
			expectContains(mapper, "link: input.link.map { value in value.map { value2 in value2.absoluteString } }")
		}

		// A field optional in the item is cleared by `.some(nil)`: the DTO writes it with
		// `encodeNil(forKey:)` and reads a `null` back as cleared; a required field is never cleared.
		do {
			let dto = try require(files["NoteChangesDTO.swift"])
			expectContains(dto, "case .some(.none): try container.encodeNil(forKey: .body)")
			expectContains(dto, "try container.encodeIfPresent(title, forKey: .title)")
			expectContains(dto, "if container.contains(.body) {\n\t\t\tbody = .some(try container.decodeIfPresent(String.self, forKey: .body))")
			expectContains(dto, "title = try container.decodeIfPresent(String.self, forKey: .title)")
			let tests = try require(files["NoteChangesDTOMapperTests.swift"])
			expectContains(tests, "let result = sut.map(NoteChanges(body: .some(nil)))")
			expectContains(tests, #"expectEqual(body, "{\"body\":null}")"#)
		}

		// The data source patches the item with the changes wrapped and the test holds the keys.
		do {
			let source = try require(files["NoteRESTDataSource.swift"])
			expectContains(source, "func updateNote(identifier: Int, changes: NoteChangesDTO, idempotencyKey: String) async throws -> NoteDTO {")
			expectContains(source, #"path: "/notes/\(identifier)", method: .patch,"#)
			expectContains(source, #"return try encoder.encode(["note": changes])"#)
			expectLacks(source, "func updateNote(_ item: NoteDTO", "no whole-item update beside the PATCH")
			let tests = try require(files["NoteRESTDataSourceTests.swift"])
			expectContains(tests, #"let changes = try JSONDecoder().decode(NoteChangesDTO.self, from: Data("{\"title\":\"Title 1 (updated)\"}".utf8))"#)
			expectContains(tests, #"expectEqual(sent.keys.sorted(), ["title"])"#)
			expectContains(tests, #"expectEqual(wrapped.keys.sorted(), ["note"])"#)
		}

		// The repository sends a patch at once and keeps the answer.
		do {
			let repository = try require(files["NoteRepository.swift"])
			expectContains(repository, "func updateNote(identifier: Int, changes: NoteChanges) async throws(NoteError) -> Note {")
			expectContains(repository, "await replayBeforeReading()", "after the changes waiting")
			expectContains(repository, "return try await keep(updated, replacing: updated)")
			let change = try require(files["NoteChange.swift"])
			expectContains(change, "case create(", "a PATCH is not queued")
			expectLacks(change, "case update(", "a PATCH is not queued")
			let contract = try require(files["NoteRepositoryContract.swift"])
			expectContains(contract, "func updateNote(identifier: Int, changes: NoteChanges) async throws(NoteError) -> Note")
		}
	}

	func changesWithoutAnOptionalFieldHaveNoClearingTest() throws {
		let spec = Self.spec.replacing(#", {"name": "body", "type": "String?"}, {"name": "link", "type": "URL?"}"#, with: "")
		let files = try Self.files(spec)
		let tests = try require(files["NoteChangesDTOMapperTests.swift"])
		expectLacks(tests, ".some(nil)")
		let dto = try require(files["NoteChangesDTO.swift"])
		expectLacks(dto, "encodeNil")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ChangesContextTests>] = [
		SuiteTest("theChangesGoFromTheRepositoryThroughTheDataSourceAsAPatch") { try $0.theChangesGoFromTheRepositoryThroughTheDataSourceAsAPatch() },
		SuiteTest("changesWithoutAnOptionalFieldHaveNoClearingTest") { try $0.changesWithoutAnOptionalFieldHaveNoClearingTest() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ChangesContextTests>) async throws { try await test.body(self) }
}
