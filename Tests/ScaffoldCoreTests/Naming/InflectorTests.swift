import Testing

import ScaffoldCore

struct InflectorTests {
	static let pluralisesAndSingularisesBothWaysArguments: [(String, String)] = [
		("character", "characters"), ("episode", "episodes"), ("location", "locations"),
		("person", "people"), ("child", "children"), ("mouse", "mice"), ("man", "men"), ("woman", "women"),
		("index", "indices"), ("status", "statuses"), ("series", "series"), ("species", "species"),
		("category", "categories"), ("day", "days"), ("box", "boxes"), ("search", "searches"), ("wish", "wishes"),
		("bus", "buses"), ("class", "classes"), ("address", "addresses"), ("quiz", "quizzes"), ("leaf", "leaves"),
		("hero", "heroes"), ("photo", "photos"), ("alias", "aliases"), ("analysis", "analyses"), ("datum", "data"),
		("house", "houses"), ("response", "responses"), ("database", "databases"), ("movie", "movies"),
		("cookie", "cookies"), ("key", "keys"), ("toy", "toys"),
	]
	func pluralisesAndSingularisesBothWays(singular: String, plural: String) {
		expectEqual(Inflector.pluralize(singular), plural)
		expectEqual(Inflector.singularize(plural), singular)
	}

	func leavesWordsAlreadyInTheAskedForm() {
		expectEqual(Inflector.pluralize("people"), "people")
		expectEqual(Inflector.pluralize("characters"), "characters")
		expectEqual(Inflector.singularize("person"), "person")
		expectEqual(Inflector.singularize("status"), "status")
		expectEqual(Inflector.singularize("character"), "character")
	}

	func leavesEmptyWordsAlone() {
		expectEqual(Inflector.pluralize(""), "")
		expectEqual(Inflector.singularize(""), "")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<InflectorTests>] = [
		SuiteTest("leavesWordsAlreadyInTheAskedForm") { $0.leavesWordsAlreadyInTheAskedForm() },
		SuiteTest("leavesEmptyWordsAlone") { $0.leavesEmptyWordsAlone() },
	]
		+ SuiteTest<InflectorTests>.cases("pluralisesAndSingularisesBothWays(singular:plural:)", pluralisesAndSingularisesBothWaysArguments) { $0.pluralisesAndSingularisesBothWays(singular: $1.0, plural: $1.1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<InflectorTests>) async throws { try await test.body(self) }
}
