import ScaffoldBasics

/// Every name derived from one `userDefaults` list (`RecentSearches`, one item a `RecentSearch`),
/// computed once so that every template and the spec checker agree.
package struct UserDefaultsNames {
	/// `RecentSearches`.
	package let name: String
	package let lowerName: String
	/// One item: the singular of the name's last word (`RecentSearch`), the name itself when it has none.
	package let item: String

	package init(_ list: SpecUserDefaults) {
		name = list.words.upperCamel
		lowerName = list.words.lowerCamel
		item = list.words.singular.upperCamel
	}

	// The data layer.
	package var localContract: String { name + "LocalDataSourceContract" }
	package var userDefaultsDataSource: String { name + "UserDefaultsDataSource" }
	package var localMock: String { name + "LocalDataSourceMock" }

	// The repository slice.
	package var error: String { name + "Error" }
	package var repositoryContract: String { name + "RepositoryContract" }
	package var repository: String { name + "Repository" }
	package var repositoryMock: String { name + "RepositoryMock" }
	package var getUseCase: String { "Get" + name + "UseCase" }
	package var saveUseCase: String { "Save" + item + "UseCase" }
	package var deleteUseCase: String { "Delete" + item + "UseCase" }

	/// Every type name above, in a fixed order (the spec checker reserves them).
	var generatedTypes: [String] {
		[localContract, userDefaultsDataSource, localMock, error, repositoryContract, repository, repositoryMock]
			+ GeneratedNames.withContractsAndMocks([getUseCase, saveUseCase, deleteUseCase])
	}
}
