import Foundation
import Testing

@testable import RickAndMortyNetworking

struct HTTPClientTests {
    private let sut = HTTPClient(baseURL: URL(string: "https://rickandmortyapi.com/api")!)

    @Test("Builds the URL from base URL, path and query items")
    func buildsURL() throws {
        let endpoint = Endpoint(path: "/location", queryItems: [URLQueryItem(name: "page", value: "2")])

        let request = try sut.makeURLRequest(for: endpoint)

        #expect(request.url?.absoluteString == "https://rickandmortyapi.com/api/location?page=2")
        #expect(request.httpMethod == "GET")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test("Sends the body as JSON with the endpoint's headers")
    func sendsBody() throws {
        let body = Data(#"{"name":"Earth"}"#.utf8)
        let endpoint = Endpoint(path: "/location", method: .post, headers: ["X-Trace": "1"], body: body)

        let request = try sut.makeURLRequest(for: endpoint)

        #expect(request.httpMethod == "POST")
        #expect(request.httpBody == body)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(request.value(forHTTPHeaderField: "X-Trace") == "1")
    }

    @Test("Endpoint defaults to a GET without query, headers or body")
    func endpointDefaults() {
        let endpoint = Endpoint(path: "/location/1")

        #expect(endpoint.method == .get)
        #expect(endpoint.queryItems.isEmpty)
        #expect(endpoint.headers.isEmpty)
        #expect(endpoint.body == nil)
    }
}
