import Foundation

/// The content of a store file: the stand-in's own format (Apple's is a Core Data SQLite store), JSON with
/// sorted keys so that a test can read it:
///
/// ```json
/// { "format": "swiftdata-stand-in-store", "formatVersion": 1,
///   "version": { "major": 1, "minor": 0, "patch": 0 },
///   "entities": { "Item": {
///     "properties": { "title": { "kind": "attribute", "type": "String" }, "tags": { "kind": "toMany", "type": "Tag" } },
///     "models": [ { "id": "…", "attributes": { "title": "One" }, "relationships": { "tags": ["…"] } } ] } } }
/// ```
///
/// `version` is the schema version that wrote the file. Attribute values are what their `Codable`
/// conformance encodes; relationships are lists of model identities (one at most for a to-one).
struct StoreFile: Codable, Equatable {
	static let formatName = "swiftdata-stand-in-store"
	static let currentFormatVersion = 1

	var format = formatName
	var formatVersion = currentFormatVersion
	var version: Schema.Version
	var entities: [String: StoredEntity]

	init(version: Schema.Version, entities: [String: StoredEntity]) {
		self.version = version
		self.entities = entities
	}

	/// The file at `url`, or `nil` when there is none yet.
	static func read(at url: URL) throws -> StoreFile? {
		guard FileManager.default.fileExists(atPath: url.path) else { return nil }
		let file: StoreFile
		do {
			file = try JSONDecoder().decode(StoreFile.self, from: Data(contentsOf: url))
		} catch {
			throw SwiftDataError.storeFileFailure("\(url.path) is not a readable stand-in store: \(error)")
		}
		guard file.format == formatName, file.formatVersion == currentFormatVersion else {
			throw SwiftDataError.storeFileFailure("\(url.path) has format \(file.format) \(file.formatVersion)")
		}
		return file
	}

	/// Writes the file atomically: a reader sees the old store or the new one, never half of one.
	func write(to url: URL) throws {
		let encoder = JSONEncoder()
		encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
		do {
			try encoder.encode(self).write(to: url, options: .atomic)
		} catch {
			throw SwiftDataError.storeFileFailure("cannot write \(url.path): \(error)")
		}
	}
}

/// The stored models of one entity, with the shape of the model that wrote them.
struct StoredEntity: Codable, Equatable {
	/// Each stored property of the writing model: what a migration compares with the next release.
	var properties: [String: StoredProperty]
	var models: [StoredModel]
}

/// The shape of one stored property.
struct StoredProperty: Codable, Equatable {
	enum Kind: String, Codable {
		case attribute, toOne, toMany
	}

	var kind: Kind
	/// For an attribute, ``attributeTypeName(_:)`` of its type; for a relationship, the related entity.
	var type: String
}

/// One model: its identity, its attribute values and the identities its relationships refer to.
struct StoredModel: Codable, Equatable {
	var id: UUID
	var attributes: [String: JSONValue]
	var relationships: [String: [UUID]]
}
