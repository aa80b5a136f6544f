import Testing

import ScaffoldCore

struct InflectorTests {
	@Test(arguments: [
		("character", "characters"), ("episode", "episodes"), ("location", "locations"),
		("person", "people"), ("child", "children"), ("mouse", "mice"), ("man", "men"), ("woman", "women"),
		("index", "indices"), ("status", "statuses"), ("series", "series"), ("species", "species"),
		("category", "categories"), ("day", "days"), ("box", "boxes"), ("search", "searches"), ("wish", "wishes"),
		("bus", "buses"), ("class", "classes"), ("address", "addresses"), ("quiz", "quizzes"), ("leaf", "leaves"),
		("hero", "heroes"), ("photo", "photos"), ("alias", "aliases"), ("analysis", "analyses"), ("datum", "data"),
		("house", "houses"), ("response", "responses"), ("database", "databases"), ("movie", "movies"),
		("cookie", "cookies"), ("key", "keys"), ("toy", "toys"),
	])
	func pluralisesAndSingularisesBothWays(singular: String, plural: String) {
		#expect(Inflector.pluralize(singular) == plural)
		#expect(Inflector.singularize(plural) == singular)
	}

	@Test func leavesWordsAlreadyInTheAskedForm() {
		#expect(Inflector.pluralize("people") == "people")
		#expect(Inflector.pluralize("characters") == "characters")
		#expect(Inflector.singularize("person") == "person")
		#expect(Inflector.singularize("status") == "status")
		#expect(Inflector.singularize("character") == "character")
	}

	@Test func leavesEmptyWordsAlone() {
		#expect(Inflector.pluralize("") == "")
		#expect(Inflector.singularize("") == "")
	}
}
