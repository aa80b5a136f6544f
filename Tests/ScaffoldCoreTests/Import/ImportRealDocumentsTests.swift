import Foundation
import Testing

import ScaffoldCore

/// Real API descriptions (`Tests/Fixtures/import/real`, copied byte for byte; SOURCES.md there)
/// imported for one screen each, a list and its item: the exact spec and the exact diagnostics are
/// held by `Tests/Fixtures/import/real/expected/<screen>/` (`spec.json`, `diagnostics.txt`;
/// re-recorded with `SCAFFOLD_RECORD=1`, then read the diff). A screen whose pattern is not
/// supported yet is held to its located, honest diagnostics and no spec, never a silently wrong one.
/// Every spec given lints clean and generates.
struct ImportRealDocumentsTests {
	struct Screen: CustomTestStringConvertible, Sendable {
		var name: String
		var document: String
		var select: [String]
		var identifiers: [String: String] = [:]
		var depth: Int? = nil
		var testDescription: String { name }
	}

	static let screens: [Screen] = [
		// A list and its item, right: marker paging (`{entries, limit, next_marker}`, `marker` and `limit`
		// from components/parameters), `{hub_id}` → `id`, the required `box-version` header left out with a note.
		Screen(name: "BoxHubs", document: "box-platform-v2025.0.json", select: ["/hubs"]),
		// `{domain_id}` → `id`; the `{object, has_more, data}` list (after the last id, as `after`) lists compact
		// `ListDomainsItem` rows beside the `Domain` item: the list is the rows' own model (`row`).
		Screen(name: "ResendDomains", document: "resend.json", select: ["/domains"]),
		// `{object, has_more, data}` continued after the last email's id (`page.hasMore`, sent back as `after`),
		// `limit` the page size, `before` no filter.
		Screen(name: "ResendEmails", document: "resend.json", select: ["/emails"]),
		// A child list (`/emails/{email_id}/attachments`, paged by `has_more`) selected alone: its parent `/emails`
		// is imported too (noted), and its inline items become entity `Attachment`, read by parent alone (no
		// `rest.path`), a page at a time after the last attachment's id; the item path of two identifiers is noted.
		Screen(name: "ResendEmailAttachments", document: "resend.json", select: ["/emails/{email_id}/attachments"]),
		// A child list whose items (`PlaylistTrackObject`) have no identifier: left out, saying to pass `--identifier`…
		Screen(name: "SpotifyPlaylistTracks", document: "spotify-web-api.yml", select: ["/playlists/{playlist_id}/tracks"]),
		// …and one whose items have no schema (an index's documents): left out, saying to write the entity by hand.
		Screen(name: "MeilisearchIndexDocuments", document: "meilisearch.json", select: ["/indexes/{indexUid}/documents"]),
		// A contact's `properties` (`additionalProperties: true`) is JSON, and the document's examples decode.
		Screen(name: "ResendContacts", document: "resend.json", select: ["/contacts"]),
		// `{indexUid}` → `uid`; `{results, offset, limit, total}`: an offset page with a total and no links, its rows
		// an inline copy of `IndexView` (the same properties and required ones), so the item's.
		Screen(name: "MeilisearchIndexes", document: "meilisearch.json", select: ["/indexes"]),
		// `{results, total, limit, from, next}` whose `next` is an integer: a cursor sent back as `?from=`, not a URL.
		Screen(name: "MeilisearchTasks", document: "meilisearch.json", select: ["/tasks"]),
		// `{uidOrKey}` names no property and `uid`, `key` and `name` all could: refused, saying what to pass…
		Screen(name: "MeilisearchKeys", document: "meilisearch.json", select: ["/keys"]),
		// …and imported once it is passed.
		Screen(name: "MeilisearchKeysByUid", document: "meilisearch.json", select: ["/keys"], identifiers: ["/keys": "uid"]),
		// Responses and parameters from components; `{playlist_id}` → `id`.
		Screen(name: "SpotifyPlaylists", document: "spotify-web-api.yml", select: ["/playlists"]),
		// Every path named as a file: `/tag_groups.json` and `/tag_groups/{id}.json` are one resource, its item
		// wrapped in `tag_group` (and `{success, tag_group}` after an update: the payload's key beside a flag),
		// its list in `tag_groups` of rows of their own.
		Screen(name: "DiscourseTagGroups", document: "discourse.yml", select: ["/tag_groups.json"]),
		// `--select /posts` takes `/posts.json`; `{latest_posts}` rows; the child list `/posts/{id}/replies.json`
		// named `replies`.
		Screen(name: "DiscoursePosts", document: "discourse.yml", select: ["/posts"]),
		// `{directory_items, meta: {total_rows_directory_items, load_more_directory_items}}` asked by `?page=`: a numbered
		// page whose count is `total_rows_<items>`; its filter enums named after the entity (`DirectoryItemListPeriod`).
		Screen(name: "DiscourseDirectory", document: "discourse.yml", select: ["/directory_items.json"]),
		// `{group, extras}`: the item under the key named as the resource, the extras beside it skipped; `{name}` the
		// identifier; the list, continued by `load_more_groups`, said to be left out.
		Screen(name: "DiscourseGroups", document: "discourse.yml", select: ["/groups.json"]),
		// `{data, _links: {self, next: {href}}}`: the next page's URL two objects down (HAL's links, `"href"`), the
		// list of compact rows (`task-sparse`) beside the item (`task-full`, `{taskId}` → `id`).
		Screen(name: "OktaTasks", document: "okta-governance-enduser.yaml", select: ["/governance/api/v2/my/tasks"]),
		// A field whose `$ref` points to nothing (`#/components/schemas/custom_attributes`, never defined) is JSON, with a
		// warning there, and the import goes on; the type written for the list's `pages` while the list was read, which
		// is then left out, is not written (a note), so the spec lints clean.
		Screen(name: "IntercomConversations", document: "intercom-2.11.yaml", select: ["/conversations"]),
		// `{webhooks, pagination: {prev_page, next_page}}`: the next page's URL in an object of its own; the webhook's
		// child list of requests, wrapped in one key, left out saying why.
		Screen(name: "FigmaWebhooks", document: "figma.yaml", select: ["/v2/webhooks"]),
		// The item inside `{Invoices: [Invoice]}`: refused with that reason, not given a made-up identifier.
		Screen(name: "XeroInvoices", document: "xero-accounting.yaml", select: ["/Invoices"]),
		// A GraphQL product type whose object types, written out in full, pass the spec's limits:
		// one error at the type in the schema, naming the `--depth` that fits…
		Screen(name: "ArtsyArtwork", document: "artsy-metaphysics.graphql", select: ["Artwork"]),
		// …and, for an artist, the spec that depth gives (deeper object fields left out, said once).
		Screen(name: "ArtsyArtist", document: "artsy-metaphysics.graphql", select: ["Artist"], depth: 1),
		// A type fetched by no query field of its own by id (`repository(owner:name:)`), but implementing
		// `Node`: its detail is Relay's `node(id:)`, the fields in a fragment on it.
		Screen(name: "GitHubRepository", document: "github.graphql", select: ["Repository"], depth: 1),
		// A user's repositories, `repositories: RepositoryConnection!` of `User`: a read by parent the import
		// does not write yet, refused at the field with the read to write (through `user(login: String!)`,
		// whose argument is not `User`'s identifier `id`), as every connection between the two entities is.
		Screen(name: "GitHubUserRepositories", document: "github.graphql", select: ["User", "Repository"], depth: 1),
	]

