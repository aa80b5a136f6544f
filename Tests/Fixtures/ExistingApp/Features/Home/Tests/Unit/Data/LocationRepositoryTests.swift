import RickAndMortyCore
import RickAndMortyCoreMocks
import RickAndMortyNetworking
import Testing

@testable import RickAndMortyHome

struct LocationRepositoryTests {
    private let remoteDataSourceMock = LocationRemoteDataSourceMock()
    private let volatileMock = LocationLocalDataSourceMock()
    private let persistenceMock = LocationLocalDataSourceMock()
    private let sut: LocationRepository

    init() {
        sut = LocationRepository(
            remoteDataSource: remoteDataSourceMock,
            volatile: volatileMock,
            persistence: persistenceMock
        )
    }

    @Test("localFirst answers from memory without calling the API")
    func localFirstUsesVolatile() async throws {
        // Given
        let dto: LocationDTO = try JSONFixtureLoader.decode("location")
        await volatileMock.setLocationToReturn(dto)

        // When
        let location = try await sut.getLocation(identifier: 1, cachePolicy: .localFirst)

        // Then
        #expect(location.name == "Earth (C-137)")
        #expect(remoteDataSourceMock.fetchCallCount == 0)
    }

    @Test("localFirst fetches and caches on a miss")
    func localFirstFetches() async throws {
        // Given
        let dto: LocationDTO = try JSONFixtureLoader.decode("location")
        remoteDataSourceMock.result = .success(dto)

        // When
        let location = try await sut.getLocation(identifier: 1, cachePolicy: .localFirst)

        // Then
        #expect(location.residentCount == 2)
        #expect(remoteDataSourceMock.lastFetchedIdentifier == 1)
        #expect(await volatileMock.lastSavedLocation == dto)
        #expect(await persistenceMock.lastSavedLocation == dto)
    }

    @Test("remoteFirst falls back to persistence when the API fails")
    func remoteFirstFallsBack() async throws {
        // Given
        let dto: LocationDTO = try JSONFixtureLoader.decode("location")
        remoteDataSourceMock.result = .failure(APIError.serverError(statusCode: 503))
        await persistenceMock.setLocationToReturn(dto)

        // When
        let location = try await sut.getLocation(identifier: 1, cachePolicy: .remoteFirst)

        // Then
        #expect(location.id == 1)
        #expect(await volatileMock.lastSavedLocation == dto)
    }

    @Test("noCache maps APIError.notFound to LocationError.notFound")
    func noCacheMapsNotFound() async {
        // Given
        remoteDataSourceMock.result = .failure(APIError.notFound)

        // When / Then
        await #expect(throws: LocationError.notFound) {
            _ = try await sut.getLocation(identifier: 42, cachePolicy: .noCache)
        }
        #expect(await persistenceMock.saveLocationCallCount == 0)
    }
}
