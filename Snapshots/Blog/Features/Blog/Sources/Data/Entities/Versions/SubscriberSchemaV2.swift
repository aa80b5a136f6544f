// scaffold's frozen copy of the SwiftData models of stored subscribers at model version 2. Do not edit.
// scaffold wrote it once, from the models that version generated, when the models changed again; it
// never rewrites it. Stores written by that version are read through it, so an edit would misread
// them (docs/migrations.md, "SwiftData"). Keep it in version control.
#if canImport(SwiftData)
	import Foundation
	import SwiftData

	nonisolated enum SubscriberSchemaV2: VersionedSchema {
		static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
		static var models: [any PersistentModel.Type] {
			[
				SubscriberEntity.self,
				SubscribersPageEntity.self,
			]
		}
	}

	nonisolated extension SubscriberSchemaV2 {
		/// A subscriber as SwiftData stores it. Value types are stored as their own Codable structs
		/// (`…Entity`), so the persisted schema does not change when a DTO does.
		@Model
		nonisolated final class SubscriberEntity {
			@Attribute(.unique) var identifier: Int
			var email: String
			var name: String
			var subscribedAt: String = "2024-01-01T00:00:00Z"
			/// The cached pages this subscriber is on: the inverse of `SubscribersPageEntity.items`, declared there.
			var cachedPages: [SubscribersPageEntity] = []

			init(
				identifier: Int,
				email: String,
				name: String,
				subscribedAt: String
			) {
				self.identifier = identifier
				self.email = email
				self.name = name
				self.subscribedAt = subscribedAt
			}
		}

		/// A cached page of subscribers as SwiftData stores it: the page's information as the API
		/// sent it, and its subscribers, each stored once as a `SubscriberEntity` whichever pages it is on.
		///
		/// Deleting a page leaves its subscribers (`.nullify`). SwiftData does not keep the order of a
		/// to-many relationship, so `SubscribersPageEntityDTOMapper` sorts the items by identifier.
		@Model
		nonisolated final class SubscribersPageEntity {
			@Attribute(.unique) var number: Int
			var count: Int
			var pageCount: Int
			var next: String?
			var prev: String?
			@Relationship(deleteRule: .nullify, inverse: \SubscriberEntity.cachedPages) var items: [SubscriberEntity]

			init(number: Int, count: Int, pageCount: Int, next: String?, prev: String?, items: [SubscriberEntity]) {
				self.number = number
				self.count = count
				self.pageCount = pageCount
				self.next = next
				self.prev = prev
				self.items = items
			}
		}
	}
#endif
