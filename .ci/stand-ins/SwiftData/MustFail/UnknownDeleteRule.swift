// expect: type 'Schema.Relationship.DeleteRule' has no member 'restrict'
// (f) A delete rule SwiftData does not have (Core Data's vocabulary, not SwiftData's).
import Foundation
import SwiftData

@Model
nonisolated final class ItemEntity {
	@Relationship(deleteRule: .restrict) var children: [ItemEntity] = []

	init() {}
}
