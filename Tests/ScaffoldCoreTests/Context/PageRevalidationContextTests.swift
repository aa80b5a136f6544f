import Testing

import ScaffoldCore

/// Which REST lists' cached pages revalidate with their stamps' validators (docs/caching.md): every
/// page style whose body says how to reach the next page, not a `Link` header's pages, and none
/// that do not age.
struct PageRevalidationContextTests {
	/// The generated REST data source of a `Post` list paged as `page` says, with `maxAge` when given.
	private static func dataSource(page: String, maxAge: String? = "\"5m\"") throws -> String {
		let age = maxAge.map { #", "maxAge": \#($0)"# } ?? ""
		let spec = #"""
			{"version": 1, "feature": "Feed", "types": [], "entities": [{"name": "Post", "fields": [{"name": "title", "type": "String"}],
			"rest": {"path": "/posts", "detail": true, "list": {"paginated": true, "page": \#(page)\#(age)}}, "local": "memory"}]}
			"""#
		let output = FeatureGeneration.run(
			specBytes: Array(spec.utf8), specPath: "Specs/Feed.json", config: .templateShaped, generator: try Generator(catalog: .embedded))
		return try #require(output.files.first { $0.path.hasSuffix("PostRESTDataSource.swift") }?.contents, "\(output.diagnostics)")
	}

	@Test(arguments: [
		#"{"cursor": "nextCursor", "info": null}"#, #"{"nextURL": "next", "info": null}"#, #"{"hasMore": "has_more"}"#, #"{"parameter": "p"}"#,
	])
	func pagesThatSayTheWayOnRevalidate(page: String) throws {
		let source = try Self.dataSource(page: page)
		#expect(source.contains("func revalidatePosts(page: Int, filter: PostFilterDTO, stamp: CacheStamp?)"))
		#expect(source.contains("headers: validators(stamp)"))
	}

	@Test func aLinkHeadersPagesAndPagesThatDoNotAgeAreReadAgainInFull() throws {
		#expect(!(try Self.dataSource(page: #"{"linkHeader": true}"#)).contains("func revalidatePosts"))
		#expect(!(try Self.dataSource(page: #"{"cursor": "nextCursor", "info": null}"#, maxAge: nil)).contains("func revalidatePosts"))
	}
}
