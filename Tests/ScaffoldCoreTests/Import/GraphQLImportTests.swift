import Testing

import ScaffoldCore

/// Every GraphQL rule of `spec import`: the Rick and Morty schema, a schema with every construct,
/// and an introspection result.
struct GraphQLImportTests {
	func rickAndMortyGivesThreePaginatedEntitiesWithFiltersOrTheSelectedOne() throws {
		// Rick and Morty gives three paginated entities with filters.
		do {
			let result = try ImportFixture.run("../samples/schema.graphql", feature: "RickAndMorty")
			expectEqual(result.spec?.entities.map(\.name), ["Character", "Location", "Episode"])
			let character = try require(result.entity("Character"))
			expectEqual(character.identifier.type, .string)
			expectEqual(character.graphQL?.detail?.field, "character")
			expectEqual(character.graphQL?.list?.paginated, true)
			expectEqual(character.graphQL?.list?.filterInput, "FilterCharacter")
			expectEqual(character.graphQL?.list?.filters.map(\.name), ["name", "status", "species", "type", "gender"])
			expectEqual(result.type("", of: "Character", field: "origin"), "LocationSummary?")
			expectEqual(result.type("", of: "Character", field: "episode"), "[EpisodeSummary?]?")
			expectEqual(result.entity("Episode")?.fields.first { $0.name == "airDate" }?.jsonKey, "air_date")
			expectEqual(result.messages(.warning).count, 3)
			expectTrue(result.warned("query field 'charactersByIds' needs argument 'ids'"))
		}

		// Select names object types.
		do {
			let result = try ImportFixture.run("../samples/schema.graphql", select: ["Episode"])
			expectEqual(result.spec?.entities.map(\.name), ["Episode"])
			expectNotEqual(result.spec?.declaration(named: "Character"), nil, "a type that is no entity here is a value type")
		}
	}

	func nonNullListsEnumsInterfacesCustomAndJSONScalars() throws {
		// Non-null lists enums interfaces and custom scalars.
		let result = try ImportFixture.run("graphql/features.graphqls")
		expectEqual(result.spec?.entities.map(\.name), ["Product"])
		let expected: [String: String] = [
			"id": "String", "name": "String", "price": "String?", "state": "ProductState", "tags": "[String]", "releasedAt": "String?", "maker": "Maker?",
		]
		for (field, type) in expected { expectEqual(result.type("", of: "Product", field: field), type, "\(field)") }
		expectEqual(result.spec?.declaration(named: "ProductState")?.cases.map(\.value), ["DRAFT", "ON_SALE", "RETIRED"])
		expectEqual(result.spec?.declaration(named: "Maker")?.fields.map(\.name), ["name", "address", "products", "website"])
		expectEqual(result.entity("Product")?.graphQL?.list?.filters.map(\.name), ["name", "state", "price"])
		for fragment in [
			"custom scalar 'Money'", "custom scalar 'DateTime'", "union 'Badge'", "Relay connection 'ReviewConnection'", "needs arguments",
			"input field 'near'",
		] {
			#expect(result.warned(fragment), "\(fragment)")
		}
		let mapped = try ImportFixture.run("graphql/features.graphqls", scalars: ["DateTime": "Date", "Money": "Decimal"])
		expectEqual(mapped.type("", of: "Product", field: "releasedAt"), "Date?")
		expectEqual(mapped.type("", of: "Product", field: "price"), "Decimal?")
		expectFalse(mapped.warned("custom scalar"))

		// A custom scalar named for JSON (Artsy's `scalar JSON`) holds any value: it is `JSON`, with a
		// note, not `String` (no object would decode); any other scalar can be mapped to `JSON`.
		let schema = """
			scalar JSON
			scalar Blob
			type Query { product(id: ID!): Product }
			type Product { id: ID! metadata: JSON extras: [JSON!]! blob: Blob }

			"""
		let (text, diagnostics) = SpecImport.run(bytes: Array(schema.utf8), path: "shop.graphql", options: .init(feature: "Shop", scalars: ["Blob": "JSON"]))
		let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Shop.json").spec }, "\(diagnostics.map(\.description))")
		expectEqual(try require(spec.entities.first).fields.map(\.type.swiftSpelling), ["JSON?", "[JSON]", "JSON?"])
		expectContains(diagnostics.map(\.description),
			"shop.graphql:4:24: note: custom scalar 'JSON' (field 'metadata' of Product) is read as JSON, which decodes any value; map it in scaffold.json's \"scalars\" to read it otherwise")
		expectNone(diagnostics, where: { $0.severity == .warning && $0.message.contains("custom scalar") })
	}

	func introspectionResultsReadLikeSDL() throws {
		let result = try ImportFixture.run("graphql/introspection.json")
		let user = try require(result.entity("User"))
		expectEqual(user.allFields.map(\.type.swiftSpelling), ["String", "String", "Role?", "Double?"])
		expectEqual(user.graphQL?.detail?.field, "user")
		expectEqual(user.graphQL?.list?.field, "users")
		expectEqual(user.summary, "Someone with an account.")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GraphQLImportTests>] = [
		SuiteTest("rickAndMortyGivesThreePaginatedEntitiesWithFiltersOrTheSelectedOne") { try $0.rickAndMortyGivesThreePaginatedEntitiesWithFiltersOrTheSelectedOne() },
		SuiteTest("nonNullListsEnumsInterfacesCustomAndJSONScalars") { try $0.nonNullListsEnumsInterfacesCustomAndJSONScalars() },
		SuiteTest("introspectionResultsReadLikeSDL") { try $0.introspectionResultsReadLikeSDL() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<GraphQLImportTests>) async throws { try await test.body(self) }
}
