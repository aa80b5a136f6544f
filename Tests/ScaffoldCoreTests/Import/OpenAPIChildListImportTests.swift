import Testing

import ScaffoldCore

/// Child lists `/parents/{id}/children` (issue 52): a read by parent of the child entity when
/// the list is an array of an imported entity's schema under an imported parent; otherwise left
/// out with the reason at the path. `--select` naming one imports its parent too.
struct OpenAPIChildListImportTests {
	static let encounters = "/api/v2/pokemon/{id}/encounters/"

	func anArrayOfAnImportedEntityUnderAnImportedParentIsAReadByParentSelectedWithIt() throws {
		// An array of an imported entity under an imported parent is a read by parent.
		do {
			let result = try ImportFixture.run("openapi/pokeapi-like.yaml", feature: "Pokedex")
			let reads = try require(result.entity("NamedResource")?.parentReads)
			expectEqual(reads.map(\.parent), ["Pokemon"])
			expectEqual(reads.map(\.source), [.rest(path: "/api/v2/pokemon/{id}/encounters/", query: nil)], "the trailing slash kept")
			expectEqual(result.entity("Pokemon")?.parentReads.isEmpty, true)
			#expect(
				result.noted(
					"path '\(Self.encounters)' lists the encounters of one Pokemon: it is a read by parent of NamedResource, \"byParent\": [{\"parent\": \"Pokemon\", \"path\": \"\(Self.encounters)\"}]"
				))
			#expect(!result.warned(Self.encounters))
		}

		// Selecting a child list imports its parent and says what else to select.
		do {
			let result = try ImportFixture.run("openapi/pokeapi-like.yaml", feature: "Pokedex", select: [Self.encounters])
			expectEqual(result.spec?.entities.map(\.name), ["Pokemon"])
			#expect(result.noted("'--select \(Self.encounters)' names a child list: its parent '/api/v2/pokemon/' is imported too, since a read by parent needs its parent entity"))
			expectContains(
				result.messages(.warning),
					"path '\(Self.encounters)' lists the encounters of one Pokemon: its items, 'NamedResource', have no 'id' property of type integer, string or uuid, and an entity needs an identifier: pass '--identifier \(Self.encounters)=PROPERTY' naming the one that identifies an item (its properties of those types are 'name', 'url'), import the path that reads them one by one, or write the entity and its \"byParent\" by hand; it is left out")
		}

