// scaffold wrote this file once, for your code at BlogContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension BlogContainer {
	/// The remote data source of articles, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		articleRemoteDataSource: any ArticleRemoteDataSourceContract
	) -> any ArticleRemoteDataSourceContract {
		articleRemoteDataSource
	}

	/// The repository of articles the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(articleRepository: any ArticleRepositoryContract) -> any ArticleRepositoryContract {
		articleRepository
	}

	/// The remote data source of comments, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		commentRemoteDataSource: any CommentRemoteDataSourceContract
	) -> any CommentRemoteDataSourceContract {
		commentRemoteDataSource
	}

	/// The repository of comments the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(commentRepository: any CommentRepositoryContract) -> any CommentRepositoryContract {
		commentRepository
	}

	/// The page repository of comments the container hands out: wrap it or replace it.
	static func decorate(
		commentsPageRepository: any CommentsPageRepositoryContract
	) -> any CommentsPageRepositoryContract {
		commentsPageRepository
	}

	/// The remote data source of drafts, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		draftRemoteDataSource: any DraftRemoteDataSourceContract
	) -> any DraftRemoteDataSourceContract {
		draftRemoteDataSource
	}

	/// The repository of drafts the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(draftRepository: any DraftRepositoryContract) -> any DraftRepositoryContract {
		draftRepository
	}

	/// The page repository of drafts the container hands out: wrap it or replace it.
	static func decorate(draftsPageRepository: any DraftsPageRepositoryContract) -> any DraftsPageRepositoryContract {
		draftsPageRepository
	}

	/// The remote data source of subscribers, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		subscriberRemoteDataSource: any SubscriberRemoteDataSourceContract
	) -> any SubscriberRemoteDataSourceContract {
		subscriberRemoteDataSource
	}

	/// The repository of subscribers the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(subscriberRepository: any SubscriberRepositoryContract) -> any SubscriberRepositoryContract {
		subscriberRepository
	}

	/// The page repository of subscribers the container hands out: wrap it or replace it.
	static func decorate(
		subscribersPageRepository: any SubscribersPageRepositoryContract
	) -> any SubscribersPageRepositoryContract {
		subscribersPageRepository
	}
}
