import RickAndMortyCore

protocol LocationRepositoryContract {
    func getLocation(identifier: Int, cachePolicy: CachePolicy) async throws(LocationError) -> Location
}
