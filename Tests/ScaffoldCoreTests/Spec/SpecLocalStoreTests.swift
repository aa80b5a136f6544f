import ScaffoldCore
import Testing

/// What each store can do, said once: the table a new store kind answers (docs/contributing.md).
struct SpecLocalStoreTests {
	static let eachStoreAnswersItsCapabilitiesArguments: [(SpecLocalStore, Bool, Bool, Bool, Bool, Bool)] = [
		// store, keepsItems, isPersistent, keepsPages, keepsGraph, writesJSONFile
		(SpecLocalStore.memory, true, false, true, true, false),
		(.file, true, true, true, true, true),
		(.swiftData, true, true, true, true, true),
		(.keychain, true, true, false, false, false),
		(.none, false, false, false, false, false),
	]
	func eachStoreAnswersItsCapabilities(_ store: SpecLocalStore, items: Bool, persistent: Bool, pages: Bool, graph: Bool, file: Bool) {
		expectEqual(store.keepsItems, items)
		expectEqual(store.isPersistent, persistent)
		expectEqual(store.keepsPages, pages)
		expectEqual(store.keepsGraph, graph)
		expectEqual(store.writesJSONFile, file)
	}

	static let eachStoreAnswersWhatGenerationAsksArguments: [(SpecLocalStore, SpecLocalStore.SharedStore?, Bool, Bool, Bool, RuntimeConcern?)] = [
		// store, sharedStore, keepsItemsWhole, keepsSwiftDataModel, takesKeychainOptions, runtimeConcern
		(SpecLocalStore.memory, nil, false, false, false, nil),
		(.file, SpecLocalStore.SharedStore.persistentStore, false, false, false, nil),
		(.swiftData, .persistentStore, false, true, false, nil),
		(.keychain, .keychainStore, true, false, true, RuntimeConcern.keychain),
		(.none, nil, false, false, false, nil),
	]
	func eachStoreAnswersWhatGenerationAsks(
		_ store: SpecLocalStore, shared: SpecLocalStore.SharedStore?, whole: Bool, model: Bool, options: Bool, concern: RuntimeConcern?
	) {
		expectEqual(store.sharedStore, shared)
		expectEqual(store.keepsItemsWhole, whole)
		expectEqual(store.keepsSwiftDataModel, model)
		expectEqual(store.takesKeychainOptions, options)
		expectEqual(store.runtimeConcern, concern)
	}

	func theTableCoversEveryStore() {
		expectEqual(SpecLocalStore.allCases.count, 5)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecLocalStoreTests>] = [
		SuiteTest("theTableCoversEveryStore") { $0.theTableCoversEveryStore() },
	]
		+ SuiteTest<SpecLocalStoreTests>.cases("eachStoreAnswersItsCapabilities(_:items:persistent:pages:graph:file:)", eachStoreAnswersItsCapabilitiesArguments) { $0.eachStoreAnswersItsCapabilities($1.0, items: $1.1, persistent: $1.2, pages: $1.3, graph: $1.4, file: $1.5) }
		+ SuiteTest<SpecLocalStoreTests>.cases("eachStoreAnswersWhatGenerationAsks(_:shared:whole:model:options:concern:)", eachStoreAnswersWhatGenerationAsksArguments) { $0.eachStoreAnswersWhatGenerationAsks($1.0, shared: $1.1, whole: $1.2, model: $1.3, options: $1.4, concern: $1.5) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecLocalStoreTests>) async throws { try await test.body(self) }
}
