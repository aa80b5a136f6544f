import Foundation
import SwiftData

// Declared as an app with `.defaultIsolation(MainActor.self)` declares them: top-level enums, implicit
// isolation. V1's model is implicit too; V2's is written `nonisolated`, as scaffold's generated entities
// are (the mixed setup). Both must compile with warnings as errors.

enum NotesSchemaV1: VersionedSchema {
	static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
	static var models: [any PersistentModel.Type] { [Note.self] }

	@Model
	final class Note {
		var title: String

		init(title: String) {
			self.title = title
		}
	}
}

enum NotesSchemaV2: VersionedSchema {
	static let versionIdentifier = Schema.Version(2, 0, 0)
	static var models: [any PersistentModel.Type] { [Note.self] }

	@Model
	nonisolated final class Note {
		var title: String
		var pinned: Bool = false

		init(title: String) {
			self.title = title
		}
	}
}

enum NotesMigrationPlan: SchemaMigrationPlan {
	static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self] }
	static var stages: [MigrationStage] { [migrateV1toV2] }

	static let migrateV1toV2 = MigrationStage.custom(
		fromVersion: NotesSchemaV1.self,
		toVersion: NotesSchemaV2.self,
		willMigrate: nil,
		didMigrate: { context in
			for note in try context.fetch(FetchDescriptor<NotesSchemaV2.Note>()) where note.title.hasPrefix("!") {
				note.pinned = true
			}
			try context.save()
		}
	)
}

func makeNotesContainer(url: URL) throws -> ModelContainer {
	try ModelContainer(
		for: Schema(versionedSchema: NotesSchemaV2.self),
		migrationPlan: NotesMigrationPlan.self,
		configurations: ModelConfiguration(url: url)
	)
}
