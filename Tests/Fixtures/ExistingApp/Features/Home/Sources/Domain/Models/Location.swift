/// A place in the Rick and Morty multiverse.
struct Location: Equatable {
    let id: Int
    let name: String
    let type: String
    let dimension: String
    let residentCount: Int
}
