import Foundation

/// Sends operations as `POST` requests through an `HTTPClientContract`.
public struct GraphQLClient: GraphQLClientContract {
    private let httpClient: any HTTPClientContract
    private let path: String

    public init(httpClient: any HTTPClientContract, path: String = "/graphql") {
        self.httpClient = httpClient
        self.path = path
    }

    @concurrent
    public func execute<T: Decodable>(_ operation: GraphQLOperation) async throws -> T {
        let body: Data
        do {
            body = try JSONEncoder().encode(operation)
        } catch {
            throw GraphQLError.encodingFailed(String(describing: error))
        }

        let envelope: Envelope<T>
        do {
            envelope = try await httpClient.request(Endpoint(path: path, method: .post, body: body))
        } catch let error as HTTPError {
            throw Self.graphQLError(from: error)
        }

        if let errors = envelope.errors, !errors.isEmpty {
            throw GraphQLError.errors(errors)
        }
        guard let data = envelope.data else {
            throw GraphQLError.invalidResponse
        }
        return data
    }
}

// MARK: - Private

private extension GraphQLClient {
    struct Envelope<Payload: Decodable>: Decodable {
        let data: Payload?
        let errors: [GraphQLResponseError]?
    }

    static func graphQLError(from error: HTTPError) -> GraphQLError {
        switch error {
        case .invalidURL:
            return .invalidURL
        case .invalidResponse:
            return .invalidResponse
        case .statusCode(let code, let data):
            return .statusCode(code, data)
        case .decodingFailed(let message):
            return .decodingFailed(message)
        case .transport(let message):
            return .transport(message)
        }
    }
}
