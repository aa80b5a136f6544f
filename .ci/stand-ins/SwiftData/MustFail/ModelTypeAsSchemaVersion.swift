// expect: argument type 'ItemEntity' does not conform to expected type 'VersionedSchema'|cannot convert value of type 'ItemEntity.Type' to expected argument type 'any VersionedSchema.Type'
// A stage goes from one versioned schema to another: a model type is not a version.
import Foundation
import SwiftData

@Model
nonisolated final class ItemEntity {
	var title: String

	init(title: String) {
		self.title = title
	}
}

enum ItemSchemaV2: VersionedSchema {
	static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
	static var models: [any PersistentModel.Type] { [ItemEntity.self] }
}

let stage = MigrationStage.lightweight(fromVersion: ItemEntity.self, toVersion: ItemSchemaV2.self)
