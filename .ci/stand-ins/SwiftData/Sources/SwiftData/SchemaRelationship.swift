extension Schema {
	/// Mirrors `SwiftData.Schema.Relationship`: how deleting a model affects the models it refers to.
	public final class Relationship: SchemaProperty {
		/// Mirrors `SwiftData.Schema.Relationship.DeleteRule`.
		public enum DeleteRule: String, Codable, Hashable, Sendable {
			/// Mirrors `SwiftData.Schema.Relationship.DeleteRule.cascade`: related models are deleted too.
			case cascade
			/// Mirrors `SwiftData.Schema.Relationship.DeleteRule.deny`: saving fails while related models remain.
			case deny
			/// Mirrors `SwiftData.Schema.Relationship.DeleteRule.noAction`: related models are left as they are.
			case noAction
			/// Mirrors `SwiftData.Schema.Relationship.DeleteRule.nullify`: related models stop referring back.
			case nullify
		}

		/// Mirrors `SwiftData.Schema.Relationship.Option`.
		public struct Option: Hashable, Sendable {
			let name: String

			/// Mirrors `SwiftData.Schema.Relationship.Option.unique`.
			public static var unique: Option { Option(name: "unique") }
		}

		/// Mirrors `SwiftData.Schema.Relationship.options`.
		public let options: [Option]
		/// Mirrors `SwiftData.Schema.Relationship.deleteRule`.
		public let deleteRule: DeleteRule
		/// Mirrors `SwiftData.Schema.Relationship.minimumModelCount`.
		public let minimumModelCount: Int?
		/// Mirrors `SwiftData.Schema.Relationship.maximumModelCount`.
		public let maximumModelCount: Int?
		/// Mirrors `SwiftData.Schema.Relationship.originalName`.
		public let originalName: String?
		/// Mirrors `SwiftData.Schema.Relationship.inverseKeyPath`: the related model's property referring back.
		public let inverseKeyPath: AnyKeyPath?
		/// Mirrors `SwiftData.Schema.Relationship.hashModifier`.
		public let hashModifier: String?

		/// Mirrors `SwiftData.Schema.Relationship.init(_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)`.
		public init(
			_ options: Option...,
			deleteRule: DeleteRule = .nullify,
			minimumModelCount: Int? = 0,
			maximumModelCount: Int? = 0,
			originalName: String? = nil,
			inverse: AnyKeyPath? = nil,
			hashModifier: String? = nil
		) {
			self.options = options
			self.deleteRule = deleteRule
			self.minimumModelCount = minimumModelCount
			self.maximumModelCount = maximumModelCount
			self.originalName = originalName
			inverseKeyPath = inverse
			self.hashModifier = hashModifier
		}

		public var isAttribute: Bool {
			false
		}

		public var isRelationship: Bool {
			true
		}

		public var isUnique: Bool {
			options.contains(.unique)
		}
	}
}
