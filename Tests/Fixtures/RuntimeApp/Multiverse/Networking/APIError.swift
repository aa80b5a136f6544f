import Foundation

enum APIError: Error, Equatable {
    case invalidURL
    case badStatus(Int)
    case decoding(String)
    case network(String)

    var isRetryable: Bool {
        switch self {
        case .badStatus(let code): code >= 500
        case .network: true
        case .invalidURL, .decoding: false
        }
    }
}
