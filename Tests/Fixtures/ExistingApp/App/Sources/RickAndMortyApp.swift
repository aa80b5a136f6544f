#if canImport(SwiftUI)
import RickAndMortyCore
import Foundation
import RickAndMortyHome
import RickAndMortyNetworking
import SwiftUI

@main
struct RickAndMortyApp: App {
    private let homeContainer = HomeContainer(
        httpClient: HTTPClient(baseURL: URL(string: "https://rickandmortyapi.com/api")!)
    )

    var body: some Scene {
        WindowGroup {
            RootView(homeContainer: homeContainer)
        }
    }
}

private struct RootView: View {
    let homeContainer: HomeContainer
    @State private var locationName: String?

    var body: some View {
        Text(locationName ?? "Rick and Morty")
            .task {
                locationName = await homeContainer.locationName(identifier: 1)
            }
    }
}
#endif
