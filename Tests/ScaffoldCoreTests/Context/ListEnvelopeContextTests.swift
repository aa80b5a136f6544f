import Testing

import ScaffoldCore

/// A REST list wrapped otherwise than the item (`list.envelope`): the data source reads the list
/// through `requestList` (and `revalidateList`) in its own envelope, the item through `request`,
/// and the generated tests send each fixture as the API does.
struct ListEnvelopeContextTests {
	/// The files generated for an `Article` whose REST block is `rest`.
	private static func files(rest: String) throws -> [String: String] {
		let spec = #"""
			{"version": 1, "feature": "Conduit", "types": [], "entities": [{"name": "Article", "identifier": {"name": "slug", "type": "String"},
			"fields": [{"name": "title", "type": "String"}], "rest": {\#(rest)}, "local": "memory"}]}
			"""#
		return try GeneratedFiles.files(spec, path: "Specs/Conduit.json")
	}

	func anUnwrappedPageBesideAWrappedItem() throws {
		let files = try Self.files(
			rest: #""path": "/articles", "itemPath": "/articles/{slug}", "envelope": "article", "list": {"paginated": true, "envelope": null, "page": {"offset": "offset", "items": "articles", "info": null, "count": "articlesCount", "pages": null, "next": null, "prev": null}, "cachePages": true, "maxAge": "5m"}"#
		)
		let source = try GeneratedFiles.file(files, endingWith: "ArticleRESTDataSource.swift")
		expectContains(source, "try await requestList(articlesEndpoint(page: page, filter: filter, headers: [:]))")
		expectContains(source, "try await revalidateList(articlesEndpoint(page: page, filter: filter, headers: validators(stamp)))")
		expectContains(source, "fileprivate func requestList<T: Decodable>(_ endpoint: Endpoint) async throws -> T {\n\t\tdo {\n\t\t\treturn try await httpClient.request(endpoint)")
		expectContains(source, "let envelope: Envelope<T> = try await httpClient.request(endpoint)", "the item is read inside 'article'")
		expectLacks(source, "ListEnvelope")
		let tests = try GeneratedFiles.file(files, endingWith: "ArticleRESTDataSourceTests.swift")
		expectContains(tests, #"try loadJSONData("articles_response")"#)
		expectContains(tests, #"try enveloped("article")"#)
		let container = try GeneratedFiles.file(files, endingWith: "ConduitContainerTests.swift")
		expectContains(container, #"Data("{\"article\":".utf8) + loadJSONData("article")"#)
	}

	func aListInAKeyOfItsOwn() throws {
		let files = try Self.files(rest: #""path": "/articles", "envelope": "article", "detail": false, "list": {"envelope": "articles"}, "update": true"#)
		let source = try GeneratedFiles.file(files, endingWith: "ArticleRESTDataSource.swift")
		expectContains(source, "let envelope: ListEnvelope<T> = try await httpClient.request(endpoint)")
		expectContains(source, "case payload = \"articles\"")
		let tests = try GeneratedFiles.file(files, endingWith: "ArticleRESTDataSourceTests.swift")
		expectContains(tests, #"httpClientMock.result = .success(try listEnveloped("article_list"))"#)
		expectContains(tests, #"Data("{\"articles\":".utf8) + (try loadJSONData(filename))"#)
		// Without a detail the container's wiring is proven through the list, sent in its envelope.
		let container = try GeneratedFiles.file(files, endingWith: "ConduitContainerTests.swift")
		expectContains(container, #"Data("{\"articles\":".utf8) + loadJSONData("article_list")"#)
	}

	func withoutAListEnvelopeTheListIsReadAsTheItem() throws {
		let files = try Self.files(rest: #""path": "/articles", "envelope": "data", "list": true"#)
		let source = try GeneratedFiles.file(files, endingWith: "ArticleRESTDataSource.swift")
		expectLacks(source, "requestList")
		expectLacks(source, "ListEnvelope")
		expectContains(source, "Every response of this API wraps its payload in `\"data\"`.")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ListEnvelopeContextTests>] = [
		SuiteTest("anUnwrappedPageBesideAWrappedItem") { try $0.anUnwrappedPageBesideAWrappedItem() },
		SuiteTest("aListInAKeyOfItsOwn") { try $0.aListInAKeyOfItsOwn() },
		SuiteTest("withoutAListEnvelopeTheListIsReadAsTheItem") { try $0.withoutAListEnvelopeTheListIsReadAsTheItem() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ListEnvelopeContextTests>) async throws { try await test.body(self) }
}
