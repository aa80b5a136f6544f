import Testing

@testable import ScaffoldCore

/// Documents written like real APIs: a GitHub-like one where three lists answer the same
/// `Repository` schema.
struct OpenAPIRealisticImportTests {
	/// What the importer found, before the spec is written, and its warnings as printed.
	static func imported(_ fixture: String) throws -> (spec: ImportedSpec, warnings: [String]) {
		let path = "Tests/Fixtures/import/openapi/" + fixture
		let (spec, log) = try SpecImport.importSpec(bytes: Array(try RepositoryFiles.text(path).utf8), path: path, options: .init(feature: "Hub"))
		return (spec, SpecReader.sorted(log.diagnostics).filter { $0.severity == .warning }.map(\.description))
	}

	@Test func listsOfOneSchemaGiveOneEntityAtTheResourceWithTheMostOperations() throws {
		let (spec, warnings) = try Self.imported("github-like.yaml")
		#expect(spec.entities.map(\.name) == ["Repository", "PublicUser", "Gist"])
		let repository = try #require(spec.entities.first)
		#expect(repository.restPath == "/repositories")
		#expect(repository.detail && repository.list?.filters.map(\.parameter) == ["since"])
		let file = "Tests/Fixtures/import/openapi/github-like.yaml"
		#expect(
			warnings == [
				"\(file):12:3: warning: '/user/repos' answers with schema 'Repository' too, which '/repositories' imports (it has more operations); an entity has one REST path, so '/user/repos' is left out ('--select /user/repos' imports it alone)",
				"\(file):33:3: warning: '/user/starred' answers with schema 'Repository' too, which '/repositories' imports (it has more operations); an entity has one REST path, so '/user/starred' is left out ('--select /user/starred' imports it alone)",
				"\(file):80:3: warning: path '/repos/{owner}/{repo}' is not a collection '/things' or an item '/things/{id}'; it is left out",
				"\(file):98:3: warning: path '/orgs/{org}/repos' is not a collection '/things' or an item '/things/{id}'; it is left out",
				"\(file):145:11: warning: query parameter 'since' of GET /gists is Date; a filter is String, Int, Double, Bool, UUID or an enum, so it is left out",
				"\(file):183:7: warning: PATCH /gists/{gist_id}: the spec's update is a PUT of the whole item; PATCH is left out",
				"\(file):287:13: warning: a map (additionalProperties) cannot be expressed in a spec; field 'files' of Gist is left out",
			])
	}

	@Test func selectingALeftOutListImportsItAlone() throws {
		let result = try ImportFixture.run("openapi/github-like.yaml", select: ["/user/repos"])
		#expect(result.spec?.entities.map(\.name) == ["Repository"])
		#expect(result.entity("Repository")?.rest?.path == "/user/repos")
		#expect(result.entity("Repository")?.rest?.list?.filters.map(\.name) == ["visibility", "sort", "perPage"])
		#expect(!result.warned("answers with schema"))
	}

	@Test func aTieGoesToTheFirstResourceInTheDocument() throws {
		let result = try ImportFixture.run("openapi/github-like.yaml", select: ["/user/starred", "/user/repos"])
		#expect(result.entity("Repository")?.rest?.path == "/user/repos", "document order, not --select order")
		#expect(result.warned("'/user/starred' answers with schema 'Repository' too, which '/user/repos' imports (it comes first)"))
	}

	@Test func anEntityNameTakenByAnotherResourceGetsItemAndANumber() throws {
		let list = "get: { responses: { '200': { description: x, content: { application/json: { schema: { type: array, items: { type: object, properties: { id: { type: integer } } } } } } } } }"
		let document = "openapi: 3.0.0\npaths:\n  /shop/items:\n    \(list)\n  /stock/items:\n    \(list)\n  /archive/items:\n    \(list)\n"
		let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "items.yaml", options: .init(feature: "Shop"))
		let spec = try #require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Shop.json").spec })
		#expect(spec.entities.map(\.name) == ["Item", "ItemItem", "ItemItem2"])
		#expect(spec.entities.map { $0.rest?.path } == ["/shop/items", "/stock/items", "/archive/items"])
		#expect(
			diagnostics.filter { $0.message.contains("already taken") }.map(\.description) == [
				"items.yaml:5:3: note: '/stock/items' would be entity 'Item', a name already taken; it is 'ItemItem'",
				"items.yaml:7:3: note: '/archive/items' would be entity 'Item', a name already taken; it is 'ItemItem2'",
			])
	}
}
