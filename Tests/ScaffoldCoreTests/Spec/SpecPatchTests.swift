import Testing

import ScaffoldCore

/// `"update": {"method": "PATCH"}`: the update sends the fields a `{Name}Changes` sets, is not
/// queued in the outbox, and is refused, located, where it cannot be generated.
struct SpecPatchTests {
	private func spec(_ fields: String, _ update: String, local: String = "file") -> String {
		"""
		{"version": 1, "feature": "Notes", "entities": [
		{"name": "Note", "fields": [\(fields)], "rest": {"path": "/notes", "create": true, "update": \(update)}, "local": "\(local)"}
		]}
		"""
	}

	private let title = #"{"name": "title", "type": "String"}, {"name": "secret", "type": "String?", "domain": {"omit": true}}"#

	func aPatchIsAnUpdateOfTheFieldsTheDomainHasButTheIdentifier() throws {
		let (loaded, diagnostics) = SpecTestSupport.load(spec(title, #"{"method": "PATCH", "envelope": "note"}"#))
		expectEqual(diagnostics.map(\.description), [])
		let entity = try require(loaded?.entities.first)
		let rest = try require(entity.rest)
		expectTrue(rest.update)
		expectTrue(rest.patchesUpdate)
		expectFalse(rest.replacesUpdate)
		expectEqual(rest.updateWrite.method, .patch)
		expectEqual(rest.updateWrite.envelope, "note")
		expectEqual(entity.changeableFields.map(\.name), ["title"], "neither the identifier nor a field the domain omits")
	}

	func onlyTheWritesAPatchLeavesOutGoThroughTheOutbox() throws {
		let patched = try require(SpecTestSupport.load(spec(title, #"{"method": "PATCH"}"#)).0?.entities.first)
		expectTrue(patched.hasOutbox, "the create is queued")
		let text = """
			{"version": 1, "feature": "Notes", "entities": [
			{"name": "Note", "fields": [{"name": "title", "type": "String"}], "rest": {"path": "/notes", "update": {"method": "PATCH"}}, "local": "file"}
			]}
			"""
		let alone = try require(SpecTestSupport.load(text).0?.entities.first)
		expectFalse(alone.hasOutbox, "a PATCH alone is sent at once: nothing to queue")
		expectEqual(alone.rest?.queuesWrites, false)
		let put = try require(SpecTestSupport.load(text.replacingOccurrences(of: #"{"method": "PATCH"}"#, with: "true")).0?.entities.first)
		expectTrue(put.hasOutbox)
	}

	func aFormOrNothingToChangeIsRefusedAtItsKey() {
		expectEqual(
			SpecTestSupport.messages(spec(title, #"{"method": "PATCH", "encoding": "form"}"#)), [
				"Specs/Character.json:2:217: error: Note's update is a PATCH, which sends the changed fields as a JSON object; remove \"encoding\", or send the whole item as a form with \"method\": \"PUT\" or \"POST\""
			])
		expectEqual(
			SpecTestSupport.messages(spec(#"{"name": "secret", "type": "String?", "domain": {"omit": true}}"#, #"{"method": "PATCH"}"#, local: "none")), [
				"Specs/Character.json:2:148: error: Note's update is a PATCH of the fields given, but Note has no field to change besides its identifier 'id'; add the fields the API takes, or remove \"update\""
			])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecPatchTests>] = [
		SuiteTest("aPatchIsAnUpdateOfTheFieldsTheDomainHasButTheIdentifier") { try $0.aPatchIsAnUpdateOfTheFieldsTheDomainHasButTheIdentifier() },
		SuiteTest("onlyTheWritesAPatchLeavesOutGoThroughTheOutbox") { try $0.onlyTheWritesAPatchLeavesOutGoThroughTheOutbox() },
		SuiteTest("aFormOrNothingToChangeIsRefusedAtItsKey") { $0.aFormOrNothingToChangeIsRefusedAtItsKey() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecPatchTests>) async throws { try await test.body(self) }
}
