import Testing

import ScaffoldCore

/// Every kind of `$ref` an OpenAPI 3.0/3.1 document uses is followed: `components/responses`,
/// `parameters`, `requestBodies`, `headers` and path items, with cycles a located error; paging
/// query parameters are never filters; with `--select`, only the selection is talked about.
struct OpenAPIReferenceImportTests {
	static let components = """
		components:
		  schemas:
		    Pet: { type: object, required: [id], properties: { id: { type: integer }, name: { type: string } } }
		  responses:
		    PetList:
		      description: pets
		      headers: { Link: { $ref: '#/components/headers/Link' } }
		      content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Pet' } } } }
		    OnePet: { description: one, content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } }
		    Again: { $ref: '#/components/responses/OnePet' }
		  headers:
		    Link: { schema: { type: string } }
		  parameters:
		    Kind: { name: kind, in: query, schema: { type: string } }
		    PageSize: { name: PageSize, in: query, schema: { type: integer } }
		    PageToken: { name: PageToken, in: query, schema: { type: string } }
		    MaxId: { name: max_id, in: query, schema: { type: integer } }
		    Tenant: { name: xero-tenant-id, in: header, required: true, schema: { type: string } }
		  requestBodies:
		    NewPet: { content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } }
		  pathItems:
		    OnePetPath:
		      get: { responses: { '200': { $ref: '#/components/responses/Again' } } }
		      delete: { responses: { '204': { description: gone } } }

		"""

	static let document = """
		openapi: 3.1.0
		paths:
		  /pets:
		    parameters: [{ $ref: '#/components/parameters/Tenant' }]
		    get:
		      parameters:
		        - $ref: '#/components/parameters/Kind'
		        - $ref: '#/components/parameters/PageSize'
		        - $ref: '#/components/parameters/PageToken'
		        - $ref: '#/components/parameters/MaxId'
		      responses: { '200': { $ref: '#/components/responses/PetList' } }
		    post:
		      requestBody: { $ref: '#/components/requestBodies/NewPet' }
		      responses: { '201': { $ref: '#/components/responses/OnePet' } }
		  /pets/{petId}:
		    $ref: '#/components/pathItems/OnePetPath'
		  /stores/{storeId}/shelves/{shelfId}:
		    get: { responses: { '200': { description: x } } }

		""" + components

	static func run(_ document: String, select: [String] = []) -> (spec: Spec?, diagnostics: [String]) {
		let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "pets.yaml", options: .init(feature: "Shop", select: select))
		return (text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Shop.json").spec }, diagnostics.map(\.description))
	}

