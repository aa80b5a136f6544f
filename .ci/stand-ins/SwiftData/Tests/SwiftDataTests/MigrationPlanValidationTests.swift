import Foundation
import SwiftData
import Testing

/// What `ModelContainer.init` refuses before it migrates anything.
struct MigrationPlanValidationTests {
	@Test("A store of another version cannot be opened without a plan")
	func planRequired() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		try writeLibraryV1(at: store.url)

		#expect(throws: SwiftDataError.migrationPlanRequired(storeVersion: Schema.Version(1, 0, 0), schemaVersion: Schema.Version(2, 0, 0))) {
			_ = try openLibrary(LibrarySchemaV2.self, at: store.url)
		}
	}

	@Test("A store whose version the plan does not list is refused")
	func unknownVersion() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		try writeLibraryV1(at: store.url)

		#expect(throws: SwiftDataError.unknownStoreVersion(Schema.Version(1, 0, 0))) {
			_ = try openLibrary(LibrarySchemaV3.self, plan: FromV2Plan.self, at: store.url)
		}
	}

	@Test("A plan whose stage skips a version is refused, even for an in-memory container")
	func skippingStage() throws {
		let schema = Schema(versionedSchema: LibrarySchemaV3.self)

		#expect(throws: SwiftDataError.invalidMigrationPlan("SkippingPlan has 3 schemas and 1 stages; it needs one stage from each schema to the next")) {
			_ = try ModelContainer(for: schema, migrationPlan: SkippingPlan.self, configurations: ModelConfiguration(schema: schema, isStoredInMemoryOnly: true))
		}
	}

	@Test("A stage that does not lead from one schema to the next is refused")
	func misplacedStage() throws {
		let store = try TemporaryStore()
		defer { store.remove() }

		#expect(
			throws: SwiftDataError.invalidMigrationPlan(
				"stage 0 leads from LibrarySchemaV1 to LibrarySchemaV3; it must lead from LibrarySchemaV1 to LibrarySchemaV2"
			)
		) {
			_ = try openLibrary(LibrarySchemaV3.self, plan: MisplacedStagePlan.self, at: store.url)
		}
	}

	@Test("A container whose schema is not the plan's last version is refused")
	func schemaNotLast() throws {
		let store = try TemporaryStore()
		defer { store.remove() }

		#expect(
			throws: SwiftDataError.invalidMigrationPlan(
				"the container's schema version 3.0.0 is not the version of the plan's last schema, LibrarySchemaV2 (2.0.0)"
			)
		) {
			_ = try openLibrary(LibrarySchemaV3.self, plan: LibraryV2Plan.self, at: store.url)
		}
		#expect(!FileManager.default.fileExists(atPath: store.url.path))
	}
}

/// Two stages for three schemas, but the first one jumps to V3.
enum MisplacedStagePlan: SchemaMigrationPlan {
	static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self, LibrarySchemaV2.self, LibrarySchemaV3.self] }
	static var stages: [MigrationStage] {
		[
			.lightweight(fromVersion: LibrarySchemaV1.self, toVersion: LibrarySchemaV3.self),
			.lightweight(fromVersion: LibrarySchemaV2.self, toVersion: LibrarySchemaV3.self),
		]
	}
}
