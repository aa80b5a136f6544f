/// The only error repositories see from a data source.
public enum APIError: Error, Equatable, Sendable {
    case notFound
    case invalidRequest
    case invalidResponse
    case serverError(statusCode: Int)
    case decodingFailed(String)
}
