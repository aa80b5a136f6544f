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

	@Test func nullReadsTheListAsItIsBesideAWrappedItem() throws {
		let rest = try rest(#""path": "/articles", "envelope": "article", "list": {"paginated": true, "envelope": null, "page": {"items": "articles", "info": null}}"#)
		expectEqual(rest.list?.envelope, .unwrapped)
		expectEqual(rest.envelope, "article")
		expectEqual(rest.listEnvelope, nil)
	}

	@Test func aKeyReadsTheListInsideIt() throws {
		let wrapped = try rest(#""path": "/articles", "envelope": "article", "list": {"envelope": "articles"}"#)
		expectEqual(wrapped.list?.envelope, .key("articles"))
		expectEqual(wrapped.listEnvelope, "articles")
		let bare = try rest(#""path": "/articles", "list": {"envelope": "articles"}"#)
		expectEqual(bare.envelope, nil, "a list may be wrapped while the item is not")
		expectEqual(bare.listEnvelope, "articles", "a list may be wrapped while the item is not")
	}

	@Test func withoutItTheListIsReadInsideTheRESTEnvelope() throws {
		let rest = try rest(#""path": "/articles", "envelope": "data", "list": true"#)
		expectEqual(rest.list?.envelope, nil)
		expectEqual(rest.listEnvelope, "data")
	}
}
