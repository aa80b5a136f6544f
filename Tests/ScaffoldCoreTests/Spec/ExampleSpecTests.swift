import Testing

import ScaffoldCore

struct ExampleSpecTests {
	func everyExampleLoadsClean(name: String) throws {
		let (spec, diagnostics) = Spec.load(bytes: try SpecTestSupport.bytes("Examples/\(name)"), path: "Examples/\(name)")
		expectEqual(diagnostics.map(\.description), [])
		expectNotEqual(spec, nil)
	}

	func characterDecodesAsWritten() throws {
		let spec = try Spec.parse(bytes: try SpecTestSupport.bytes("Examples/Character.json"), path: "Examples/Character.json")
		expectEqual(spec.feature, "Character")
		expectEqual(spec.types.map(\.name), ["Location", "CharacterStatus"])
		expectEqual(spec.types[1].cases.map(\.value), ["Alive", "Dead", "unknown"])
		let character = try require(spec.entities.first)
		expectEqual(character.pluralName.upperCamel, "Characters")
		expectEqual(character.identifier.name, "id")
		expectEqual(character.identifier.type, .int)
		expectEqual(character.fields.map(\.name), ["name", "status", "species", "type", "gender", "origin", "location", "imageURL", "episode", "url", "created"])
		expectEqual(character.fields[1].type, .enumType("CharacterStatus"))
		expectEqual(character.fields[5].type, .valueType("Location"))
		expectEqual(character.fields[6].type, .valueType("Location"))
		expectEqual(character.fields[7].jsonKey, "image")
		expectTrue(character.fields[7].hasExplicitJSONKey)
		expectEqual(character.fields[8].type, .array(.url))
		expectEqual(character.fields[3].swiftName, "type")
		expectEqual(character.rest?.path, "/character")
		expectEqual(character.rest?.list?.paginated, true)
		expectEqual(character.rest?.list?.filters.map(\.parameter), ["name", "status"])
		expectEqual(character.local, .swiftData)
		expectTrue(character.repository.useCases)
		expectEqual(character.repository.cachePolicy, .localFirst)
		expectTrue(character.cachesPages)
		expectEqual(character.searchFilters.map(\.name), ["name", "status"])
		expectTrue(character.notFoundIsEmpty)
		expectEqual(character.searchPageSize, 20)
		expectEqual(spec.userDefaults.map(\.name), ["RecentCharacterSearches"])
		expectEqual(character.location, SourceLocation(path: "Examples/Character.json", line: 25, column: 3))
	}

	func reviewsAreReadByParent() throws {
		let spec = try Spec.parse(bytes: try SpecTestSupport.bytes("Examples/Everything.json"), path: "Examples/Everything.json")
		let review = try require(spec.entities.first { $0.name == "Review" })
		expectEqual(review.parentReads.map(\.parent), ["Product", "Person"])
		expectEqual(review.parentReads.map(\.source), [.rest(path: "/products/{id}/reviews", query: nil), .rest(path: "/reviews", query: "author")])
		// Every GraphQL default: `Get{Parent}{Plural}`, the parent's field, `id`, the plural's field.
		expectEqual(spec.entities[1].parentReads.map(\.source), [.graphQL(operation: "GetProductStaff", field: "product", argument: "id", list: "staff")])
		let episodes = try Spec.parse(bytes: try SpecTestSupport.bytes("Examples/Episode.json"), path: "Examples/Episode.json")
		expectEqual(
			episodes.entities.flatMap(\.parentReads).map(\.source), [
				.graphQL(operation: "GetCharacterEpisodes", field: "character", argument: "id", list: "episode"),
				.graphQL(operation: "GetEpisodeCharacters", field: "episode", argument: "id", list: "characters"),
			])
	}

