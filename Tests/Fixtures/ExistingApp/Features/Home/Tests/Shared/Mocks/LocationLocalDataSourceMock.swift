import Foundation

@testable import RickAndMortyHome

actor LocationLocalDataSourceMock: LocationLocalDataSourceContract {
    private(set) var locationToReturn: LocationDTO?
    private(set) var getLocationCallCount = 0
    private(set) var saveLocationCallCount = 0
    private(set) var lastSavedLocation: LocationDTO?

    func setLocationToReturn(_ location: LocationDTO?) {
        locationToReturn = location
    }

    func getLocation(identifier: Int) -> LocationDTO? {
        getLocationCallCount += 1
        return locationToReturn
    }

    func saveLocation(_ location: LocationDTO) {
        saveLocationCallCount += 1
        lastSavedLocation = location
    }
}
