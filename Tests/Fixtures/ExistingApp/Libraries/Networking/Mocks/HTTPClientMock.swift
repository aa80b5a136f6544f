import Foundation
import RickAndMortyNetworking

/// Records every endpoint and answers with `result`.
public final class HTTPClientMock: HTTPClientContract, @unchecked Sendable {
    private let lock = NSLock()
    private var _result: Result<Data, Error> = .failure(MockError.notConfigured)
    private var _requestedEndpoints: [Endpoint] = []

    public init() {}

    public var result: Result<Data, Error> {
        get { lock.withLock { _result } }
        set { lock.withLock { _result = newValue } }
    }

    public var requestedEndpoints: [Endpoint] {
        lock.withLock { _requestedEndpoints }
    }

    @concurrent
    public func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
        let result = lock.withLock {
            _requestedEndpoints.append(endpoint)
            return _result
        }
        let data = try result.get()
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw HTTPError.decodingFailed(String(describing: error))
        }
    }
}

/// Thrown by a mock whose `result` was never set.
public enum MockError: Error, Equatable {
    case notConfigured
}
