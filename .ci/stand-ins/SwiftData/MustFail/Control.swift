// expect: compiles
// The control: correct SwiftData code, shaped like the generated data sources, must build.
import Foundation
import SwiftData

@Model
nonisolated final class ItemEntity {
	@Attribute(.unique) var identifier: Int
	var name: String
	@Relationship(deleteRule: .cascade, inverse: \TagEntity.item) var tags: [TagEntity] = []

	init(identifier: Int, name: String) {
		self.identifier = identifier
		self.name = name
	}
}

@Model
nonisolated final class TagEntity {
	var label: String
	var item: ItemEntity?

	init(label: String) {
		self.label = label
	}
}

struct ItemDTO: Sendable, Equatable {
	let identifier: Int
	let name: String
}

@ModelActor
actor ItemDataSource {
	func item(identifier: Int) throws -> ItemDTO? {
		var descriptor = FetchDescriptor<ItemEntity>(
			predicate: #Predicate { $0.identifier == identifier },
			sortBy: [SortDescriptor(\.name, order: .reverse)]
		)
		descriptor.fetchLimit = 1
		return try modelContext.fetch(descriptor).first.map { ItemDTO(identifier: $0.identifier, name: $0.name) }
	}

	func save(_ item: ItemDTO) throws {
		modelContext.insert(ItemEntity(identifier: item.identifier, name: item.name))
		try modelContext.save()
	}
}

func makeDataSource() throws -> ItemDataSource {
	let schema = Schema([ItemEntity.self, TagEntity.self])
	let configuration = ModelConfiguration("Items", schema: schema, isStoredInMemoryOnly: true)
	return ItemDataSource(modelContainer: try ModelContainer(for: schema, configurations: [configuration]))
}

func roundTrip() async throws -> ItemDTO? {
	let dataSource = try makeDataSource()
	try await dataSource.save(ItemDTO(identifier: 1, name: "One"))
	return try await dataSource.item(identifier: 1)
}

// Versioned schemas and a migration plan, as an app declares them.
enum ItemSchemaV1: VersionedSchema {
	static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
	static var models: [any PersistentModel.Type] { [Item.self] }

	@Model
	nonisolated final class Item {
		var title: String
		var stock: String

		init(title: String, stock: String) {
			self.title = title
			self.stock = stock
		}
	}
}

enum ItemSchemaV2: VersionedSchema {
	static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
	static var models: [any PersistentModel.Type] { [Item.self] }

	@Model
	nonisolated final class Item {
		@Attribute(originalName: "title") var name: String
		var stock: String
		var rating: Int = 0

		init(name: String, stock: String) {
			self.name = name
			self.stock = stock
		}
	}
}

enum ItemSchemaV3: VersionedSchema {
	static var versionIdentifier: Schema.Version { Schema.Version(3, 0, 0) }
	static var models: [any PersistentModel.Type] { [Item.self] }

	@Model
	nonisolated final class Item {
		var name: String
		var count: Int?

		init(name: String) {
			self.name = name
		}
	}
}

enum ItemMigrationPlan: SchemaMigrationPlan {
	static var schemas: [any VersionedSchema.Type] { [ItemSchemaV1.self, ItemSchemaV2.self, ItemSchemaV3.self] }
	static var stages: [MigrationStage] { [v1ToV2, v2ToV3] }

	static let v1ToV2 = MigrationStage.lightweight(fromVersion: ItemSchemaV1.self, toVersion: ItemSchemaV2.self)
	static let v2ToV3 = MigrationStage.custom(
		fromVersion: ItemSchemaV2.self,
		toVersion: ItemSchemaV3.self,
		willMigrate: { context in
			for item in try context.fetch(FetchDescriptor<ItemSchemaV2.Item>()) where Int(item.stock) == nil {
				context.delete(item)
			}
			try context.save()
		},
		didMigrate: nil
	)
}

func openItems(at url: URL) throws -> ModelContainer {
	let schema = Schema(versionedSchema: ItemSchemaV3.self)
	let container = try ModelContainer(for: schema, migrationPlan: ItemMigrationPlan.self, configurations: [ModelConfiguration(schema: schema, url: url)])
	_ = try ModelContainer(for: schema, migrationPlan: ItemMigrationPlan.self, configurations: ModelConfiguration(url: url))
	_ = try ModelContainer(for: ItemSchemaV3.Item.self, migrationPlan: ItemMigrationPlan.self, configurations: ModelConfiguration(url: url))
	_ = try ModelContainer(for: ItemSchemaV3.Item.self)
	let plan: (any SchemaMigrationPlan.Type)? = container.migrationPlan
	_ = plan
	return container
}
