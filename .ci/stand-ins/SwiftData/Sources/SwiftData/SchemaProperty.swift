/// Mirrors `SwiftData.SchemaProperty`: what `@Attribute` and `@Relationship` describe.
public protocol SchemaProperty {
	/// Mirrors `SwiftData.SchemaProperty.isAttribute`.
	var isAttribute: Bool { get }
	/// Mirrors `SwiftData.SchemaProperty.isRelationship`.
	var isRelationship: Bool { get }
	/// Mirrors `SwiftData.SchemaProperty.isUnique`.
	var isUnique: Bool { get }
}

extension Schema {
	/// Mirrors `SwiftData.Schema.PropertyMetadata`: what `@Model` records about each stored property.
	public struct PropertyMetadata {
		/// The property's name, without backticks.
		public let name: String
		/// The key path from the model to the property.
		public let keypath: AnyKeyPath
		/// The property initializer: the stand-in's `@Model` passes a closure `() -> Any` that makes a fresh
		/// value (a migration gives it to a new attribute), or `nil` when the property has no initializer.
		public let defaultValue: Any?
		/// The property's `@Attribute` or `@Relationship`, if it has one.
		public let metadata: (any SchemaProperty)?

		/// Mirrors `SwiftData.Schema.PropertyMetadata.init(name:keypath:defaultValue:metadata:)`.
		public init(name: String, keypath: AnyKeyPath, defaultValue: Any? = nil, metadata: (any SchemaProperty)? = nil) {
			self.name = name
			self.keypath = keypath
			self.defaultValue = defaultValue
			self.metadata = metadata
		}
	}
}
