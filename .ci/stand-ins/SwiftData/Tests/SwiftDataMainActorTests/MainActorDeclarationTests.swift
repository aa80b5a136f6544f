import Foundation
import SwiftData
import Testing

/// Under `.defaultIsolation(MainActor.self)` the versioned schemas and the plan of NotesSchemas.swift compile
/// (the build is the first check); these tests pin what the declarations say.
struct MainActorDeclarationTests {
	@Test("A schema made from a versioned schema has its models and its version")
	func schemaFromVersionedSchema() {
		let schema = Schema(versionedSchema: NotesSchemaV2.self)

		#expect(schema.version == Schema.Version(2, 0, 0))
		#expect(schema.entities.map(\.name) == ["Note"])
	}

	@Test("The plan lists its schemas oldest first and one stage between them")
	func planShape() {
		#expect(NotesMigrationPlan.schemas.map { $0.versionIdentifier } == [Schema.Version(1, 0, 0), Schema.Version(2, 0, 0)])
		#expect(NotesMigrationPlan.stages.count == 1)
	}
}
