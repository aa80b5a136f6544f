// scaffold wrote this file once, for your code at FeedContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension FeedContainer {
	/// The remote data source of posts, once for each repository that reads through it: wrap it or replace it.
	static func decorate(postRemoteDataSource: any PostRemoteDataSourceContract) -> any PostRemoteDataSourceContract {
		postRemoteDataSource
	}

	/// The repository of posts the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(postRepository: any PostRepositoryContract) -> any PostRepositoryContract {
		postRepository
	}

	/// The page repository of posts the container hands out: wrap it or replace it.
	static func decorate(postsPageRepository: any PostsPageRepositoryContract) -> any PostsPageRepositoryContract {
		postsPageRepository
	}

	/// The remote data source of events, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		eventRemoteDataSource: any EventRemoteDataSourceContract
	) -> any EventRemoteDataSourceContract {
		eventRemoteDataSource
	}

	/// The repository of events the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(eventRepository: any EventRepositoryContract) -> any EventRepositoryContract {
		eventRepository
	}

	/// The page repository of events the container hands out: wrap it or replace it.
	static func decorate(eventsPageRepository: any EventsPageRepositoryContract) -> any EventsPageRepositoryContract {
		eventsPageRepository
	}

	/// The remote data source of messages, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		messageRemoteDataSource: any MessageRemoteDataSourceContract
	) -> any MessageRemoteDataSourceContract {
		messageRemoteDataSource
	}

	/// The repository of messages the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(messageRepository: any MessageRepositoryContract) -> any MessageRepositoryContract {
		messageRepository
	}

	/// The page repository of messages the container hands out: wrap it or replace it.
	static func decorate(
		messagesPageRepository: any MessagesPageRepositoryContract
	) -> any MessagesPageRepositoryContract {
		messagesPageRepository
	}

	/// The remote data source of stories, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		storyRemoteDataSource: any StoryRemoteDataSourceContract
	) -> any StoryRemoteDataSourceContract {
		storyRemoteDataSource
	}

	/// The repository of stories the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(storyRepository: any StoryRepositoryContract) -> any StoryRepositoryContract {
		storyRepository
	}

	/// The page repository of stories the container hands out: wrap it or replace it.
	static func decorate(
		storiesPageRepository: any StoriesPageRepositoryContract
	) -> any StoriesPageRepositoryContract {
		storiesPageRepository
	}
}
