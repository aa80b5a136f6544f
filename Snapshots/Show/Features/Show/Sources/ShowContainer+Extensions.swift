// scaffold wrote this file once, for your code at ShowContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension ShowContainer {
	/// The remote data source of seasons, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		seasonRemoteDataSource: any SeasonRemoteDataSourceContract
	) -> any SeasonRemoteDataSourceContract {
		seasonRemoteDataSource
	}

	/// The repository of seasons the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(seasonRepository: any SeasonRepositoryContract) -> any SeasonRepositoryContract {
		seasonRepository
	}

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
}
