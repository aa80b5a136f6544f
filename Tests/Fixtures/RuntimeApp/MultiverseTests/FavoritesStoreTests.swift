import XCTest
@testable import Multiverse

final class FavoritesStoreTests: XCTestCase {
    @MainActor
    func testToggleAddsThenRemoves() async throws {
        let defaults = try XCTUnwrap(UserDefaults(suiteName: "FavoritesStoreTests-\(UUID().uuidString)"))
        let store = FavoritesStore(defaults: defaults)

        store.toggle(7)
        XCTAssertTrue(store.contains(7))

        store.toggle(7)
        XCTAssertFalse(store.contains(7))
    }
}
