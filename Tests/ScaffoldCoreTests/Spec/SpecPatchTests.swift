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

	@Test func aPatchIsAnUpdateOfTheFieldsTheDomainHasButTheIdentifier() throws {
		let (loaded, diagnostics) = SpecTestSupport.load(spec(title, #"{"method": "PATCH", "envelope": "note"}"#))
		expectEqual(diagnostics.map(\.description), [])
		let entity = try #require(loaded?.entities.first)
		let rest = try #require(entity.rest)
		#expect(rest.update && rest.patchesUpdate && !rest.replacesUpdate)
		#expect(rest.updateWrite.method == .patch && rest.updateWrite.envelope == "note")
		#expect(entity.changeableFields.map(\.name) == ["title"], "neither the identifier nor a field the domain omits")
	}

	@Test func onlyTheWritesAPatchLeavesOutGoThroughTheOutbox() throws {
		let patched = try #require(SpecTestSupport.load(spec(title, #"{"method": "PATCH"}"#)).0?.entities.first)
		#expect(patched.hasOutbox, "the create is queued")
		let text = """
			{"version": 1, "feature": "Notes", "entities": [
			{"name": "Note", "fields": [{"name": "title", "type": "String"}], "rest": {"path": "/notes", "update": {"method": "PATCH"}}, "local": "file"}
			]}
			"""
		let alone = try #require(SpecTestSupport.load(text).0?.entities.first)
		#expect(!alone.hasOutbox, "a PATCH alone is sent at once: nothing to queue")
		expectEqual(alone.rest?.queuesWrites, false)
		let put = try #require(SpecTestSupport.load(text.replacingOccurrences(of: #"{"method": "PATCH"}"#, with: "true")).0?.entities.first)
		#expect(put.hasOutbox)
	}

	@Test func aFormOrNothingToChangeIsRefusedAtItsKey() {
		#expect(
			SpecTestSupport.messages(spec(title, #"{"method": "PATCH", "encoding": "form"}"#)) == [
				"Specs/Character.json:2:217: error: Note's update is a PATCH, which sends the changed fields as a JSON object; remove \"encoding\", or send the whole item as a form with \"method\": \"PUT\" or \"POST\""
			])
		#expect(
			SpecTestSupport.messages(spec(#"{"name": "secret", "type": "String?", "domain": {"omit": true}}"#, #"{"method": "PATCH"}"#, local: "none")) == [
				"Specs/Character.json:2:148: error: Note's update is a PATCH of the fields given, but Note has no field to change besides its identifier 'id'; add the fields the API takes, or remove \"update\""
			])
	}
}
