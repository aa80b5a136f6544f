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
