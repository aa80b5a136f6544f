import Foundation
import RickAndMortyNetworking

/// Records every operation and decodes `result` directly (no `data` envelope).
public final class GraphQLClientMock: GraphQLClientContract, @unchecked Sendable {
    private let lock = NSLock()
    private var _result: Result<Data, Error> = .failure(MockError.notConfigured)
    private var _executedOperations: [GraphQLOperation] = []

    public init() {}

    public var result: Result<Data, Error> {
        get { lock.withLock { _result } }
        set { lock.withLock { _result = newValue } }
    }

    public var executedOperations: [GraphQLOperation] {
        lock.withLock { _executedOperations }
    }

    @concurrent
    public func execute<T: Decodable>(_ operation: GraphQLOperation) async throws -> T {
        let result = lock.withLock {
            _executedOperations.append(operation)
            return _result
        }
        let data = try result.get()
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw GraphQLError.decodingFailed(String(describing: error))
        }
    }
}
