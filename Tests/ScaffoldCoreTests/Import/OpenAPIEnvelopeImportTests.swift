import Testing

import ScaffoldCore

/// A document whose responses wrap their payload in `data` (`envelope-api.yaml`): the envelope is
/// read from each resource's item response, and a list answered bare gets its own (`"envelope": null`).
struct OpenAPIEnvelopeImportTests {
	private static let file = "Tests/Fixtures/import/openapi/envelope-api.yaml"

	func theItemResponsesKeyIsTheEntitysEnvelope() throws {
		let (spec, warnings, notes) = try OpenAPIRealisticImportTests.imported("envelope-api.yaml")
		expectEqual(spec.entities.map(\.name), ["Article", "Author"], "the envelope's own component is no entity")
		expectEqual(spec.entities.map(\.envelope), ["data", "data"])
		let article = try require(spec.entities.first)
		expectEqual(article.restPath, "/api/v2/articles/")
		expectEqual(article.itemPath, "/api/v2/articles/{slug}/")
		expectEqual(article.identifier?.key, "slug")
		expectTrue(article.detail)
		expectTrue(article.create)
		expectTrue(article.delete)
		expectTrue(article.update)
		expectEqual(article.createEnvelope, nil, "the create's body is the article as it is")
		expectEqual(article.updateEnvelope, "data", "the update's body is wrapped in the envelope")
		expectEqual(article.updateMethod, .put, "the update's body is wrapped in the envelope")
		expectEqual(article.list?.filters.map(\.parameter), ["tag"], "the list's array is read inside the envelope")
		// The authors' list answers a bare array beside items wrapped in `data`: it has its own envelope, none.
		expectEqual(spec.entities.last?.list?.envelope, .unwrapped)
		expectEqual(article.list?.envelope, nil)
		expectEqual(warnings, [])
		expectContains(
			notes,
				"\(Self.file):93:17: note: GET /api/v2/authors/ is not wrapped in 'data' as the item is: the list is read as it is (\"envelope\": null)")
		expectEqual(
			notes.filter { $0.contains("REST envelope") }, [
				"\(Self.file):61:17: note: GET /api/v2/articles/{slug}/ wraps its payload in 'data': the entity's REST envelope",
				"\(Self.file):111:17: note: GET /api/v2/authors/{id}/ wraps its payload in 'data': the entity's REST envelope",
			])
	}

	func theWrittenSpecLoadsWithTheEnvelope() throws {
		let result = try ImportFixture.run("openapi/envelope-api.yaml", feature: "Publishing")
		expectEqual(result.entity("Article")?.rest?.envelope, "data")
		expectEqual(result.entity("Article")?.rest?.update, true)
		expectEqual(result.entity("Article")?.rest?.updateWrite.envelope, "data")
		expectEqual(result.entity("Article")?.rest?.createWrite.envelope, nil)
		expectEqual(result.entity("Article")?.rest?.itemPath.text, "/api/v2/articles/{slug}/")
		expectEqual(result.entity("Author")?.rest?.itemPath.text, "/api/v2/authors/{id}/")
		expectEqual(result.entity("Author")?.rest?.list?.envelope, .unwrapped)
		expectEqual(result.entity("Author")?.rest?.listEnvelope, nil)
	}

	func aResourceWithoutAnEnvelopeIsReadAsBefore() throws {
		let (spec, _, notes) = try OpenAPIRealisticImportTests.imported("github-like.yaml")
		expectAll(spec.entities, where: { $0.envelope == nil })
		expectNone(notes, where: { $0.contains("REST envelope") })
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIEnvelopeImportTests>] = [
		SuiteTest("theItemResponsesKeyIsTheEntitysEnvelope") { try $0.theItemResponsesKeyIsTheEntitysEnvelope() },
		SuiteTest("theWrittenSpecLoadsWithTheEnvelope") { try $0.theWrittenSpecLoadsWithTheEnvelope() },
		SuiteTest("aResourceWithoutAnEnvelopeIsReadAsBefore") { try $0.aResourceWithoutAnEnvelopeIsReadAsBefore() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIEnvelopeImportTests>) async throws { try await test.body(self) }
}
