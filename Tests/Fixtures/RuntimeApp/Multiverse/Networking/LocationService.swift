import Foundation

/// Loads locations for the list screen.
final class LocationService {
    private let client: HTTPClient

    init(client: HTTPClient) {
        self.client = client
    }

    func locations(page: Int) async throws -> [Location] {
        let page: LocationsPage = try await client.get(.locations(page: page))
        return page.results
    }

    func location(id: Int) async throws -> Location {
        try await client.get(.location(id: id))
    }
}
