import Testing

import ScaffoldCore

/// A list answering its next page as an object (`next-page-object-like.yaml`,
/// `"next_page": {"offset": 40, "uri": "…"}`, null on the last page): imported as a list continued by
/// the object's URL, the object the page's `info`; an object with no URL in it is still refused,
/// instead of reading the object as a next page's URL that never decodes.
struct OpenAPINextPageObjectImportTests {
	private static let file = "Tests/Fixtures/import/openapi/next-page-object-like.yaml"

	func aNextPageObjectWithAURLImportsAsTheNextURLInItsObject() throws {
		let (spec, warnings, notes) = try OpenAPIRealisticImportTests.imported("next-page-object-like.yaml")
		let thread = try require(spec.entities.first)
		let list = try require(thread.list)
		expectTrue(list.paginated)
		expectEqual(list.page.info, "next_page")
		expectEqual(list.page.continuation, .nextURL(key: "uri"))
		expectEqual(list.page.items, "threads")
		expectEmpty(list.filters)
		expectContains(
			notes,
				"\(Self.file):23:17: note: GET /threads answers a page: items in 'threads', the next page as an object, its URL in 'uri' in 'next_page' (the object null on the last page), the next page asked for with that URL's query items: the list is paginated with this 'page'")
		expectEqual(warnings, [])
	}

	func theWrittenSpecNamesTheObjectAndItsURLAndLoads() throws {
		let result = try ImportFixture.run("openapi/next-page-object-like.yaml", feature: "Forum")
		let text = try require(result.text)
		expectContains(text, #""nextURL": "uri""#)
		expectContains(text, #""info": "next_page""#)
		let page = try require(result.entity("Thread")?.rest?.list?.page)
		expectEqual(page.info, "next_page")
		expectEqual(page.continuation, .nextURL(key: "uri"))
		expectTrue(page.infoMayBeNull)
	}

	func aNextPageObjectWithoutAURLIsRefusedSayingWhatASpecReads() throws {
		let text = try RepositoryFiles.text(Self.file).replacing("uri:", with: "token:")
		let (spec, log) = try SpecImport.importSpec(bytes: Array(text.utf8), path: Self.file, options: .init(feature: "Hub"))
		let thread = try require(spec.entities.first)
		expectNil(thread.list)
		expectTrue(thread.detail)
		expectEqual(
			SpecReader.sorted(log.diagnostics).filter { $0.severity == .warning }.map(\.description), [
				"\(Self.file):23:17: warning: GET /threads answers the next page as an object in 'next_page' ({offset, token}) with no URL in it ('uri', 'url', 'href', 'link'): a spec reads such an object by the next page's URL in it ('page.info' the object, 'page.nextURL' the URL's key); the list is left out (write it by hand as \"list\": {\"paginated\": false} to read the first page alone)"
			])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPINextPageObjectImportTests>] = [
		SuiteTest("aNextPageObjectWithAURLImportsAsTheNextURLInItsObject") { try $0.aNextPageObjectWithAURLImportsAsTheNextURLInItsObject() },
		SuiteTest("theWrittenSpecNamesTheObjectAndItsURLAndLoads") { try $0.theWrittenSpecNamesTheObjectAndItsURLAndLoads() },
		SuiteTest("aNextPageObjectWithoutAURLIsRefusedSayingWhatASpecReads") { try $0.aNextPageObjectWithoutAURLIsRefusedSayingWhatASpecReads() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPINextPageObjectImportTests>) async throws { try await test.body(self) }
}
