// scaffold wrote this file once, for your code at NotesContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension NotesContainer {
	/// The remote data source of notes, once for each repository that reads through it: wrap it or replace it.
	static func decorate(noteRemoteDataSource: any NoteRemoteDataSourceContract) -> any NoteRemoteDataSourceContract {
		noteRemoteDataSource
	}

	/// The repository of notes the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(noteRepository: any NoteRepositoryContract) -> any NoteRepositoryContract {
		noteRepository
	}

	/// The remote data source of labels, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		labelRemoteDataSource: any LabelRemoteDataSourceContract
	) -> any LabelRemoteDataSourceContract {
		labelRemoteDataSource
	}

	/// The repository of labels the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(labelRepository: any LabelRepositoryContract) -> any LabelRepositoryContract {
		labelRepository
	}
}
