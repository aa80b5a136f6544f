import Testing

import ScaffoldCore

/// Every GraphQL rule of `spec import`: the Rick and Morty schema, a schema with every construct,
/// and an introspection result.
struct GraphQLImportTests {
	@Test func rickAndMortyGivesThreePaginatedEntitiesWithFilters() throws {
		let result = try ImportFixture.run("../samples/schema.graphql", feature: "RickAndMorty")
		#expect(result.spec?.entities.map(\.name) == ["Character", "Location", "Episode"])
		let character = try #require(result.entity("Character"))
		#expect(character.identifier.type == .string)
		#expect(character.graphQL?.detail?.field == "character")
		#expect(character.graphQL?.list?.paginated == true && character.graphQL?.list?.filterInput == "FilterCharacter")
		#expect(character.graphQL?.list?.filters.map(\.name) == ["name", "status", "species", "type", "gender"])
		#expect(result.type("", of: "Character", field: "origin") == "LocationSummary?")
		#expect(result.type("", of: "Character", field: "episode") == "[EpisodeSummary?]?")
		#expect(result.entity("Episode")?.fields.first { $0.name == "airDate" }?.jsonKey == "air_date")
		#expect(result.messages(.warning).count == 3)
		#expect(result.warned("query field 'charactersByIds' needs argument 'ids'"))
	}

	@Test func nonNullListsEnumsInterfacesAndCustomScalars() throws {
		let result = try ImportFixture.run("graphql/features.graphqls")
		#expect(result.spec?.entities.map(\.name) == ["Product"])
		let expected: [String: String] = [
			"id": "String", "name": "String", "price": "String?", "state": "ProductState", "tags": "[String]", "releasedAt": "String?", "maker": "Maker?",
		]
		for (field, type) in expected { #expect(result.type("", of: "Product", field: field) == type, "\(field)") }
		#expect(result.spec?.declaration(named: "ProductState")?.cases.map(\.value) == ["DRAFT", "ON_SALE", "RETIRED"])
		#expect(result.spec?.declaration(named: "Maker")?.fields.map(\.name) == ["name", "address", "products", "website"])
		#expect(result.entity("Product")?.graphQL?.list?.filters.map(\.name) == ["name", "state", "price"])
		for fragment in [
			"custom scalar 'Money'", "custom scalar 'DateTime'", "union 'Badge'", "Relay connection 'ReviewConnection'", "needs arguments",
			"input field 'near'",
		] {
			#expect(result.warned(fragment), "\(fragment)")
		}
		let mapped = try ImportFixture.run("graphql/features.graphqls", scalars: ["DateTime": "Date", "Money": "Decimal"])
		#expect(mapped.type("", of: "Product", field: "releasedAt") == "Date?")
		#expect(mapped.type("", of: "Product", field: "price") == "Decimal?")
		#expect(!mapped.warned("custom scalar"))
	}

	/// A custom scalar named for JSON (Artsy's `scalar JSON`) holds any value: it is `JSON`, with a
	/// note, not `String` (no object would decode); any other scalar can be mapped to `JSON`.
	@Test func jsonScalarsAreJSON() throws {
		let schema = """
			scalar JSON
			scalar Blob
			type Query { product(id: ID!): Product }
			type Product { id: ID! metadata: JSON extras: [JSON!]! blob: Blob }

			"""
		let (text, diagnostics) = SpecImport.run(bytes: Array(schema.utf8), path: "shop.graphql", options: .init(feature: "Shop", scalars: ["Blob": "JSON"]))
		let spec = try #require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Shop.json").spec }, "\(diagnostics.map(\.description))")
		#expect(try #require(spec.entities.first).fields.map(\.type.swiftSpelling) == ["JSON?", "[JSON]", "JSON?"])
		#expect(diagnostics.map(\.description).contains(
			"shop.graphql:4:24: note: custom scalar 'JSON' (field 'metadata' of Product) is read as JSON, which decodes any value; map it in scaffold.json's \"scalars\" to read it otherwise"))
		#expect(!diagnostics.contains { $0.severity == .warning && $0.message.contains("custom scalar") })
	}

	@Test func selectNamesObjectTypes() throws {
		let result = try ImportFixture.run("../samples/schema.graphql", select: ["Episode"])
		#expect(result.spec?.entities.map(\.name) == ["Episode"])
		#expect(result.spec?.declaration(named: "Character") != nil, "a type that is no entity here is a value type")
	}

	@Test func introspectionResultsReadLikeSDL() throws {
		let result = try ImportFixture.run("graphql/introspection.json")
		let user = try #require(result.entity("User"))
		#expect(user.allFields.map(\.type.swiftSpelling) == ["String", "String", "Role?", "Double?"])
		#expect(user.graphQL?.detail?.field == "user" && user.graphQL?.list?.field == "users")
		#expect(user.summary == "Someone with an account.")
	}
}
