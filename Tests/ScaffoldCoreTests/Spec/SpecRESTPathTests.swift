import Testing

import ScaffoldCore

/// `basePath`, `itemPath`, trailing slashes and `envelope` as the decoder resolves them.
struct SpecRESTPathTests {
	private func rest(_ keys: String, byParent: String = "") throws -> SpecREST {
		let text = """
			{"version": 1, "feature": "Blog", "entities": [
			{"name": "Author", "identifier": {"name": "login", "type": "String"}, "fields": [], "rest": {"path": "/authors"}, "local": "memory"},
			{"name": "Post", "fields": [], "rest": {\(keys)\(byParent)}, "local": "memory"}
			]}
			"""
		let (spec, diagnostics) = SpecTestSupport.load(text)
		expectEqual(diagnostics.map(\.description), [])
		return try require(spec?.entities[1].rest)
	}

	func theBasePathGoesInFrontOfEveryPath() throws {
		let rest = try rest(
			#""basePath": "/api/v2", "path": "/posts/", "itemPath": "/posts/{slug}/""#,
			byParent: #", "byParent": [{"parent": "Author", "path": "/authors/{login}/posts/"}]"#)
		expectEqual(rest.path, "/api/v2/posts/")
		expectEqual(rest.basePath, "/api/v2")
		expectEqual(rest.itemPath, SpecPathTemplate(prefix: "/api/v2/posts/", parameter: "slug", suffix: "/"))
		// A parent read's placeholder may have any name; it is kept as `{id}`, which the context fills.
		expectEqual(rest.byParent.map(\.source), [.rest(path: "/api/v2/authors/{id}/posts/", query: nil)])
	}

	func withoutAnItemPathAnItemIsUnderTheCollectionLikeIt() throws {
		try expectEqual(rest(#""path": "/posts/""#).itemPath.text, "/posts/{id}/")
		try expectEqual(rest(#""path": "/posts""#).itemPath.text, "/posts/{id}")
		expectEqual(try rest(#""path": "/posts""#).envelope, nil)
	}

	func theEnvelopeIsKeptAsWritten() throws {
		expectEqual(try rest(#""path": "/posts", "envelope": "data""#).envelope, "data")
	}

	func aListNamesItsPageWithOrWithoutTotals() throws {
		// A list names its page or keeps seed 004's shape.
		let laravel = try rest(
			#""path": "/posts", "list": {"paginated": true, "page": {"parameter": "p", "items": "data", "info": null, "count": "total", "pages": "last_page", "next": "next_page_url", "prev": "prev_page_url"}}"#)
		let page = try require(laravel.list?.page)
		expectEqual([page.parameter, page.items, page.count, page.pages, page.next, page.prev], ["p", "data", "total", "last_page", "next_page_url", "prev_page_url"])
		expectEqual(page.info, nil)
		expectFalse(page.isDefault)
		let meta = try require(try rest(#""path": "/posts", "list": {"paginated": true, "page": {"info": "meta"}}"#).list?.page)
		expectEqual(meta.info, "meta")
		expectEqual(meta.items, "results")
		expectFalse(meta.isDefault)
		try expectEqual(rest(#""path": "/posts", "list": {"paginated": true}"#).list?.page.isDefault, true)

		// A page with a total and no links says so.
		let conduit = try require(
			try rest(#""path": "/articles", "list": {"paginated": true, "page": {"offset": "offset", "items": "articles", "info": null, "count": "articlesCount", "pages": null, "next": null, "prev": null}}"#).list?.page)
		expectFalse(conduit.linked)
		expectTrue(conduit.hasTotals)
		expectFalse(conduit.isDefault)
		expectEqual(conduit.keysInOneObject.map(\.key), ["articles", "articlesCount"], "no links to keep apart")
		try expectEqual(rest(#""path": "/posts", "list": {"paginated": true, "page": {"offset": "o"}}"#).list?.page.linked, true)
	}

	func aListContinuesByCursorLinkOrAfterItsLastItem() throws {
		// A list continues by cursor or by link without totals.
		let cursor = try require(try rest(#""path": "/posts", "list": {"paginated": true, "page": {"cursor": "nextCursor", "items": "items", "info": null}}"#).list?.page)
		expectEqual(cursor.continuation, .cursor(key: "nextCursor"), "the cursor goes back as ?cursor= unless named")
		expectEqual(cursor.parameter, "cursor", "the cursor goes back as ?cursor= unless named")
		expectFalse(cursor.hasTotals)
		expectFalse(cursor.isDefault)
		expectEqual(cursor.keysInOneObject.map(\.key), ["items", "nextCursor"])
		let after = try require(try rest(#""path": "/posts", "list": {"paginated": true, "page": {"cursor": "end", "parameter": "after"}}"#).list?.page)
		expectEqual(after.parameter, "after")
		expectEqual(after.info, "info")
		let link = try require(try rest(#""path": "/posts/", "list": {"paginated": true, "page": {"nextURL": "next", "info": null}}"#).list?.page)
		expectEqual(link.continuation, .nextURL(key: "next"))
		expectFalse(link.hasTotals)
		try expectEqual(rest(#""path": "/posts", "list": {"paginated": true, "page": {"offset": "o"}}"#).list?.page.hasTotals, true)
		let header = try require(try rest(#""path": "/posts", "list": {"paginated": true, "page": {"linkHeader": true}}"#).list?.page)
		expectEqual(header.continuation, .linkHeader)
		expectFalse(header.hasTotals)
		expectEqual(header.items, "results")
		expectEqual(header.info, "info")
		try expectEqual(rest(#""path": "/posts", "list": {"paginated": true, "page": {"linkHeader": false}}"#).list?.page.isDefault, true)
		// `limit` names the page size's query item of a list continued by cursor or link.
		try expectEqual(rest(#""path": "/posts", "list": {"paginated": true, "page": {"cursor": "next", "limit": "max"}}"#).list?.page.sizeParameter, "max")
		try expectEqual(rest(#""path": "/posts", "list": {"paginated": true, "page": {"linkHeader": true, "limit": "per_page"}}"#).list?.page.sizeParameter, "per_page")
		try expectEqual(rest(#""path": "/posts", "list": {"paginated": true, "page": {"offset": "o", "limit": "l"}}"#).list?.page.sizeParameter, nil)

		// A cursor the API sends as a number is said so.
		let tasks = try require(try rest(#""path": "/tasks", "list": {"paginated": true, "page": {"cursor": "next", "cursorType": "Int", "parameter": "from", "info": null}}"#).list?.page)
		expectEqual(tasks.continuation, .cursor(key: "next"))
		expectTrue(tasks.cursorIsNumber)
		expectEqual(tasks.parameter, "from")
		let text = try require(try rest(#""path": "/tasks", "list": {"paginated": true, "page": {"cursor": "next", "cursorType": "String"}}"#).list?.page)
		expectFalse(text.cursorIsNumber)
		try expectEqual(rest(#""path": "/tasks", "list": {"paginated": true, "page": {"cursor": "next"}}"#).list?.page.cursorIsNumber, false, "text unless said")

		// A list continues after its last item while a flag says more follow.
		let stripe = try require(try rest(#""path": "/charges", "list": {"paginated": true, "page": {"hasMore": "has_more", "items": "data", "limit": "limit"}}"#).list?.page)
		expectEqual(stripe.continuation, .lastItem(hasMore: "has_more"))
		expectEqual(stripe.parameter, "starting_after", "the last item's identifier goes back as ?starting_after= unless named")
		expectEqual(stripe.info, nil, "the flag sits beside the items")
		expectFalse(stripe.hasTotals)
		expectFalse(stripe.isDefault)
		expectEqual(stripe.sizeParameter, "limit")
		expectEqual(stripe.keysInOneObject.map(\.key), ["data", "has_more"])
		let resend = try require(try rest(#""path": "/emails", "list": {"paginated": true, "page": {"hasMore": "has_more", "parameter": "after", "info": null}}"#).list?.page)
		expectEqual(resend.parameter, "after")
		expectEqual(resend.continuation?.sendsCursor, true)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecRESTPathTests>] = [
		SuiteTest("theBasePathGoesInFrontOfEveryPath") { try $0.theBasePathGoesInFrontOfEveryPath() },
		SuiteTest("withoutAnItemPathAnItemIsUnderTheCollectionLikeIt") { try $0.withoutAnItemPathAnItemIsUnderTheCollectionLikeIt() },
		SuiteTest("theEnvelopeIsKeptAsWritten") { try $0.theEnvelopeIsKeptAsWritten() },
		SuiteTest("aListNamesItsPageWithOrWithoutTotals") { try $0.aListNamesItsPageWithOrWithoutTotals() },
		SuiteTest("aListContinuesByCursorLinkOrAfterItsLastItem") { try $0.aListContinuesByCursorLinkOrAfterItsLastItem() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecRESTPathTests>) async throws { try await test.body(self) }
}
