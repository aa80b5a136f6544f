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
	}
}
