import ScaffoldBasics

// The typed keys of ContainerContext (the items of its lists: ContainerContext+Items.swift).

extension ContainerContext {
	/// The container's keys, in this order.
	struct Keys: TemplateContext {
		let container: String
		let hasPersistentStore: Bool
		/// The tests store into a folder and a UserDefaults suite of their own: a suite class whose
		/// deinit removes them, so that no test leaves anything behind.
		let cleansUp: Bool
		let hasOutboxes: Bool
		/// The authentication test builds all three: an app lacking any of them gets none of it.
		let hasAuthentication: Bool
		let hasAuthenticationTest: Bool
		let outboxAfterFactories: Bool
		let usesGraphQL: Bool
		let containerDocLines: [TemplateValue]
		let hasFreshness: Bool
		let hasFreshnessFiles: Bool
		let parameters: Parameters
		let repositories: [RemoteRepository]
		let overrides: Overrides
		let useCaseFactories: [UseCaseFactory]
		let localRepositories: [LocalRepository]
		let hasKeychain: Bool
		let keychainRepositories: [KeychainRepository]
		let hasKeychainFreshness: Bool
		let persistentRepositories: [PersistentRepository]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("container", container)
			object.set("hasPersistentStore", hasPersistentStore)
			object.set("cleansUp", cleansUp)
			object.set("hasOutboxes", hasOutboxes)
			object.set("hasAuthentication", hasAuthentication)
			object.set("hasAuthenticationTest", hasAuthenticationTest)
			object.set("outboxAfterFactories", outboxAfterFactories)
			object.set("usesGraphQL", usesGraphQL)
			object.set("containerDocLines", containerDocLines)
			object.set("hasFreshness", hasFreshness)
			object.set("hasFreshnessFiles", hasFreshnessFiles)
			object.merge(parameters)
			object.set("repositories", repositories)
			object.merge(overrides)
			object.set("useCaseFactories", useCaseFactories)
			object.set("localRepositories", localRepositories)
			object.set("hasKeychain", hasKeychain)
			object.set("keychainRepositories", keychainRepositories)
			object.set("hasKeychainFreshness", hasKeychainFreshness)
			object.set("persistentRepositories", persistentRepositories)
		}
	}

	/// The parameters of the container's initializer and of its tests' `makeSUT`, and the lists'
	/// repositories (see `parameters(hasPersistentStore:hasKeychain:hasInvalidItemReporter:hasFreshness:)`).
	struct Parameters: FlattenedTemplateContext {
		let initParameters: String
		let makeSUTParameters: String
		let makeSUTArguments: String
		let makeSUTOffline: String
		let hasRemoteRepositories: Bool
		let hasFixtures: Bool
		let hasUserDefaults: Bool
		let listRepositories: [ListRepository]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("initParameters", initParameters)
			object.set("makeSUTParameters", makeSUTParameters)
			object.set("makeSUTArguments", makeSUTArguments)
			object.set("makeSUTOffline", makeSUTOffline)
			object.set("hasRemoteRepositories", hasRemoteRepositories)
			object.set("hasFixtures", hasFixtures)
			object.set("hasUserDefaults", hasUserDefaults)
			object.set("listRepositories", listRepositories)
		}
	}

	/// The container's extension points (see `overrides(remote:local:)`).
	struct Overrides: FlattenedTemplateContext {
		let containerOverrides: String
		let decorators: [Decorator]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("containerOverrides", containerOverrides)
			object.set("decorators", decorators)
		}
	}

	/// One decorator of the container's overrides.
	struct Decorator: TemplateContext {
		let isFirst: Bool
		let label: String
		let contract: String
		let summary: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("isFirst", isFirst)
			object.set("label", label)
			object.set("contract", contract)
			object.set("summary", summary)
		}
	}

	/// A repository whose cache is kept through the shared `PersistentStore`.
	struct PersistentRepository: TemplateContext {
		let isFirst: Bool
		let persistenceFactory: String
		let localContract: String
		let isSwiftData: Bool
		let entityDataSource: String
		let modelContainer: String
		let fileDataSource: String
		let fileName: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("isFirst", isFirst)
			object.set("persistenceFactory", persistenceFactory)
			object.set("localContract", localContract)
			object.set("isSwiftData", isSwiftData)
			object.set("entityDataSource", entityDataSource)
			object.set("modelContainer", modelContainer)
			object.set("fileDataSource", fileDataSource)
			object.set("fileName", fileName)
		}
	}
}
