import Testing

import ScaffoldCore

/// A GraphQL type's identifier: `id`, else its one field named like an identifier (warned), else
/// what `--identifier TYPE=FIELD` names; a type nothing identifies is left out with a warning,
/// never given a made-up `id` (GraphQLImporter+Identifier).
struct GraphQLIdentifierImportTests {
	static let schema = """
		type Query {
		  artist(slug: String!): Artist
		  artists: [Artist!]!
		  cities: [City!]!
		  sales: [Sale!]!
		}
		type Artist { slug: String!, title: String! }
		type City { name: String!, slug: String!, population: Int }
		type Sale { id: ID!, title: String! }

		"""

	static func run(identifiers: [String: String] = [:]) -> (spec: Spec?, diagnostics: [String]) {
		let (text, diagnostics) = SpecImport.run(
			bytes: Array(schema.utf8), path: "art.graphql", options: .init(feature: "Art", identifiers: identifiers))
		return (text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Art.json").spec }, diagnostics.map(\.description))
	}

	func aTypeNothingIdentifiesIsLeftOutAndOneCandidateIsTakenWithAWarning() throws {
		let (spec, diagnostics) = Self.run()
		expectEqual(spec?.entities.map(\.name), ["Artist", "Sale"])
		let artist = try require(spec?.entities.first)
		expectEqual(artist.identifier.name, "slug")
		expectEqual(artist.identifier.type, .string)
		expectContains(
			diagnostics,
				"art.graphql:7:15: warning: type 'Artist' has no 'id' field; 'slug', its one field named like an identifier, is taken as the identifier: check it, or pass '--identifier Artist=FIELD'", "\(diagnostics)")
		expectContains(
			diagnostics,
				"art.graphql:8:1: warning: type 'City' is left out: it has no 'id' field of type ID, String or Int, and several fields named like an identifier ('name', 'slug'); pass '--identifier City=FIELD' naming the field that identifies its objects to import it", "\(diagnostics)")
		expectNone(diagnostics, where: { $0.contains("default identifier") })
	}

	func identifierNamesTheFieldOfATypeAndIsCheckedAgainstIt() throws {
		let (spec, diagnostics) = Self.run(identifiers: ["City": "slug"])
		expectEqual(spec?.entities.map(\.name), ["Artist", "City", "Sale"])
		expectEqual(spec?.entities.first { $0.name == "City" }?.identifier.name, "slug")
		expectContains(diagnostics, "art.graphql:8:1: note: 'slug' is the identifier of City: '--identifier City=slug' says so")
		let (wrong, errors) = Self.run(identifiers: ["City": "country"])
		expectEqual(wrong, nil)
		expectContains(
			errors,
				"art.graphql:8:1: error: '--identifier City=country': type 'City' has no field 'country' of type ID, String or Int; its fields of those types are 'name', 'slug', 'population'", "\(errors)")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GraphQLIdentifierImportTests>] = [
		SuiteTest("aTypeNothingIdentifiesIsLeftOutAndOneCandidateIsTakenWithAWarning") { try $0.aTypeNothingIdentifiesIsLeftOutAndOneCandidateIsTakenWithAWarning() },
		SuiteTest("identifierNamesTheFieldOfATypeAndIsCheckedAgainstIt") { try $0.identifierNamesTheFieldOfATypeAndIsCheckedAgainstIt() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<GraphQLIdentifierImportTests>) async throws { try await test.body(self) }
}
