import Foundation
import SwiftData

// Releases and plans a migration must refuse, each next to the library schemas of MigrationFixtures.swift.

/// V1's Book gains `edition`, required and without a default: no value for the stored books.
enum LibrarySchemaV2NoDefault: VersionedSchema {
	static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
	static var models: [any PersistentModel.Type] { [Book.self] }

	@Model
	final class Book {
		var title: String
		var edition: Int

		init(title: String, edition: Int) {
			self.title = title
			self.edition = edition
		}
	}
}

/// V1's Book with `stock` as a number: a type change.
enum LibrarySchemaV2Typed: VersionedSchema {
	static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
	static var models: [any PersistentModel.Type] { [Book.self] }

	@Model
	final class Book {
		var title: String
		var stock: Int

		init(title: String, stock: Int) {
			self.title = title
			self.stock = stock
		}
	}
}

enum NoDefaultPlan: SchemaMigrationPlan {
	static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self, LibrarySchemaV2NoDefault.self] }
	static var stages: [MigrationStage] { [.lightweight(fromVersion: LibrarySchemaV1.self, toVersion: LibrarySchemaV2NoDefault.self)] }
}

enum TypeChangePlan: SchemaMigrationPlan {
	static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self, LibrarySchemaV2Typed.self] }
	static var stages: [MigrationStage] { [.lightweight(fromVersion: LibrarySchemaV1.self, toVersion: LibrarySchemaV2Typed.self)] }
}

/// Its only stage jumps from V1 to V3, skipping V2.
enum SkippingPlan: SchemaMigrationPlan {
	static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self, LibrarySchemaV2.self, LibrarySchemaV3.self] }
	static var stages: [MigrationStage] { [.lightweight(fromVersion: LibrarySchemaV1.self, toVersion: LibrarySchemaV3.self)] }
}

/// Knows only V2 and V3.
enum FromV2Plan: SchemaMigrationPlan {
	static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV2.self, LibrarySchemaV3.self] }
	static var stages: [MigrationStage] { [LibraryMigrationPlan.stockToCopies] }
}

/// `willMigrate` fetches V2 books, though the stage starts from V1.
enum FetchesWrongReleasePlan: SchemaMigrationPlan {
	static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self, LibrarySchemaV2.self] }
	static var stages: [MigrationStage] {
		[
			.custom(
				fromVersion: LibrarySchemaV1.self,
				toVersion: LibrarySchemaV2.self,
				willMigrate: { context in _ = try context.fetch(FetchDescriptor<LibrarySchemaV2.Book>()) },
				didMigrate: nil
			),
		]
	}
}

/// `didMigrate` inserts a V1 author, though the stage leads to V2.
enum InsertsWrongReleasePlan: SchemaMigrationPlan {
	static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self, LibrarySchemaV2.self] }
	static var stages: [MigrationStage] {
		[
			.custom(
				fromVersion: LibrarySchemaV1.self,
				toVersion: LibrarySchemaV2.self,
				willMigrate: nil,
				didMigrate: { context in
					context.insert(LibrarySchemaV1.Author(name: "Brontë"))
					try context.save()
				}
			),
		]
	}
}

struct StageClosureError: Error, Equatable {}

/// `willMigrate` throws: the open fails with the closure's own error.
enum ThrowingPlan: SchemaMigrationPlan {
	static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self, LibrarySchemaV2.self] }
	static var stages: [MigrationStage] {
		[.custom(fromVersion: LibrarySchemaV1.self, toVersion: LibrarySchemaV2.self, willMigrate: { _ in throw StageClosureError() }, didMigrate: nil)]
	}
}
