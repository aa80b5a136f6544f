import Testing

import ScaffoldCore

/// Every OpenAPI rule of `spec import`, on the petstore-like fixtures.
struct OpenAPIImportTests {
	func jsonAndYAMLGiveTheSameSpecAndItLoadsClean() throws {
		let json = try ImportFixture.run("openapi/petstore.json")
		let yaml = try ImportFixture.run("openapi/petstore.yaml")
		expectNotEqual(json.text, nil)
		expectEqual(json.text, yaml.text)
		let loaded = Spec.load(bytes: Array(try require(json.text).utf8), path: "p.json")
		expectEqual(loaded.diagnostics, [])
		expectAll(json.diagnostics, where: { $0.location?.position != nil && $0.location?.path == "Tests/Fixtures/import/openapi/petstore.json" })
	}

	func petstoresResourcesSchemasAndWhatASpecCannotSayImport() throws {
		let result = try ImportFixture.run("openapi/petstore.yaml")
		// Resources become entities with their operations.
		do {
			let pet = try require(result.entity("Pet"))
			let rest = try require(pet.rest)
			expectEqual(rest.path, "/pets")
			expectTrue(rest.detail)
			expectTrue(rest.create)
			expectTrue(rest.update)
			expectTrue(rest.delete)
			expectEqual(rest.itemPath.text, "/pets/{petId}", "the document's parameter name is kept")
			expectEqual(rest.list?.paginated, true)
			expectEqual(rest.list?.filters.map(\.name), ["status", "name"])
			expectEqual(rest.list?.filters.first?.type, .enumType("PetStatus"))
			expectEqual(pet.identifier.name, "id")
			expectEqual(pet.identifier.type, .int)
			let owner = try require(result.entity("Owner"))
			expectEqual(owner.identifier.type, .uuid)
			expectEqual(owner.rest?.list?.paginated, false)
			expectEqual(owner.rest?.create, false)
			expectEqual(result.spec?.entities.map(\.name), ["Pet", "Owner"])
		}

		// Schemas become typed fields.
		do {
			let expected: [String: String] = [
				"name": "String", "status": "PetStatus", "tag": "String?", "birthday": "Date?", "adopted": "String?", "photoURL": "URL?",
				"microchip": "UUID?", "weight": "Double?", "vaccinated": "Bool?", "size": "Int?", "category": "Category?",
				"owner": "OwnerSummary?", "photoURLs": "[URL]?", "color": "PetColor?", "attributes": "[String: String]?",
				"toy": "JSON?",
			]
			for (field, type) in expected { expectEqual(result.type("Pet", of: "Pet", field: field), type, "\(field)") }
			let pet = try require(result.entity("Pet"))
			expectEqual(pet.fields.first { $0.name == "name" }?.sample?.string, "Rex")
			expectEqual(pet.fields.first { $0.name == "birthday" }?.sample?.string, "2020-01-01T08:30:00Z")
			expectEqual(pet.fields.first { $0.name == "name" }?.summary, "The pet's name, as its owner calls it.")
			expectEqual(pet.fields.first { $0.name == "photoURL" }?.jsonKey, "photoUrl")
			let category = try require(result.spec?.declaration(named: "Category"))
			// `parent` refers to Category itself: kept optional, held by reference in the generated code.
			expectEqual(category.fields.map(\.type.swiftSpelling), ["String", "Category?", "[Category]?"])
			expectEqual(result.spec?.declaration(named: "PetColor")?.cases.map(\.name), ["black", "white", "brownAndWhite"])
			expectEqual(result.spec?.declaration(named: "OwnerSummary")?.fields.first?.sample?.string, "0b6e9f34-5a44-4c34-9d0b-6f1c2a3e4d5f")
		}

		// What a spec cannot say is a warning at its place.
		do {
			for fragment in [
				"'oneOf' of an inline schema, an inline schema without a discriminator cannot be a spec union (a union reads its case from one key); field 'toy' of Pet is JSON", "external '$ref' 'vets.yaml", "integer enums cannot be expressed",
				"PATCH is left out", "no JSON body (text/csv)", "takes no query parameter to send it back", "'/pets/{petId}/photo' has a GET that answers no JSON, which a spec does not read (image/png)",
				"query parameter 'tags'",
			] {
				#expect(result.warned(fragment), "\(fragment)")
			}
			expectTrue(result.noted("field 'birthday' of Pet is Date because its format is 'date-time'"))
			expectTrue(result.noted("field 'tag' of Pet is optional because it is nullable"))
			expectTrue(
				result.noted(
					"field 'parent' of Category contains 'Category' again without an array between: it is optional, and held by reference so that a struct can contain itself"
				))
			expectFalse(result.warned("'Category' again"))
			#expect(result.noted("field 'attributes' of Pet is a map (additionalProperties) of string values: it is [String: String]"))
			#expect(!result.warned("a map (additionalProperties)"))
			expectTrue(result.noted("embeds entity 'Owner'"))
			let oneOf = try require(result.diagnostics.first { $0.message.contains("'oneOf'") })
			expectEqual(oneOf.location?.description, "Tests/Fixtures/import/openapi/petstore.yaml:190:13")
		}
	}

