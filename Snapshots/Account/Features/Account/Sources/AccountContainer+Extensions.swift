// scaffold wrote this file once, for your code at AccountContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension AccountContainer {
	/// The remote data source of api keys, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		apiKeyRemoteDataSource: any APIKeyRemoteDataSourceContract
	) -> any APIKeyRemoteDataSourceContract {
		apiKeyRemoteDataSource
	}

	/// The repository of api keys the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(apiKeyRepository: any APIKeyRepositoryContract) -> any APIKeyRepositoryContract {
		apiKeyRepository
	}

	/// The remote data source of sessions, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		sessionRemoteDataSource: any SessionRemoteDataSourceContract
	) -> any SessionRemoteDataSourceContract {
		sessionRemoteDataSource
	}

	/// The repository of sessions the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(sessionRepository: any SessionRepositoryContract) -> any SessionRepositoryContract {
		sessionRepository
	}
}
