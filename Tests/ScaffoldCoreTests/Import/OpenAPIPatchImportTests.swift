import Testing

import ScaffoldCore

/// PATCH as APIs have it (`patch.yaml`): a `PATCH` on the item whose body has some of the item's
/// keys is `"update": {"method": "PATCH"}` when the item has no `PUT` (Resend's domains); beside a
/// `PUT` the PUT stays the update; a body of other keys (an operations list) is left out, located;
/// an answer that is not the item (Resend's `{id, object}`, which would replace the device's copy
/// with an item of nils) is `"answer": "none"`: the item is read again by its item path.
struct OpenAPIPatchImportTests {
	private static let file = "Tests/Fixtures/import/openapi/patch.yaml"

	func aPatchWithTheItemsKeysIsTheUpdateUnlessThereIsAPut() throws {
		let (spec, warnings, notes) = try OpenAPIRealisticImportTests.imported("patch.yaml")
		expectEqual(spec.entities.map(\.name), ["Domain", "Gist", "Job", "Contact"])
		let domain = try require(spec.entities.first)
		expectTrue(domain.detail)
		expectTrue(domain.update)
		expectEqual(domain.updateMethod, .patch)
		expectEqual(domain.updateEnvelope, nil)
		expectContains(notes, "\(Self.file):23:7: note: PATCH /domains/{domain_id} changes the fields it is sent: \"update\": {\"method\": \"PATCH\"}")
		let gist = try require(spec.entities.first { $0.name == "Gist" })
		expectTrue(gist.update, "the PUT stays the update")
		expectEqual(gist.updateMethod, .put, "the PUT stays the update")
		let job = try require(spec.entities.first { $0.name == "Job" })
		expectTrue(job.detail)
		expectFalse(job.update)
		let contact = try require(spec.entities.last)
		expectTrue(contact.update, "Resend's PATCH answers {id, object}")
		expectEqual(contact.updateMethod, .patch, "Resend's PATCH answers {id, object}")
		expectEqual(contact.updateAnswer, SpecWriteAnswer.none, "so the contact is read again, never kept as an item of nils")
		#expect(
			notes.contains(
				"\(Self.file):137:7: note: PATCH /contacts/{id} answers 'UpdateContactResponse' ({id, object}), not the Contact: the item is read again after it, \"update\": {\"method\": \"PATCH\", \"answer\": \"none\"}"
			), "\(notes)")
		expectEqual(
			warnings, [
				"\(Self.file):72:7: warning: PATCH /gists/{id}: the item's update is its PUT, which sends the whole item; PATCH is left out",
				"\(Self.file):102:7: warning: PATCH /jobs/{id} sends a body that is not Job's fields ('operations' is none of its keys), and a spec's PATCH sends some of them; it is left out",
			])
	}

	func theWrittenSpecSaysPatchAndLoads() throws {
		let result = try ImportFixture.run("openapi/patch.yaml", feature: "Mail")
		let text = try require(result.text)
		expectContains(text, "\"update\": {\n\t\t\t\t\t\"method\": \"PATCH\"\n\t\t\t\t}")
		expectEqual(result.entity("Domain")?.rest?.patchesUpdate, true)
		expectEqual(result.entity("Gist")?.rest?.updateWrite.method, .put)
		expectEqual(result.entity("Contact")?.rest?.updateWrite.answer, SpecWriteAnswer.none)
		expectContains(text, "\"update\": {\n\t\t\t\t\t\"method\": \"PATCH\",\n\t\t\t\t\t\"answer\": \"none\"\n\t\t\t\t}")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIPatchImportTests>] = [
		SuiteTest("aPatchWithTheItemsKeysIsTheUpdateUnlessThereIsAPut") { try $0.aPatchWithTheItemsKeysIsTheUpdateUnlessThereIsAPut() },
		SuiteTest("theWrittenSpecSaysPatchAndLoads") { try $0.theWrittenSpecSaysPatchAndLoads() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIPatchImportTests>) async throws { try await test.body(self) }
}
