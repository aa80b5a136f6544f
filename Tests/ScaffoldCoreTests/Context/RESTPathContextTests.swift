import Testing

import ScaffoldCore

/// What the generated REST data source and its tests make of `basePath`, `itemPath` and `envelope`.
struct RESTPathContextTests {
	func theContextSpellsAnItemsPathAroundItsIdentifier() throws {
		let bytes = Array(try RepositoryFiles.text("Examples/Blog.json").utf8)
		let output = FeatureGeneration.run(specBytes: bytes, specPath: "Specs/Blog.json", config: .templateShaped, generator: try SharedGeneration.generator())
		let source = try require(output.files.first { $0.path.hasSuffix("ArticleRESTDataSource.swift") }?.contents)
		expectContains(source, #"Endpoint(path: "/api/v2/articles/\(identifier)/")"#)
		expectContains(source, #"path: "/api/v2/articles/\(item.slug)/", method: .put"#)
		expectContains(source, #"case payload = "data""#)
		let tests = try require(output.files.first { $0.path.hasSuffix("ArticleRESTDataSourceTests.swift") }?.contents)
		expectContains(tests, #"expectEqual(endpoint.path, "/api/v2/articles/1/")"#)
		expectContains(tests, #"Data("{\"data\":".utf8) + (try loadJSONData(filename)) + Data("}".utf8)"#)
	}

	func aPageOfAnotherShapeHasItsOwnDTOsAndFixturesInThatShape() throws {
		let bytes = Array(try RepositoryFiles.text("Examples/Blog.json").utf8)
		let output = FeatureGeneration.run(specBytes: bytes, specPath: "Specs/Blog.json", config: .templateShaped, generator: try SharedGeneration.generator())
		func file(_ suffix: String) throws -> String { try require(output.files.first { $0.path.hasSuffix(suffix) }?.contents, "\(suffix)") }
		expectNone(output.files, where: { $0.path.hasSuffix("/PaginationInfoDTO.swift") }, "no list of the feature has the default shape")
		try expectContains(file("SubscriberPaginationInfoDTO.swift"), #"case pages = "last_page""#)
		let response = try file("SubscribersResponseDTO.swift")
		expectContains(response, #"case results = "data""#)
		expectLacks(response, "case info")
		expectContains(response, "info = try SubscriberPaginationInfoDTO(from: decoder)")
		try expectContains(file("SubscriberRESTDataSource.swift"), #"var queryItems = [URLQueryItem(name: "p", value: String(page))]"#)
		let fixture = try JSONReader(path: "f.json").read(try file("subscribers_response_page_2.json")).value
		expectEqual(fixture.objectMembers?.map(\.0), ["data", "total", "last_page", "next_page_url", "prev_page_url"])
		expectEqual(fixture.objectMembers?.first { $0.0 == "next_page_url" }?.1, .string("https://example.com/api/api/v2/subscribers?p=3"))
	}

	func aPageByOffsetCountsItsPagesFromItsTotal() throws {
		// A page by offset without a number of pages asks for its items and counts its pages.
		let bytes = Array(try RepositoryFiles.text("Examples/Blog.json").utf8)
		let output = FeatureGeneration.run(specBytes: bytes, specPath: "Specs/Blog.json", config: .templateShaped, generator: try SharedGeneration.generator())
		func file(_ suffix: String) throws -> String { try require(output.files.first { $0.path.hasSuffix(suffix) }?.contents, "\(suffix)") }
		try expectContains(
			file("CommentRESTDataSource.swift"),
				#"let queryItems = [URLQueryItem(name: "offset", value: String((page - 1) * 2)), URLQueryItem(name: "limit", value: "2")]"#)
		let info = try file("CommentPaginationInfoDTO.swift")
		expectContains(info, "pages = max(1, (count + 2 - 1) / 2)")
		expectLacks(info, "case pages")
		// Two items a page: the sample totals give the same numbers of pages as two-a-page lists.
		let first = try JSONReader(path: "f.json").read(try file("comments_response.json")).value
		expectEqual(first.objectMembers?.map(\.0), ["results", "count", "next", "previous"])
		expectEqual(first.objectMembers?.first { $0.0 == "count" }?.1, .number("40"))
		expectEqual(first.objectMembers?.first { $0.0 == "next" }?.1, .string("https://example.com/api/api/v2/comments/?offset=2&limit=2"))
		let tests = try file("CommentRESTDataSourceTests.swift")
		expectContains(tests, #"expectEqual(endpoint.queryItems, [URLQueryItem(name: "offset", value: "0"), URLQueryItem(name: "limit", value: "2")])"#)

		// Sample totals keep their numbers of pages when the DTO works them out.
		let text = """
			{"version": 1, "feature": "Shop", "entities": [
			{"name": "Item", "fields": [], "rest": {"path": "/items", "list": {"paginated": true, "pageSize": 15, "page": {"pages": null}}}, "local": "memory"}
			]}
			"""
		let entity = try require(Spec.load(bytes: Array(text.utf8), path: "s.json").spec?.entities.first)
		// 15 a page: 300 items are the 20 pages of the first fixtures, 301 the 21 of the last page's.
		expectEqual(Fixtures.totalCount(entity), 300)
		expectEqual(Fixtures.lastPageTotalCount(entity), 301)
		expectEqual((Fixtures.totalCount(entity) + 15 - 1) / 15, Fixtures.pageCount)
		expectEqual((Fixtures.lastPageTotalCount(entity) + 15 - 1) / 15, Fixtures.lastPageCount)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<RESTPathContextTests>] = [
		SuiteTest("theContextSpellsAnItemsPathAroundItsIdentifier") { try $0.theContextSpellsAnItemsPathAroundItsIdentifier() },
		SuiteTest("aPageOfAnotherShapeHasItsOwnDTOsAndFixturesInThatShape") { try $0.aPageOfAnotherShapeHasItsOwnDTOsAndFixturesInThatShape() },
		SuiteTest("aPageByOffsetCountsItsPagesFromItsTotal") { try $0.aPageByOffsetCountsItsPagesFromItsTotal() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<RESTPathContextTests>) async throws { try await test.body(self) }
}
