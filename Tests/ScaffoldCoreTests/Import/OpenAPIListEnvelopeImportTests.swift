import Testing

import ScaffoldCore

/// A document in the RealWorld (Conduit) API's shape (`realworld-like.yaml`): the article answered
/// as `{"article": {…}}`, the list as `{"articles": […], "articlesCount": 31}` and the writes sent
/// wrapped in `article`. The item's key is the entity's envelope, and the list, wrapped otherwise,
/// is imported with its own (`"envelope": null`), not left out.
struct OpenAPIListEnvelopeImportTests {
	private static let file = "Tests/Fixtures/import/openapi/realworld-like.yaml"

	func theListIsReadInItsOwnEnvelopeBesideTheItems() throws {
		let (spec, warnings, notes) = try OpenAPIRealisticImportTests.imported("realworld-like.yaml")
		let article = try require(spec.entities.first)
		expectEqual(article.envelope, "article")
		expectEqual(article.identifier?.key, "slug")
		expectTrue(article.detail)
		expectTrue(article.create)
		expectTrue(article.update)
		expectTrue(article.delete)
		expectEqual(article.createEnvelope, "article")
		expectEqual(article.updateEnvelope, "article")
		let list = try require(article.list)
		expectEqual(list.envelope, .unwrapped)
		expectTrue(list.paginated)
		expectEqual(list.page.items, "articles")
		expectEqual(list.page.count, "articlesCount")
		expectEqual(list.page.info, nil)
		expectEqual(list.page.offset, "offset")
		expectEqual(list.page.limit, "limit")
		expectFalse(list.page.linked)
		expectEqual(list.pageSize, 20)
		expectEqual(list.filters.map(\.parameter), ["tag", "author", "favorited"])
		expectContains(
			notes,
				"\(Self.file):46:17: note: GET /articles is not wrapped in 'article' as the item is: the list is read as it is (\"envelope\": null)")
		expectEqual(warnings, [])
	}

	func theWrittenSpecReadsTheListUnwrappedAndTheItemInItsKey() throws {
		let result = try ImportFixture.run("openapi/realworld-like.yaml", feature: "Conduit")
		let text = try require(result.text)
		expectContains(text, #""paginated": true,"# + "\n\t\t\t\t\t" + #""envelope": null,"#)
		let rest = try require(result.entity("Article")?.rest)
		expectEqual(rest.envelope, "article")
		expectEqual(rest.list?.envelope, .unwrapped)
		expectEqual(rest.listEnvelope, nil)
		expectEqual(rest.createWrite.envelope, "article")
		expectEqual(rest.updateWrite.envelope, "article")
		// The document's own examples (the articles' slug and title) decode with the list read as it is.
		expectContains(
			result.diagnostics.map(\.description),
				"\(Self.file):172:7: note: decoded 2 examples of the document against the spec, 2 without a mismatch")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIListEnvelopeImportTests>] = [
		SuiteTest("theListIsReadInItsOwnEnvelopeBesideTheItems") { try $0.theListIsReadInItsOwnEnvelopeBesideTheItems() },
		SuiteTest("theWrittenSpecReadsTheListUnwrappedAndTheItemInItsKey") { try $0.theWrittenSpecReadsTheListUnwrappedAndTheItemInItsKey() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIListEnvelopeImportTests>) async throws { try await test.body(self) }
}
