import RickAndMortyCore
import Testing

struct CachePolicyExecutorTests {
    private enum RemoteError: Error, Equatable {
        case offline
    }

    /// Records calls; the executor's closures run on the main actor, like the tests.
    private final class Sources {
        var remote: Result<Int, RemoteError> = .success(1)
        var volatile: Int?
        var persistence: Int?
        var remoteCalls = 0
        var savedToVolatile: [Int] = []
        var savedToPersistence: [Int] = []

        func run(_ policy: CachePolicy) async throws(RemoteError) -> Int {
            try await CachePolicyExecutor().execute(
                policy: policy,
                fetchFromRemote: { () throws(RemoteError) -> Int in
                    self.remoteCalls += 1
                    return try self.remote.get()
                },
                getFromVolatile: { self.volatile },
                getFromPersistence: { self.persistence },
                saveToVolatile: { self.savedToVolatile.append($0) },
                saveToPersistence: { self.savedToPersistence.append($0) }
            )
        }
    }

    @Test("localFirst returns the volatile value without calling the remote")
    func localFirstVolatile() async throws {
        let sources = Sources()
        sources.volatile = 5

        let value = try await sources.run(.localFirst)

        #expect(value == 5)
        #expect(sources.remoteCalls == 0)
    }

    @Test("localFirst promotes a persisted value to volatile")
    func localFirstPersistence() async throws {
        let sources = Sources()
        sources.persistence = 6

        let value = try await sources.run(.localFirst)

        #expect(value == 6)
        #expect(sources.savedToVolatile == [6])
        #expect(sources.remoteCalls == 0)
    }

    @Test("localFirst fetches and saves to both levels on a miss")
    func localFirstMiss() async throws {
        let sources = Sources()

        let value = try await sources.run(.localFirst)

        #expect(value == 1)
        #expect(sources.savedToVolatile == [1])
        #expect(sources.savedToPersistence == [1])
    }

    @Test("remoteFirst falls back to the cache when the remote fails")
    func remoteFirstFallback() async throws {
        let sources = Sources()
        sources.remote = .failure(.offline)
        sources.persistence = 3

        let value = try await sources.run(.remoteFirst)

        #expect(value == 3)
        #expect(sources.remoteCalls == 1)
    }

    @Test("remoteFirst rethrows the typed error when nothing is cached")
    func remoteFirstThrows() async {
        let sources = Sources()
        sources.remote = .failure(.offline)

        await #expect(throws: RemoteError.offline) {
            _ = try await sources.run(.remoteFirst)
        }
    }

    @Test("noCache never touches the levels")
    func noCache() async throws {
        let sources = Sources()
        sources.volatile = 9

        let value = try await sources.run(.noCache)

        #expect(value == 1)
        #expect(sources.savedToVolatile.isEmpty)
        #expect(sources.savedToPersistence.isEmpty)
    }
}
