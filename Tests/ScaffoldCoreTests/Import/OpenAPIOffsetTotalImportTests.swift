import Testing

import ScaffoldCore

/// A document whose list is paged by offset and limit and answers a total beside the items with no
/// links (`offset-total-like.yaml`, RealWorld's `{articles, articlesCount}`): imported as a page by
/// offset with `"next": null, "prev": null`, the limit's default as the page size.
struct OpenAPIOffsetTotalImportTests {
	private static let file = "Tests/Fixtures/import/openapi/offset-total-like.yaml"

	func aTotalWithoutLinksImportsAsAnUnlinkedOffsetPage() throws {
		let (spec, warnings, notes) = try OpenAPIRealisticImportTests.imported("offset-total-like.yaml")
		let article = try require(spec.entities.first)
		let page = try require(article.list?.page)
		expectFalse(page.linked)
		expectEqual(page.continuation, nil)
		expectEqual(page.offset, "offset")
		expectEqual(page.limit, "limit")
		expectEqual(page.items, "articles")
		expectEqual(page.info, nil)
		expectEqual(page.count, "articlesCount")
		expectEqual(page.pages, nil)
		expectEqual(article.list?.pageSize, 20)
		expectEqual(article.list?.filters.map(\.parameter), ["author"])
		expectContains(
			notes,
				"\(Self.file):32:17: note: GET /articles answers a page: items in 'articles', counts beside them (articlesCount, no number of pages, no links), an offset in 'offset' and a limit in 'limit': the list is paginated with this 'page'")
		expectEqual(warnings, [])
	}

	func theWrittenSpecSaysThereAreNoLinksAndLoads() throws {
		let result = try ImportFixture.run("openapi/offset-total-like.yaml", feature: "Conduit")
		let text = try require(result.text)
		expectContains(text, ["\"count\": \"articlesCount\",", "\"pages\": null,", "\"next\": null,", "\"prev\": null"].joined(separator: "\n\t\t\t\t\t\t"))
		expectEqual(result.entity("Article")?.rest?.list?.page.linked, false)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIOffsetTotalImportTests>] = [
		SuiteTest("aTotalWithoutLinksImportsAsAnUnlinkedOffsetPage") { try $0.aTotalWithoutLinksImportsAsAnUnlinkedOffsetPage() },
		SuiteTest("theWrittenSpecSaysThereAreNoLinksAndLoads") { try $0.theWrittenSpecSaysThereAreNoLinksAndLoads() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIOffsetTotalImportTests>) async throws { try await test.body(self) }
}
