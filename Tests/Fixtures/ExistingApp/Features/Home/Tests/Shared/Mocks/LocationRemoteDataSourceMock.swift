import Foundation

@testable import RickAndMortyHome

final class LocationRemoteDataSourceMock: LocationRemoteDataSourceContract, @unchecked Sendable {
    var result: Result<LocationDTO, Error> = .failure(NotConfiguredError.notConfigured)
    private(set) var fetchCallCount = 0
    private(set) var lastFetchedIdentifier: Int?

    func fetchLocation(identifier: Int) async throws -> LocationDTO {
        fetchCallCount += 1
        lastFetchedIdentifier = identifier
        return try result.get()
    }
}

private enum NotConfiguredError: Error {
    case notConfigured
}
