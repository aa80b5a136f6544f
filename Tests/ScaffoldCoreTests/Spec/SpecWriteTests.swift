import Testing

import ScaffoldCore

/// `create` and `update` as objects: the update's method and the key a body is wrapped in, as the
/// decoder resolves them, and each misuse located at its value.
struct SpecWriteTests {
	private func load(_ keys: String) -> (SpecREST?, [String]) {
		let text = """
			{"version": 1, "feature": "Blog", "entities": [
			{"name": "Post", "fields": [], "rest": {"path": "/posts", \(keys)}, "local": "memory"}
			]}
			"""
		let (spec, diagnostics) = SpecTestSupport.load(text)
		return (spec?.entities.first?.rest, diagnostics.map(\.description))
	}

	func aWriteSendsTheItemAsItIsAnObjectOrAForm() throws {
		// A flag sends the item as it is with PUT.
		do {
			let (rest, diagnostics) = load(#""create": true, "update": true"#)
			expectEqual(diagnostics, [])
			expectEqual(rest?.updateWrite.method, .put)
			expectEqual(rest?.updateWrite.envelope, nil)
			expectEqual(rest?.createWrite.envelope, nil)
			expectEqual(load(#""update": {}"#).0?.update, true, "an empty object is an update as it is")
		}

		// A write object writes it and says how its body is sent.
		do {
			let (rest, diagnostics) = load(#""create": {"envelope": "post"}, "update": {"method": "POST", "envelope": "post"}"#)
			expectEqual(diagnostics, [])
			let written = try require(rest)
			expectTrue(written.create)
			expectTrue(written.update)
			expectEqual(written.createWrite.method, .post)
			expectEqual(written.createWrite.envelope, "post")
			expectEqual(written.updateWrite.method, .post)
			expectEqual(written.updateWrite.envelope, "post")
		}

		// A form is a writes encoding for items of plain values.
		do {
			let (rest, diagnostics) = load(#""create": {"encoding": "form"}, "update": {"method": "POST", "encoding": "form"}"#)
			expectEqual(diagnostics, [])
			expectEqual(rest?.createWrite.encoding, .form)
			expectEqual(rest?.updateWrite.encoding, .form)
			expectEqual(load(#""create": true"#).0?.createWrite.encoding, .json)
			let text = """
				{"version": 1, "feature": "Billing", "types": [{"name": "Address", "fields": [{"name": "city", "type": "String"}]}], "entities": [
				{"name": "Customer", "fields": [{"name": "address", "type": "Address"}], "rest": {"path": "/customers", "create": {"encoding": "form"}}, "local": "none"}
				]}
				"""
			expectEqual(
				SpecTestSupport.messages(text), [
					"Specs/Character.json:2:128: error: Customer's create cannot be sent as a form: field 'address' is 'Address', and a form sends only text, numbers, flags, URLs, UUIDs and string enums, one pair per field; send it as JSON (remove \"encoding\")"
				])
		}
	}

	func misusesAreErrorsAtTheirValues() {
		expectEqual(
			load(#""update": {"method": "DELETE"}"#).1, [
				"Specs/Character.json:2:80: error: unknown value 'DELETE' for entities[0].rest.update.method; expected 'PUT', 'POST' or 'PATCH'"
			])
		expectEqual(
			load(#""create": {"method": "POST"}"#).1, [
				"Specs/Character.json:2:80: error: entities[0].rest.create.method: a create is always a POST to the collection path; remove it"
			])
		expectEqual(load(#""create": {"envelope": ""}"#).1, ["Specs/Character.json:2:82: error: entities[0].rest.create.envelope is empty"])
		expectEqual(
			load(#""update": "POST""#).1, ["Specs/Character.json:2:69: error: expected a boolean or an object for entities[0].rest.update, found a string"])
		expectEqual(
			load(#""create": {"envelope": "post", "encoding": "form"}"#).1, [
				"Specs/Character.json:2:82: error: entities[0].rest.create.envelope: a form body is its fields' pairs, with no key around them; remove 'envelope' or 'encoding'"
			])
		expectEqual(
			load(#""update": {"wrap": "post"}"#).1.first?.hasPrefix("Specs/Character.json:2:70: error: unknown key 'wrap' in entities[0].rest.update"), true)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecWriteTests>] = [
		SuiteTest("aWriteSendsTheItemAsItIsAnObjectOrAForm") { try $0.aWriteSendsTheItemAsItIsAnObjectOrAForm() },
		SuiteTest("misusesAreErrorsAtTheirValues") { $0.misusesAreErrorsAtTheirValues() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecWriteTests>) async throws { try await test.body(self) }
}
