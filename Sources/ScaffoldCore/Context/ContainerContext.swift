import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The feature container's keys: which repositories it builds, over which clients and caches,
/// and the use cases it makes.
package struct ContainerContext {
	let feature: ResolvedFeature
	/// The spec of ``feature``.
	var spec: Spec { feature.spec }
	/// The entities with a repository, in spec order.
	let entities: [SpecEntity]
	/// The `userDefaults` lists, each with a repository, in spec order.
	var lists: [SpecUserDefaults] = []
	/// The entities kept only on the device, each with a repository, in spec order.
	var localEntities: [SpecEntity] = []

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(feature: ResolvedFeature, entities: [SpecEntity], lists: [SpecUserDefaults] = [], localEntities: [SpecEntity] = []) {
		self.feature = feature
		self.entities = entities
		self.lists = lists
		self.localEntities = localEntities
	}

	var name: String { GeneratedNames.container(feature: spec.featureName.upperCamel) }

	package func build() -> TemplateObject { keys.templateObject }

	/// The container's keys.
	var keys: Keys {
		let contexts = entities.map { RepositoryContext(entityContext: EntityContext(feature: feature, entity: $0)) }
		// File and SwiftData caches share `PersistentStore`; Keychain caches have `KeychainStore`.
		let locals = localEntities.map { RepositoryContext(entityContext: EntityContext(feature: feature, entity: $0)) }
		let persistent = (contexts + locals).filter { $0.entity.local.writesJSONFile }
		let keychains = (contexts + locals).filter { $0.entity.local.sharedStore == .keychainStore }
		let hasOutboxes = contexts.contains(where: \.hasOutbox)
		let usesGraphQL = entities.contains { $0.graphQL != nil }
		// The authentication test builds all three: an app lacking any of them gets none of it.
		let hasAuthentication = ["AuthenticatingHTTPClient", "InMemoryAccessTokenStore", "TokenRefresherContract"].allSatisfy(feature.runtime.has)
		let chain =
			entities.isEmpty
			? "UserDefaults → data sources → repositories"
			: "HTTP client → " + (usesGraphQL ? "GraphQL client → " : "") + "remote data sources → repositories"
		var doc = ["Wires the \(spec.featureName.upperCamel) feature: \(chain)."]
		if !entities.isEmpty && !lists.isEmpty {
			doc[0] += " Lists are kept in the `UserDefaults` it is given."
		}
		if !persistent.isEmpty {
			doc.append(
				"Create one for the life of the app and share it: the caches live in it. Persistence (L2) is SwiftData's on-disk store where SwiftData exists, JSON files elsewhere (see `PersistentStore`).")
		} else if hasOutboxes {
			doc.append("Create one for the life of the app and share it: the caches and the outboxes live in it (see `PersistentStore`).")
		} else if contexts.contains(where: \.hasLocal) {
			doc.append("Create one for the life of the app and share it: the caches live in it.")
		}
		if !keychains.isEmpty {
			doc.append(
				"Keychain caches (L2) are the Keychain where the Security framework exists, memory elsewhere (see `KeychainStore`).")
		}
		if !persistent.isEmpty || hasOutboxes {
			doc.append(
				"Stored items an earlier version wrote are migrated as they are read; one that still cannot be read is set aside in a file beside its store and reported to `storedItemReporter`.")
		}
		if !lists.isEmpty {
			doc.append(
				"A list an earlier version wrote is converted as it is read; a value that cannot be converted is kept aside under the list's key followed by `.unreadable` and reported to `storedItemReporter`.")
		}
		if !keychains.isEmpty {
			doc.append(
				"Keychain items an earlier version wrote are migrated as they are read; one that still cannot be read is left under its account and reported to `storedItemReporter`.")
		}
		let dropsInvalidItems = entities.contains(where: \.dropsInvalidItems)
		if dropsInvalidItems {
			doc.append("Lists that leave out the items the domain refuses report each one to the `invalidItemReporter` it is given.")
		}
		let hasFreshness = entities.contains(where: \.hasFreshness)
		if hasFreshness {
			doc.append(
				"Cached copies with a `maxAge` are as old as `cacheClock` says; a stale copy served because the server could not be reached is reported to `staleCopyReporter`.")
		}
		return Keys(
			container: name,
			hasPersistentStore: !persistent.isEmpty || hasOutboxes,
			cleansUp: !persistent.isEmpty || hasOutboxes || !lists.isEmpty,
			hasOutboxes: hasOutboxes,
			hasAuthentication: hasAuthentication,
			hasAuthenticationTest: contexts.contains(where: \.hasDetail) && hasAuthentication,
			outboxAfterFactories: !persistent.isEmpty,
			usesGraphQL: usesGraphQL,
			containerDocLines: DocComment.lines(doc),
			hasFreshness: hasFreshness,
			hasFreshnessFiles: persistent.contains(where: \.entity.hasFreshness),
			parameters: parameters(
				hasPersistentStore: !persistent.isEmpty || hasOutboxes, hasKeychain: !keychains.isEmpty, hasInvalidItemReporter: dropsInvalidItems,
				hasFreshness: hasFreshness),
			repositories: contexts.map(repository),
			overrides: overrides(remote: contexts, local: locals),
			useCaseFactories: contexts.flatMap(useCaseFactories) + locals.flatMap(localUseCaseFactories) + lists.flatMap(listUseCaseFactories),
			localRepositories: locals.map(localRepository),
			hasKeychain: !keychains.isEmpty,
			keychainRepositories: keychains.enumerated().map { keychainRepository($1, isFirst: $0 == 0) },
			hasKeychainFreshness: keychains.contains(where: \.entity.hasFreshness),
			persistentRepositories: persistent.enumerated().map { index, context in
				let names = context.names
				return PersistentRepository(
					isFirst: index == 0, persistenceFactory: names.lowerName + "Persistence", localContract: names.localContract,
					isSwiftData: context.entity.local.keepsSwiftDataModel, entityDataSource: names.entityDataSource, modelContainer: names.modelContainer,
					fileDataSource: names.fileDataSource, fileName: names.fileName)
			})
	}

	/// A Keychain-stored entity's factory of its persistent cache.
	private func keychainRepository(_ context: RepositoryContext, isFirst: Bool) -> KeychainRepository {
		let names = context.names
		let (service, accessibility) = Self.keychain(context, feature: spec.featureName)
		return KeychainRepository(
			isFirst: isFirst, persistenceFactory: names.lowerName + "Persistence", localContract: names.localContract,
			keychainDataSource: names.keychainDataSource, keychainServiceLiteral: SwiftLiteral.string(service),
			keychainAccessibility: accessibility.rawValue)
	}

	/// The property holding an entity's repository (`characterRepository`).
	static func property(_ names: EntityNames) -> String { names.lowerName + "Repository" }

	/// The property holding the page repository of an entity's paginated list (`charactersPageRepository`).
	static func pageProperty(_ names: EntityNames) -> String { names.lowerPlural + "PageRepository" }

	private func repository(_ context: RepositoryContext) -> RemoteRepository {
		let names = context.names
		let isREST = context.entity.rest != nil
		let remote =
			isREST
			? "\(names.name)RESTDataSource(httpClient: httpClient)"
			: "\(names.name)GraphQLDataSource(graphQLClient: graphQLClient"
				+ (context.entity.graphQL?.arguments ?? []).map { ", \($0.swiftName): \($0.swiftName)" }.joined() + ")"
		let store: String
		switch context.entity.local {
		case .swiftData, .file: store = " with a two-level cache"
		case .keychain: store = " with a two-level cache, memory and the Keychain"
		case .memory: store = " with a memory cache"
		case .none: store = ", not cached"
		}
		let tests = DomainTestContext(feature: feature)
		let responseFixture = isREST ? names.fixtureDetail : names.fixtureDetailQuery
		let itemsAlone = !context.isPaginated || context.entity.pageShape.linksInHeader
		let listFixture = isREST ? (itemsAlone ? names.fixtureList : names.fixtureListResponse) : names.fixtureListQuery
		let load = isREST ? "loadJSONData" : "graphQLResponse"
		// A REST API with an envelope sends the fixture wrapped in it: `{"data": …}`.
		func wrapping(_ key: String?) -> (String, String) {
			key.map { key in (#"Data(""# + SwiftLiteral.stringContent(SpecREST.envelopeOpening(key)) + #"".utf8) + "#, #" + Data("}".utf8)"#) } ?? ("", "")
		}
		let (opening, closing) = wrapping(context.entity.rest?.envelope)
		// The list's own envelope, when it has one (`list.envelope`).
		let (listOpening, listClosing) = wrapping(context.entity.rest?.listEnvelope)
		return RemoteRepository(
			summary: "\(names.plural): \(isREST ? "REST" : "GraphQL")\(store).",
			// Test keys.
			name: names.name,
			lowerName: names.lowerName,
			plural: names.plural,
			domainIdSample: tests.domainIdentifier(context.entity.identifier, missing: false),
			hasDetail: context.hasDetail,
			// Without a detail the wiring is proven through the list; an entity with neither (one
			// that is only created) has no read to prove it with.
			readsListOnly: !context.hasDetail && context.entity.hasList,
			isPaginated: context.isPaginated,
			expectedRequests: context.hasLocal ? "1" : "2",
			responseData: "\(opening)\(load)(\"\(responseFixture)\")\(closing)",
			listResponseData: "\(listOpening)\(load)(\"\(listFixture)\")\(listClosing)",
			dropsInvalidItems: context.entity.dropsInvalidItems,
			invalidItemSamples: context.entity.dropsInvalidItems ? context.invalidItems.testSamples : [],
			invalidListResponseData: "\(opening)\(load)(\"\(context.invalidItems.sample?.fixture ?? "")\")\(closing)",
			resultItems: context.isPaginated ? "result.items" : "result",
			property: Self.property(names),
			repositoryContract: context.domain.repositoryContract,
			repository: context.domain.repository,
			remoteDataSourceCall: remote,
			remoteDataSourceLabel: Self.remoteDataSourceLabel(names),
			hasLocal: context.hasLocal,
			memoryDataSource: names.memoryDataSource,
			hasPersistence: context.hasPersistence,
			persistenceFactory: names.lowerName + "Persistence",
			persistenceArgument: (context.entity.local.sharedStore ?? .persistentStore).rawValue + ", reporter: storedItemReporter",
			hasOutbox: context.hasOutbox,
			outboxFileName: names.snakePlural + "_outbox.json",
			hasFreshness: context.entity.hasFreshness,
			repositoryFresh: context.entity.itemMaxAge != nil,
			pagesFresh: context.isPaginated && context.entity.listMaxAge != nil,
			// Copies kept across launches need stamps kept across launches: a file beside the cache.
			freshnessLedger: freshnessLedger(context),
			// The page slice reads the same stores as the entity's repository.
			hasPageSlice: context.hasPages,
			sharesStores: context.isPaginated && context.pageStore,
			cachesPagesPersistently: context.entity.cachesPages && context.hasPersistence,
			lowerPlural: names.lowerPlural,
			pageProperty: Self.pageProperty(names),
			pageRepositoryContract: context.domain.pageRepositoryContract,
			pageRepository: context.domain.pageRepository,
			pageSummary: "Pages of \(names.lowerPlural)"
				+ (context.entity.cachesPages ? ", cached with the \(names.lowerPlural) themselves." : ", read from the server."))
	}

	/// The ledger of an entity's stamps, kept as long as its copies: a file beside a file or
	/// SwiftData cache, an item of its own service beside a Keychain cache, memory otherwise.
	private func freshnessLedger(_ context: RepositoryContext) -> String {
		let names = feature.runtime
		guard context.hasPersistence else { return "\(names("InMemoryCacheLedger"))()" }
		if context.entity.local.sharedStore == .keychainStore {
			let keychain = Self.keychain(context, feature: spec.featureName)
			let service = SwiftLiteral.string(keychain.service + Self.freshnessServiceSuffix)
			return "Self.keychainFreshnessLedger(keychainStore.keychain(service: \(service), accessibility: .\(keychain.accessibility.rawValue)))"
		}
		return "Self.freshnessLedger(\"\(context.names.snakePlural)_freshness.json\", persistentStore)"
	}

	/// The service of a Keychain cache's stamps follows the cache's own: `….freshness`.
	static let freshnessServiceSuffix = ".freshness"

	/// An entity's Keychain service and accessibility, as given or by default.
	private static func keychain(_ context: RepositoryContext, feature: Name) -> (service: String, accessibility: SpecKeychain.Accessibility) {
		let keychain = context.entity.keychain ?? SpecKeychain(service: nil, accessibility: .afterFirstUnlock)
		return (keychain.service ?? SpecKeychain.defaultService(feature: feature, entity: context.entity.words), keychain.accessibility)
	}

	private func useCaseFactories(_ context: RepositoryContext) -> [UseCaseFactory] {
		guard context.entity.repository.useCases else { return [] }
		let names = context.names
		let property = Self.property(names)
		var factories: [(useCase: String, summary: String)] = []
		if context.hasDetail {
			factories.append((context.domain.getUseCase, "Gets one \(names.lowerName)."))
			factories.append((context.domain.refreshUseCase, "Refreshes one \(names.lowerName) from the server."))
		}
		var pageFactories: [(useCase: String, summary: String)] = []
		if context.isPaginated {
			pageFactories = [
				(context.domain.getPageUseCase, "Gets a page of \(names.lowerPlural)."),
				(context.domain.refreshPageUseCase, "Refreshes a page of \(names.lowerPlural) from the server."),
				(context.domain.searchPageUseCase, "Searches \(names.lowerPlural), page by page."),
			]
		}
		if context.hasPlainList && !context.filters.isEmpty {
			factories.append((context.domain.searchUseCase, "Searches \(names.lowerPlural) on the server."))
		}
		for read in context.entity.arrayParentReads {
			let readNames = ParentReadNames(names: names, read: read)
			factories.append((readNames.useCase, "Gets the \(readNames.pluralWords) of one \(DomainContext.words(read.parent))."))
		}
		// A paged read by parent pages through the page slice, as the list does.
		for read in context.entity.pagedParentReads {
			let readNames = ParentReadNames(names: names, read: read)
			pageFactories.append((readNames.pageUseCase, "Gets a page of the \(readNames.pluralWords) of one \(DomainContext.words(read.parent))."))
		}
		let pages = Self.pageProperty(names)
		return factories.map { Self.useCaseFactory($0.useCase, property: property, summary: $0.summary) }
			+ pageFactories.map { Self.useCaseFactory($0.useCase, property: pages, summary: $0.summary) }
	}

	/// One `make{UseCase}()` of the container: it returns the use case's contract.
	static func useCaseFactory(_ useCase: String, property: String, summary: String) -> UseCaseFactory {
		UseCaseFactory(useCase: useCase, useCaseContract: GeneratedNames.useCaseContract(useCase), property: property, summary: summary)
	}
}
