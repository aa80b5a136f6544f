import RickAndMortyNetworking

/// What the Home screen can show when a location cannot be loaded.
enum LocationError: Error, Equatable {
    case notFound
    case loadFailed

    init(_ error: APIError) {
        switch error {
        case .notFound:
            self = .notFound
        case .invalidRequest, .invalidResponse, .serverError, .decodingFailed:
            self = .loadFailed
        }
    }
}
