import Testing

import ScaffoldCore

/// Which REST lists' cached pages revalidate with their stamps' validators (docs/caching.md): every
/// page style whose body or `Link` header says how to reach the next page, and none that do not age.
struct PageRevalidationContextTests {
	/// The generated REST data source of a `Post` list paged as `page` says, with `maxAge` when given.
	private static func dataSource(page: String, maxAge: String? = "\"5m\"") throws -> String {
		let age = maxAge.map { #", "maxAge": \#($0)"# } ?? ""
		let spec = #"""
			{"version": 1, "feature": "Feed", "types": [], "entities": [{"name": "Post", "fields": [{"name": "title", "type": "String"}],
			"rest": {"path": "/posts", "detail": true, "list": {"paginated": true, "page": \#(page)\#(age)}}, "local": "memory"}]}
			"""#
		let output = FeatureGeneration.run(
			specBytes: Array(spec.utf8), specPath: "Specs/Feed.json", config: .templateShaped, generator: try SharedGeneration.generator())
		return try require(output.files.first { $0.path.hasSuffix("PostRESTDataSource.swift") }?.contents, "\(output.diagnostics)")
	}

	static let pagesThatSayTheWayOnRevalidateArguments: [String] = [
		#"{"cursor": "nextCursor", "info": null}"#, #"{"nextURL": "next", "info": null}"#, #"{"hasMore": "has_more"}"#, #"{"parameter": "p"}"#,
		#"{"linkHeader": true}"#,
	]
	func pagesThatSayTheWayOnRevalidate(page: String) throws {
		let source = try Self.dataSource(page: page)
		expectContains(source, "func revalidatePosts(page: Int, filter: PostFilterDTO, stamp: CacheStamp?)")
		expectContains(source, "headers: validators(stamp)")
	}

	/// A new page of a `Link` header's list takes its next page from the header, so only that list's
	/// conditional request reads the response's headers into the value.
	func onlyALinkHeadersPagesReadTheHeadersOfANewPage() throws {
		let linked = try Self.dataSource(page: #"{"linkHeader": true}"#)
		expectContains(linked, "reading value: (T, _ header: (String) -> String?) -> Value")
		expectContains(linked, "Self.nextLink(in: header(\"Link\"))")
		#expect(!(try Self.dataSource(page: #"{"parameter": "p"}"#)).contains("reading value:"))
	}

	func pagesThatDoNotAgeAreReadAgainInFull() throws {
		#expect(!(try Self.dataSource(page: #"{"cursor": "nextCursor", "info": null}"#, maxAge: nil)).contains("func revalidatePosts"))
		#expect(!(try Self.dataSource(page: #"{"linkHeader": true}"#, maxAge: nil)).contains("func revalidatePosts"))
	}

	/// A continued list that does not revalidate builds its requests with `Endpoint`'s default
	/// headers (seed 004's `Endpoint` has one too): no `headers: [:]`, no headers parameter.
	static let aContinuedListThatDoesNotRevalidateSendsNoHeadersArguments: [String] = [#"{"cursor": "nextCursor", "info": null}"#, #"{"nextURL": "next", "info": null}"#, #"{"linkHeader": true}"#]
	func aContinuedListThatDoesNotRevalidateSendsNoHeaders(page: String) throws {
		let source = try Self.dataSource(page: page, maxAge: nil)
		expectContains(source, "postsEndpoint(after: next, filter: filter))")
		expectContains(source, "fileprivate func postsEndpoint(after next: String?, filter: PostFilterDTO) throws -> Endpoint {")
		expectLacks(source, "headers")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<PageRevalidationContextTests>] = [
		SuiteTest("onlyALinkHeadersPagesReadTheHeadersOfANewPage") { try $0.onlyALinkHeadersPagesReadTheHeadersOfANewPage() },
		SuiteTest("pagesThatDoNotAgeAreReadAgainInFull") { try $0.pagesThatDoNotAgeAreReadAgainInFull() },
	]
		+ SuiteTest<PageRevalidationContextTests>.cases("pagesThatSayTheWayOnRevalidate(page:)", pagesThatSayTheWayOnRevalidateArguments) { try $0.pagesThatSayTheWayOnRevalidate(page: $1) }
		+ SuiteTest<PageRevalidationContextTests>.cases("aContinuedListThatDoesNotRevalidateSendsNoHeaders(page:)", aContinuedListThatDoesNotRevalidateSendsNoHeadersArguments) { try $0.aContinuedListThatDoesNotRevalidateSendsNoHeaders(page: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<PageRevalidationContextTests>) async throws { try await test.body(self) }
}
