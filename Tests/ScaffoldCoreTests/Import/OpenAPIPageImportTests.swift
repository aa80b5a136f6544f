import Testing

import ScaffoldCore

/// A Laravel application's document (`laravel-like.yaml`): a paginator's pages import as a
/// `list.page` naming their keys; a resource collection whose links sit apart from its counts
/// (`{data, links, meta}`) imports as a list continued by its next link.
struct OpenAPIPageImportTests {
	private static let file = "Tests/Fixtures/import/openapi/laravel-like.yaml"

	func aPaginatorsPageImportsWithItsKeys() throws {
		let (spec, warnings, notes) = try OpenAPIRealisticImportTests.imported("laravel-like.yaml")
		expectEqual(spec.entities.map(\.name), ["Subscriber", "Campaign"])
		let list = try require(spec.entities.first?.list)
		expectTrue(list.paginated)
		expectEqual(
			[list.page.parameter, list.page.items, list.page.count, list.page.pages, list.page.next, list.page.prev], ["page", "data", "total", "last_page", "next_page_url", "prev_page_url"])
		expectEqual(list.page.info, nil, "the counts sit beside the items")
		expectEqual(list.filters.map(\.parameter), ["status"], "the page number is no filter")
		expectContains(
			notes,
				"\(Self.file):103:7: note: GET /api/subscribers answers a page: items in 'data', counts beside them (total, last_page, next_page_url, prev_page_url), the page number in query item 'page': the list is paginated with this 'page'")
		expectEqual(warnings, [])
	}

	func aResourceCollectionFollowsItsNextLink() throws {
		let (spec, _, notes) = try OpenAPIRealisticImportTests.imported("laravel-like.yaml")
		let list = try require(spec.entities.first { $0.name == "Campaign" }?.list)
		expectTrue(list.paginated)
		expectEqual(list.page.continuation, .nextURL(key: "next"))
		expectEqual(list.page.info, "links")
		expectEqual(list.page.items, "data")
		expectEmpty(list.filters, "the page number is no filter: the link carries it")
		expectContains(
			notes,
				"\(Self.file):80:17: note: GET /api/campaigns answers a page: items in 'data', the next page's URL in 'next' in 'links', the next page asked for with that URL's query items: the list is paginated with this 'page'")
	}

	func theWrittenSpecNamesOnlyWhatDiffersAndLoads() throws {
		let result = try ImportFixture.run("openapi/laravel-like.yaml", feature: "Newsletter")
		let text = try require(result.text)
		let written = ["\"page\": {", "\"items\": \"data\",", "\"info\": null,", "\"count\": \"total\",", "\"pages\": \"last_page\",",
			"\"next\": \"next_page_url\",", "\"prev\": \"prev_page_url\""]
		expectContains(text, written.joined(separator: "\n\t\t\t\t\t\t"), "the page object, in this order, with what differs only")
		expectLacks(text, #""parameter": "page""#, "the default query item is not written")
		let page = try require(result.entity("Subscriber")?.rest?.list?.page)
		expectEqual(page.items, "data")
		expectEqual(page.info, nil)
		expectEqual(page.pages, "last_page")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIPageImportTests>] = [
		SuiteTest("aPaginatorsPageImportsWithItsKeys") { try $0.aPaginatorsPageImportsWithItsKeys() },
		SuiteTest("aResourceCollectionFollowsItsNextLink") { try $0.aResourceCollectionFollowsItsNextLink() },
		SuiteTest("theWrittenSpecNamesOnlyWhatDiffersAndLoads") { try $0.theWrittenSpecNamesOnlyWhatDiffersAndLoads() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIPageImportTests>) async throws { try await test.body(self) }
}
