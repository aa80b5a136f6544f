import RickAndMortyCoreMocks
import Testing

@testable import RickAndMortyHome

struct LocationMapperTests {
    @Test("Maps a DTO to the domain model")
    func mapsDTO() throws {
        // Given
        let dto: LocationDTO = try JSONFixtureLoader.decode("location")

        // When
        let location = LocationMapper().map(dto)

        // Then
        #expect(location == Location(
            id: 1,
            name: "Earth (C-137)",
            type: "Planet",
            dimension: "Dimension C-137",
            residentCount: 2
        ))
    }
}
