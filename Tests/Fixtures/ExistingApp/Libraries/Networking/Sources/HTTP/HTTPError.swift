import Foundation

/// What can go wrong below the data sources. Never leaves the data layer: see `HTTPErrorMapper`.
public enum HTTPError: Error, Equatable, Sendable {
    case invalidURL
    case invalidResponse
    case statusCode(Int, Data)
    case decodingFailed(String)
    case transport(String)
}
