import Testing

import ScaffoldCore

/// Writes as APIs have them (`post-on-item.yaml`): an update by POST to the item's path (Xero's
/// `POST /Invoices/{InvoiceID}`) imports as `"update": {"method": "POST"}`; a POST beside a PUT, one
/// that sends no body (an action on the item) or a body that is not the item (`{Invoices: [Invoice]}`,
/// the item one level down) is left out, located.
struct OpenAPIWriteImportTests {
	private static let file = "Tests/Fixtures/import/openapi/post-on-item.yaml"

	func aPostOnTheItemWithABodyIsTheUpdate() throws {
		let (spec, warnings, notes) = try OpenAPIRealisticImportTests.imported("post-on-item.yaml")
		expectEqual(spec.entities.map(\.name), ["Contact", "Note", "Job", "Invoice"])
		let contact = try require(spec.entities.first)
		expectTrue(contact.create)
		expectTrue(contact.detail)
		expectTrue(contact.update)
		expectEqual(contact.updateMethod, .post)
		expectEqual(contact.updateEnvelope, nil)
		expectContains(notes, "\(Self.file):38:7: note: POST /contacts/{id} updates the item: \"update\": {\"method\": \"POST\"}")
		let note = try require(spec.entities.first { $0.name == "Note" })
		expectTrue(note.update, "the PUT stays the update")
		expectEqual(note.updateMethod, .put, "the PUT stays the update")
		let job = try require(spec.entities.first { $0.name == "Job" })
		expectTrue(job.detail)
		expectFalse(job.update)
		expectEqual(
			warnings, [
				"\(Self.file):82:7: warning: POST /notes/{id}: the item's update is its PUT; POST on the item is left out",
				"\(Self.file):112:7: warning: POST /jobs/{id} sends no JSON body, so it updates no item (an action on it); it is left out",
				"\(Self.file):137:7: warning: POST /invoices/{id} sends a body that is not Invoice ('Invoices', 'Warnings' are none of its keys), and a spec's update sends the item; it is left out",
			])
		expectEqual(spec.entities.first { $0.name == "Invoice" }?.update, false)
	}

	func theWrittenSpecSaysTheMethodAndLoads() throws {
		let result = try ImportFixture.run("openapi/post-on-item.yaml", feature: "People")
		let text = try require(result.text)
		expectContains(text, "\"update\": {\n\t\t\t\t\t\"method\": \"POST\"\n\t\t\t\t}")
		expectEqual(result.entity("Contact")?.rest?.update, true)
		expectEqual(result.entity("Contact")?.rest?.updateWrite.method, .post)
		expectEqual(result.entity("Note")?.rest?.updateWrite.method, .put)
		expectLacks(text, "\"method\": \"PUT\"", "PUT is the default: not written")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIWriteImportTests>] = [
		SuiteTest("aPostOnTheItemWithABodyIsTheUpdate") { try $0.aPostOnTheItemWithABodyIsTheUpdate() },
		SuiteTest("theWrittenSpecSaysTheMethodAndLoads") { try $0.theWrittenSpecSaysTheMethodAndLoads() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIWriteImportTests>) async throws { try await test.body(self) }
}
