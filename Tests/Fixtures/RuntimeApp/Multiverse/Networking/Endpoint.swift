import Foundation

/// The API's routes. Each knows its path, method and query.
enum Endpoint: Equatable {
    case locations(page: Int)
    case location(id: Int)
    case character(id: Int)

    var path: String {
        switch self {
        case .locations: "/location"
        case .location(let id): "/location/\(id)"
        case .character(let id): "/character/\(id)"
        }
    }

    var method: String { "GET" }

    var query: [URLQueryItem] {
        switch self {
        case .locations(let page): [URLQueryItem(name: "page", value: String(page))]
        case .location, .character: []
        }
    }

    func urlRequest(baseURL: URL) throws -> URLRequest {
        guard var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false) else {
            throw APIError.invalidURL
        }
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else { throw APIError.invalidURL }
        var request = URLRequest(url: url)
        request.httpMethod = method
        return request
    }
}
