protocol LocationRemoteDataSourceContract: Sendable {
    func fetchLocation(identifier: Int) async throws -> LocationDTO
}
