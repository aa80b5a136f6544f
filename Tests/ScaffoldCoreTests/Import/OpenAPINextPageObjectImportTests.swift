import Testing

import ScaffoldCore

/// A list answering its next page as an object (`next-page-object-like.yaml`,
/// `"next_page": {"offset": 40, "uri": "…"}`): no spec form reads it, so the list is left out with a
/// warning saying so, instead of reading the object as a next page's URL that never decodes.
struct OpenAPINextPageObjectImportTests {
	private static let file = "Tests/Fixtures/import/openapi/next-page-object-like.yaml"

	@Test func aNextPageObjectIsRefusedSayingWhatASpecReads() throws {
		let (spec, warnings, _) = try OpenAPIRealisticImportTests.imported("next-page-object-like.yaml")
		let thread = try #require(spec.entities.first)
		#expect(thread.list == nil && thread.detail)
		#expect(
			warnings == [
				"\(Self.file):23:17: warning: GET /threads answers the next page as an object in 'next_page' ({offset, uri}): a spec reads the next page's URL or cursor as text ('page.nextURL', 'page.cursor') and cannot read it from an object yet; the list is left out (write it by hand as \"list\": {\"paginated\": false} to read the first page alone)"
			])
	}
}
