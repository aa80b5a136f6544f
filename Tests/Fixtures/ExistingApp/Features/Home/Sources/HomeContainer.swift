import RickAndMortyCore
import RickAndMortyNetworking

/// Builds the Home feature's object graph.
public final class HomeContainer {
    private let locationRepository: any LocationRepositoryContract

    public init(httpClient: any HTTPClientContract) {
        locationRepository = LocationRepository(
            remoteDataSource: LocationRESTDataSource(httpClient: httpClient),
            volatile: LocationMemoryDataSource(),
            persistence: LocationMemoryDataSource()
        )
    }

    /// The name of a location, for the Home header.
    public func locationName(identifier: Int) async -> String? {
        try? await locationRepository.getLocation(identifier: identifier, cachePolicy: .localFirst).name
    }
}
