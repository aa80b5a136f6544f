import ScaffoldBasics

/// The names derived from one read keyed by a parent (`rest.byParent`, `graphql.byParent`), next
/// to ``EntityNames``: `fetchEpisodes(characterIdentifier:)`, `EpisodesByCharacterEntity`…
package struct ParentReadNames {
	let names: EntityNames
	let parent: Name
	/// Whether the read reads one page at a time (`page`): only then is `pageUseCase` generated.
	let isPaged: Bool

	package init(names: EntityNames, read: SpecParentRead) {
		self.names = names
		self.parent = read.parentWords
		self.isPaged = read.page != nil
	}

	/// `EpisodesByCharacter`: the stem of the read's type names.
	package var stem: String { names.plural + "By" + parent.upperCamel }
	/// `episodesByCharacter`: the stem as a property.
	package var lowerStem: String { names.lowerPlural + "By" + parent.upperCamel }
	/// `characterIdentifier`: the argument label of every call of the read.
	package var parameter: String { parent.lowerCamel + "Identifier" }
	/// `EpisodesByCharacterEntity`: the list a SwiftData store keeps per parent.
	package var listEntity: String { stem + "Entity" }
	/// `EpisodesByCharacterQueryResponse`: the GraphQL response wrapper.
	package var queryResponse: String { stem + "QueryResponse" }
	/// `GetEpisodesByCharacterUseCase`.
	package var useCase: String { "Get" + stem + "UseCase" }
	/// `GetEpisodesByCharacterPageUseCase`: a paged read's use case.
	package var pageUseCase: String { "Get" + stem + "PageUseCase" }
	/// `episodes_by_character_query`: the GraphQL response's data object, for tests.
	package var queryFixture: String { names.snakePlural + "_by_" + parent.snake + "_query" }

	/// Every type name above the read generates, in a fixed order (the spec checker reserves them):
	/// the page use case only for a paged read.
	var generatedTypes: [String] {
		[listEntity, queryResponse] + GeneratedNames.withContractsAndMocks([useCase] + (isPaged ? [pageUseCase] : []))
	}
}
