// scaffold wrote this file once, for your code at PlaylistContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension PlaylistContainer {
	/// The remote data source of playlist entries, once for each repository that reads through it: wrap it or replace
	/// it.
	static func decorate(
		playlistEntryRemoteDataSource: any PlaylistEntryRemoteDataSourceContract
	) -> any PlaylistEntryRemoteDataSourceContract {
		playlistEntryRemoteDataSource
	}

	/// The repository of playlist entries the container hands out: wrap it (logging, metrics, a fallback) or replace
	/// it.
	static func decorate(
		playlistEntryRepository: any PlaylistEntryRepositoryContract
	) -> any PlaylistEntryRepositoryContract {
		playlistEntryRepository
	}
}
