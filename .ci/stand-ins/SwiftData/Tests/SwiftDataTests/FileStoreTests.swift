import Foundation
import SwiftData
import Testing

/// A configuration made with `url:` keeps its models in that file across containers.
struct FileStoreTests {
	@Test("Saved models come back from the file in a new container: attributes and relationships")
	func roundTrip() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		let released = Date(timeIntervalSince1970: 1_234_567.25)
		do {
			let context = ModelContext(try openAlbums(at: store.url))
			let album = Album(title: "Blue", year: 1971, rating: 4.5, released: released, genres: ["folk", "pop"], shelf: .bottom)
			album.tracks = [Track(name: "All I Want"), Track(name: "Carey")]
			// The stand-in keeps no inverse in step (README.md), so both sides are set.
			album.tracks.forEach { $0.album = album }
			album.artist = Artist(name: "Joni")
			context.insert(album)
			context.insert(Album(title: "Court", year: 1974, rating: 4, released: released, notes: "live"))
			try context.save()
		}

		let context = ModelContext(try openAlbums(at: store.url))
		let albums = try context.fetch(FetchDescriptor<Album>(sortBy: [SortDescriptor(\.title)]))

		#expect(albums.map(\.title) == ["Blue", "Court"])
		let blue = try #require(albums.first)
		#expect(blue.year == 1971)
		#expect(blue.rating == 4.5)
		#expect(blue.released == released)
		#expect(blue.notes == nil)
		#expect(blue.genres == ["folk", "pop"])
		#expect(blue.shelf == .bottom)
		#expect(blue.tracks.map(\.name).sorted() == ["All I Want", "Carey"])
		#expect(blue.tracks.allSatisfy { $0.album === blue })
		#expect(blue.artist?.name == "Joni")
		#expect(albums.last?.notes == "live")
		#expect(albums.last?.tracks.isEmpty == true)
		#expect(try context.fetch(FetchDescriptor<Track>()).count == 2)
		#expect(try context.fetch(FetchDescriptor<Artist>()).map(\.name) == ["Joni"])
	}

	@Test("A model keeps its identity across containers")
	func identity() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		let context = ModelContext(try openAlbums(at: store.url))
		let album = Album(title: "Blue", year: 1971, rating: 4.5, released: .now)
		context.insert(album)
		try context.save()

		let reopened = try ModelContext(openAlbums(at: store.url)).fetch(FetchDescriptor<Album>())

		#expect(reopened.map(\.persistentModelID) == [album.persistentModelID])
	}

	@Test("Only saved changes reach the file; deletes and edits are written by the next save")
	func onlySavedChanges() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		let context = ModelContext(try openAlbums(at: store.url))
		let blue = Album(title: "Blue", year: 1971, rating: 4.5, released: .now)
		context.insert(blue)
		context.insert(Album(title: "Court", year: 1974, rating: 4, released: .now))
		try context.save()
		context.insert(Album(title: "Unsaved", year: 2000, rating: 1, released: .now))
		#expect(try ModelContext(openAlbums(at: store.url)).fetchCount(FetchDescriptor<Album>()) == 2)

		context.rollback()
		try context.delete(model: Album.self, where: #Predicate { $0.title == "Court" })
		blue.year = 1972
		try context.save()

		let albums = try ModelContext(openAlbums(at: store.url)).fetch(FetchDescriptor<Album>())
		#expect(albums.map(\.title) == ["Blue"])
		#expect(albums.first?.year == 1972)
	}

	@Test("A save with only edits still writes them: the stand-in does not track edits")
	func editOnlySave() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		let context = ModelContext(try openAlbums(at: store.url))
		context.insert(Album(title: "Blue", year: 1971, rating: 4.5, released: .now))
		try context.save()

		let reader = ModelContext(try openAlbums(at: store.url))
		let fetched = try #require(try reader.fetch(FetchDescriptor<Album>()).first)
		fetched.notes = "remastered"
		#expect(!reader.hasChanges)
		try reader.save()

		#expect(try ModelContext(openAlbums(at: store.url)).fetch(FetchDescriptor<Album>()).first?.notes == "remastered")
	}

	@Test("The file records the schema version that wrote it, and a new container writes an empty store at once")
	func recordsVersion() throws {
		let store = try TemporaryStore()
		defer { store.remove() }

		_ = try openAlbums(at: store.url)

		let json = try store.json()
		#expect(json["format"] as? String == "swiftdata-stand-in-store")
		let version = try #require(json["version"] as? [String: Int])
		#expect(version == ["major": 1, "minor": 2, "patch": 3])
		let entities = try #require(json["entities"] as? [String: Any])
		#expect(Set(entities.keys) == ["Album", "Track", "Artist"])
	}

	@Test("A file that is not a stand-in store is refused when the container opens")
	func unreadableFile() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		try Data("not a store".utf8).write(to: store.url)

		#expect(throws: SwiftDataError.self) {
			_ = try openAlbums(at: store.url)
		}
	}
}
