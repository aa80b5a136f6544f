import SwiftUI

struct ContentView: View {
    let locations: LocationService
    let favorites: FavoritesStore
    @State private var items: [Location] = []
    @State private var errorText: String?

    var body: some View {
        NavigationStack {
            List(items) { location in
                HStack {
                    Text(location.name)
                    Spacer()
                    if favorites.contains(location.id) {
                        Image(systemName: "star.fill")
                    }
                }
                .onTapGesture { favorites.toggle(location.id) }
            }
            .navigationTitle("Locations")
            .overlay { if let errorText { Text(errorText) } }
            .task {
                do {
                    items = try await locations.locations(page: 1)
                } catch {
                    errorText = String(describing: error)
                }
            }
        }
    }
}
