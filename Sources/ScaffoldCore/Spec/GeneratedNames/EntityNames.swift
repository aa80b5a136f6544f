/// Every name derived from one entity, computed once so that every template agrees.
struct EntityNames {
	let name: String
	let lowerName: String
	/// The plural used in member and type names; `…List` when the plural equals the
	/// singular (`Species`), so `fetchSpecies(identifier:)` and the list call never collide.
	let plural: String
	let lowerPlural: String
	/// snake_case forms for file names.
	let snake: String
	let snakePlural: String

	init(_ entity: SpecEntity) {
		self.init(words: entity.words, pluralWords: entity.pluralName)
	}

	/// The names of an entity called `words` whose plural is `pluralWords` (the importer names
	/// types before any spec exists, and must avoid these).
	init(words: Name, pluralWords: Name) {
		name = words.upperCamel
		lowerName = words.lowerCamel
		snake = words.snake
		if pluralWords.upperCamel == name {
			plural = name + "List"
			lowerPlural = lowerName + "List"
			snakePlural = snake + "_list"
		} else {
			plural = pluralWords.upperCamel
			lowerPlural = pluralWords.lowerCamel
			snakePlural = pluralWords.snake
		}
	}

	var dto: String { GeneratedNames.dto(name) }
	var fixtureDetail: String { snake }
	var fixtureUpdated: String { snake + "_updated" }
	var fixtureList: String { snake + "_list" }
	var fixtureListResponse: String { snakePlural + "_response" }
	var fixtureDetailQuery: String { snake + "_query" }
	var fixtureListQuery: String { snake + "_list_query" }
	/// The second sample item on its own (`character_2`).
	var fixtureSecond: String { snake + "_2" }
	/// The first sample item with every text field empty, as real data has them
	/// (`character_empty_text`): what the stores' search tests save beside the list.
	var fixtureEmptyText: String { snake + "_empty_text" }
	/// An item whose `field` holds a raw value no case has (`character_unknown_status`).
	func fixtureUnknownValue(field: Name) -> String { snake + "_unknown_" + field.snake }
	/// The first page of a paginated list as the remote sends it: the REST response, or the
	/// GraphQL `data` object.
	func fixtureFirstPage(isGraphQL: Bool) -> String { isGraphQL ? fixtureListQuery : fixtureListResponse }
	/// Page 2 of a paginated list, with a page before it and one after it.
	func fixtureSecondPage(isGraphQL: Bool) -> String { fixtureFirstPage(isGraphQL: isGraphQL) + "_page_2" }
	/// A paginated list that holds exactly the two sample items, on one page.
	func fixtureTwoResults(isGraphQL: Bool) -> String { fixtureFirstPage(isGraphQL: isGraphQL) + "_two_results" }
	/// The last page of a paginated list, with its own totals.
	func fixturePagination(isGraphQL: Bool) -> String { fixtureFirstPage(isGraphQL: isGraphQL) + "_pagination" }
}
