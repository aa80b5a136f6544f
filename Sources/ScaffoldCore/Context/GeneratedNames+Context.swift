import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

// The generated names as template context entries: the context reads the names the spec derives.

extension EntityNames {
	/// The keys naming the entity and its types.
	var context: Context {
		Context(
			name: name, lowerName: lowerName, plural: plural, lowerPlural: lowerPlural, dto: dto,
			entityModel: entityModel, responseDTO: responseDTO, filterDTO: filterDTO, remoteContract: remoteContract,
			restDataSource: restDataSource, graphQLDataSource: graphQLDataSource, remoteMock: remoteMock,
			localContract: localContract, memoryDataSource: memoryDataSource, fileDataSource: fileDataSource,
			entityDataSource: entityDataSource, localMock: localMock, modelContainer: modelContainer,
			entityMapper: entityMapper, entityDTOMapper: entityDTOMapper, pageEntity: pageEntity,
			pageEntityDTOMapper: pageEntityDTOMapper, storeName: storeName, fileName: fileName,
			detailFixture: fixtureDetail, updatedFixture: fixtureUpdated, listFixture: fixtureList,
			detailQueryFixture: fixtureDetailQuery, listQueryFixture: fixtureListQuery, secondFixture: fixtureSecond)
	}

	/// The keys naming the entity and its types, in this order.
	struct Context: FlattenedTemplateContext {
		let name: String
		let lowerName: String
		let plural: String
		let lowerPlural: String
		let dto: String
		let entityModel: String
		let responseDTO: String
		let filterDTO: String
		let remoteContract: String
		let restDataSource: String
		let graphQLDataSource: String
		let remoteMock: String
		let localContract: String
		let memoryDataSource: String
		let fileDataSource: String
		let entityDataSource: String
		let localMock: String
		let modelContainer: String
		let entityMapper: String
		let entityDTOMapper: String
		let pageEntity: String
		let pageEntityDTOMapper: String
		let storeName: String
		let fileName: String
		let detailFixture: String
		let updatedFixture: String
		let listFixture: String
		let detailQueryFixture: String
		let listQueryFixture: String
		let secondFixture: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("lowerName", lowerName)
			object.set("plural", plural)
			object.set("lowerPlural", lowerPlural)
			object.set("dto", dto)
			object.set("entityModel", entityModel)
			object.set("responseDTO", responseDTO)
			object.set("filterDTO", filterDTO)
			object.set("remoteContract", remoteContract)
			object.set("restDataSource", restDataSource)
			object.set("graphQLDataSource", graphQLDataSource)
			object.set("remoteMock", remoteMock)
			object.set("localContract", localContract)
			object.set("memoryDataSource", memoryDataSource)
			object.set("fileDataSource", fileDataSource)
			object.set("entityDataSource", entityDataSource)
			object.set("localMock", localMock)
			object.set("modelContainer", modelContainer)
			object.set("entityMapper", entityMapper)
			object.set("entityDTOMapper", entityDTOMapper)
			object.set("pageEntity", pageEntity)
			object.set("pageEntityDTOMapper", pageEntityDTOMapper)
			object.set("storeName", storeName)
			object.set("fileName", fileName)
			object.set("detailFixture", detailFixture)
			object.set("updatedFixture", updatedFixture)
			object.set("listFixture", listFixture)
			object.set("detailQueryFixture", detailQueryFixture)
			object.set("listQueryFixture", listQueryFixture)
			object.set("secondFixture", secondFixture)
		}
	}
}

extension DomainNames {
	/// The keys naming them in templates.
	var context: Context {
		Context(
			pageModel: page, filterModel: filter, domainError: error, repositoryContract: repositoryContract,
			repository: repository, repositoryMock: repositoryMock, mapper: mapper, dtoMapper: dtoMapper,
			pageMapper: pageMapper, filterMapper: filterMapper, errorMapper: errorMapper, change: change,
			getUseCase: getUseCase, refreshUseCase: refreshUseCase, searchUseCase: searchUseCase, pageError: pageError,
			pageRepositoryContract: pageRepositoryContract, pageRepository: pageRepository,
			pageRepositoryMock: pageRepositoryMock, pageErrorMapper: pageErrorMapper, getPageUseCase: getPageUseCase,
			refreshPageUseCase: refreshPageUseCase, searchPageUseCase: searchPageUseCase)
	}

	/// The keys naming them in templates, in this order.
	struct Context: FlattenedTemplateContext {
		let pageModel: String
		let filterModel: String
		let domainError: String
		let repositoryContract: String
		let repository: String
		let repositoryMock: String
		let mapper: String
		let dtoMapper: String
		let pageMapper: String
		let filterMapper: String
		let errorMapper: String
		let change: String
		let getUseCase: String
		let refreshUseCase: String
		let searchUseCase: String
		let pageError: String
		let pageRepositoryContract: String
		let pageRepository: String
		let pageRepositoryMock: String
		let pageErrorMapper: String
		let getPageUseCase: String
		let refreshPageUseCase: String
		let searchPageUseCase: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("pageModel", pageModel)
			object.set("filterModel", filterModel)
			object.set("domainError", domainError)
			object.set("repositoryContract", repositoryContract)
			object.set("repository", repository)
			object.set("repositoryMock", repositoryMock)
			object.set("mapper", mapper)
			object.set("dtoMapper", dtoMapper)
			object.set("pageMapper", pageMapper)
			object.set("filterMapper", filterMapper)
			object.set("errorMapper", errorMapper)
			object.set("change", change)
			object.set("getUseCase", getUseCase)
			object.set("refreshUseCase", refreshUseCase)
			object.set("searchUseCase", searchUseCase)
			object.set("pageError", pageError)
			object.set("pageRepositoryContract", pageRepositoryContract)
			object.set("pageRepository", pageRepository)
			object.set("pageRepositoryMock", pageRepositoryMock)
			object.set("pageErrorMapper", pageErrorMapper)
			object.set("getPageUseCase", getPageUseCase)
			object.set("refreshPageUseCase", refreshPageUseCase)
			object.set("searchPageUseCase", searchPageUseCase)
		}
	}
}
