import Testing

import ScaffoldCore

/// A REST page whose next page's URL (or cursor) sits in an object of its own, `null` on the last
/// page (`{"threads": […], "next_page": {"offset": 40, "uri": "…"}}`; `"info": "next_page",
/// "nextURL": "uri"`): the page DTO reads a null or absent object as a page with no next one, and
/// the fixtures send the object on the first page and `null` on the last.
struct NextPageObjectContextTests {
	/// The files generated for a `Thread` list paged as `page` says.
	private static func files(page: String) throws -> [String: String] {
		let spec = #"""
			{"version": 1, "feature": "Forum", "types": [], "entities": [{"name": "Thread", "fields": [{"name": "title", "type": "String"}],
			"rest": {"path": "/threads", "detail": true, "list": {"paginated": true, "page": \#(page)}}, "local": "memory"}]}
			"""#
		return try GeneratedFiles.files(spec, path: "Specs/Forum.json")
	}

	static let aNullObjectIsTheLastPageArguments: [String] = [#"{"items": "threads", "info": "next_page", "nextURL": "uri"}"#, #"{"items": "threads", "info": "next_page", "cursor": "offset"}"#]
	func aNullObjectIsTheLastPage(page: String) throws {
		let files = try Self.files(page: page)
		let response = try GeneratedFiles.file(files, endingWith: "ThreadsResponseDTO.swift")
		expectContains(response, "info = try container.decodeIfPresent(ThreadPaginationInfoDTO.self, forKey: .info)")
		expectContains(response, "?? ThreadPaginationInfoDTO(next: nil)")
		let fixtures = files.filter { $0.key.hasSuffix(".json") && $0.value.contains("\"threads\"") }.map(\.value)
		expectAny(fixtures, where: { $0.contains(#""next_page": null"#) }, "a last page sends the object as null")
		expectAny(fixtures, where: { $0.contains(#""next_page": {"#) }, "a first page sends the object")
	}

	static let otherPagesDecodeAsTheyDidArguments: [String] = [#"{"items": "threads", "info": null, "nextURL": "next"}"#, #"{"hasMore": "has_more", "items": "threads"}"#, #"{"parameter": "p"}"#]
	func otherPagesDecodeAsTheyDid(page: String) throws {
		let files = try Self.files(page: page)
		let response = try GeneratedFiles.file(files, endingWith: "ResponseDTO.swift")
		expectLacks(response, "decodeIfPresent")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<NextPageObjectContextTests>] =
		SuiteTest<NextPageObjectContextTests>.cases("aNullObjectIsTheLastPage(page:)", aNullObjectIsTheLastPageArguments) { try $0.aNullObjectIsTheLastPage(page: $1) }
		+ SuiteTest<NextPageObjectContextTests>.cases("otherPagesDecodeAsTheyDid(page:)", otherPagesDecodeAsTheyDidArguments) { try $0.otherPagesDecodeAsTheyDid(page: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<NextPageObjectContextTests>) async throws { try await test.body(self) }
}
