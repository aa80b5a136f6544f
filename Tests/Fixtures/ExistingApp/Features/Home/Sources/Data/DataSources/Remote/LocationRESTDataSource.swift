import Foundation
import RickAndMortyNetworking

struct LocationRESTDataSource: LocationRemoteDataSourceContract {
    private let httpClient: any HTTPClientContract
    private let errorMapper = HTTPErrorMapper()

    init(httpClient: any HTTPClientContract) {
        self.httpClient = httpClient
    }

    func fetchLocation(identifier: Int) async throws -> LocationDTO {
        try await request(Endpoint(path: "/location/\(identifier)"))
    }
}

// MARK: - Private

private extension LocationRESTDataSource {
    func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
        do {
            return try await httpClient.request(endpoint)
        } catch let error as HTTPError {
            throw errorMapper.map(error)
        }
    }
}