	func openAPI31TypeArraysExamplesAndSelection() throws {
		let result = try ImportFixture.run("openapi/v31.yaml")
		expectEqual(result.type("Book", of: "Book", field: "subtitle"), "String?")
		expectEqual(result.type("Book", of: "Book", field: "author"), "AuthorSummary?")
		expectEqual(result.type("Book", of: "Book", field: "published"), "Date")
		expectEqual(result.entity("Book")?.identifier.name, "isbn")
		expectEqual(result.entity("Book")?.fields.first { $0.name == "pages" }?.sample?.value, .number("448"))
		expectEqual(result.entity("Book")?.fields.contains { $0.name == "identifierValue" && $0.jsonKey == "identifier" }, true)
		expectEqual(result.entity("Book")?.rest?.list?.filters.map(\.type), [.uuid, .bool])
		expectEqual(try ImportFixture.run("openapi/v31.yaml", select: ["books"]).spec?.entities.map(\.name), ["Book"])
		expectEqual(try ImportFixture.run("openapi/v31.yaml", select: ["/authors"]).spec?.entities.map(\.name), ["Author"])
		#expect(try ImportFixture.run("openapi/v31.yaml", select: ["nothing"]).warned("'--select nothing' matches no path prefix or tag"))
	}

	func aBadDocumentIsOneLocatedErrorAndNoSpec() throws {
		let cases = [
			("bad/invalid.yaml", "Tests/Fixtures/import/bad/invalid.yaml:8:29: error: expected ',' or ']' in the flow sequence, found '}'"),
			(
				"bad/dangling-ref.json",
				"Tests/Fixtures/import/bad/dangling-ref.json:8:97: error: '$ref' '#/components/schemas/Pett' points to nothing in this document"
			),
			("bad/syntax-error.graphql", "Tests/Fixtures/import/bad/syntax-error.graphql:7:8: error: expected ':' after field 'name', found name 'String'"),
		]
		for (fixture, expected) in cases {
			let result = try ImportFixture.run(fixture)
			expectEqual(result.text, nil)
			expectEqual(result.diagnostics.map(\.description), [expected])
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIImportTests>] = [
		SuiteTest("jsonAndYAMLGiveTheSameSpecAndItLoadsClean") { try $0.jsonAndYAMLGiveTheSameSpecAndItLoadsClean() },
		SuiteTest("petstoresResourcesSchemasAndWhatASpecCannotSayImport") { try $0.petstoresResourcesSchemasAndWhatASpecCannotSayImport() },
		SuiteTest("openAPI31TypeArraysExamplesAndSelection") { try $0.openAPI31TypeArraysExamplesAndSelection() },
		SuiteTest("aBadDocumentIsOneLocatedErrorAndNoSpec") { try $0.aBadDocumentIsOneLocatedErrorAndNoSpec() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIImportTests>) async throws { try await test.body(self) }
}