	/// Each document has the size SOURCES.md records (its blob id there is checked by `git hash-object`).
	func theDocumentsAreTheCopiesSourcesNames() throws {
		let sources = try RepositoryFiles.text("Tests/Fixtures/import/real/SOURCES.md")
		for document in Set(Self.screens.map(\.document)) {
			let bytes = try Data(contentsOf: RepositoryFiles.root.appendingPathComponent("Tests/Fixtures/import/real/" + document))
			let row = sources.split(separator: "\n").first { $0.hasPrefix("| `\(document)` |") }
			expectEqual(row?.contains("| \(bytes.count) |"), true, "\(document) (\(bytes.count) bytes) is not the copy SOURCES.md names")
		}
	}

	func importsToItsExpectedSpecAndDiagnostics(_ screen: Screen) throws {
		let path = "Tests/Fixtures/import/real/" + screen.document
		let bytes = Array(try RepositoryFiles.text(path).utf8)
		let options = SpecImport.Options(feature: screen.name, select: screen.select, identifiers: screen.identifiers, depth: screen.depth)
		let (text, diagnostics) = SpecImport.run(bytes: bytes, path: path, options: options)
		var files = ["diagnostics.txt": diagnostics.map(\.description).joined(separator: "\n") + "\n"]
		if let text { files["spec.json"] = text }
		try SnapshotDirectory.assertMatches(files, folder: "Tests/Fixtures/import/real/expected/" + screen.name)
		guard let text else {
			expectTrue(diagnostics.containsErrors, "no spec without an error saying why")
			return
		}
		let output = FeatureGeneration.run(
			specBytes: Array(text.utf8), specPath: "Specs/\(screen.name).json", config: .templateShaped, generator: try SharedGeneration.generator())
		expectEqual(output.diagnostics.filter { $0.severity == .error }.map(\.description), [], "the spec lints and generates")
		expectAny(output.files, where: { $0.path.hasSuffix("DTO.swift") })
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ImportRealDocumentsTests>] = [
		SuiteTest("theDocumentsAreTheCopiesSourcesNames") { try $0.theDocumentsAreTheCopiesSourcesNames() },
	]
		+ SuiteTest<ImportRealDocumentsTests>.cases("importsToItsExpectedSpecAndDiagnostics(_:)", screens) { try $0.importsToItsExpectedSpecAndDiagnostics($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<ImportRealDocumentsTests>) async throws { try await test.body(self) }
}
