import Testing

import ScaffoldCore

/// A document whose lists carry no page numbers (`cursor-like.yaml`): a cursor beside the items or
/// in an object imports as `list.page.cursor` with the query parameter that sends it back, a link to
/// the next page (Django REST Framework's CursorPagination) as `list.page.nextURL`; the cursor's and
/// the page size's parameters are no filters, and a cursor no parameter sends back is left out.
struct OpenAPICursorImportTests {
	private static let file = "Tests/Fixtures/import/openapi/cursor-like.yaml"

	func cursorsAndLinksImportAsTheWayToTheNextPage() throws {
		let (spec, warnings, notes) = try OpenAPIRealisticImportTests.imported("cursor-like.yaml")
		expectEqual(spec.entities.map(\.name), ["Post", "Event", "Team"])
		let pages = spec.entities.compactMap { $0.list?.page }
		expectEqual(pages.map(\.continuation), [.cursor(key: "nextCursor"), .nextURL(key: "next"), .cursor(key: "next_cursor")])
		expectEqual(pages.map(\.parameter), ["cursor", "cursor", "after"])
		expectEqual(pages.map(\.items), ["items", "results", "data"])
		expectEqual(pages.map(\.info), [nil, nil, "meta"])
		expectEqual(spec.entities.map { $0.list?.filters.map(\.parameter) ?? [] }, [["author"], ["kind"], []])
		expectContains(
			notes,
				"\(Self.file):126:17: note: GET /v1/teams answers a page: items in 'data', the next page's cursor in 'next_cursor' in 'meta', the cursor sent back in query item 'after': the list is paginated with this 'page'")
		expectContains(notes, "\(Self.file):67:11: note: query parameter 'page_size' of GET /v1/events/ is the page size: the page's 'limit', pageSize the spec's default")
		expectContains(notes, "\(Self.file):14:11: note: query parameter 'cursor' of GET /v1/posts goes with the next page; it is no filter")
		expectEqual(pages.map(\.sizeParameter), ["limit", "page_size", nil], "the page size's query item, when the list takes one")
		expectEqual(spec.entities.map { $0.list?.pageSize }, [25, nil, nil], "a documented default is the page size")
		expectEqual(
			warnings, [
				"\(Self.file):154:3: warning: '/v1/audit-logs' has no operation a spec can express; the resource is left out",
				"\(Self.file):163:17: warning: GET /v1/audit-logs answers the next page's cursor in 'next_cursor' but takes no query parameter to send it back ('cursor', 'after', 'page_token'…); the list is left out",
			])
	}

	func theWrittenSpecNamesTheWayAndLoads() throws {
		let result = try ImportFixture.run("openapi/cursor-like.yaml", feature: "Pulse")
		let text = try require(result.text)
		expectContains(text, ["\"page\": {", "\"cursor\": \"next_cursor\",", "\"parameter\": \"after\",", "\"items\": \"data\",", "\"info\": \"meta\""].joined(separator: "\n\t\t\t\t\t\t"))
		expectContains(text, ["\"page\": {", "\"nextURL\": \"next\",", "\"limit\": \"page_size\",", "\"info\": null"].joined(separator: "\n\t\t\t\t\t\t"))
		expectEqual(result.entity("Post")?.rest?.list?.page.continuation, .cursor(key: "nextCursor"))
		expectEqual(result.entity("Event")?.rest?.list?.page.continuation, .nextURL(key: "next"))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPICursorImportTests>] = [
		SuiteTest("cursorsAndLinksImportAsTheWayToTheNextPage") { try $0.cursorsAndLinksImportAsTheWayToTheNextPage() },
		SuiteTest("theWrittenSpecNamesTheWayAndLoads") { try $0.theWrittenSpecNamesTheWayAndLoads() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPICursorImportTests>) async throws { try await test.body(self) }
}
