import Testing

import ScaffoldCore

/// PATCH as APIs have it (`patch.yaml`): a `PATCH` on the item whose body has some of the item's
/// keys is `"update": {"method": "PATCH"}` when the item has no `PUT` (Resend's domains); beside a
/// `PUT` the PUT stays the update; a body of other keys (an operations list) is left out, located;
/// an answer that is not the item (Resend's `{id, object}`, which would replace the device's copy
/// with an item of nils) is `"answer": "none"`: the item is read again by its item path.
struct OpenAPIPatchImportTests {
	private static let file = "Tests/Fixtures/import/openapi/patch.yaml"

	@Test func aPatchWithTheItemsKeysIsTheUpdateUnlessThereIsAPut() throws {
		let (spec, warnings, notes) = try OpenAPIRealisticImportTests.imported("patch.yaml")
		expectEqual(spec.entities.map(\.name), ["Domain", "Gist", "Job", "Contact"])
		let domain = try #require(spec.entities.first)
		#expect(domain.detail && domain.update && domain.updateMethod == .patch && domain.updateEnvelope == nil)
		#expect(notes.contains("\(Self.file):23:7: note: PATCH /domains/{domain_id} changes the fields it is sent: \"update\": {\"method\": \"PATCH\"}"))
		let gist = try #require(spec.entities.first { $0.name == "Gist" })
		#expect(gist.update && gist.updateMethod == .put, "the PUT stays the update")
		let job = try #require(spec.entities.first { $0.name == "Job" })
		#expect(job.detail && !job.update)
		let contact = try #require(spec.entities.last)
		#expect(contact.update && contact.updateMethod == .patch, "Resend's PATCH answers {id, object}")
		#expect(contact.updateAnswer == SpecWriteAnswer.none, "so the contact is read again, never kept as an item of nils")
		#expect(
			notes.contains(
				"\(Self.file):137:7: note: PATCH /contacts/{id} answers 'UpdateContactResponse' ({id, object}), not the Contact: the item is read again after it, \"update\": {\"method\": \"PATCH\", \"answer\": \"none\"}"
			), "\(notes)")
		#expect(
			warnings == [
				"\(Self.file):72:7: warning: PATCH /gists/{id}: the item's update is its PUT, which sends the whole item; PATCH is left out",
				"\(Self.file):102:7: warning: PATCH /jobs/{id} sends a body that is not Job's fields ('operations' is none of its keys), and a spec's PATCH sends some of them; it is left out",
			])
	}

	@Test func theWrittenSpecSaysPatchAndLoads() throws {
		let result = try ImportFixture.run("openapi/patch.yaml", feature: "Mail")
		let text = try #require(result.text)
		#expect(text.contains("\"update\": {\n\t\t\t\t\t\"method\": \"PATCH\"\n\t\t\t\t}"))
		expectEqual(result.entity("Domain")?.rest?.patchesUpdate, true)
		expectEqual(result.entity("Gist")?.rest?.updateWrite.method, .put)
		expectEqual(result.entity("Contact")?.rest?.updateWrite.answer, SpecWriteAnswer.none)
		#expect(text.contains("\"update\": {\n\t\t\t\t\t\"method\": \"PATCH\",\n\t\t\t\t\t\"answer\": \"none\"\n\t\t\t\t}"))
	}
}
