/// Keeps locations in memory; the app uses one instance as the volatile level and one as persistence
/// until the disk store lands.
actor LocationMemoryDataSource: LocationLocalDataSourceContract {
    private var locations: [Int: LocationDTO] = [:]

    func getLocation(identifier: Int) -> LocationDTO? {
        locations[identifier]
    }

    func saveLocation(_ location: LocationDTO) {
        locations[location.id] = location
    }
}
