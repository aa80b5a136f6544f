import Foundation

/// What can go wrong running a GraphQL operation. Mapped to `APIError` by `GraphQLErrorMapper`.
public enum GraphQLError: Error, Equatable, Sendable {
    case invalidURL
    case encodingFailed(String)
    case invalidResponse
    case statusCode(Int, Data)
    case errors([GraphQLResponseError])
    case decodingFailed(String)
    case transport(String)
}

/// One entry of the response's `errors` list.
public struct GraphQLResponseError: Decodable, Equatable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
