// scaffold wrote this file once, for your code at ShapesContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension ShapesContainer {
	/// The remote data source of notes, once for each repository that reads through it: wrap it or replace it.
	static func decorate(noteRemoteDataSource: any NoteRemoteDataSourceContract) -> any NoteRemoteDataSourceContract {
		noteRemoteDataSource
	}

	/// The repository of notes the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(noteRepository: any NoteRepositoryContract) -> any NoteRepositoryContract {
		noteRepository
	}

	/// The remote data source of memos, once for each repository that reads through it: wrap it or replace it.
	static func decorate(memoRemoteDataSource: any MemoRemoteDataSourceContract) -> any MemoRemoteDataSourceContract {
		memoRemoteDataSource
	}

	/// The repository of memos the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(memoRepository: any MemoRepositoryContract) -> any MemoRepositoryContract {
		memoRepository
	}

	/// The page repository of memos the container hands out: wrap it or replace it.
	static func decorate(memosPageRepository: any MemosPageRepositoryContract) -> any MemosPageRepositoryContract {
		memosPageRepository
	}

	/// The remote data source of items, once for each repository that reads through it: wrap it or replace it.
	static func decorate(itemRemoteDataSource: any ItemRemoteDataSourceContract) -> any ItemRemoteDataSourceContract {
		itemRemoteDataSource
	}

	/// The repository of items the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(itemRepository: any ItemRepositoryContract) -> any ItemRepositoryContract {
		itemRepository
	}

	/// The remote data source of defaults, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		defaultRemoteDataSource: any DefaultRemoteDataSourceContract
	) -> any DefaultRemoteDataSourceContract {
		defaultRemoteDataSource
	}

	/// The repository of defaults the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(defaultRepository: any DefaultRepositoryContract) -> any DefaultRepositoryContract {
		defaultRepository
	}
}
