import RickAndMortyCore
import RickAndMortyNetworking

struct LocationRepository: LocationRepositoryContract {
    private let remoteDataSource: any LocationRemoteDataSourceContract
    private let volatile: any LocationLocalDataSourceContract
    private let persistence: any LocationLocalDataSourceContract
    private let mapper = LocationMapper()
    private let executor = CachePolicyExecutor()

    init(
        remoteDataSource: any LocationRemoteDataSourceContract,
        volatile: any LocationLocalDataSourceContract,
        persistence: any LocationLocalDataSourceContract
    ) {
        self.remoteDataSource = remoteDataSource
        self.volatile = volatile
        self.persistence = persistence
    }

    func getLocation(identifier: Int, cachePolicy: CachePolicy) async throws(LocationError) -> Location {
        let dto = try await executor.execute(
            policy: cachePolicy,
            fetchFromRemote: { () async throws(LocationError) -> LocationDTO in
                try await fetchRemote(identifier: identifier)
            },
            getFromVolatile: { await volatile.getLocation(identifier: identifier) },
            getFromPersistence: { await persistence.getLocation(identifier: identifier) },
            saveToVolatile: { await volatile.saveLocation($0) },
            saveToPersistence: { await persistence.saveLocation($0) }
        )
        return mapper.map(dto)
    }
}

// MARK: - Private

private extension LocationRepository {
    func fetchRemote(identifier: Int) async throws(LocationError) -> LocationDTO {
        do {
            return try await remoteDataSource.fetchLocation(identifier: identifier)
        } catch let error as APIError {
            throw LocationError(error)
        } catch {
            throw .loadFailed
        }
    }
}
