import ScaffoldCore
import Testing

/// What each store can do, said once: the table a new store kind answers (docs/contributing.md).
struct SpecLocalStoreTests {
	@Test(arguments: [
		// store, keepsItems, isPersistent, keepsPages, keepsGraph, writesJSONFile
		(SpecLocalStore.memory, true, false, true, true, false),
		(.file, true, true, true, true, true),
		(.swiftData, true, true, true, true, true),
		(.keychain, true, true, false, false, false),
		(.none, false, false, false, false, false),
	])
	func eachStoreAnswersItsCapabilities(_ store: SpecLocalStore, items: Bool, persistent: Bool, pages: Bool, graph: Bool, file: Bool) {
		expectEqual(store.keepsItems, items)
		expectEqual(store.isPersistent, persistent)
		expectEqual(store.keepsPages, pages)
		expectEqual(store.keepsGraph, graph)
		expectEqual(store.writesJSONFile, file)
	}

	@Test(arguments: [
		// store, sharedStore, keepsItemsWhole, keepsSwiftDataModel, takesKeychainOptions, runtimeConcern
		(SpecLocalStore.memory, nil, false, false, false, nil),
		(.file, SpecLocalStore.SharedStore.persistentStore, false, false, false, nil),
		(.swiftData, .persistentStore, false, true, false, nil),
		(.keychain, .keychainStore, true, false, true, RuntimeConcern.keychain),
		(.none, nil, false, false, false, nil),
	])
	func eachStoreAnswersWhatGenerationAsks(
		_ store: SpecLocalStore, shared: SpecLocalStore.SharedStore?, whole: Bool, model: Bool, options: Bool, concern: RuntimeConcern?
	) {
		expectEqual(store.sharedStore, shared)
		expectEqual(store.keepsItemsWhole, whole)
		expectEqual(store.keepsSwiftDataModel, model)
		expectEqual(store.takesKeychainOptions, options)
		expectEqual(store.runtimeConcern, concern)
	}

	@Test func theTableCoversEveryStore() {
		expectEqual(SpecLocalStore.allCases.count, 5)
	}
}
