import Foundation

/// The app's one HTTP client: a base URL, the session, the headers every request carries.
final class HTTPClient {
    let baseURL: URL
    let session: URLSession
    var defaultHeaders: [String: String] = ["Accept": "application/json", "X-Client": "Multiverse-iOS"]

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func prepared(_ request: URLRequest) -> URLRequest {
        var request = request
        for (field, value) in defaultHeaders where request.value(forHTTPHeaderField: field) == nil {
            request.setValue(value, forHTTPHeaderField: field)
        }
        return request
    }

    func get<T: Decodable>(_ endpoint: Endpoint, as type: T.Type = T.self) async throws -> T {
        let request = prepared(try endpoint.urlRequest(baseURL: baseURL))
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw APIError.network(error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else { throw APIError.network("not HTTP") }
        guard (200..<300).contains(http.statusCode) else { throw APIError.badStatus(http.statusCode) }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw APIError.decoding(String(describing: error))
        }
    }
}
