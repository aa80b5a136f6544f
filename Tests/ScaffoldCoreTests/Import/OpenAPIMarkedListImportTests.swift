import Testing

import ScaffoldCore

/// Intercom's lists (`GET /tags` answers `{"type": "list", "data": [tag]}`, `type` allowing `list`
/// alone): the array beside keys holding one constant each is the list, read inside its key
/// (`"list": {"envelope": "data"}`), not left out as an unknown paging envelope.
struct OpenAPIMarkedListImportTests {
	static let document = """
		openapi: 3.0.1
		info: {title: Tags, version: "2.11"}
		paths:
		  /tags:
		    get:
		      responses:
		        "200":
		          description: ok
		          content:
		            application/json:
		              schema: {$ref: "#/components/schemas/tag_list"}
		  /tags/{tag_id}:
		    get:
		      parameters: [{name: tag_id, in: path, required: true, schema: {type: string}}]
		      responses:
		        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/tag"}}}}
		components:
		  schemas:
		    tag:
		      type: object
		      required: [id, name]
		      properties:
		        type: {type: string, enum: [tag]}
		        id: {type: string}
		        name: {type: string}
		    tag_list:
		      type: object
		      required: [type, data]
		      properties:
		        type: {type: string, enum: [list]}
		        data:
		          type: array
		          items: {$ref: "#/components/schemas/tag"}

		"""

	func anArrayBesideConstantMarkersIsTheListInsideItsKey() throws {
		let (text, diagnostics) = SpecImport.run(bytes: Array(Self.document.utf8), path: "intercom.yaml", options: .init(feature: "Tags"))
		let described = diagnostics.map(\.description)
		let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Specs/Tags.json").spec }, "\(described)")
		let tag = try require(spec.entities.first)
		expectEqual(tag.rest?.list?.envelope, .key("data"))
		expectEqual(tag.rest?.list?.paginated, false)
		expectContains(described, "intercom.yaml:27:7: note: GET /tags answers {type, data}: the list is read inside 'data' (\"envelope\": \"data\"), the other keys holding one constant each", "\(described)")
		expectNone(described, where: { $0.contains("warning") }, "\(described)")
	}

	/// Intercom's `GET /tags/{tag_id}` example (`{type, id, name}`) has keys a contact has too: it
	/// is checked against the tag its path answers, not the first entity its keys suggest; and an
	/// empty page of contacts decodes, with nothing in it to check.
	func anExampleIsCheckedAgainstTheEntityItsPathAnswers() throws {
		let document = """
			openapi: 3.0.1
			info: {title: Crm, version: "2.11"}
			paths:
			  /contacts:
			    get:
			      parameters: [{name: page, in: query, schema: {type: integer}}]
			      responses:
			        "200":
			          description: ok
			          content:
			            application/json:
			              example: {results: [], info: {count: 0, pages: 0, next: null, prev: null}}
			              schema:
			                type: object
			                properties:
			                  info:
			                    type: object
			                    properties: {count: {type: integer}, pages: {type: integer}, next: {type: string, nullable: true}, prev: {type: string, nullable: true}}
			                  results: {type: array, items: {$ref: "#/components/schemas/contact"}}
			  /contacts/{id}:
			    get:
			      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
			      responses:
			        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/contact"}}}}
			  /tags/{tag_id}:
			    get:
			      parameters: [{name: tag_id, in: path, required: true, schema: {type: string}}]
			      responses:
			        "200":
			          description: ok
			          content:
			            application/json:
			              example: {type: tag, id: "81", name: Manual tag}
			              schema: {$ref: "#/components/schemas/tag"}
			components:
			  schemas:
			    contact:
			      type: object
			      required: [type, id, name, role]
			      properties:
			        type: {type: string}
			        id: {type: string}
			        name: {type: string}
			        role: {type: string}
			    tag:
			      type: object
			      required: [type, id, name]
			      properties:
			        type: {type: string}
			        id: {type: string}
			        name: {type: string}

			"""
		let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "crm.yaml", options: .init(feature: "Crm"))
		let described = diagnostics.map(\.description)
		expectNotEqual(text, nil, "\(described)")
		expectNone(described, where: { $0.contains("does not decode") }, "\(described)")
		expectAny(described, where: { $0.contains("note: decoded 2 examples of the document against the spec, 2 without a mismatch") }, "\(described)")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIMarkedListImportTests>] = [
		SuiteTest("anArrayBesideConstantMarkersIsTheListInsideItsKey") { try $0.anArrayBesideConstantMarkersIsTheListInsideItsKey() },
		SuiteTest("anExampleIsCheckedAgainstTheEntityItsPathAnswers") { try $0.anExampleIsCheckedAgainstTheEntityItsPathAnswers() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIMarkedListImportTests>) async throws { try await test.body(self) }
}
