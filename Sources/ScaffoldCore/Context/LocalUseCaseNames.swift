import ScaffoldBasics

/// The names of the use cases of an entity kept only on the device, beside its repository slice's
/// keys (`LocalRepository.swift` and its contract, mock and tests).
struct LocalUseCaseNames: FlattenedTemplateContext {
	let getAllUseCase: String
	let saveUseCase: String
	let deleteUseCase: String
	/// How the store keeps the items, in words (``RepositoryContext/localStoreWords(_:)``).
	let localStoreWords: String

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("getAllUseCase", getAllUseCase)
		object.set("saveUseCase", saveUseCase)
		object.set("deleteUseCase", deleteUseCase)
		object.set("localStoreWords", localStoreWords)
	}
}

/// The names of a `userDefaults` list's use cases, beside its repository's keys.
struct ListUseCaseNames: FlattenedTemplateContext {
	let getUseCase: String
	let saveUseCase: String
	let deleteUseCase: String

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("getUseCase", getUseCase)
		object.set("saveUseCase", saveUseCase)
		object.set("deleteUseCase", deleteUseCase)
	}
}
