/// Every name derived from one `userDefaults` list (`RecentSearches`, one item a `RecentSearch`),
/// computed once so that every template and the spec checker agree.
struct UserDefaultsNames {
	/// `RecentSearches`.
	let name: String
	let lowerName: String
	/// One item: the singular of the name's last word (`RecentSearch`), the name itself when it has none.
	let item: String

	init(_ list: SpecUserDefaults) {
		name = list.words.upperCamel
		lowerName = list.words.lowerCamel
		item = list.words.singular.upperCamel
	}

	// The data layer.
	var localContract: String { name + "LocalDataSourceContract" }
	var userDefaultsDataSource: String { name + "UserDefaultsDataSource" }
	var localMock: String { name + "LocalDataSourceMock" }

	// The repository slice.
	var error: String { name + "Error" }
	var repositoryContract: String { name + "RepositoryContract" }
	var repository: String { name + "Repository" }
	var repositoryMock: String { name + "RepositoryMock" }
	var getUseCase: String { "Get" + name + "UseCase" }
	var saveUseCase: String { "Save" + item + "UseCase" }
	var deleteUseCase: String { "Delete" + item + "UseCase" }

	/// Every type name above, in a fixed order (the spec checker reserves them).
	var generatedTypes: [String] {
		[localContract, userDefaultsDataSource, localMock, error, repositoryContract, repository, repositoryMock]
			+ GeneratedNames.withContractsAndMocks([getUseCase, saveUseCase, deleteUseCase])
	}
}
