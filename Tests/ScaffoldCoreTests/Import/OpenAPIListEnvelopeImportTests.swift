import Testing

import ScaffoldCore

/// A document in the RealWorld (Conduit) API's shape (`realworld-like.yaml`): the article answered
/// as `{"article": {…}}`, the list as `{"articles": […], "articlesCount": 31}` and the writes sent
/// wrapped in `article`. The item's key is the entity's envelope, and the list, wrapped otherwise,
/// is imported with its own (`"envelope": null`), not left out.
struct OpenAPIListEnvelopeImportTests {
	private static let file = "Tests/Fixtures/import/openapi/realworld-like.yaml"

	@Test func theListIsReadInItsOwnEnvelopeBesideTheItems() throws {
		let (spec, warnings, notes) = try OpenAPIRealisticImportTests.imported("realworld-like.yaml")
		let article = try #require(spec.entities.first)
		#expect(article.envelope == "article" && article.identifier?.key == "slug")
		#expect(article.detail && article.create && article.update && article.delete)
		#expect(article.createEnvelope == "article" && article.updateEnvelope == "article")
		let list = try #require(article.list)
		expectEqual(list.envelope, .unwrapped)
		#expect(list.paginated && list.page.items == "articles" && list.page.count == "articlesCount" && list.page.info == nil)
		#expect(list.page.offset == "offset" && list.page.limit == "limit" && !list.page.linked && list.pageSize == 20)
		expectEqual(list.filters.map(\.parameter), ["tag", "author", "favorited"])
		#expect(
			notes.contains(
				"\(Self.file):46:17: note: GET /articles is not wrapped in 'article' as the item is: the list is read as it is (\"envelope\": null)"
			))
		expectEqual(warnings, [])
	}

	@Test func theWrittenSpecReadsTheListUnwrappedAndTheItemInItsKey() throws {
		let result = try ImportFixture.run("openapi/realworld-like.yaml", feature: "Conduit")
		let text = try #require(result.text)
		expectContains(text, #""paginated": true,"# + "\n\t\t\t\t\t" + #""envelope": null,"#)
		let rest = try #require(result.entity("Article")?.rest)
		#expect(rest.envelope == "article" && rest.list?.envelope == .unwrapped && rest.listEnvelope == nil)
		#expect(rest.createWrite.envelope == "article" && rest.updateWrite.envelope == "article")
		// The document's own examples (the articles' slug and title) decode with the list read as it is.
		#expect(
			result.diagnostics.map(\.description).contains(
				"\(Self.file):172:7: note: decoded 2 examples of the document against the spec, 2 without a mismatch"))
	}
}
