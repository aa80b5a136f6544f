import Foundation
import SwiftData

/// Models with every kind of stored property the file store keeps: plain and optional attributes, a
/// collection, a `Codable` enum, to-one and to-many relationships. `Artist` is reached only through a
/// relationship, so the schema need not list it.
enum Shelf: String, Codable {
	case top, bottom
}

@Model
final class Album {
	@Attribute(.unique) var title: String
	var year: Int
	var rating: Double
	var released: Date
	var notes: String?
	var genres: [String]
	var shelf: Shelf
	@Relationship(deleteRule: .cascade, inverse: \Track.album) var tracks: [Track] = []
	var artist: Artist?

	init(title: String, year: Int, rating: Double, released: Date, notes: String? = nil, genres: [String] = [], shelf: Shelf = .top) {
		self.title = title
		self.year = year
		self.rating = rating
		self.released = released
		self.notes = notes
		self.genres = genres
		self.shelf = shelf
	}
}

@Model
final class Track {
	var name: String
	var album: Album?

	init(name: String) {
		self.name = name
	}
}

@Model
final class Artist {
	var name: String

	init(name: String) {
		self.name = name
	}
}

/// A store file in a fresh temporary folder, removed by the caller's `defer`.
struct TemporaryStore {
	let folder: URL
	let url: URL

	init() throws {
		folder = FileManager.default.temporaryDirectory.appendingPathComponent("standin-\(UUID().uuidString)")
		try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
		url = folder.appendingPathComponent("Store.store")
	}

	func remove() {
		try? FileManager.default.removeItem(at: folder)
	}

	/// The store file as JSON, for checks on what it records.
	func json() throws -> [String: Any] {
		try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
	}
}

func openAlbums(at url: URL) throws -> ModelContainer {
	let schema = Schema([Album.self, Track.self], version: Schema.Version(1, 2, 3))
	return try ModelContainer(for: schema, configurations: [ModelConfiguration(schema: schema, url: url)])
}
