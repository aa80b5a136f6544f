// scaffold wrote this file once, for your code at MailContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension MailContainer {
	/// The remote data source of domains, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		domainRemoteDataSource: any DomainRemoteDataSourceContract
	) -> any DomainRemoteDataSourceContract {
		domainRemoteDataSource
	}

	/// The repository of domains the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(domainRepository: any DomainRepositoryContract) -> any DomainRepositoryContract {
		domainRepository
	}

	/// The remote data source of domain summaries, once for each repository that reads through it: wrap it or replace
	/// it.
	static func decorate(
		domainSummaryRemoteDataSource: any DomainSummaryRemoteDataSourceContract
	) -> any DomainSummaryRemoteDataSourceContract {
		domainSummaryRemoteDataSource
	}

	/// The repository of domain summaries the container hands out: wrap it (logging, metrics, a fallback) or replace
	/// it.
	static func decorate(
		domainSummaryRepository: any DomainSummaryRepositoryContract
	) -> any DomainSummaryRepositoryContract {
		domainSummaryRepository
	}

	/// The page repository of domain summaries the container hands out: wrap it or replace it.
	static func decorate(
		domainSummariesPageRepository: any DomainSummariesPageRepositoryContract
	) -> any DomainSummariesPageRepositoryContract {
		domainSummariesPageRepository
	}

	/// The remote data source of audiences, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		audienceRemoteDataSource: any AudienceRemoteDataSourceContract
	) -> any AudienceRemoteDataSourceContract {
		audienceRemoteDataSource
	}

	/// The repository of audiences the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(audienceRepository: any AudienceRepositoryContract) -> any AudienceRepositoryContract {
		audienceRepository
	}

	/// The remote data source of audience rows, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		audienceRowRemoteDataSource: any AudienceRowRemoteDataSourceContract
	) -> any AudienceRowRemoteDataSourceContract {
		audienceRowRemoteDataSource
	}

	/// The repository of audience rows the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(
		audienceRowRepository: any AudienceRowRepositoryContract
	) -> any AudienceRowRepositoryContract {
		audienceRowRepository
	}

	/// The remote data source of broadcasts, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		broadcastRemoteDataSource: any BroadcastRemoteDataSourceContract
	) -> any BroadcastRemoteDataSourceContract {
		broadcastRemoteDataSource
	}

	/// The repository of broadcasts the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(broadcastRepository: any BroadcastRepositoryContract) -> any BroadcastRepositoryContract {
		broadcastRepository
	}

	/// The remote data source of broadcast listings, once for each repository that reads through it: wrap it or
	/// replace it.
	static func decorate(
		broadcastListingRemoteDataSource: any BroadcastListingRemoteDataSourceContract
	) -> any BroadcastListingRemoteDataSourceContract {
		broadcastListingRemoteDataSource
	}

	/// The repository of broadcast listings the container hands out: wrap it (logging, metrics, a fallback) or replace
	/// it.
	static func decorate(
		broadcastListingRepository: any BroadcastListingRepositoryContract
	) -> any BroadcastListingRepositoryContract {
		broadcastListingRepository
	}

	/// The page repository of broadcast listings the container hands out: wrap it or replace it.
	static func decorate(
		broadcastListingsPageRepository: any BroadcastListingsPageRepositoryContract
	) -> any BroadcastListingsPageRepositoryContract {
		broadcastListingsPageRepository
	}
}
