import RickAndMortyCore

struct LocationMapper: MapperContract {
    nonisolated func map(_ input: LocationDTO) -> Location {
        Location(
            id: input.id,
            name: input.name,
            type: input.type,
            dimension: input.dimension,
            residentCount: input.residents.count
        )
    }
}