	func referencesAreFollowedWhereverTheyPointAndHoweverEscaped() throws {
		// Responses request bodies parameters headers and path items are followed.
		do {
			let (spec, diagnostics) = Self.run(Self.document)
			let pet = try require(spec?.entities.first, "\(diagnostics)")
			expectEqual(spec?.entities.map(\.name), ["Pet"])
			let rest = try require(pet.rest)
			expectTrue(rest.detail, "detail through a path item and a chain of two responses; create through a request body")
			expectTrue(rest.create, "detail through a path item and a chain of two responses; create through a request body")
			expectTrue(rest.delete, "detail through a path item and a chain of two responses; create through a request body")
			expectFalse(rest.update, "detail through a path item and a chain of two responses; create through a request body")
			expectEqual(rest.itemPath.text, "/pets/{petId}")
			let list = try require(rest.list)
			expectTrue(list.paginated, "the Link header of a response in components/responses")
			expectEqual(list.page.continuation, .linkHeader, "the Link header of a response in components/responses")
			expectEqual(list.filters.map(\.parameter), ["kind"], "the parameter from components/parameters is a filter; the paging ones are not")
			// Located where components/parameters declares each.
			expectEqual(
				diagnostics.filter { $0.contains("parameter '") }, [
					"pets.yaml:33:15: note: query parameter 'PageSize' of GET /pets is the page size: the page's 'limit', pageSize the spec's default",
					"pets.yaml:34:16: note: query parameter 'PageToken' of GET /pets goes with the next page; it is no filter",
					"pets.yaml:35:12: note: query parameter 'max_id' of GET /pets asks for a page, so it is no filter, and the list's 'page' does not send it; it is left out",
					"pets.yaml:36:13: note: header parameter 'xero-tenant-id' of GET /pets is not part of a spec; it is left out",
				])
			expectNone(diagnostics, where: { $0.contains("has no JSON") || $0.contains("no resource") })
		}

		// `$ref`s whose pointers are escaped as JSON pointers and URIs escape (`~1` for `/`, `%7B` and
		// `%7D` for braces, `%20` for a space) import as what they point at, written out.
		do {
			let direct = "{ description: one, content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } }"
			let intoAPath = "{ $ref: '#/paths/~1pets~1%7BpetId%7D/get/responses/200' }"
			let spaced = "{ $ref: '#/components/responses/One%20Pet' }"
			let document = """
				openapi: 3.1.0
				paths:
				  /pets/{petId}:
				    get: { responses: { '200': \(spaced) } }
				    delete: { responses: { '204': \(intoAPath) } }
				components:
				  responses:
				    One Pet: \(direct)
				  schemas:
				    Pet: { type: object, required: [id], properties: { id: { type: integer }, name: { type: string } } }

				"""
			let escaped = Self.run(document)
			let plain = Self.run(document.replacingOccurrences(of: intoAPath, with: direct).replacingOccurrences(of: spaced, with: direct))
			let pet = try require(escaped.spec?.entities.first, "\(escaped.diagnostics)")
			expectEqual(pet.rest?.detail, true, "\(escaped.diagnostics)")
			expectEqual(pet.rest?.delete, true, "\(escaped.diagnostics)")
			expectEqual(escaped.spec, plain.spec)
			expectEqual(escaped.diagnostics, plain.diagnostics)
		}
	}

