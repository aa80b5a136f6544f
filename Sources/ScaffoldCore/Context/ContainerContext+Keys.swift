import ScaffoldBasics

// The typed keys of ContainerContext. The items of `repositories`, `useCaseFactories`,
// `localRepositories`, `keychainRepositories` and `listRepositories` are still built key by key.

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
		let repositories: [TemplateValue]
		let overrides: Overrides
		let useCaseFactories: [TemplateValue]
		let localRepositories: [TemplateValue]
		let hasKeychain: Bool
		let keychainRepositories: [TemplateValue]
		let hasKeychainFreshness: Bool
		let persistentRepositories: [PersistentRepository]
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
		let listRepositories: [TemplateValue]
	}

	/// The container's extension points (see `overrides(remote:local:)`).
	struct Overrides: FlattenedTemplateContext {
		let containerOverrides: String
		let decorators: [Decorator]
	}

	/// One decorator of the container's overrides.
	struct Decorator: TemplateContext {
		let isFirst: Bool
		let label: String
		let contract: String
		let summary: String
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
	}
}
