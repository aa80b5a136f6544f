import Foundation

extension ModelContainer {
	/// The model types whose models the container's file keeps: the schema's and those they refer to.
	var storedTypes: [any PersistentModel.Type] {
		StoreSnapshot.reachableTypes(from: schema.entities.map(\.modelType))
	}

	/// Writes every committed model to the store file, if the container has one, with the schema's version.
	func writeStore() throws {
		guard let storeURL else { return }
		let entities = try StoreSnapshot.entities(of: store.allModels(), types: storedTypes)
		try StoreFile(version: schema.version, entities: entities).write(to: storeURL)
	}

	/// Checks the migration plan, then loads the store file into the store, migrating it first when an older
	/// schema version wrote it. A new file is written at once, as Apple's container creates its store on open.
	func openStore() throws {
		if let migrationPlan {
			try StoreMigration.validate(migrationPlan, schemaVersion: schema.version)
		}
		guard let storeURL else { return }
		guard let file = try StoreFile.read(at: storeURL) else {
			try writeStore()
			return
		}
		let entities = try StoreMigration(file: file, schema: schema, plan: migrationPlan).run()
		store.commit(removing: [], inserting: try StoreSnapshot.models(from: entities, types: storedTypes))
		if file.version != schema.version {
			// The migrated store is written back, so that the next open finds the current version.
			try writeStore()
		}
	}
}