	func everythingAndEpisodeDeriveDefaults() throws {
		// Everything derives defaults.
		do {
			let spec = try Spec.parse(bytes: try SpecTestSupport.bytes("Examples/Everything.json"), path: "Examples/Everything.json")
			expectEqual(spec.jsonKeys, .snakeCase)
			let product = spec.entities[0]
			expectEqual(product.identifier.jsonKey, "product_id")
			expectEqual(product.identifier.type, .uuid)
			expectEqual(product.fields.first { $0.name == "releasedAt" }?.jsonKey, "released_at")
			expectEqual(product.fields.first { $0.name == "imageURL" }?.jsonKey, "image")
			expectEqual(product.fields.first { $0.name == "default" }?.swiftName, "`default`")
			expectEqual(product.fields.first { $0.name == "images" }?.type, .optional(.array(.url)))
			expectEqual(product.rest?.list?.filters.map(\.parameter), ["name", "availability", "min_rating", "available"])
			expectEqual(product.repository, SpecRepository(enabled: true, useCases: true, cachePolicy: .remoteFirst, location: SourceLocation(path: "Examples/Everything.json", line: 109, column: 18)))
			let person = spec.entities[1]
			expectEqual(person.pluralName.upperCamel, "Staff")
			let detail = try require(person.graphQL?.detail)
			// Derived from `"detail": true`, and located there.
			expectEqual(detail, SpecGraphQLOperation(operation: "GetPerson", field: "person", location: SourceLocation(path: "Examples/Everything.json", line: 120, column: 15)))
			expectEqual(person.graphQL?.list?.operation, "GetStaff")
			expectEqual(person.graphQL?.list?.field, "staff")
			expectEqual(person.graphQL?.list?.filterInput, "FilterPerson")
			expectEqual(person.repository.cachePolicy, .localFirst)
			let draft = spec.entities[2]
			expectEqual(draft.identifier.type, .int)
			// Kept only on the device: a repository by default, with use cases on request.
			expectTrue(draft.repository.enabled)
			expectTrue(draft.repository.useCases)
			expectEqual(spec.userDefaults[0].key, "recentProducts")
			expectEqual(spec.userDefaults[1].key, "favourite_ids")
			expectEqual(spec.declaration(named: "Availability")?.cases.map(\.value), ["in_stock", "sold_out", "default"])
		}

		// Episode defaults to a string identifier for GraphQL.
		do {
			let text = #"{"version": 1, "feature": "Episode", "entities": [{"name": "Episode", "fields": [], "graphql": {}}]}"#
			let spec = try Spec.parse(bytes: Array(text.utf8), path: "x.json")
			expectEqual(spec.entities[0].identifier.type, .string)
			expectEqual(spec.entities[0].graphQL?.detail?.operation, "GetEpisode")
			expectEqual(spec.entities[0].graphQL?.list, nil)
			expectEqual(spec.entities[0].repository.cachePolicy, .noCache)
			expectTrue(spec.entities[0].repository.enabled)
		}

		// GraphQL reads by parent have defaults.
		do {
			let text = BadSpecCases.spec(
				entity: #"{"name": "Show", "fields": [], "local": "memory"}, {"name": "Episode", "fields": [], "graphql": {"byParent": [{"parent": "Show"}]}}"#)
			let (spec, diagnostics) = SpecTestSupport.load(text)
			expectEqual(diagnostics.map(\.description), [])
			let read = try require(spec?.entities.last?.parentReads.first)
			expectEqual(read.source, .graphQL(operation: "GetShowEpisodes", field: "show", argument: "id", list: "episodes"))
			expectEqual(read.parentLocation, SourceLocation(path: "Specs/Character.json", line: 3, column: 135))
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ExampleSpecTests>] = [
		SuiteTest("characterDecodesAsWritten") { try $0.characterDecodesAsWritten() },
		SuiteTest("reviewsAreReadByParent") { try $0.reviewsAreReadByParent() },
		SuiteTest("everythingAndEpisodeDeriveDefaults") { try $0.everythingAndEpisodeDeriveDefaults() },
	]
		+ SuiteTest<ExampleSpecTests>.cases("everyExampleLoadsClean(name:)", try SpecTestSupport.exampleNames()) { try $0.everyExampleLoadsClean(name: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<ExampleSpecTests>) async throws { try await test.body(self) }
}
