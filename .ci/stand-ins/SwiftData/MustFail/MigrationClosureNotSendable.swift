// expect: (capture of|reference to captured var) 'log' .*(concurrently-executing code|@Sendable)|mutation of captured var 'log' in concurrently-executing code
// A custom stage's closures are @Sendable: they cannot mutate state captured from their caller.
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

func makeStage() -> MigrationStage {
	var log: [String] = []
	let stage = MigrationStage.custom(
		fromVersion: ItemSchemaV1.self,
		toVersion: ItemSchemaV2.self,
		willMigrate: { _ in log.append("will") },
		didMigrate: nil
	)
	print(log)
	return stage
}
