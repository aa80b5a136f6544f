// expect: cannot convert value of type 'Int' to expected argument type 'String'|binary operator '==' cannot be applied to operands of type 'String' and 'Int'
// (a) A type error inside #Predicate: a String attribute compared with an Int.
import Foundation
import SwiftData

@Model
nonisolated final class ItemEntity {
	var name: String

	init(name: String) {
		self.name = name
	}
}

func items(_ context: ModelContext) throws -> [ItemEntity] {
	try context.fetch(FetchDescriptor<ItemEntity>(predicate: #Predicate { $0.name == 3 }))
}
