import Testing

import ScaffoldCore

/// A child list answering an array with a `Link` header (GitHub's `/users/{login}/repos`):
/// a read by parent paged by that header when its items are an imported entity's paged alike
/// (an entity whose list pages by the Link header, or one without a list); else left out, the
/// warning naming the read a spec writes for it.
struct OpenAPILinkedChildListImportTests {
	/// Users, repositories listed at `/repositories` (with a Link header when `listLinked`), and
	/// a user's repositories at `/users/{login}/repos`, an array with a Link header.
	static func document(listLinked: Bool) -> String {
		let linked = listLinked ? "\n          headers: { Link: { schema: { type: string } } }" : ""
		return """
			openapi: 3.1.0
			paths:
			  /users/{login}:
			    get:
			      parameters: [{ name: login, in: path, required: true, schema: { type: string } }]
			      responses: { '200': { description: one, content: { application/json: { schema: { $ref: '#/components/schemas/User' } } } } }
			  /repositories:
			    get:
			      responses:
			        '200':
			          description: repositories\(linked)
			          content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Repository' } } } }
			  /users/{login}/repos:
			    get:
			      parameters:
			        - { name: login, in: path, required: true, schema: { type: string } }
			        - { name: per_page, in: query, schema: { type: integer } }
			      responses:
			        '200':
			          description: the user's repositories
			          headers: { Link: { schema: { type: string } } }
			          content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Repository' } } } }
			components:
			  schemas:
			    User: { type: object, required: [login], properties: { login: { type: string }, name: { type: string } } }
			    Repository: { type: object, required: [id, full_name], properties: { id: { type: integer }, full_name: { type: string } } }

			"""
	}

	static func run(_ document: String) -> (spec: Spec?, diagnostics: [String]) {
		let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "hub.yaml", options: .init(feature: "Hub"))
		return (text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Hub.json").spec }, diagnostics.map(\.description))
	}

	func aLinkedChildListOfAnEntityPagedAlikeIsAPagedReadByParent() throws {
		let (spec, diagnostics) = Self.run(Self.document(listLinked: true))
		let repository = try require(spec?.entities.first { $0.name == "Repository" }, "\(diagnostics)")
		expectEqual(repository.rest?.list?.page.continuation, .linkHeader)
		let read = try require(repository.parentReads.first)
		expectEqual(read.parent, "User")
		expectEqual(read.source, .rest(path: "/users/{id}/repos", query: nil))
		expectEqual(read.page?.continuation, .linkHeader, "paged by the Link header, as the list")
		#expect(
			diagnostics.contains {
				$0.contains(#"note: path '/users/{login}/repos' lists the repos of one User: it is a read by parent of Repository, a page at a time as its list pages, "byParent": [{"parent": "User", "path": "/users/{login}/repos", "page": {"linkHeader": true}}]"#)
			}, "\(diagnostics)")
	}

	func aLinkedChildListOfAnEntityPagedOtherwiseIsLeftOutNamingItsRead() throws {
		let (spec, diagnostics) = Self.run(Self.document(listLinked: false))
		let repository = try require(spec?.entities.first { $0.name == "Repository" }, "\(diagnostics)")
		expectEmpty(repository.parentReads, "a list of one array pages no read by parent")
		#expect(
			diagnostics.contains {
				$0.contains(#"warning: path '/users/{login}/repos' lists the repos of one User: it answers an array and declares a Link header, a page, which a spec reads as "byParent": [{"parent": "User", "path": "/users/{login}/repos", "page": {"linkHeader": true}}] on the entity of its items"#)
			}, "\(diagnostics)")
	}

	/// Repositories read one by one and by their user alone (no list): the user's repositories name
	/// the page types, their page size's query parameter (`per_page`) the page's `limit`.
	func aLinkedChildListOfAnEntityWithoutAListSendsItsPageSize() throws {
		let document = """
			openapi: 3.1.0
			paths:
			  /users/{login}:
			    get:
			      parameters: [{ name: login, in: path, required: true, schema: { type: string } }]
			      responses: { '200': { description: one, content: { application/json: { schema: { $ref: '#/components/schemas/User' } } } } }
			  /repositories/{id}:
			    get:
			      parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
			      responses: { '200': { description: one, content: { application/json: { schema: { $ref: '#/components/schemas/Repository' } } } } }
			  /users/{login}/repos:
			    parameters: [{ name: per_page, in: query, schema: { type: integer } }]
			    get:
			      parameters: [{ name: login, in: path, required: true, schema: { type: string } }]
			      responses:
			        '200':
			          description: the user's repositories
			          headers: { Link: { schema: { type: string } } }
			          content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Repository' } } } }
			components:
			  schemas:
			    User: { type: object, required: [login], properties: { login: { type: string }, name: { type: string } } }
			    Repository: { type: object, required: [id, full_name], properties: { id: { type: integer }, full_name: { type: string } } }

			"""
		let (spec, diagnostics) = Self.run(document)
		let repository = try require(spec?.entities.first { $0.name == "Repository" }, "\(diagnostics)")
		expectEqual(repository.rest?.list, nil)
		let read = try require(repository.parentReads.first, "\(diagnostics)")
		expectEqual(read.page?.continuation, .linkHeader)
		expectEqual(read.page?.sizeParameter, "per_page")
		expectAny(diagnostics, where: { $0.contains(#""page": {"linkHeader": true, "limit": "per_page"}"#) }, "\(diagnostics)")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPILinkedChildListImportTests>] = [
		SuiteTest("aLinkedChildListOfAnEntityPagedAlikeIsAPagedReadByParent") { try $0.aLinkedChildListOfAnEntityPagedAlikeIsAPagedReadByParent() },
		SuiteTest("aLinkedChildListOfAnEntityPagedOtherwiseIsLeftOutNamingItsRead") { try $0.aLinkedChildListOfAnEntityPagedOtherwiseIsLeftOutNamingItsRead() },
		SuiteTest("aLinkedChildListOfAnEntityWithoutAListSendsItsPageSize") { try $0.aLinkedChildListOfAnEntityWithoutAListSendsItsPageSize() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPILinkedChildListImportTests>) async throws { try await test.body(self) }
}
