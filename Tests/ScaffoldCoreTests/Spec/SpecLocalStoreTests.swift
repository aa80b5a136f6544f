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
		#expect(store.keepsItems == items)
		#expect(store.isPersistent == persistent)
		#expect(store.keepsPages == pages)
		#expect(store.keepsGraph == graph)
		#expect(store.writesJSONFile == file)
	}

	@Test func theTableCoversEveryStore() {
		#expect(SpecLocalStore.allCases.count == 5)
	}
}
