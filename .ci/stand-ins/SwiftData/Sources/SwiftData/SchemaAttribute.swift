extension Schema {
	/// Mirrors `SwiftData.Schema.Attribute`: the options of an `@Attribute` property.
	public final class Attribute: SchemaProperty {
		/// Mirrors `SwiftData.Schema.Attribute.Option`.
		public struct Option: Hashable, Sendable, CustomDebugStringConvertible {
			let name: String

			/// Mirrors `SwiftData.Schema.Attribute.Option.unique`: saving a model whose value equals a stored
			/// model's replaces the stored one (an upsert).
			public static var unique: Option { Option(name: "unique") }
			/// Mirrors `SwiftData.Schema.Attribute.Option.externalStorage` (no effect in memory).
			public static var externalStorage: Option { Option(name: "externalStorage") }
			/// Mirrors `SwiftData.Schema.Attribute.Option.allowsCloudEncryption` (no effect in memory).
			public static var allowsCloudEncryption: Option { Option(name: "allowsCloudEncryption") }
			/// Mirrors `SwiftData.Schema.Attribute.Option.preserveValueOnDeletion` (no history: no effect).
			public static var preserveValueOnDeletion: Option { Option(name: "preserveValueOnDeletion") }
			/// Mirrors `SwiftData.Schema.Attribute.Option.ephemeral` (no effect in memory).
			public static var ephemeral: Option { Option(name: "ephemeral") }
			/// Mirrors `SwiftData.Schema.Attribute.Option.spotlight` (no effect).
			public static var spotlight: Option { Option(name: "spotlight") }

			public var debugDescription: String {
				name
			}
		}

		/// Mirrors `SwiftData.Schema.Attribute.options`.
		public let options: [Option]
		/// Mirrors `SwiftData.Schema.Attribute.originalName`.
		public let originalName: String?
		/// Mirrors `SwiftData.Schema.Attribute.hashModifier`.
		public let hashModifier: String?

		/// Mirrors `SwiftData.Schema.Attribute.init(_:originalName:hashModifier:)`.
		public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
			self.options = options
			self.originalName = originalName
			self.hashModifier = hashModifier
		}

		public var isAttribute: Bool {
			true
		}

		public var isRelationship: Bool {
			false
		}

		public var isUnique: Bool {
			options.contains(.unique)
		}
	}
}
