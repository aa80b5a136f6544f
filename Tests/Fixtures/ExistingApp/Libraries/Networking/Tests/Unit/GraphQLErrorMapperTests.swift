import Foundation
import Testing

@testable import RickAndMortyNetworking

struct GraphQLErrorMapperTests {
    private let sut = GraphQLErrorMapper()

    @Test("404 maps to notFound")
    func notFound() {
        #expect(sut.map(.statusCode(404, Data())) == .notFound)
    }

    @Test("A 'not found' message maps to notFound")
    func notFoundMessage() {
        #expect(sut.map(.errors([GraphQLResponseError(message: "Location Not Found")])) == .notFound)
    }

    @Test("Other messages map to invalidResponse")
    func otherMessages() {
        #expect(sut.map(.errors([GraphQLResponseError(message: "Syntax error")])) == .invalidResponse)
    }

    @Test("Transport failures map to invalidResponse")
    func transport() {
        #expect(sut.map(.transport("offline")) == .invalidResponse)
    }
}
