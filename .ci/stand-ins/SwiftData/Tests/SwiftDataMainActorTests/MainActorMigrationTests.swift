import Foundation
import SwiftData
import Testing

/// The migration runs the same under main-actor default isolation, from a main-actor test.
struct MainActorMigrationTests {
	@Test("A V1 store opened with V2 runs the custom stage's didMigrate over V2 notes")
	func notesV1ToV2() throws {
		let folder = FileManager.default.temporaryDirectory.appendingPathComponent("standin-\(UUID().uuidString)")
		try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
		defer { try? FileManager.default.removeItem(at: folder) }
		let url = folder.appendingPathComponent("Notes.store")
		let v1 = Schema(versionedSchema: NotesSchemaV1.self)
		let writer = ModelContext(try ModelContainer(for: v1, configurations: ModelConfiguration(schema: v1, url: url)))
		writer.insert(NotesSchemaV1.Note(title: "!urgent"))
		writer.insert(NotesSchemaV1.Note(title: "later"))
		try writer.save()

		let context = ModelContext(try makeNotesContainer(url: url))
		let notes = try context.fetch(FetchDescriptor<NotesSchemaV2.Note>(sortBy: [SortDescriptor(\.title)]))

		#expect(notes.map(\.title) == ["!urgent", "later"])
		#expect(notes.map(\.pinned) == [true, false])
	}
}
