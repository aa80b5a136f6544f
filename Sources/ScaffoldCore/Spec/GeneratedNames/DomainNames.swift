extension GeneratedNames {
	/// `Location` → `LocationMapper`: the DTO → domain mapper of an entity or value type.
	static func mapper(_ name: String) -> String { name + "Mapper" }

	/// `Location` → `LocationDTOMapper`: the domain → DTO mapper of an entity or value type.
	static func dtoMapper(_ name: String) -> String { name + "DTOMapper" }

	/// `Location` → `LocationMapperHooks`: the extension point of a DTO → domain mapper, whose
	/// default the team's own extension of the mapper replaces.
	static func mapperHooks(_ name: String) -> String { mapper(name) + "Hooks" }

	/// `Character` → `CharacterContainer`: the feature's dependency container.
	static func container(feature: String) -> String { feature + "Container" }

	/// `Character` → `CharacterContainerOverrides`: the extension points of the feature's
	/// container (its decorators of repositories and remote data sources).
	static func containerOverrides(feature: String) -> String { container(feature: feature) + "Overrides" }

	/// `Location` → `LocationEntity`: a value type as a SwiftData model stores it.
	static func storedValueType(_ name: String) -> String { name + "Entity" }

	/// `Character` → `CharacterEntity`: an entity's SwiftData model (a relationship's type).
	static func entityModel(_ name: String) -> String { name + "Entity" }

	/// `Character` → `CharacterEntityMapper`: DTO → an entity's SwiftData model.
	static func entityMapper(_ name: String) -> String { name + "EntityMapper" }

	/// `Character` → `CharacterEntityDTOMapper`: an entity's SwiftData model → DTO.
	static func entityDTOMapper(_ name: String) -> String { name + "EntityDTOMapper" }

	/// `Location` → `LocationEntityMapper`: DTO → stored value type.
	static func storedValueMapper(_ name: String) -> String { name + "EntityMapper" }

	/// `Location` → `LocationEntityDTOMapper`: stored value type → DTO.
	static func storedValueDTOMapper(_ name: String) -> String { name + "EntityDTOMapper" }

	/// The feature's helper that parses wire text (URLs, UUIDs, dates) into domain values.
	static let wireValueParser = "WireValueParser"
}

/// The names of an entity's domain layer, repository and use cases, next to ``EntityNames``.
struct DomainNames {
	let names: EntityNames

	/// The domain model is the entity's own name (`Character`).
	var model: String { names.name }
	/// One page of the list (`CharactersPage`), and its slice: repository, error and mappers.
	var page: String { names.plural + "Page" }
	var pageError: String { page + "Error" }
	var pageRepositoryContract: String { page + "RepositoryContract" }
	var pageRepository: String { page + "Repository" }
	var pageRepositoryMock: String { page + "RepositoryMock" }
	var pageErrorMapper: String { page + "ErrorMapper" }
	var filter: String { names.name + "Filter" }
	var error: String { names.name + "Error" }
	var repositoryContract: String { names.name + "RepositoryContract" }
	var repository: String { names.name + "Repository" }
	var repositoryMock: String { names.name + "RepositoryMock" }
	var mapper: String { GeneratedNames.mapper(names.name) }
	/// `CharacterMapperHooks`: the extension point of the mapper.
	var mapperHooks: String { GeneratedNames.mapperHooks(names.name) }
	var dtoMapper: String { GeneratedNames.dtoMapper(names.name) }
	var pageMapper: String { page + "Mapper" }
	var filterMapper: String { names.name + "FilterMapper" }
	var errorMapper: String { names.name + "ErrorMapper" }
	/// A change the outbox keeps until the server has it (offline-first writes).
	var change: String { names.name + "Change" }
	var getUseCase: String { "Get" + names.name + "UseCase" }
	var refreshUseCase: String { "Refresh" + names.name + "UseCase" }
	var searchUseCase: String { "Search" + names.plural + "UseCase" }
	var getPageUseCase: String { "Get" + page + "UseCase" }
	var refreshPageUseCase: String { "Refresh" + page + "UseCase" }
	var searchPageUseCase: String { "Search" + page + "UseCase" }
	// The use cases of an entity kept only on the device.
	var getAllUseCase: String { "GetAll" + names.plural + "UseCase" }
	var saveUseCase: String { "Save" + names.name + "UseCase" }
	var deleteUseCase: String { "Delete" + names.name + "UseCase" }

	/// Every type name above but the model's, in a fixed order (the spec checker reserves them).
	var generatedTypes: [String] {
		[
			page, filter, error, repositoryContract, repository, repositoryMock, mapper, mapperHooks, dtoMapper, pageMapper,
			filterMapper, errorMapper, change, pageError, pageRepositoryContract, pageRepository, pageRepositoryMock, pageErrorMapper,
		]
			+ GeneratedNames.withContractsAndMocks([
				getUseCase, refreshUseCase, searchUseCase, getAllUseCase, saveUseCase, deleteUseCase, getPageUseCase, refreshPageUseCase,
				searchPageUseCase,
			])
	}
}
