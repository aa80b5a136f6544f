import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

// The generated names as template context entries: the context reads the names the spec derives.

extension EntityNames {
	/// The keys naming the entity and its types.
	var contextEntries: [(String, TemplateValue)] {
		[
			("name", .string(name)),
			("lowerName", .string(lowerName)),
			("plural", .string(plural)),
			("lowerPlural", .string(lowerPlural)),
			("dto", .string(dto)),
			("entityModel", .string(entityModel)),
			("responseDTO", .string(responseDTO)),
			("filterDTO", .string(filterDTO)),
			("remoteContract", .string(remoteContract)),
			("restDataSource", .string(restDataSource)),
			("graphQLDataSource", .string(graphQLDataSource)),
			("remoteMock", .string(remoteMock)),
			("localContract", .string(localContract)),
			("memoryDataSource", .string(memoryDataSource)),
			("fileDataSource", .string(fileDataSource)),
			("entityDataSource", .string(entityDataSource)),
			("localMock", .string(localMock)),
			("modelContainer", .string(modelContainer)),
			("entityMapper", .string(entityMapper)),
			("entityDTOMapper", .string(entityDTOMapper)),
			("pageEntity", .string(pageEntity)),
			("pageEntityDTOMapper", .string(pageEntityDTOMapper)),
			("storeName", .string(storeName)),
			("fileName", .string(fileName)),
			("detailFixture", .string(fixtureDetail)),
			("updatedFixture", .string(fixtureUpdated)),
			("listFixture", .string(fixtureList)),
			("detailQueryFixture", .string(fixtureDetailQuery)),
			("listQueryFixture", .string(fixtureListQuery)),
			("secondFixture", .string(fixtureSecond)),
		]
	}
}

extension DomainNames {
	/// The keys naming them in templates.
	var contextEntries: [(String, TemplateValue)] {
		[
			("pageModel", .string(page)),
			("filterModel", .string(filter)),
			("domainError", .string(error)),
			("repositoryContract", .string(repositoryContract)),
			("repository", .string(repository)),
			("repositoryMock", .string(repositoryMock)),
			("mapper", .string(mapper)),
			("dtoMapper", .string(dtoMapper)),
			("pageMapper", .string(pageMapper)),
			("filterMapper", .string(filterMapper)),
			("errorMapper", .string(errorMapper)),
			("change", .string(change)),
			("getUseCase", .string(getUseCase)),
			("refreshUseCase", .string(refreshUseCase)),
			("searchUseCase", .string(searchUseCase)),
			("pageError", .string(pageError)),
			("pageRepositoryContract", .string(pageRepositoryContract)),
			("pageRepository", .string(pageRepository)),
			("pageRepositoryMock", .string(pageRepositoryMock)),
			("pageErrorMapper", .string(pageErrorMapper)),
			("getPageUseCase", .string(getPageUseCase)),
			("refreshPageUseCase", .string(refreshPageUseCase)),
			("searchPageUseCase", .string(searchPageUseCase)),
		]
	}
}
