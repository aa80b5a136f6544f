import Foundation
import RickAndMortyNetworkingMocks
import Testing

@testable import RickAndMortyNetworking

struct GraphQLClientTests {
    private struct Payload: Decodable, Equatable {
        let name: String
    }

    private let httpClientMock = HTTPClientMock()

    @Test("Posts the operation to /graphql")
    func postsOperation() async throws {
        httpClientMock.result = .success(Data(#"{"data":{"name":"Earth"}}"#.utf8))
        let sut = GraphQLClient(httpClient: httpClientMock)
        let operation = GraphQLOperation(query: "query { name }", variables: ["id": .string("1")], operationName: "GetName")

        let payload: Payload = try await sut.execute(operation)

        #expect(payload == Payload(name: "Earth"))
        let endpoint = try #require(httpClientMock.requestedEndpoints.first)
        #expect(endpoint.path == "/graphql")
        #expect(endpoint.method == .post)
        let body = try #require(endpoint.body)
        let json = try #require(JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(json["operationName"] as? String == "GetName")
        #expect((json["variables"] as? [String: Any])?["id"] as? String == "1")
    }

    @Test("A non-empty errors list throws GraphQLError.errors")
    func errorsList() async {
        httpClientMock.result = .success(Data(#"{"data":null,"errors":[{"message":"Location not found"}]}"#.utf8))
        let sut = GraphQLClient(httpClient: httpClientMock)

        await #expect(throws: GraphQLError.errors([GraphQLResponseError(message: "Location not found")])) {
            let _: Payload = try await sut.execute(GraphQLOperation(query: "query { name }"))
        }
    }

    @Test("HTTP status errors are passed on as GraphQL errors")
    func statusCode() async {
        httpClientMock.result = .failure(HTTPError.statusCode(500, Data()))
        let sut = GraphQLClient(httpClient: httpClientMock)

        await #expect(throws: GraphQLError.statusCode(500, Data())) {
            let _: Payload = try await sut.execute(GraphQLOperation(query: "query { name }"))
        }
    }
}
