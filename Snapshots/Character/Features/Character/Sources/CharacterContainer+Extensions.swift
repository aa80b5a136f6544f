// scaffold wrote this file once, for your code at CharacterContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension CharacterContainer {
	/// The remote data source of characters, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		characterRemoteDataSource: any CharacterRemoteDataSourceContract
	) -> any CharacterRemoteDataSourceContract {
		characterRemoteDataSource
	}

	/// The repository of characters the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(characterRepository: any CharacterRepositoryContract) -> any CharacterRepositoryContract {
		characterRepository
	}

	/// The page repository of characters the container hands out: wrap it or replace it.
	static func decorate(
		charactersPageRepository: any CharactersPageRepositoryContract
	) -> any CharactersPageRepositoryContract {
		charactersPageRepository
	}

	/// The repository of recent character searches the container hands out: wrap it (logging, metrics, a fallback) or
	/// replace it.
	static func decorate(
		recentCharacterSearchesRepository: any RecentCharacterSearchesRepositoryContract
	) -> any RecentCharacterSearchesRepositoryContract {
		recentCharacterSearchesRepository
	}
}
