import Foundation

struct Location: Decodable, Identifiable, Equatable {
    let id: Int
    let name: String
    let type: String
    let dimension: String
}

struct LocationsPage: Decodable {
    struct Info: Decodable {
        let count: Int
        let pages: Int
        let next: String?
    }

    let info: Info
    let results: [Location]
}
