/// Mirrors `SwiftData.ModelContainer`: the `Sendable` owner of a store, shared by the contexts made from it.
///
/// Each instance has its own in-memory store, even when two containers use the same name and
/// configuration, so that tests which create a container each never see each other's models.
public final class ModelContainer: Sendable {
	/// Mirrors `SwiftData.ModelContainer.schema`.
	public let schema: Schema
	/// Mirrors `SwiftData.ModelContainer.configurations` (read-only here).
	public let configurations: Set<ModelConfiguration>
	/// Mirrors `SwiftData.ModelContainer.migrationPlan`: the plan given to the initializer, if any.
	public let migrationPlan: (any SchemaMigrationPlan.Type)?
	/// The committed models, shared by every context of this container.
	let store = InMemoryStore()

	/// Mirrors `SwiftData.ModelContainer.init(for:migrationPlan:configurations:)` taking a schema and an array
	/// of configurations.
	public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {
		schema = givenSchema
		self.migrationPlan = migrationPlan
		self.configurations = Set(configurations.isEmpty ? [ModelConfiguration(schema: givenSchema)] : configurations)
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
