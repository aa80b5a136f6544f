import Testing

import ScaffoldCore

/// A child list selected by its path whose items no imported entity reads becomes an entity of
/// its own, read by parent alone (issue 52): Resend's attachments, listed only under an email.
struct OpenAPIChildEntityImportTests {
	static let attachments = "/emails/{email_id}/attachments"

	func theItemsOfASelectedChildListAreAnEntityReadByParentAlone() throws {
		let result = try ImportFixture.run("real/resend.json", feature: "Mail", select: [Self.attachments])
		expectEqual(result.spec?.entities.map(\.name), ["Email", "Attachment"])
		let attachment = try require(result.entity("Attachment"))
		expectEqual(attachment.identifier.name, "id")
		expectEqual(attachment.identifier.type, .uuid)
		let rest = try require(attachment.rest)
		expectEmpty(rest.path, "no collection path: the API has none")
		expectFalse(rest.detail, "no collection path: the API has none")
		expectEqual(rest.list, nil, "no collection path: the API has none")
		expectFalse(rest.create, "no collection path: the API has none")
		expectFalse(rest.update, "no collection path: the API has none")
		expectFalse(rest.delete, "no collection path: the API has none")
		let read = try require(rest.byParent.first)
		expectEqual(read.parent, "Email")
		expectEqual(read.source, .rest(path: "/emails/{id}/attachments", query: nil))
		expectEqual(read.page?.continuation, .lastItem(hasMore: "has_more"))
		expectEqual(read.page?.parameter, "after")
		expectEqual(read.page?.items, "data")
		#expect(!result.warned(Self.attachments))
		expectEqual(result.text?.contains(#""path": "/emails/{email_id}/attachments""#), true)
		expectEqual(result.text?.contains(#""path": "/attachments""#), false)
	}

	/// Selecting the parent alone keeps the child list left out: its items come only when asked.
	func selectingTheParentAloneBringsNoChildEntity() throws {
		let result = try ImportFixture.run("real/resend.json", feature: "Mail", select: ["/emails"])
		expectEqual(result.spec?.entities.contains { $0.name == "Attachment" }, false)
		#expect(result.warned(Self.attachments))
	}

	/// Items without an `id` take the property `--identifier` names for the child list's path; a
	/// name already taken (the value type of the same schema, a field of the parent) gives `…Item`.
	func anIdentifierGivenForTheChildListsPathImportsItsItems() throws {
		let path = "Tests/Fixtures/import/openapi/pokeapi-like.yaml"
		let encounters = "/api/v2/pokemon/{id}/encounters/"
		let options = SpecImport.Options(feature: "Pokedex", select: [encounters], identifiers: [encounters: "name"])
		let (text, diagnostics) = SpecImport.run(bytes: Array(try RepositoryFiles.text(path).utf8), path: path, options: options)
		let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Pokedex.json").spec }, "\(diagnostics.map(\.description))")
		let entity = try require(spec.entities.first { $0.name == "NamedResourceItem" })
		expectEqual(entity.identifier.name, "name")
		expectEqual(entity.rest?.path.isEmpty, true)
		expectEqual(entity.parentReads.map(\.parent), ["Pokemon"])
		expectContains(
			diagnostics.map(\.description),
				"\(path):41:3: note: the items of '\(encounters)' would be entity 'NamedResource', a name already taken; it is 'NamedResourceItem'")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIChildEntityImportTests>] = [
		SuiteTest("theItemsOfASelectedChildListAreAnEntityReadByParentAlone") { try $0.theItemsOfASelectedChildListAreAnEntityReadByParentAlone() },
		SuiteTest("selectingTheParentAloneBringsNoChildEntity") { try $0.selectingTheParentAloneBringsNoChildEntity() },
		SuiteTest("anIdentifierGivenForTheChildListsPathImportsItsItems") { try $0.anIdentifierGivenForTheChildListsPathImportsItsItems() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIChildEntityImportTests>) async throws { try await test.body(self) }
}
