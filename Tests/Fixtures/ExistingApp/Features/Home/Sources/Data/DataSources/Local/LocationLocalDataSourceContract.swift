protocol LocationLocalDataSourceContract: Actor {
    func getLocation(identifier: Int) -> LocationDTO?
    func saveLocation(_ location: LocationDTO)
}
