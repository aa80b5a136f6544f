import Foundation
import Testing

@testable import RickAndMortyNetworking

struct HTTPErrorMapperTests {
    private let sut = HTTPErrorMapper()

    @Test("404 maps to notFound")
    func notFound() {
        #expect(sut.map(.statusCode(404, Data())) == .notFound)
    }

    @Test("401 and other 4xx map to invalidRequest", arguments: [400, 401, 403, 409, 422, 429])
    func clientErrors(code: Int) {
        #expect(sut.map(.statusCode(code, Data())) == .invalidRequest)
    }

    @Test("5xx maps to serverError", arguments: [500, 502, 503])
    func serverErrors(code: Int) {
        #expect(sut.map(.statusCode(code, Data())) == .serverError(statusCode: code))
    }

    @Test("Other statuses map to invalidResponse")
    func otherStatus() {
        #expect(sut.map(.statusCode(304, Data())) == .invalidResponse)
    }

    @Test("Transport failures map to invalidResponse")
    func transport() {
        #expect(sut.map(.transport("offline")) == .invalidResponse)
    }

    @Test("Decoding failures keep their message")
    func decoding() {
        #expect(sut.map(.decodingFailed("bad")) == .decodingFailed("bad"))
    }

    @Test("Invalid URL maps to invalidRequest")
    func invalidURL() {
        #expect(sut.map(.invalidURL) == .invalidRequest)
    }
}
