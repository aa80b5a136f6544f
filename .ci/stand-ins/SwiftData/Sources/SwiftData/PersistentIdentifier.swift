import Foundation

/// Mirrors `SwiftData.PersistentIdentifier`: the `Sendable` identity of a model, safe to pass between actors.
public struct PersistentIdentifier: Hashable, Identifiable, Comparable, Codable, Sendable {
	/// Mirrors `SwiftData.PersistentIdentifier.ID`.
	public struct ID: Hashable, Codable, Sendable {
		let uuid: UUID
	}

	/// Mirrors `SwiftData.PersistentIdentifier.id`.
	public let id: ID
	/// Mirrors `SwiftData.PersistentIdentifier.entityName`.
	public let entityName: String
	/// Mirrors `SwiftData.PersistentIdentifier.storeIdentifier`; the stand-in's stores have none.
	public var storeIdentifier: String? {
		nil
	}

	init(id: ID, entityName: String) {
		self.id = id
		self.entityName = entityName
	}

	/// Mirrors `SwiftData.PersistentIdentifier.<`; the stand-in orders by entity, then identity.
	public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
		(lhs.entityName, lhs.id.uuid.uuidString) < (rhs.entityName, rhs.id.uuid.uuidString)
	}
}
