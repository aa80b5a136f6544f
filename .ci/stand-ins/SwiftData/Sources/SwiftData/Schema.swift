/// Mirrors `SwiftData.Schema`: the model types a container stores.
///
/// Immutable, hence `Sendable`, so that generated code can keep one in a `static let`. Unlike Apple's, it
/// does not discover related model types: list every type whose models a container must find by fetch.
public final class Schema: Hashable, Sendable {
	/// Mirrors `SwiftData.Schema.Version`.
	public struct Version: Hashable, Codable, Sendable, CustomStringConvertible {
		public let major: Int
		public let minor: Int
		public let patch: Int

		/// Mirrors `SwiftData.Schema.Version.init(_:_:_:)`.
		public init(_ major: Int, _ minor: Int, _ patch: Int) {
			self.major = major
			self.minor = minor
			self.patch = patch
		}

		public var description: String {
			"\(major).\(minor).\(patch)"
		}
	}

	/// Mirrors `SwiftData.Schema.Entity`: one model type.
	public final class Entity: Hashable, Sendable {
		/// Mirrors `SwiftData.Schema.Entity.name`.
		public let name: String
		/// The model type itself (the stand-in's own; Apple's entities describe properties instead).
		let modelType: any PersistentModel.Type

		init(_ modelType: any PersistentModel.Type) {
			self.modelType = modelType
			name = String(describing: modelType)
		}

		public static func == (lhs: Entity, rhs: Entity) -> Bool {
			ObjectIdentifier(lhs.modelType) == ObjectIdentifier(rhs.modelType)
		}

		public func hash(into hasher: inout Hasher) {
			hasher.combine(ObjectIdentifier(modelType))
		}
	}

	/// Mirrors `SwiftData.Schema.entities`.
	public let entities: [Entity]
	/// Mirrors `SwiftData.Schema.version`.
	public let version: Version

	/// Mirrors `SwiftData.Schema.init(_:version:)` taking model types.
	public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
		var seen: Set<ObjectIdentifier> = []
		entities = types.filter { seen.insert(ObjectIdentifier($0)).inserted }.map(Entity.init)
		self.version = version
	}

	/// Mirrors `SwiftData.Schema.init()`: an empty schema.
	public convenience init() {
		self.init([])
	}

	/// Mirrors `SwiftData.Schema.entitiesByName`.
	public var entitiesByName: [String: Entity] {
		Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
	}

	public static func == (lhs: Schema, rhs: Schema) -> Bool {
		lhs.entities == rhs.entities && lhs.version == rhs.version
	}

	public func hash(into hasher: inout Hasher) {
		hasher.combine(entities)
		hasher.combine(version)
	}
}
