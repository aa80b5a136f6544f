import Testing

import ScaffoldCore

/// Documents written like real APIs: a GitHub-like one where three lists answer the same
/// `Repository` schema and items are keyed by `{login}` and `{gist_id}`, and a PokeAPI-like one
/// (Django REST Framework style) where every path ends with a slash.
struct OpenAPIRealisticImportTests {
	/// What the importer found, before the spec is written, and its warnings as printed.
	static func imported(_ fixture: String) throws -> (spec: ImportedSpec, warnings: [String], notes: [String]) {
		let path = "Tests/Fixtures/import/openapi/" + fixture
		let (spec, log) = try SpecImport.importSpec(bytes: Array(try RepositoryFiles.text(path).utf8), path: path, options: .init(feature: "Hub"))
		let sorted = SpecReader.sorted(log.diagnostics)
		return (spec, sorted.filter { $0.severity == .warning }.map(\.description), sorted.filter { $0.severity == .note }.map(\.description))
	}

	func gitHubsListsItemsAndRowsImportAtTheResourceWithTheMostOperations() throws {
		let (spec, warnings, notes) = try Self.imported("github-like.yaml")
		// Lists of one schema give one entity at the resource with the most operations.
		do {
			expectEqual(spec.entities.map(\.name), ["Repository", "PublicUser", "Gist"])
			let repository = try require(spec.entities.first)
			expectEqual(repository.restPath, "/repositories")
			expectTrue(repository.detail)
			expectEqual(repository.list?.filters.map(\.parameter), ["since"])
			expectEqual(repository.list?.paginated, true, "an array with a Link header pages by it")
			expectEqual(repository.list?.page.continuation, .linkHeader, "an array with a Link header pages by it")
			let file = "Tests/Fixtures/import/openapi/github-like.yaml"
			expectEqual(
				warnings, [
					"\(file):12:3: warning: '/user/repos' answers with schema 'Repository' too, which '/repositories' imports (it has more operations); an entity has one REST path, so '/user/repos' is left out ('--select /user/repos' imports it alone)",
					"\(file):33:3: warning: '/user/starred' answers with schema 'Repository' too, which '/repositories' imports (it has more operations); an entity has one REST path, so '/user/starred' is left out ('--select /user/starred' imports it alone)",
					"\(file):82:3: warning: path '/repos/{owner}/{repo}' is an item read by 2 identifiers ('{owner}' and '{repo}'), and an item path of a spec has one placeholder; it is left out",
					"\(file):100:3: warning: path '/orgs/{org}/repos' lists the repos of one item of '/orgs': a read by parent of Repository needs its parent entity, and no path of the document reads the items of '/orgs': write the parent entity and Repository's \"byParent\": [{\"parent\": …, \"path\": \"/orgs/{org}/repos\"}] by hand; it is left out",
					"\(file):149:11: warning: query parameter 'since' of GET /gists is Date; a filter is String, Int, Double, Bool, UUID or an enum, so it is left out",
				])
		}

		// A list of compact rows keeps them as a row model.
		do {
			let user = try require(spec.entities.first { $0.name == "PublicUser" })
			let row = try require(user.list?.row, "SimpleUser rows beside the PublicUser item")
			expectEqual(row.name, "PublicUserRow", "'SimpleUser' is a value type already (a gist's owner)")
			expectEqual(row.fields.map(\.key), ["id", "avatar_url", "type", "site_admin"], "login, the identifier, is the entity's; the numeric id stays a field")
			expectContains(
				notes,
					"Tests/Fixtures/import/openapi/github-like.yaml:232:7: note: GET /users lists 'SimpleUser', not the PublicUser its item path answers: its rows are a model of their own, 'PublicUserRow' (\"row\"), with PublicUser's identifier")
		}

		// An item path keeps its parameter which names the identifier.
		do {
			let user = try require(spec.entities.first { $0.name == "PublicUser" })
			expectEqual(user.restPath, "/users")
			expectEqual(user.itemPath, "/users/{login}")
			expectEqual(user.identifier?.key, "login")
			expectEqual(user.identifier?.type, .string)
			expectEqual(user.fields.first { $0.key == "id" }?.type, .int, "the numeric id stays a field")
			let gist = try require(spec.entities.first { $0.name == "Gist" })
			expectEqual(gist.restPath, "/gists")
			expectEqual(gist.itemPath, "/gists/{gist_id}")
			expectEqual(gist.identifier?.key, "id", "no gist_id property: the identifier is id")
			expectTrue(gist.detail)
			expectTrue(gist.create)
			expectTrue(gist.delete)
			expectTrue(gist.update)
			expectEqual(gist.updateMethod, .patch)
			expectEqual(gist.fields.first { $0.key == "files" }?.type, .dictionary(.json), "a map of objects is [String: JSON], not left out")
			expectEqual(spec.entities.first?.itemPath, nil, "/repositories/{id} is the default")
			expectContains(
				notes,
					"Tests/Fixtures/import/openapi/github-like.yaml:63:13: note: GET /repositories answers an array and declares a Link header: the list is paginated by its next link (\"linkHeader\": true)")
			expectEqual(
				notes.filter { $0.contains("is the identifier") }, [
					"Tests/Fixtures/import/openapi/github-like.yaml:131:3: note: 'login' is the identifier of PublicUser, not 'id': the item path '/users/{login}' takes it",
					"Tests/Fixtures/import/openapi/github-like.yaml:174:3: note: 'id' is the identifier of Gist: it has no property 'gist_id', the parameter of '/gists/{gist_id}', and parameters '…Id', '…_id' and '…ID' stand for 'id'",
				])
		}
	}

