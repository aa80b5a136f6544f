import ScaffoldBasics

/// Every name derived from one entity, computed once so that every template agrees.
package struct EntityNames {
	package let name: String
	package let lowerName: String
	/// The plural used in member and type names; `…List` when the plural equals the
	/// singular (`Species`), so `fetchSpecies(identifier:)` and the list call never collide.
	package let plural: String
	package let lowerPlural: String
	/// snake_case forms for file names.
	let snake: String
	package let snakePlural: String

	package init(_ entity: SpecEntity) {
		self.init(words: entity.words, pluralWords: entity.pluralName)
	}

	/// The names of an entity called `words` whose plural is `pluralWords` (the importer names
	/// types before any spec exists, and must avoid these).
	package init(words: Name, pluralWords: Name) {
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

	package var dto: String { GeneratedNames.dto(name) }
	/// The SwiftData model (`CharacterEntity`).
	package var entityModel: String { name + "Entity" }
	/// A paginated list's response (`CharactersResponseDTO`).
	package var responseDTO: String { plural + "ResponseDTO" }
	/// A list's filter on the wire (`CharacterFilterDTO`).
	package var filterDTO: String { name + "FilterDTO" }
	package var remoteContract: String { name + "RemoteDataSourceContract" }
	package var restDataSource: String { name + "RESTDataSource" }
	package var graphQLDataSource: String { name + "GraphQLDataSource" }
	package var remoteMock: String { name + "RemoteDataSourceMock" }
	package var localContract: String { name + "LocalDataSourceContract" }
	package var memoryDataSource: String { name + "MemoryDataSource" }
	package var fileDataSource: String { name + "FileDataSource" }
	package var entityDataSource: String { name + "EntityDataSource" }
	package var keychainDataSource: String { name + "KeychainDataSource" }
	package var localMock: String { name + "LocalDataSourceMock" }
	package var modelContainer: String { name + "ModelContainer" }
	package var entityMapper: String { name + "EntityMapper" }
	package var entityDTOMapper: String { name + "EntityDTOMapper" }
	/// The stores' graph of nested entities (`EpisodeGraph`).
	package var graph: String { name + "Graph" }
	package var pageEntity: String { plural + "PageEntity" }
	package var pageEntityDTOMapper: String { plural + "PageEntityDTOMapper" }
	package var storeName: String { name + "Store" }
	/// The file store's file (`characters.json`).
	package var fileName: String { snakePlural + ".json" }
	package var fixtureDetail: String { snake }
	package var fixtureUpdated: String { snake + "_updated" }
	package var fixtureList: String { snake + "_list" }
	package var fixtureListResponse: String { snakePlural + "_response" }
	package var fixtureDetailQuery: String { snake + "_query" }
	package var fixtureListQuery: String { snake + "_list_query" }
	/// The second sample item on its own (`character_2`).
	package var fixtureSecond: String { snake + "_2" }
	/// The first sample item with every text field empty, as real data has them
	/// (`character_empty_text`): what the stores' search tests save beside the list.
	package var fixtureEmptyText: String { snake + "_empty_text" }
	/// An item whose `field` holds a raw value no case has (`character_unknown_status`).
	package func fixtureUnknownValue(field: Name) -> String { snake + "_unknown_" + field.snake }
	/// The first page of a paginated list as the remote sends it: the REST response, or the
	/// GraphQL `data` object.
	package func fixtureFirstPage(isGraphQL: Bool) -> String { isGraphQL ? fixtureListQuery : fixtureListResponse }
	/// Page 2 of a paginated list, with a page before it and one after it.
	package func fixtureSecondPage(isGraphQL: Bool) -> String { fixtureFirstPage(isGraphQL: isGraphQL) + "_page_2" }
	/// A paginated list that holds exactly the two sample items, on one page.
	package func fixtureTwoResults(isGraphQL: Bool) -> String { fixtureFirstPage(isGraphQL: isGraphQL) + "_two_results" }
	/// The last page of a paginated list, with its own totals.
	package func fixturePagination(isGraphQL: Bool) -> String { fixtureFirstPage(isGraphQL: isGraphQL) + "_pagination" }
}
