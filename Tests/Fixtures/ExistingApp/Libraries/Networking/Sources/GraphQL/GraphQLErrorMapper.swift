/// Turns GraphQL errors into `APIError`, like `HTTPErrorMapper` does for REST.
public struct GraphQLErrorMapper {
    public init() {}

    public func map(_ error: GraphQLError) -> APIError {
        switch error {
        case .invalidURL, .encodingFailed:
            return .invalidRequest
        case .invalidResponse, .transport:
            return .invalidResponse
        case .statusCode(let code, _):
            return HTTPErrorMapper().map(statusCode: code)
        case .errors(let errors):
            let notFound = errors.contains { $0.message.lowercased().contains("not found") }
            return notFound ? .notFound : .invalidResponse
        case .decodingFailed(let message):
            return .decodingFailed(message)
        }
    }
}