	func pagingParametersOfAListReadAsOneArrayAreLeftOutWithANote() throws {
		let plain = Self.document.replacingOccurrences(of: "      headers: { Link: { $ref: '#/components/headers/Link' } }\n", with: "")
		let (spec, diagnostics) = Self.run(plain)
		expectEqual(spec?.entities.first?.rest?.list?.filters.map(\.parameter), ["kind"])
		for name in ["PageSize", "PageToken", "max_id"] {
			#expect(
				diagnostics.contains { $0.hasSuffix("note: query parameter '\(name)' of GET /pets asks for a page, so it is no filter, and the list is read as one array, unpaged; it is left out") },
				"\(name)")
		}
	}

	func allOfIsReadAsTheObjectItIsAPageOrNoEnvelope() throws {
		// Spotify's pages: `allOf` of a paging object and its items, the offset and limit from components.
		do {
			let document = """
				openapi: 3.0.3
				paths:
				  /albums:
				    get:
				      parameters: [{ $ref: '#/components/parameters/QueryOffset' }, { $ref: '#/components/parameters/QueryLimit' }]
				      responses: { '200': { $ref: '#/components/responses/PagedAlbums' } }
				components:
				  parameters:
				    QueryOffset: { name: offset, in: query, schema: { type: integer } }
				    QueryLimit: { name: limit, in: query, schema: { type: integer, default: 20 } }
				  responses:
				    PagedAlbums: { description: x, content: { application/json: { schema: { $ref: '#/components/schemas/PagedAlbums' } } } }
				  schemas:
				    Paging: { type: object, properties: { href: { type: string }, limit: { type: integer }, next: { type: string, nullable: true }, offset: { type: integer }, previous: { type: string, nullable: true }, total: { type: integer } } }
				    Album: { type: object, required: [id], properties: { id: { type: string }, name: { type: string } } }
				    PagedAlbums: { allOf: [{ $ref: '#/components/schemas/Paging' }, { type: object, properties: { items: { type: array, items: { $ref: '#/components/schemas/Album' } } } }] }

				"""
			let (spec, diagnostics) = Self.run(document)
			let list = try require(spec?.entities.first?.rest?.list, "\(diagnostics)")
			expectTrue(list.paginated)
			expectEqual(list.page.offset, "offset")
			expectEqual(list.page.limit, "limit")
			expectEqual(list.page.items, "items")
			expectEqual(list.page.count, "total")
			expectEmpty(list.filters)
			expectNone(diagnostics, where: { $0.contains("answers {}") })
		}

		// Intercom's `article`: `allOf` of the list row and one property of its own is no envelope.
		do {
			let document = """
				openapi: 3.0.1
				paths:
				  /articles/{article_id}:
				    get: { responses: { '200': { description: x, content: { application/json: { schema: { $ref: '#/components/schemas/article' } } } } } }
				components:
				  schemas:
				    row: { type: object, properties: { id: { type: string }, title: { type: string } } }
				    article: { allOf: [{ $ref: '#/components/schemas/row' }], properties: { statistics: { type: object, properties: { views: { type: integer } } } } }

				"""
			let (spec, diagnostics) = Self.run(document)
			let article = try require(spec?.entities.first, "\(diagnostics)")
			expectEqual(article.rest?.envelope, nil)
			expectEqual(article.identifier.name, "id")
			expectEqual(article.fields.map(\.name), ["statistics", "title"])
		}
	}

	func aReferenceCycleIsOneLocatedErrorNotAHang() {
		let cyclic = Self.document.replacingOccurrences(of: "OnePet: { description: one, content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } }", with: "OnePet: { $ref: '#/components/responses/Again' }")
		let (spec, diagnostics) = Self.run(cyclic)
		expectEqual(spec, nil)
		expectEqual(
			diagnostics, [
				"pets.yaml:27:21: error: '$ref' cycle: #/components/responses/Again → #/components/responses/OnePet → #/components/responses/Again never reaches a definition; point one of them at the schema, response or parameter itself"
			])
	}

	func withSelectOnlyTheSelectedPathsAreTalkedAbout() {
		let (_, all) = Self.run(Self.document)
		let shelf = "items of a child list, read by two identifiers, which a spec reads by parent instead (\"byParent\"): '/shelves/{shelfId}'"
		expectAny(all, where: { $0.contains("note: 1 path under '/stores/{storeId}' is no collection, item or child list, and left out: \(shelf)") })
		let (spec, selected) = Self.run(Self.document, select: ["/pets"])
		expectEqual(spec?.entities.map(\.name), ["Pet"])
		expectNone(selected, where: { $0.contains("/stores") }, "\(selected)")
		let (_, stores) = Self.run(Self.document, select: ["/stores"])
		expectAny(stores, where: { $0.contains(shelf) })
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIReferenceImportTests>] = [
		SuiteTest("referencesAreFollowedWhereverTheyPointAndHoweverEscaped") { try $0.referencesAreFollowedWhereverTheyPointAndHoweverEscaped() },
		SuiteTest("pagingParametersOfAListReadAsOneArrayAreLeftOutWithANote") { try $0.pagingParametersOfAListReadAsOneArrayAreLeftOutWithANote() },
		SuiteTest("allOfIsReadAsTheObjectItIsAPageOrNoEnvelope") { try $0.allOfIsReadAsTheObjectItIsAPageOrNoEnvelope() },
		SuiteTest("aReferenceCycleIsOneLocatedErrorNotAHang") { $0.aReferenceCycleIsOneLocatedErrorNotAHang() },
		SuiteTest("withSelectOnlyTheSelectedPathsAreTalkedAbout") { $0.withSelectOnlyTheSelectedPathsAreTalkedAbout() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIReferenceImportTests>) async throws { try await test.body(self) }
}
