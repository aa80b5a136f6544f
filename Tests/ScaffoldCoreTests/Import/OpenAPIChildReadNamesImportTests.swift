import Testing

import ScaffoldCore

/// Several child lists of one parent listing one imported entity (GitHub's
/// `/users/{username}/repos` and `/subscriptions`, both `minimal-repository`): one read
/// by parent each, the first without a name, the others named after their segment (issue 52).
struct OpenAPIChildReadNamesImportTests {
	static let fixture = "Tests/Fixtures/import/github-rest/user-lists.yaml"

	/// The fixture imported as `GitHubUserLists`, a user identified by `login` (GitHub's
	/// `{username}`, which no property names).
	static func imported() throws -> (text: String?, diagnostics: [Diagnostic], spec: Spec?) {
		let bytes = Array(try RepositoryFiles.text(fixture).utf8)
		let (text, diagnostics) = SpecImport.run(
			bytes: bytes, path: fixture, options: .init(feature: "GitHubUserLists", identifiers: ["/users": "login"]))
		return (text, diagnostics, text.flatMap { Spec.load(bytes: Array($0.utf8), path: "GitHubUserLists.json").spec })
	}

	/// The spec and the diagnostics, held by `Tests/Fixtures/import/github-rest/expected/GitHubUserLists/`
	/// (re-recorded with `SCAFFOLD_RECORD=1`); the spec lints and generates.
	func gitHubsListsOfOneUserAreOneReadEachToTheirExpectedSpec() throws {
		let result = try Self.imported()
		var files = ["diagnostics.txt": result.diagnostics.map(\.description).joined(separator: "\n") + "\n"]
		let text = try require(result.text, "\(result.diagnostics)")
		files["spec.json"] = text
		try SnapshotDirectory.assertMatches(files, folder: "Tests/Fixtures/import/github-rest/expected/GitHubUserLists")
		let output = FeatureGeneration.run(
			specBytes: Array(text.utf8), specPath: "Specs/GitHubUserLists.json", config: .templateShaped, generator: try SharedGeneration.generator())
		expectEqual(output.diagnostics.filter { $0.severity == .error }.map(\.description), [], "the spec lints and generates")
	}

	func eachChildListOfOneUserIsARead() throws {
		let result = try Self.imported()
		let repository = try require(result.spec?.entities.first { $0.name == "MinimalRepository" }, "\(result.diagnostics)")
		let reads = repository.parentReads
		expectEqual(reads.map(\.parent), ["PublicUser", "PublicUser"])
		expectEqual(reads.map(\.name), [nil, "Subscriptions"])
		expectEqual(reads.map(\.source), ["repos", "subscriptions"].map { .rest(path: "/users/{id}/" + $0, query: nil) })
		// Every one pages by the Link header, as the list does.
		expectAll(reads, where: { $0.page?.continuation == .linkHeader })
		let messages = result.diagnostics.map(\.description)
		#expect(
			messages.contains {
				$0.contains(#"note: path '/users/{username}/subscriptions' lists the subscriptions of one PublicUser: it is a read by parent of MinimalRepository, a page at a time as its list pages, "byParent": [{"parent": "PublicUser", "name": "Subscriptions", "path": "/users/{username}/subscriptions""#)
			}, "\(messages)")
		expectNone(messages, where: { $0.contains("one read per parent") })
	}

	/// A segment that gives no Swift name leaves its list out, saying why; the first read stays.
	func aSecondChildListWhoseSegmentGivesNoNameIsLeftOut() throws {
		let document = """
			openapi: 3.1.0
			paths:
			  /users/{login}:
			    get:
			      parameters: [{ name: login, in: path, required: true, schema: { type: string } }]
			      responses: { '200': { description: one, content: { application/json: { schema: { $ref: '#/components/schemas/User' } } } } }
			  /repositories:
			    get:
			      responses: { '200': { description: all, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Repository' } } } } } }
			  /users/{login}/repos:
			    get:
			      parameters: [{ name: login, in: path, required: true, schema: { type: string } }]
			      responses: { '200': { description: hers, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Repository' } } } } } }
			  /users/{login}/2023:
			    get:
			      parameters: [{ name: login, in: path, required: true, schema: { type: string } }]
			      responses: { '200': { description: of a year, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Repository' } } } } } }
			components:
			  schemas:
			    User: { type: object, required: [login], properties: { login: { type: string } } }
			    Repository: { type: object, required: [id], properties: { id: { type: integer }, full_name: { type: string } } }

			"""
		let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "hub.yaml", options: .init(feature: "Hub"))
		let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Hub.json").spec }, "\(diagnostics)")
		let repository = try require(spec.entities.first { $0.name == "Repository" })
		expectEqual(repository.parentReads.map(\.name), [nil])
		#expect(
			diagnostics.map(\.description).contains {
				$0.contains("warning: path '/users/{login}/2023' lists the 2023 of one User: Repository already reads its items by User, and another read of one parent needs a 'name', which its segment '2023' does not give")
			}, "\(diagnostics.map(\.description))")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIChildReadNamesImportTests>] = [
		SuiteTest("gitHubsListsOfOneUserAreOneReadEachToTheirExpectedSpec") { try $0.gitHubsListsOfOneUserAreOneReadEachToTheirExpectedSpec() },
		SuiteTest("eachChildListOfOneUserIsARead") { try $0.eachChildListOfOneUserIsARead() },
		SuiteTest("aSecondChildListWhoseSegmentGivesNoNameIsLeftOut") { try $0.aSecondChildListWhoseSegmentGivesNoNameIsLeftOut() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIChildReadNamesImportTests>) async throws { try await test.body(self) }
}
