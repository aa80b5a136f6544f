import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The container's `userDefaults` lists, and what its initializer and tests take.
extension ContainerContext {
	/// The GraphQL `arguments` of the feature's entities, each Swift name once (the checker makes
	/// entities that share one agree on its type).
	var graphQLArguments: [SpecGraphQLArgument] {
		var seen: Set<String> = []
		return entities.flatMap { $0.graphQL?.arguments ?? [] }.filter { seen.insert($0.swiftName).inserted }
	}

	/// The parameters of the container's initializer and of its tests' `makeSUT`, and the lists'
	/// repositories. A feature without remote repositories takes no HTTP client; one with lists
	/// takes the `UserDefaults` they are kept in.
	func parameters(hasPersistentStore: Bool, hasKeychain: Bool, hasInvalidItemReporter: Bool, hasFreshness: Bool) -> Parameters {
		let hasRemote = !entities.isEmpty
		var parameters: [String] = []
		var arguments: [String] = []
		if hasRemote {
			parameters.append("httpClient: any HTTPClientContract")
			arguments.append("httpClient: httpClient")
		}
		// The GraphQL `arguments` (a channel): one parameter each, for every data source that sends it.
		parameters += graphQLArguments.map { "\($0.swiftName): \($0.type.swiftSpelling)" }
		arguments += graphQLArguments.map {
			"\($0.swiftName): \(SwiftLiteral.scalar(GraphQLArgumentContext.sample($0), wireSpelling: "") ?? "nil")"
		}
		if hasPersistentStore {
			parameters.append("persistentStore: PersistentStore = .automatic")
			arguments.append("persistentStore: .files(directory: directory)")
			parameters.append(
				"storedItemReporter: any \(feature.runtime("StoredItemReporterContract")) = \(feature.runtime("SilentStoredItemReporter"))()")
		}
		if hasKeychain {
			parameters.append("keychainStore: KeychainStore = .automatic")
			arguments.append("keychainStore: keychainStore")
			// Keychain items are versioned too: one that cannot be read is reported here.
			if !hasPersistentStore {
				parameters.append(
					"storedItemReporter: any \(feature.runtime("StoredItemReporterContract")) = \(feature.runtime("SilentStoredItemReporter"))()")
			}
		}
		if !lists.isEmpty {
			// A factory, not an instance: `UserDefaults` is not `Sendable` everywhere, and each
			// list's actor must get a value of its own to be sent to it.
			parameters.append("userDefaults: @escaping @Sendable () -> UserDefaults = { .standard }")
			arguments.append("userDefaults: { [suiteName = self.suiteName] in UserDefaults(suiteName: suiteName)! }")
			// A list's values an earlier version wrote that no longer convert are reported here.
			if !hasPersistentStore && !hasKeychain {
				parameters.append(
					"storedItemReporter: any \(feature.runtime("StoredItemReporterContract")) = \(feature.runtime("SilentStoredItemReporter"))()")
			}
		}
		var sutParameters = hasRemote ? ["httpClient: any HTTPClientContract"] : []
		if hasInvalidItemReporter {
			let names = feature.runtime
			let reporter = "invalidItemReporter: any \(names("InvalidItemReporterContract")) = \(names("SilentInvalidItemReporter"))()"
			parameters.append(reporter)
			sutParameters.append(reporter)
			arguments.append("invalidItemReporter: invalidItemReporter")
		}
		if hasFreshness {
			let names = feature.runtime
			parameters.append("cacheClock: \(names("CacheClock")) = .system")
			parameters.append(
				"staleCopyReporter: any \(names("StaleCopyReporterContract")) = \(names("SilentStaleCopyReporter"))()")
		}
		return Parameters(
			initParameters: parameters.joined(separator: ", "),
			makeSUTParameters: sutParameters.joined(separator: ", "),
			makeSUTArguments: arguments.joined(separator: ", "),
			makeSUTOffline: hasRemote ? "httpClient: HTTPClientMock()" : "",
			hasRemoteRepositories: hasRemote,
			hasFixtures: hasRemote || !localEntities.isEmpty,
			hasUserDefaults: !lists.isEmpty,
			listRepositories: lists.map(listRepository))
	}

	private func listRepository(_ list: SpecUserDefaults) -> ListRepository {
		let repository = UserDefaultsRepositoryContext(spec: spec, list: list)
		let names = repository.names
		let words = list.words.words.map(\.lower).joined(separator: " ")
		let title = words.prefix(1).uppercased() + words.dropFirst()
		return ListRepository(
			summary: "\(title), kept in `UserDefaults`.",
			property: names.lowerName + "Repository",
			repositoryContract: names.repositoryContract,
			repository: names.repository,
			userDefaultsDataSource: names.userDefaultsDataSource,
			name: names.name,
			listTitle: title,
			itemName: names.item,
			domainSampleA: repository.samples.domainA)
	}

	func listUseCaseFactories(_ list: SpecUserDefaults) -> [UseCaseFactory] {
		let names = UserDefaultsNames(list)
		let property = names.lowerName + "Repository"
		let summary = list.words.words.map(\.lower).joined(separator: " ")
		return [
			Self.useCaseFactory(names.getUseCase, property: property, summary: "Gets the \(summary)."),
			Self.useCaseFactory(names.saveUseCase, property: property, summary: "Adds one item to the \(summary)."),
			Self.useCaseFactory(names.deleteUseCase, property: property, summary: "Removes one item from the \(summary)."),
		]
	}

	/// An entity kept only on the device: its repository over its one store.
	func localRepository(_ context: RepositoryContext) -> LocalRepository {
		let names = context.names
		let store =
			context.entity.local.sharedStore.map { "Self.\(names.lowerName)Persistence(\($0.rawValue), reporter: storedItemReporter)" }
			?? "\(names.name)MemoryDataSource()"
		return LocalRepository(
			summary: "\(names.plural): kept only on the device (\(RepositoryContext.localStoreWords(context.entity.local))).",
			property: Self.property(names),
			repositoryContract: context.domain.repositoryContract,
			repository: context.domain.repository,
			storeCall: store,
			name: names.name,
			plural: names.plural,
			mapper: context.domain.mapper,
			detailFixture: names.fixtureDetail,
			hasPersistence: context.hasPersistence)
	}

	func localUseCaseFactories(_ context: RepositoryContext) -> [UseCaseFactory] {
		guard context.entity.repository.useCases else { return [] }
		let names = context.names
		let property = Self.property(names)
		return [
			Self.useCaseFactory(context.domain.getUseCase, property: property, summary: "Gets one \(names.lowerName)."),
			Self.useCaseFactory(context.domain.getAllUseCase, property: property, summary: "Gets every \(names.lowerName)."),
			Self.useCaseFactory(context.domain.saveUseCase, property: property, summary: "Saves one \(names.lowerName)."),
			Self.useCaseFactory(context.domain.deleteUseCase, property: property, summary: "Deletes one \(names.lowerName)."),
		]
	}
}
