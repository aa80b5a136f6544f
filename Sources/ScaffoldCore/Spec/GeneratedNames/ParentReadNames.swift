import ScaffoldBasics

/// The names derived from one read keyed by a parent (`rest.byParent`, `graphql.byParent`), next
/// to ``EntityNames``: `fetchEpisodes(characterIdentifier:)`, `EpisodesByCharacterEntity`…
package struct ParentReadNames {
	let names: EntityNames
	let parent: Name
	/// Whether the read reads one page at a time (`page`): only then is `pageUseCase` generated.
	let isPaged: Bool

	/// The read's plural: the entity's, after the read's `name` if it has one
	/// (`Repositories`, `StarredRepositories`), so two reads of one parent derive different names.
	package let plural: String
	/// ``plural`` in lowerCamelCase (`starredRepositories`).
	package let lowerPlural: String
	/// ``plural`` in snake_case (`starred_repositories`).
	package let snakePlural: String
	/// ``plural`` for comments and test names: the entity's lowerCamelCase plural, after the
	/// read's name in words (`starred repositories`).
	package let pluralWords: String
	/// The read's `name` in lowerCamelCase (`starred`), or nil without one.
	let lowerName: String?
	/// The read's `name` in UpperCamelCase (`Starred`), or nil without one.
	let upperName: String?

	package init(names: EntityNames, read: SpecParentRead) {
		self.names = names
		self.parent = read.parentWords
		self.isPaged = read.page != nil
		// Without a name, the entity's own spellings, byte for byte.
		if let name = read.nameWords {
			plural = name.upperCamel + names.plural
			lowerPlural = name.lowerCamel + names.plural
			snakePlural = name.snake + "_" + names.snakePlural
			pluralWords = (name.words.map(\.lower) + [names.lowerPlural]).joined(separator: " ")
			lowerName = name.lowerCamel
			upperName = name.upperCamel
		} else {
			(plural, lowerPlural, snakePlural, pluralWords) = (names.plural, names.lowerPlural, names.snakePlural, names.lowerPlural)
			(lowerName, upperName) = (nil, nil)
		}
	}

	/// `EpisodesByCharacter`: the stem of the read's type names.
	package var stem: String { plural + "By" + parent.upperCamel }
	/// `episodesByCharacter`: the stem as a property.
	package var lowerStem: String { lowerPlural + "By" + parent.upperCamel }
	/// `byCharacter.json`, `starredByUser.json`: the extension of the file store's file of the
	/// read's lists, one file per read.
	package var fileExtension: String { (lowerName.map { $0 + "By" } ?? "by") + parent.upperCamel + ".json" }
	/// `Character`, `StarredUser`: the parent after the read's name, naming what the mocks keep per read.
	package var tag: String { (upperName ?? "") + parent.upperCamel }
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
	package var queryFixture: String { snakePlural + "_by_" + parent.snake + "_query" }

	/// Every type name above the read generates, in a fixed order (the spec checker reserves them):
	/// the page use case only for a paged read.
	var generatedTypes: [String] {
		[listEntity, queryResponse] + GeneratedNames.withContractsAndMocks([useCase] + (isPaged ? [pageUseCase] : []))
	}
}
