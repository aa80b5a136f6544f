// scaffold wrote this file once, for your code at SearchContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension SearchContainer {
	/// The repository of recent searches the container hands out: wrap it (logging, metrics, a fallback) or replace
	/// it.
	static func decorate(
		recentSearchesRepository: any RecentSearchesRepositoryContract
	) -> any RecentSearchesRepositoryContract {
		recentSearchesRepository
	}
}