	func pokeAPIsSlashedPathsAndOffsetPagesImportAsWritten() throws {
		let (spec, warnings, notes) = try Self.imported("pokeapi-like.yaml")
		// Trailing slash paths group and keep their slash.
		do {
			expectEqual(spec.entities.map(\.name), ["Pokemon", "PokemonSpecies", "PokemonType", "BerryFlavor", "NamedResource"])
			expectEqual(spec.entities.map(\.restPath), ["/api/v2/pokemon/", "/api/v2/pokemon-species/", "/api/v2/type/", "/api/v2/berry-flavor/", "/api/v2/generation/"])
			expectEqual(spec.entities.map(\.itemPath), [nil, nil, nil, "/api/v2/berry-flavor/{name}/", nil])
			expectEqual(spec.entities.map(\.detail), [true, true, true, true, false])
			expectEqual(spec.entities.map(\.identifier?.key), ["id", "id", "id", "name", "name"], "NamedResource's one property named like an identifier, warned")
			let file = "Tests/Fixtures/import/openapi/pokeapi-like.yaml"
			let summaries = "lists 'NamedResource', not the"
			expectEqual(
				warnings, [
					"\(file):147:7: warning: GET /api/v2/pokemon/ \(summaries) Pokemon its item path answers, and its rows have no 'id' of type Int to lead to their item; the list is left out",
					"\(file):150:9: warning: NamedResource has no 'id' property; 'name', its one property named like an identifier, is taken as the identifier: check it, or pass '--identifier /api/v2/generation=PROPERTY'",
				])
			expectContains(notes, "\(file):104:3: note: 'name' is the identifier of BerryFlavor, not 'id': the item path '/api/v2/berry-flavor/{name}/' takes it")
			// `{name, url}` rows carry a berry flavor's identifier, so they are its list's rows (NamedResource is an entity's name).
			expectContains(notes, "\(file):147:7: note: GET /api/v2/berry-flavor/ \(summaries) BerryFlavor its item path answers: its rows are a model of their own, 'BerryFlavorRow' (\"row\"), with BerryFlavor's identifier")
		}

		// An offset page without a number of pages imports with the limits default.
		do {
			// The list of a PokeAPI resource answers summaries: /api/v2/generation/ lists its own items,
			// /api/v2/berry-flavor/ rows keyed by its identifier; the others' rows have no 'id' (left out).
			expectEqual(spec.entities.map { $0.list?.paginated }, [nil, nil, false, true, true])
			expectEqual(spec.entities.map { $0.list?.row?.name }, [nil, nil, nil, "BerryFlavorRow", nil])
			let list = try require(spec.entities.last?.list)
			expectEqual(list.page.offset, "offset")
			expectEqual(list.page.limit, "limit")
			expectEqual(list.page.pages, nil)
			expectEqual(list.page.prev, "previous")
			expectEqual(list.pageSize, 20, "the limit parameter's default")
			expectContains(
				notes,
					"Tests/Fixtures/import/openapi/pokeapi-like.yaml:153:7: note: GET /api/v2/generation/ answers a page: items in 'results', counts beside them (count, no number of pages, next, previous), an offset in 'offset' and a limit in 'limit': the list is paginated with this 'page'")
			expectNone(notes, where: { $0.contains("GET /api/v2/pokemon/ answers a page") }, "no note for a list that is left out")
		}

		// Slashed paths are written as the document writes them.
		let result = try ImportFixture.run("openapi/pokeapi-like.yaml", select: ["/api/v2/berry-flavor/"])
		let text = try require(result.text)
		expectContains(text, "\"path\": \"/api/v2/berry-flavor/\",\n\t\t\t\t\"itemPath\": \"/api/v2/berry-flavor/{name}/\",\n")
		expectEqual(result.spec?.entities.map(\.name), ["BerryFlavor", "BerryFlavorRow"], "its list's rows are a model of their own")
		expectEqual(result.entity("BerryFlavor")?.rest?.itemPath.text, "/api/v2/berry-flavor/{name}/")
		let type = try ImportFixture.run("openapi/pokeapi-like.yaml", select: ["/api/v2/type"])
		expectEqual(type.text?.contains("\"path\": \"/api/v2/type/\",\n\t\t\t\t\"detail\": true"), true, "the default item path is not written")
		expectEqual(type.entity("PokemonType")?.rest?.itemPath.text, "/api/v2/type/{id}/", "and the spec's default is the document's")
	}

