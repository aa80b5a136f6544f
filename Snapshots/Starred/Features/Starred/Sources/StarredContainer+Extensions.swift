// scaffold wrote this file once, for your code at StarredContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension StarredContainer {
	/// The remote data source of repos, once for each repository that reads through it: wrap it or replace it.
	static func decorate(repoRemoteDataSource: any RepoRemoteDataSourceContract) -> any RepoRemoteDataSourceContract {
		repoRemoteDataSource
	}

	/// The repository of repos the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(repoRepository: any RepoRepositoryContract) -> any RepoRepositoryContract {
		repoRepository
	}

	/// The page repository of repos the container hands out: wrap it or replace it.
	static func decorate(reposPageRepository: any ReposPageRepositoryContract) -> any ReposPageRepositoryContract {
		reposPageRepository
	}

	/// The remote data source of users, once for each repository that reads through it: wrap it or replace it.
	static func decorate(userRemoteDataSource: any UserRemoteDataSourceContract) -> any UserRemoteDataSourceContract {
		userRemoteDataSource
	}

	/// The repository of users the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(userRepository: any UserRepositoryContract) -> any UserRepositoryContract {
		userRepository
	}
}
