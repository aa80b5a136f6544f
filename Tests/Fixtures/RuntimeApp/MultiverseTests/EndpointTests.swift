import XCTest
@testable import Multiverse

final class EndpointTests: XCTestCase {
    func testLocationsPageIsAQueryItem() async throws {
        let request = try await Endpoint.locations(page: 2).urlRequest(baseURL: URL(string: "https://rickandmortyapi.com/api")!)
        XCTAssertEqual(request.url?.absoluteString, "https://rickandmortyapi.com/api/location?page=2")
        XCTAssertEqual(request.httpMethod, "GET")
    }

    func testLocationPathCarriesTheIdentifier() async throws {
        let request = try await Endpoint.location(id: 3).urlRequest(baseURL: URL(string: "https://rickandmortyapi.com/api")!)
        XCTAssertEqual(request.url?.absoluteString, "https://rickandmortyapi.com/api/location/3")
    }

    @MainActor
    func testClientAddsItsDefaultHeaders() async throws {
        let client = HTTPClient(baseURL: URL(string: "https://rickandmortyapi.com/api")!)
        let request = client.prepared(try Endpoint.character(id: 1).urlRequest(baseURL: client.baseURL))
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Client"), "Multiverse-iOS")
    }

    func testServerErrorsAreRetryable() {
        XCTAssertTrue(APIError.badStatus(503).isRetryable)
        XCTAssertFalse(APIError.badStatus(404).isRetryable)
    }
}
