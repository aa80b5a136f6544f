/// A thing the feature fetches and stores, with its identifier, fields and data sources.
public struct SpecEntity: Sendable, Equatable {
	/// The Swift name (`Character`).
	public var name: String
	/// The plural the spec wrote (`plural`), if any; see ``pluralName``.
	public var pluralOverride: String?
	/// A sentence for the generated doc comment, if the spec gave one.
	public var summary: String?
	/// The identifier field (`id: Int` unless the spec says otherwise).
	public var identifier: SpecField
	/// The other fields, in order.
	public var fields: [SpecField]
	/// The REST source, if the entity has one.
	public var rest: SpecREST?
	/// The GraphQL source, if the entity has one.
	public var graphQL: SpecGraphQL?
	/// Where the entity is kept on the device.
	public var local: SpecLocalStore
	/// The Keychain options, with their defaults, when `local` is `keychain`; `nil` otherwise.
	public var keychain: SpecKeychain?
	/// Repository options.
	public var repository: SpecRepository
	/// The entity's JSON object.
	public var location: SourceLocation

	/// The entity's name split into words.
	public var words: Name { Name(name) }

	/// The plural: the spec's `plural`, else the inflector's (`Characters`).
	public var pluralName: Name { words.plural(override: pluralOverride) }

	/// Whether a remote source (REST or GraphQL) is declared.
	public var hasRemoteSource: Bool { rest != nil || graphQL != nil }

	/// The identifier followed by the fields: every stored property, in order.
	public var allFields: [SpecField] { [identifier] + fields }

	/// Why an entity with both remote sources cannot be generated.
	static func twoRemotesMessage(_ name: String) -> String {
		"entity \(quoted: name) declares both 'rest' and 'graphql'; choose one remote source per entity"
	}
}

/// A stored property of an entity or a value type.
public struct SpecField: Sendable, Equatable {
	/// The Swift name as written (`imageURL`, `default`).
	public var name: String
	/// The type.
	public var type: SpecType
	/// The key in JSON: the spec's `jsonKey`, else derived by the spec's ``JSONKeyStyle``.
	public var jsonKey: String
	/// Whether the spec gave `jsonKey` itself.
	public var hasExplicitJSONKey: Bool
	/// The spec's `sample` value for fixtures, if any (checked against ``type``).
	public var sample: JSONNode?
	/// A sentence for the generated doc comment, if the spec gave one.
	public var summary: String?
	/// The field's JSON object.
	public var location: SourceLocation
	/// How the field refers to another entity, when its type names one (entity fields only).
	public var reference: SpecReference? = nil

	/// The nested reference, when the API sends the other entity whole (a relationship in a store).
	public var nestedReference: SpecReference? { reference?.isNested == true ? reference : nil }
	/// What the field becomes in the domain model (the spec's `domain` object).
	public var domain = SpecFieldDomain()

	/// The name as Swift must write it (`` `default` ``, `type`).
	public var swiftName: String { SwiftIdentifier.escaped(name) }

	/// The name split into words.
	public var words: Name { Name(name) }

	/// Whether `swiftName` differs from `jsonKey`, i.e. a `CodingKeys` entry needs a raw value.
	public var needsCodingKey: Bool { name != jsonKey }
}
