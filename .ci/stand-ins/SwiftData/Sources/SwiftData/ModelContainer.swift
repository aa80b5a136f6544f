import Foundation

/// Mirrors `SwiftData.ModelContainer`: the `Sendable` owner of a store, shared by the contexts made from it.
///
/// Each instance has its own store, even when two containers use the same name and configuration, so that
/// tests which create a container each never see each other's models. A configuration made with `url:`
/// loads that file into the store when the container opens (migrating it with the plan if it was written
/// by another schema version) and is rewritten by every `save()`.
public final class ModelContainer: Sendable {
	/// Mirrors `SwiftData.ModelContainer.schema`.
	public let schema: Schema
	/// Mirrors `SwiftData.ModelContainer.configurations` (read-only here).
	public let configurations: Set<ModelConfiguration>
	/// Mirrors `SwiftData.ModelContainer.migrationPlan`: the plan given to the initializer, if any.
	public let migrationPlan: (any SchemaMigrationPlan.Type)?
	/// The committed models, shared by every context of this container.
	let store = InMemoryStore()
	/// The file the store is kept in: the `url` of the first configuration made with `url:`, if any.
	let storeURL: URL?
	/// The model types a migration stage's contexts may use, or `nil` for any (see ``StoreMigration``).
	let allowedTypes: Set<ObjectIdentifier>?

	/// Mirrors `SwiftData.ModelContainer.init(for:migrationPlan:configurations:)` taking a schema and an array
	/// of configurations.
	public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {
		schema = givenSchema
		self.migrationPlan = migrationPlan
		self.configurations = Set(configurations.isEmpty ? [ModelConfiguration(schema: givenSchema)] : configurations)
		storeURL = configurations.first(where: \.persistsToFile)?.url
		allowedTypes = nil
		try openStore()
	}

	/// A container for one side of a custom migration stage: in memory, holding `models`, and refusing model
	/// types outside `schema` (and the types they refer to).
	init(migrationStageOf schema: Schema, models: [any PersistentModel]) {
		self.schema = schema
		migrationPlan = nil
		configurations = [ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)]
		storeURL = nil
		allowedTypes = Set(StoreSnapshot.reachableTypes(from: schema.entities.map(\.modelType)).map(ObjectIdentifier.init))
		store.commit(removing: [], inserting: models)
	}

	/// Mirrors `SwiftData.ModelContainer.init(for:migrationPlan:configurations:)` taking a schema and
	/// configurations.
	public convenience init(
		for givenSchema: Schema,
		migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
		configurations: ModelConfiguration...
	) throws {
		try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
	}

	/// Mirrors `SwiftData.ModelContainer.init(for:migrationPlan:configurations:)` taking model types.
	public convenience init(
		for forTypes: any PersistentModel.Type...,
		migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
		configurations: ModelConfiguration...
	) throws {
		try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
	}

	/// Whether contexts of this container may save: Apple refuses writes to a store configured with
	/// `allowsSave: false`.
	var allowsSave: Bool {
		configurations.allSatisfy(\.allowsSave)
	}
}
