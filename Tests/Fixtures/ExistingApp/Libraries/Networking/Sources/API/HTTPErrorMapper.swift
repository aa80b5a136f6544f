/// Turns transport errors into `APIError`.
public struct HTTPErrorMapper {
    public init() {}

    public func map(_ error: HTTPError) -> APIError {
        switch error {
        case .invalidURL:
            return .invalidRequest
        case .invalidResponse:
            return .invalidResponse
        case .statusCode(let code, _):
            return map(statusCode: code)
        case .decodingFailed(let message):
            return .decodingFailed(message)
        case .transport:
            // There is no dedicated "offline" case: the UI shows the generic error.
            return .invalidResponse
        }
    }

    func map(statusCode: Int) -> APIError {
        switch statusCode {
        case 404:
            return .notFound
        case 400...499:
            return .invalidRequest
        case 500...599:
            return .serverError(statusCode: statusCode)
        default:
            return .invalidResponse
        }
    }
}
