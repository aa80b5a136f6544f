import Testing

import ScaffoldCore

/// A document whose lists say only whether more items follow (`has-more-like.yaml`, Stripe's and
/// Resend's `{object: "list", data, has_more}`): imported as `list.page.hasMore` with the query
/// parameter that sends back the last item's id; a list without such a parameter is left out.
struct OpenAPIHasMoreImportTests {
	private static let file = "Tests/Fixtures/import/openapi/has-more-like.yaml"

	func aFlagOfMoreItemsImportsAsAListContinuedAfterItsLastItem() throws {
		let (spec, warnings, notes) = try OpenAPIRealisticImportTests.imported("has-more-like.yaml")
		let charge = try require(spec.entities.first { $0.name == "Charge" })
		let page = try require(charge.list?.page)
		expectEqual(page.continuation, .lastItem(hasMore: "has_more"))
		expectEqual(page.parameter, "starting_after")
		expectEqual(page.items, "data")
		expectEqual(page.info, nil)
		expectEqual(page.sizeParameter, "limit")
		expectEqual(charge.list?.pageSize, 10)
		expectEqual(charge.list?.filters.map(\.parameter), ["customer"], "ending_before asks for a page: no filter")
		expectContains(
			notes,
				"\(Self.file):37:17: note: GET /v1/charges answers a page: items in 'data', whether more follow in 'has_more' beside them, the last item's identifier sent back in query item 'starting_after': the list is paginated with this 'page'")
		expectNil(spec.entities.first { $0.name == "Refund" }?.list)
		expectContains(
			warnings,
				"\(Self.file):74:17: warning: GET /v1/refunds answers whether more follow in 'has_more' but takes no query parameter to send back its last item's identifier ('starting_after', 'after'…); the list is left out")
	}

	func theWrittenSpecNamesTheFlagAndLoads() throws {
		let result = try ImportFixture.run("openapi/has-more-like.yaml", feature: "Ledger")
		let text = try require(result.text)
		expectContains(text, ["\"page\": {", "\"hasMore\": \"has_more\",", "\"limit\": \"limit\",", "\"items\": \"data\""].joined(separator: "\n\t\t\t\t\t\t"))
		expectLacks(text, "\"info\": null", "the flag sits beside the items: no info to write")
		expectEqual(result.entity("Charge")?.rest?.list?.page.continuation, .lastItem(hasMore: "has_more"))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIHasMoreImportTests>] = [
		SuiteTest("aFlagOfMoreItemsImportsAsAListContinuedAfterItsLastItem") { try $0.aFlagOfMoreItemsImportsAsAListContinuedAfterItsLastItem() },
		SuiteTest("theWrittenSpecNamesTheFlagAndLoads") { try $0.theWrittenSpecNamesTheFlagAndLoads() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIHasMoreImportTests>) async throws { try await test.body(self) }
}
