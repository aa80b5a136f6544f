// scaffold wrote this file once, for your code at EpisodeContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension EpisodeContainer {
	/// The remote data source of episodes, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		episodeRemoteDataSource: any EpisodeRemoteDataSourceContract
	) -> any EpisodeRemoteDataSourceContract {
		episodeRemoteDataSource
	}

	/// The repository of episodes the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(episodeRepository: any EpisodeRepositoryContract) -> any EpisodeRepositoryContract {
		episodeRepository
	}

	/// The page repository of episodes the container hands out: wrap it or replace it.
	static func decorate(
		episodesPageRepository: any EpisodesPageRepositoryContract
	) -> any EpisodesPageRepositoryContract {
		episodesPageRepository
	}

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
}
