// expect: value of type 'ModelContext' has no member 'upsert'
// (c) A ModelContext method SwiftData does not have.
import Foundation
import SwiftData

@Model
nonisolated final class ItemEntity {
	var name: String

	init(name: String) {
		self.name = name
	}
}

func store(_ item: ItemEntity, in context: ModelContext) throws {
	context.upsert(item)
	try context.save()
}