	func selectingALeftOutListImportsItAloneAndATieGoesToTheFirstResource() throws {
		// Selecting a left-out list imports it alone.
		do {
			let result = try ImportFixture.run("openapi/github-like.yaml", select: ["/user/repos"])
			expectEqual(result.spec?.entities.map(\.name), ["Repository"])
			expectEqual(result.entity("Repository")?.rest?.path, "/user/repos")
			expectEqual(result.entity("Repository")?.rest?.list?.filters.map(\.name), ["visibility", "sort"], "per_page asks for a page: never a filter")
			expectTrue(result.noted("query parameter 'per_page' of GET /user/repos asks for a page, so it is no filter, and the list is read as one array, unpaged; it is left out"))
			expectFalse(result.warned("answers with schema"))
		}

		// A tie goes to the first resource in the document.
		do {
			let result = try ImportFixture.run("openapi/github-like.yaml", select: ["/user/starred", "/user/repos"])
			expectEqual(result.entity("Repository")?.rest?.path, "/user/repos", "document order, not --select order")
			#expect(result.warned("'/user/starred' answers with schema 'Repository' too, which '/user/repos' imports (it comes first)"))
		}
	}

	func anEntityNameTakenByAnotherResourceGetsItemAndANumber() throws {
		let list = "get: { responses: { '200': { description: x, content: { application/json: { schema: { type: array, items: { type: object, properties: { id: { type: integer } } } } } } } } }"
		let document = "openapi: 3.0.0\npaths:\n  /shop/items:\n    \(list)\n  /stock/items:\n    \(list)\n  /archive/items:\n    \(list)\n"
		let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "items.yaml", options: .init(feature: "Shop"))
		let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Shop.json").spec })
		expectEqual(spec.entities.map(\.name), ["Item", "ItemItem", "ItemItem2"])
		expectEqual(spec.entities.map { $0.rest?.path }, ["/shop/items", "/stock/items", "/archive/items"])
		expectEqual(
			diagnostics.filter { $0.message.contains("already taken") }.map(\.description), [
				"items.yaml:5:3: note: '/stock/items' would be entity 'Item', a name already taken; it is 'ItemItem'",
				"items.yaml:7:3: note: '/archive/items' would be entity 'Item', a name already taken; it is 'ItemItem2'",
			])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIRealisticImportTests>] = [
		SuiteTest("gitHubsListsItemsAndRowsImportAtTheResourceWithTheMostOperations") { try $0.gitHubsListsItemsAndRowsImportAtTheResourceWithTheMostOperations() },
		SuiteTest("pokeAPIsSlashedPathsAndOffsetPagesImportAsWritten") { try $0.pokeAPIsSlashedPathsAndOffsetPagesImportAsWritten() },
		SuiteTest("selectingALeftOutListImportsItAloneAndATieGoesToTheFirstResource") { try $0.selectingALeftOutListImportsItAloneAndATieGoesToTheFirstResource() },
		SuiteTest("anEntityNameTakenByAnotherResourceGetsItemAndANumber") { try $0.anEntityNameTakenByAnotherResourceGetsItemAndANumber() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIRealisticImportTests>) async throws { try await test.body(self) }
}
