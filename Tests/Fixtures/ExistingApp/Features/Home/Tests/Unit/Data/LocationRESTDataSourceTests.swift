import RickAndMortyCoreMocks
import Foundation
import RickAndMortyNetworking
import RickAndMortyNetworkingMocks
import Testing

@testable import RickAndMortyHome

struct LocationRESTDataSourceTests {
    private let httpClientMock = HTTPClientMock()

    @Test("Fetch location uses the location endpoint")
    func usesEndpoint() async throws {
        // Given
        httpClientMock.result = .success(try JSONFixtureLoader.data("location"))
        let sut = LocationRESTDataSource(httpClient: httpClientMock)

        // When
        _ = try await sut.fetchLocation(identifier: 1)

        // Then
        let endpoint = try #require(httpClientMock.requestedEndpoints.first)
        #expect(endpoint.path == "/location/1")
        #expect(endpoint.method == .get)
    }

    @Test("Fetch location decodes the response")
    func decodesResponse() async throws {
        // Given
        httpClientMock.result = .success(try JSONFixtureLoader.data("location"))
        let sut = LocationRESTDataSource(httpClient: httpClientMock)

        // When
        let result = try await sut.fetchLocation(identifier: 1)

        // Then
        let expected: LocationDTO = try JSONFixtureLoader.decode("location")
        #expect(result == expected)
        #expect(result.name == "Earth (C-137)")
    }

    @Test("Fetch location maps a 404 to APIError.notFound")
    func mapsNotFound() async {
        // Given
        httpClientMock.result = .failure(HTTPError.statusCode(404, Data()))
        let sut = LocationRESTDataSource(httpClient: httpClientMock)

        // When / Then
        await #expect(throws: APIError.notFound) {
            _ = try await sut.fetchLocation(identifier: 999)
        }
    }

    @Test("Fetch location maps a transport failure to APIError.invalidResponse")
    func mapsTransport() async {
        // Given
        httpClientMock.result = .failure(HTTPError.transport("offline"))
        let sut = LocationRESTDataSource(httpClient: httpClientMock)

        // When / Then
        await #expect(throws: APIError.invalidResponse) {
            _ = try await sut.fetchLocation(identifier: 1)
        }
    }
}
