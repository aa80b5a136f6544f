import Testing

import ScaffoldCore

/// A list's own `envelope` as the decoder resolves it: `null` reads the list's responses as they
/// are, a key reads them inside it, and without it the list is read inside `rest.envelope`.
struct SpecListEnvelopeTests {
	private func rest(_ keys: String) throws -> SpecREST {
		let text = """
			{"version": 1, "feature": "Conduit", "entities": [
			{"name": "Article", "identifier": {"name": "slug", "type": "String"}, "fields": [], "rest": {\(keys)}, "local": "memory"}
			]}
			"""
		let (spec, diagnostics) = SpecTestSupport.load(text)
		expectEqual(diagnostics.map(\.description), [])
		return try require(spec?.entities.first?.rest)
	}

	func nullReadsTheListAsItIsBesideAWrappedItem() throws {
		let rest = try rest(#""path": "/articles", "envelope": "article", "list": {"paginated": true, "envelope": null, "page": {"items": "articles", "info": null}}"#)
		expectEqual(rest.list?.envelope, .unwrapped)
		expectEqual(rest.envelope, "article")
		expectEqual(rest.listEnvelope, nil)
	}

	func aKeyReadsTheListInsideIt() throws {
		let wrapped = try rest(#""path": "/articles", "envelope": "article", "list": {"envelope": "articles"}"#)
		expectEqual(wrapped.list?.envelope, .key("articles"))
		expectEqual(wrapped.listEnvelope, "articles")
		let bare = try rest(#""path": "/articles", "list": {"envelope": "articles"}"#)
		expectEqual(bare.envelope, nil, "a list may be wrapped while the item is not")
		expectEqual(bare.listEnvelope, "articles", "a list may be wrapped while the item is not")
	}

	func withoutItTheListIsReadInsideTheRESTEnvelope() throws {
		let rest = try rest(#""path": "/articles", "envelope": "data", "list": true"#)
		expectEqual(rest.list?.envelope, nil)
		expectEqual(rest.listEnvelope, "data")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecListEnvelopeTests>] = [
		SuiteTest("nullReadsTheListAsItIsBesideAWrappedItem") { try $0.nullReadsTheListAsItIsBesideAWrappedItem() },
		SuiteTest("aKeyReadsTheListInsideIt") { try $0.aKeyReadsTheListInsideIt() },
		SuiteTest("withoutItTheListIsReadInsideTheRESTEnvelope") { try $0.withoutItTheListIsReadInsideTheRESTEnvelope() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecListEnvelopeTests>) async throws { try await test.body(self) }
}
