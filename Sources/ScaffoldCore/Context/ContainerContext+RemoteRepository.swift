import ScaffoldBasics

// The typed item of ContainerContext's `repositories`.

extension ContainerContext {
	/// An entity's repository over its remote data source and its caches (see `repository(_:)`):
	/// the container's factory and the keys its tests read.
	struct RemoteRepository: TemplateContext {
		let summary: String
		let name: String
		let lowerName: String
		let plural: String
		let domainIdSample: String
		let hasDetail: Bool
		let readsListOnly: Bool
		let isPaginated: Bool
		let expectedRequests: String
		let responseData: String
		let listResponseData: String
		let dropsInvalidItems: Bool
		let invalidItemSamples: [TemplateValue]
		let invalidListResponseData: String
		let resultItems: String
		let property: String
		let repositoryContract: String
		let repository: String
		let remoteDataSourceCall: String
		let remoteDataSourceLabel: String
		let hasLocal: Bool
		let memoryDataSource: String
		let hasPersistence: Bool
		let persistenceFactory: String
		let persistenceArgument: String
		let hasOutbox: Bool
		let outboxFileName: String
		let hasFreshness: Bool
		let repositoryFresh: Bool
		let pagesFresh: Bool
		let freshnessLedger: String
		let hasPageSlice: Bool
		let sharesStores: Bool
		let cachesPagesPersistently: Bool
		let lowerPlural: String
		let pageProperty: String
		let pageRepositoryContract: String
		let pageRepository: String
		let pageSummary: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("summary", summary)
			object.set("name", name)
			object.set("lowerName", lowerName)
			object.set("plural", plural)
			object.set("domainIdSample", domainIdSample)
			object.set("hasDetail", hasDetail)
			object.set("readsListOnly", readsListOnly)
			object.set("isPaginated", isPaginated)
			object.set("expectedRequests", expectedRequests)
			object.set("responseData", responseData)
			object.set("listResponseData", listResponseData)
			object.set("dropsInvalidItems", dropsInvalidItems)
			object.set("invalidItemSamples", invalidItemSamples)
			object.set("invalidListResponseData", invalidListResponseData)
			object.set("resultItems", resultItems)
			object.set("property", property)
			object.set("repositoryContract", repositoryContract)
			object.set("repository", repository)
			object.set("remoteDataSourceCall", remoteDataSourceCall)
			object.set("remoteDataSourceLabel", remoteDataSourceLabel)
			object.set("hasLocal", hasLocal)
			object.set("memoryDataSource", memoryDataSource)
			object.set("hasPersistence", hasPersistence)
			object.set("persistenceFactory", persistenceFactory)
			object.set("persistenceArgument", persistenceArgument)
			object.set("hasOutbox", hasOutbox)
			object.set("outboxFileName", outboxFileName)
			object.set("hasFreshness", hasFreshness)
			object.set("repositoryFresh", repositoryFresh)
			object.set("pagesFresh", pagesFresh)
			object.set("freshnessLedger", freshnessLedger)
			object.set("hasPageSlice", hasPageSlice)
			object.set("sharesStores", sharesStores)
			object.set("cachesPagesPersistently", cachesPagesPersistently)
			object.set("lowerPlural", lowerPlural)
			object.set("pageProperty", pageProperty)
			object.set("pageRepositoryContract", pageRepositoryContract)
			object.set("pageRepository", pageRepository)
			object.set("pageSummary", pageSummary)
		}
	}
}
