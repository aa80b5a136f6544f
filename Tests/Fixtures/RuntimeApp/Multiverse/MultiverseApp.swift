import SwiftUI

@main
struct MultiverseApp: App {
    private let locations = LocationService(client: HTTPClient(baseURL: URL(string: "https://rickandmortyapi.com/api")!))
    private let favorites = FavoritesStore()

    var body: some Scene {
        WindowGroup {
            ContentView(locations: locations, favorites: favorites)
        }
    }
}
