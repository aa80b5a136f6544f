import Testing

import ScaffoldCore

/// Required lists leading back, through other object types, to the type holding them (Artsy's
/// `Artist.genes`): the import writes each optional, with a note at its field, so the spec
/// checker, which refuses such an array required, never refuses what the import wrote; and an
/// import the checker refuses for another reason than its size says that reason, not "too deep".
struct GraphQLRecursiveArrayImportTests {
	/// `Person.teams` is `[Team!]!`, and a `Team` lists its `members`, `Person`s again.
	static let schema = """
		type Query {
		  shops: [Shop!]!
		}
		type Shop {
		  id: ID!
		  owner: Person
		}
		type Person {
		  name: String!
		  teams: [Team!]!
		}
		type Team {
		  name: String!
		  members: [Person!]!
		}
		"""

	func aRequiredListLeadingBackThroughAnotherTypeIsOptionalWithANote() throws {
		let (text, diagnostics) = SpecImport.run(bytes: Array(Self.schema.utf8), path: "shop.graphql", options: .init(feature: "Shop"))
		let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Shop.json").spec }, "\(diagnostics.map(\.description))")
		expectEqual(spec.declaration(named: "Person")?.fields.first { $0.name == "teams" }?.type.swiftSpelling, "[Team]?")
		expectContains(
			diagnostics.map(\.description),
				"shop.graphql:10:3: note: field 'teams' of Person is a list leading back to 'Person' through 'Team': it is optional, so that the query can stop selecting it where the type recurs")
		expectFalse(diagnostics.containsErrors)
	}

	/// Only the checker's problems of size name a smaller `--depth`; any other is said as itself.
	/// The import tells them apart by their code, never by their wording.
	func onlyProblemsOfSizeAreTooDeepOrTooLarge() throws {
		func codes(_ name: String) throws -> [String?] {
			let badCase = try require(BadSpecCases.all.first { $0.name == name })
			return Spec.load(bytes: Array(badCase.text.utf8), path: "x.json").diagnostics.filter { $0.severity == .error }.map(\.code)
		}
		expectEqual(try codes("value types that expand too far"), [SpecChecker.expansionCode])
		expectEqual(try codes("value types nested too deep"), [SpecChecker.expansionCode])
		expectEqual(try codes("a cursor type without a cursor"), [nil])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GraphQLRecursiveArrayImportTests>] = [
		SuiteTest("aRequiredListLeadingBackThroughAnotherTypeIsOptionalWithANote") { try $0.aRequiredListLeadingBackThroughAnotherTypeIsOptionalWithANote() },
		SuiteTest("onlyProblemsOfSizeAreTooDeepOrTooLarge") { try $0.onlyProblemsOfSizeAreTooDeepOrTooLarge() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<GraphQLRecursiveArrayImportTests>) async throws { try await test.body(self) }
}
