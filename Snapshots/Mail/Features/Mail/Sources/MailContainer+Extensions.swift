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

	/// The remote data source of campaigns, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		campaignRemoteDataSource: any CampaignRemoteDataSourceContract
	) -> any CampaignRemoteDataSourceContract {
		campaignRemoteDataSource
	}

	/// The repository of campaigns the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(campaignRepository: any CampaignRepositoryContract) -> any CampaignRepositoryContract {
		campaignRepository
	}

	/// The remote data source of campaign rows, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		campaignRowRemoteDataSource: any CampaignRowRemoteDataSourceContract
	) -> any CampaignRowRemoteDataSourceContract {
		campaignRowRemoteDataSource
	}

	/// The repository of campaign rows the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(
		campaignRowRepository: any CampaignRowRepositoryContract
	) -> any CampaignRowRepositoryContract {
		campaignRowRepository
	}

	/// The page repository of campaign rows the container hands out: wrap it or replace it.
	static func decorate(
		campaignRowsPageRepository: any CampaignRowsPageRepositoryContract
	) -> any CampaignRowsPageRepositoryContract {
		campaignRowsPageRepository
	}
}
