import Testing

import ScaffoldCore

/// A schema whose lists are Relay connections (`relay-like.graphqls`, in the style of the Star Wars
/// and GitHub APIs): a query field returning a connection paged by `first` and `after` imports as a
/// `"connection": true` list of its edges' node type; one without `after` is left out, saying why.
struct GraphQLRelayImportTests {
	private static let file = "Tests/Fixtures/import/graphql/relay-like.graphqls"

	func connectionsImportAsListsOfTheirNodes() throws {
		let result = try ImportFixture.run("graphql/relay-like.graphqls", feature: "StarWars")
		expectEqual(result.spec?.entities.map(\.name), ["Film", "Person"])
		let film = try require(result.entity("Film")?.graphQL)
		expectEqual(film.list?.connection, true)
		expectEqual(film.list?.paginated, true)
		expectEqual(film.list?.field, "allFilms")
		expectEqual(film.detail?.field, "film")
		let people = try require(result.entity("Person")?.graphQL?.list)
		expectTrue(people.connection)
		expectEqual(people.filterInput, "PersonFilter")
		expectEqual(people.filters.map(\.name), ["name", "eyeColor"])
		expectEqual(result.entity("Person")?.pageShape.continuation, .connection)
		expectContains(
			result.messages(.note),
				"query field 'allFilms' returns Relay connection 'FilmsConnection' of 'Film': a list paged by 'first' and 'after' (\"connection\": true)")
		expectTrue(result.noted("arguments 'before', 'last' of query field 'allFilms' are not passed by the generated query"))
		expectFalse(result.noted("argument 'after' of query field 'allFilms'"), "first and after are the connection's")
		expectEqual(
			result.messages(.warning), [
				"query field 'allPlanets' returns Relay connection 'PlanetsConnection' without argument 'after', which a spec's connection reads; it is left out"
			])
		expectEqual(result.diagnostics.first { $0.severity == .warning }?.location?.description, "\(Self.file):78:3")
	}

	func theWrittenSpecSaysConnectionInsteadOfPaginated() throws {
		let text = try require(try ImportFixture.run("graphql/relay-like.graphqls", feature: "StarWars").text)
		expectContains(text, "\"field\": \"allFilms\",\n\t\t\t\t\t\"connection\": true")
		expectLacks(text, "\"paginated\"")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GraphQLRelayImportTests>] = [
		SuiteTest("connectionsImportAsListsOfTheirNodes") { try $0.connectionsImportAsListsOfTheirNodes() },
		SuiteTest("theWrittenSpecSaysConnectionInsteadOfPaginated") { try $0.theWrittenSpecSaysConnectionInsteadOfPaginated() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<GraphQLRelayImportTests>) async throws { try await test.body(self) }
}
