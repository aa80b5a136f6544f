import ScaffoldBasics

extension GeneratedNames {
	/// `Location` → `LocationMapper`: the DTO → domain mapper of an entity or value type.
	package static func mapper(_ name: String) -> String { name + "Mapper" }

	/// `Location` → `LocationDTOMapper`: the domain → DTO mapper of an entity or value type.
	package static func dtoMapper(_ name: String) -> String { name + "DTOMapper" }

	/// `Location` → `LocationMapperHooks`: the extension point of a DTO → domain mapper, whose
	/// default the team's own extension of the mapper replaces.
	package static func mapperHooks(_ name: String) -> String { mapper(name) + "Hooks" }

	/// `Character` → `CharacterContainer`: the feature's dependency container.
	package static func container(feature: String) -> String { feature + "Container" }

	/// `Character` → `CharacterContainerOverrides`: the extension points of the feature's
	/// container (its decorators of repositories and remote data sources).
	package static func containerOverrides(feature: String) -> String { container(feature: feature) + "Overrides" }

	/// `Location` → `LocationEntity`: a value type as a SwiftData model stores it.
	package static func storedValueType(_ name: String) -> String { name + "Entity" }

	/// `Character` → `CharacterEntity`: an entity's SwiftData model (a relationship's type).
	package static func entityModel(_ name: String) -> String { name + "Entity" }

	/// `Character` → `CharacterEntityMapper`: DTO → an entity's SwiftData model.
	package static func entityMapper(_ name: String) -> String { name + "EntityMapper" }

	/// `Character` → `CharacterEntityDTOMapper`: an entity's SwiftData model → DTO.
	package static func entityDTOMapper(_ name: String) -> String { name + "EntityDTOMapper" }

	/// `Location` → `LocationEntityMapper`: DTO → stored value type.
	package static func storedValueMapper(_ name: String) -> String { name + "EntityMapper" }

	/// `Location` → `LocationEntityDTOMapper`: stored value type → DTO.
	package static func storedValueDTOMapper(_ name: String) -> String { name + "EntityDTOMapper" }

	/// The feature's helper that parses wire text (URLs, UUIDs, dates) into domain values.
	package static let wireValueParser = "WireValueParser"

	/// The feature's box for an optional field held by reference (a value type that contains itself).
	package static let indirect = "Indirect"
}

/// The names of an entity's domain layer, repository and use cases, next to ``EntityNames``.
package struct DomainNames {
	let names: EntityNames

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(names: EntityNames) {
		self.names = names
	}

	/// The domain model is the entity's own name (`Character`).
	package var model: String { names.name }
	/// One page of the list (`CharactersPage`), and its slice: repository, error and mappers.
	package var page: String { names.plural + "Page" }
	package var pageError: String { page + "Error" }
	package var pageRepositoryContract: String { page + "RepositoryContract" }
	package var pageRepository: String { page + "Repository" }
	package var pageRepositoryMock: String { page + "RepositoryMock" }
	package var pageErrorMapper: String { page + "ErrorMapper" }
	package var filter: String { names.name + "Filter" }
	package var error: String { names.name + "Error" }
	package var repositoryContract: String { names.name + "RepositoryContract" }
	package var repository: String { names.name + "Repository" }
	package var repositoryMock: String { names.name + "RepositoryMock" }
	package var mapper: String { GeneratedNames.mapper(names.name) }
	/// `CharacterMapperHooks`: the extension point of the mapper.
	var mapperHooks: String { GeneratedNames.mapperHooks(names.name) }
	package var dtoMapper: String { GeneratedNames.dtoMapper(names.name) }
	package var pageMapper: String { page + "Mapper" }
	package var filterMapper: String { names.name + "FilterMapper" }
	package var errorMapper: String { names.name + "ErrorMapper" }
	/// A change the outbox keeps until the server has it (offline-first writes).
	package var change: String { names.name + "Change" }
	package var getUseCase: String { "Get" + names.name + "UseCase" }
	package var refreshUseCase: String { "Refresh" + names.name + "UseCase" }
	package var searchUseCase: String { "Search" + names.plural + "UseCase" }
	package var getPageUseCase: String { "Get" + page + "UseCase" }
	package var refreshPageUseCase: String { "Refresh" + page + "UseCase" }
	package var searchPageUseCase: String { "Search" + page + "UseCase" }
	// The use cases of an entity kept only on the device.
	package var getAllUseCase: String { "GetAll" + names.plural + "UseCase" }
	package var saveUseCase: String { "Save" + names.name + "UseCase" }
	package var deleteUseCase: String { "Delete" + names.name + "UseCase" }

	/// Every type name above but the model's, in a fixed order (the spec checker reserves them).
	package var generatedTypes: [String] {
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
