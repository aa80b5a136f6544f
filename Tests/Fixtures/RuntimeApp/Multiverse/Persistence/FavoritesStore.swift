import Foundation

/// The locations the user starred, kept in UserDefaults.
final class FavoritesStore {
    private let defaults: UserDefaults
    private let key = "favoriteLocations"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var all: Set<Int> {
        Set(defaults.array(forKey: key) as? [Int] ?? [])
    }

    func contains(_ id: Int) -> Bool {
        all.contains(id)
    }

    func toggle(_ id: Int) {
        var ids = all
        if ids.contains(id) { ids.remove(id) } else { ids.insert(id) }
        defaults.set(ids.sorted(), forKey: key)
    }
}
