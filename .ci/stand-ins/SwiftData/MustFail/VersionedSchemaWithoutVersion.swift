// expect: type 'ItemSchemaV1' does not conform to protocol 'VersionedSchema'
// A VersionedSchema must name its version (versionIdentifier).
import Foundation
import SwiftData

enum ItemSchemaV1: VersionedSchema {
	static var models: [any PersistentModel.Type] { [Item.self] }

	@Model
	nonisolated final class Item {
		var title: String

		init(title: String) {
			self.title = title
		}
	}
}