		// Selecting the children's path too writes the read.
		do {
			let result = try ImportFixture.run("openapi/pokeapi-like.yaml", feature: "Pokedex", select: [Self.encounters, "/api/v2/generation/"])
			expectEqual(result.spec?.entities.map(\.name), ["Pokemon", "NamedResource"])
			expectEqual(result.entity("NamedResource")?.parentReads.map(\.parent), ["Pokemon"])
		}
	}

	func aChildListThatAnswersAPageNoEntityReadsIsLeftOutNamingItsPage() throws {
		// A child list that answers a page is left out saying so.
		let result = try ImportFixture.run("real/resend.json", feature: "Mail", select: ["/emails/receiving"])
		#expect(
			result.messages(.warning).contains(
				#"path '/emails/receiving/{email_id}/attachments' lists the attachments of one GetReceivedEmailResponse: it answers a page (items in 'data'), which a spec reads as "byParent": [{"parent": "GetReceivedEmailResponse", "path": "/emails/receiving/{email_id}/attachments", "page": {"hasMore": "has_more", "parameter": "after", "items": "data"}}] on the entity of its items, and its items are no schema an imported entity reads: import the path that reads them one by one, or write the entity and its "byParent" by hand ('--select /emails/receiving/{email_id}/attachments' imports them as an entity read by parent alone); it is left out"#
			), "the parent is the entity of '/emails/receiving', not 'receiving'; the page as top-level lists read it")

		// A child list paged by offset and a total with no links (Meilisearch's documents of an
		// index), and one with links too (Spotify's tracks of a playlist): the warning names the
		// `page` of each, as a top-level list of the same answer would take it, and why it is not
		// written: no imported entity reads its items.
		let meilisearch = try ImportFixture.run("real/meilisearch.json", feature: "Search", select: ["/indexes/{indexUid}/documents"])
		#expect(
			meilisearch.messages(.warning).contains(
				#"path '/indexes/{indexUid}/documents' lists the documents of one IndexView: it answers a page (items in 'results'), which a spec reads as "byParent": [{"parent": "IndexView", "path": "/indexes/{indexUid}/documents", "page": {"offset": "offset", "limit": "limit", "info": null, "count": "total", "pages": null, "next": null, "prev": null}}] on the entity of its items, and its items have no schema (no properties), so no entity can be written for them: write the entity and its "byParent" by hand, with the fields the API sends; it is left out"#
			))
		let spotify = try ImportFixture.run("real/spotify-web-api.yml", feature: "Music", select: ["/playlists/{playlist_id}/tracks"])
		#expect(
			spotify.messages(.warning).contains(
				#"path '/playlists/{playlist_id}/tracks' lists the tracks of one PlaylistObject: it answers a page (items in 'items'), which a spec reads as "byParent": [{"parent": "PlaylistObject", "path": "/playlists/{playlist_id}/tracks", "page": {"offset": "offset", "limit": "limit", "items": "items", "info": null, "count": "total", "pages": null, "prev": "previous"}}] on the entity of its items, and its items, 'PlaylistTrackObject', have no 'id' property of type integer, string or uuid, and an entity needs an identifier: pass '--identifier /playlists/{playlist_id}/tracks=PROPERTY' naming the one that identifies an item, import the path that reads them one by one, or write the entity and its "byParent" by hand; it is left out"#
			))
	}

	func aChildListPagedAsItsEntitysListIsAPagedReadByParentSelectedWithIt() throws {
		// A child list answering the page its entity's own paginated list answers, by offset
		// (`paged-child-like.yaml`: an author's articles as all articles are paged): a paged read by
		// parent with the list's `page`, which the checker accepts; the real documents' paged child
		// lists have no such list and stay warnings.
		do {
			let result = try ImportFixture.run("openapi/paged-child-like.yaml", feature: "Conduit")
			let read = try require(result.entity("Article")?.parentReads.first)
			expectEqual(read.parent, "Profile")
			expectEqual(read.source, .rest(path: "/profiles/{id}/articles", query: nil))
			expectEqual(read.page?.offset, "offset")
			expectEqual(read.page?.items, "articles")
			expectEqual(read.page?.count, "articlesCount")
			#expect(
				result.noted(
					#"path '/profiles/{username}/articles' lists the articles of one Profile: it is a read by parent of Article, a page at a time as its list pages, "byParent": [{"parent": "Profile", "path": "/profiles/{username}/articles", "page": {"offset": "offset", "limit": "limit", "items": "articles", "info": null, "count": "articlesCount", "pages": null, "next": null, "prev": null}}]"#
				))
			#expect(result.messages(.error).isEmpty && !result.warned("/profiles/{username}/articles"))
		}

		// `--select` naming a paged child list works as for an array: its parent is imported too, and
		// with the children's own path selected the read is written, paged.
		do {
			let child = "/profiles/{username}/articles"
			let result = try ImportFixture.run("openapi/paged-child-like.yaml", feature: "Conduit", select: [child, "/articles"])
			expectEqual(result.spec?.entities.map(\.name), ["Profile", "Article"])
			#expect(result.noted("'--select \(child)' names a child list: its parent '/profiles' is imported too, since a read by parent needs its parent entity"))
			let read = try require(result.entity("Article")?.parentReads.first)
			expectEqual(read.parent, "Profile")
			expectEqual(read.page?.count, "articlesCount")
		}
	}

	func aChildListPagedForAnEntityWithoutAListIsAPagedReadByParentWhateverItsPage() throws {
		// A child list answering a page by offset whose entity has no list of its own
		// (`paged-child-only.yaml`: articles listed only by author): a paged read by parent with the
		// child list's `page`, which names the entity's page types.
		do {
			let result = try ImportFixture.run("openapi/paged-child-only.yaml", feature: "Conduit")
			expectEqual(result.entity("Article")?.rest?.list, nil)
			let read = try require(result.entity("Article")?.parentReads.first)
			expectEqual(read.parent, "Profile")
			expectEqual(read.page?.offset, "offset")
			expectEqual(read.page?.items, "articles")
			expectEqual(read.page?.count, "articlesCount")
			#expect(
				result.noted(
					#"path '/profiles/{username}/articles' lists the articles of one Profile: it is a read by parent of Article, a page at a time (its page types are its pages by parent's), "byParent": [{"parent": "Profile", "path": "/profiles/{username}/articles", "page": {"offset": "offset", "limit": "limit", "items": "articles", "info": null, "count": "articlesCount", "pages": null, "next": null, "prev": null}}]"#
				))
			#expect(result.messages(.error).isEmpty && !result.warned("/profiles/{username}/articles"))
		}

		// A child list continued after its last item while `has_more` (Stripe's and Resend's style)
		// whose entity has no list (`paged-child-has-more.yaml`: charges listed only by customer): a
		// paged read by parent with that page, its pages kept per customer.
		do {
			let result = try ImportFixture.run("openapi/paged-child-has-more.yaml", feature: "Ledger")
			let read = try require(result.entity("Charge")?.parentReads.first)
			expectEqual(read.parent, "Customer")
			expectEqual(read.page?.continuation, .lastItem(hasMore: "has_more"))
			expectEqual(read.page?.parameter, "starting_after")
			expectEqual(read.page?.items, "data")
			#expect(result.messages(.error).isEmpty && !result.warned("/v1/customers/{customer}/charges"))
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIChildListImportTests>] = [
		SuiteTest("anArrayOfAnImportedEntityUnderAnImportedParentIsAReadByParentSelectedWithIt") { try $0.anArrayOfAnImportedEntityUnderAnImportedParentIsAReadByParentSelectedWithIt() },
		SuiteTest("aChildListThatAnswersAPageNoEntityReadsIsLeftOutNamingItsPage") { try $0.aChildListThatAnswersAPageNoEntityReadsIsLeftOutNamingItsPage() },
		SuiteTest("aChildListPagedAsItsEntitysListIsAPagedReadByParentSelectedWithIt") { try $0.aChildListPagedAsItsEntitysListIsAPagedReadByParentSelectedWithIt() },
		SuiteTest("aChildListPagedForAnEntityWithoutAListIsAPagedReadByParentWhateverItsPage") { try $0.aChildListPagedForAnEntityWithoutAListIsAPagedReadByParentWhateverItsPage() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIChildListImportTests>) async throws { try await test.body(self) }
}
