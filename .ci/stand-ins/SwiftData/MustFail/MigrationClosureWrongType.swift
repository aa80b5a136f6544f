// expect: cannot convert value of type '@Sendable \(ModelContainer\) throws -> Void' to expected argument type '@Sendable \(ModelContext\) throws -> Void'
// A custom stage's closures receive a ModelContext, not the container.
import Foundation
import SwiftData

enum ItemSchemaV1: VersionedSchema {
	static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
	static var models: [any PersistentModel.Type] { [] }
}

enum ItemSchemaV2: VersionedSchema {
	static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
	static var models: [any PersistentModel.Type] { [] }
}

let migrate: @Sendable (ModelContainer) throws -> Void = { _ in }

let stage = MigrationStage.custom(fromVersion: ItemSchemaV1.self, toVersion: ItemSchemaV2.self, willMigrate: migrate, didMigrate: nil)
