/// Runs a `GraphQLOperation` and decodes the `data` member of the response.
public protocol GraphQLClientContract: Sendable {
    @concurrent func execute<T: Decodable>(_ operation: GraphQLOperation) async throws -> T
}
