// expect: capture of 'context' with non-Sendable type 'ModelContext' in a '@Sendable' closure|non-Sendable type 'ModelContext'
// (d) A non-Sendable ModelContext used from a @Sendable closure.
import Foundation
import SwiftData

@Model
nonisolated final class ItemEntity {
	var name: String

	init(name: String) {
		self.name = name
	}
}

func insertLater(into context: ModelContext) -> @Sendable () -> Void {
	{ context.insert(ItemEntity(name: "late")) }
}
