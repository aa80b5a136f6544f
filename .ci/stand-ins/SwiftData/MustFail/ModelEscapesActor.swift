// expect: non-Sendable .*ItemEntity.* (cannot|can not) (be returned|exit|cross)|non-Sendable type 'ItemEntity\?' .*actor
// (b) A @Model instance returned out of a @ModelActor to a caller outside it: models are not Sendable.
import Foundation
import SwiftData

@Model
nonisolated final class ItemEntity {
	var name: String

	init(name: String) {
		self.name = name
	}
}

@ModelActor
actor ItemDataSource {
	func first() throws -> ItemEntity? {
		try modelContext.fetch(FetchDescriptor<ItemEntity>()).first
	}
}

func firstName(_ dataSource: ItemDataSource) async throws -> String? {
	let item = try await dataSource.first()
	return item?.name
}
