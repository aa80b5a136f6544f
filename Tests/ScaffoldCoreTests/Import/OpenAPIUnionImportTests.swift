import Testing

import ScaffoldCore

/// `oneOf` with a `discriminator` becomes a spec union (docs/spec.md, "Unions"); without one it
/// stays `JSON`, with a warning saying why.
struct OpenAPIUnionImportTests {
	private static let document = """
		openapi: 3.0.0
		paths:
		  /pets/{id}:
		    get: { responses: { '200': { description: x, content: { application/json: { schema: { $ref: '#/components/schemas/Owner' } } } } } }
		components:
		  schemas:
		    Owner:
		      type: object
		      required: [id, pet]
		      properties:
		        id: { type: string }
		        pet:
		          oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }, { $ref: '#/components/schemas/Bird' }]
		          discriminator: { propertyName: kind, mapping: { feline: '#/components/schemas/Cat' } }
		        previous:
		          type: array
		          items:
		            oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }, { $ref: '#/components/schemas/Bird' }]
		            discriminator: { propertyName: kind, mapping: { feline: '#/components/schemas/Cat' } }
		        toy:
		          anyOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }]
		    Cat:
		      type: object
		      required: [kind, lives]
		      properties: { kind: { type: string }, lives: { type: integer } }
		    Dog:
		      type: object
		      required: [kind]
		      properties: { kind: { type: string, enum: [dog] }, good: { type: boolean } }
		    Bird:
		      type: object
		      properties: { wings: { type: integer } }

		"""

	/// The mapping's key, the one value of the variant's discriminator enum, else the component's
	/// name: each case's value, as OpenAPI reads it. A second field with the same union shares it.
	func aOneOfWithADiscriminatorIsAUnionOfItsVariants() throws {
		let (text, diagnostics) = SpecImport.run(bytes: Array(Self.document.utf8), path: "pets.yaml", options: .init(feature: "Pets"))
		let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Pets.json").spec }, "\(diagnostics.map(\.description))")
		let union = try require(spec.declaration(named: "OwnerPet")?.union)
		expectEqual(union.discriminator, "kind")
		expectEqual(union.cases.map(\.name), ["feline", "dog", "bird"])
		expectEqual(union.cases.map(\.type), ["Cat", "Dog", "Bird"])
		expectEqual(union.cases.map(\.value), ["feline", "dog", "Bird"])
		expectEqual(try require(spec.entities.first).fields.map(\.type.swiftSpelling), ["OwnerPet", "[OwnerPet]?", "JSON?"])
		let messages = diagnostics.map(\.description)
		expectContains(messages, "pets.yaml:14:26: note: field 'pet' of Owner is union 'OwnerPet' of Cat ('feline'), Dog ('dog'), Bird ('Bird'), told apart by 'kind'")
		expectContains(messages, "pets.yaml:18:13: note: field 'previous' of Owner is the same union as 'OwnerPet' and shares it")
		expectContains(
			messages,
				"pets.yaml:21:18: warning: 'anyOf' of Cat, Dog without a discriminator cannot be a spec union (a union reads its case from one key); field 'toy' of Owner is JSON, which decodes any of them (to type it, declare a value type with the variants' fields, optional, and give the field that type)")
	}

	/// The import's check of the document's own examples reads a union's object as the case its
	/// discriminator names: a value no case has is a mismatch (the generated DTO refuses it), and
	/// a known one is checked against that case's fields.
	func anExampleWhoseDiscriminatorNamesNoCaseDoesNotDecode() throws {
		let document = """
			openapi: 3.0.0
			paths:
			  /owners/{id}:
			    get:
			      responses:
			        '200':
			          description: x
			          content:
			            application/json:
			              schema: { $ref: '#/components/schemas/Owner' }
			              example: { id: o-1, pet: { kind: fish, fins: 2 }, previous: [{ kind: feline, lives: nine }] }
			components:
			  schemas:
			    Owner:
			      type: object
			      required: [id, pet]
			      properties:
			        id: { type: string }
			        pet: { oneOf: [{ $ref: '#/components/schemas/Cat' }], discriminator: { propertyName: kind, mapping: { feline: '#/components/schemas/Cat' } } }
			        previous: { type: array, items: { oneOf: [{ $ref: '#/components/schemas/Cat' }], discriminator: { propertyName: kind, mapping: { feline: '#/components/schemas/Cat' } } } }
			    Cat:
			      type: object
			      required: [kind, lives]
			      properties: { kind: { type: string }, lives: { type: integer } }

			"""
		let diagnostics = SpecImport.run(bytes: Array(document.utf8), path: "owners.yaml", options: .init(feature: "Owners")).diagnostics
		let mismatches = diagnostics.filter { $0.message.hasPrefix("the document's example of GET /owners/{id} does not decode: ") }.map(\.description)
		expectEqual(
			mismatches, [
				"owners.yaml:11:40: warning: the document's example of GET /owners/{id} does not decode: 'kind' of 'pet' is 'fish', which names no case of it (field 'pet' of Owner is union OwnerPet of 'feline')\n<imported Owners.json>:39:5: note: 'pet' is declared here as OwnerPet",
				"owners.yaml:11:99: warning: the document's example of GET /owners/{id} does not decode: 'lives' is a string, but field 'lives' of Cat expects a whole number\n<imported Owners.json>:12:5: note: 'lives' is declared here as Int",
			])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIUnionImportTests>] = [
		SuiteTest("aOneOfWithADiscriminatorIsAUnionOfItsVariants") { try $0.aOneOfWithADiscriminatorIsAUnionOfItsVariants() },
		SuiteTest("anExampleWhoseDiscriminatorNamesNoCaseDoesNotDecode") { try $0.anExampleWhoseDiscriminatorNamesNoCaseDoesNotDecode() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIUnionImportTests>) async throws { try await test.body(self) }
}
