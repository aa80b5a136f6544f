import ScaffoldBasics

/// A thing the feature fetches and stores, with its identifier, fields and data sources.
package struct SpecEntity: Sendable, Equatable {
	/// The Swift name (`Character`).
	package var name: String
	/// The plural the spec wrote (`plural`), if any; see ``pluralName``.
	package var pluralOverride: String?
	/// A sentence for the generated doc comment, if the spec gave one.
	package var summary: String?
	/// The identifier field (`id: Int` unless the spec says otherwise).
	package var identifier: SpecField
	/// The other fields, in order.
	package var fields: [SpecField]
	/// The REST source, if the entity has one.
	package var rest: SpecREST?
	/// The GraphQL source, if the entity has one.
	package var graphQL: SpecGraphQL?
	/// Where the entity is kept on the device.
	package var local: SpecLocalStore
	/// The Keychain options, with their defaults, when `local` is `keychain`; `nil` otherwise.
	package var keychain: SpecKeychain?
	/// Repository options.
	package var repository: SpecRepository
	/// The entity's JSON object (for the rows of a list, its `row` object).
	package var location: SourceLocation
	/// The entity whose REST list these are the rows of (`rest.list.row`), for the model scaffold made
	/// of a list's compact rows; `nil` for an entity the spec declares.
	package var rowOf: String? = nil
	/// The name of the model of this entity's list rows, when its `rest.list` has a `row`: the list is
	/// then that model's, and this entity keeps its other operations.
	package var listRow: String? = nil

	/// The entity's name split into words.
	package var words: Name { Name(name) }

	/// The plural: the spec's `plural`, else the inflector's (`Characters`).
	package var pluralName: Name { words.plural(override: pluralOverride) }

	/// Whether a remote source (REST or GraphQL) is declared.
	package var hasRemoteSource: Bool { rest != nil || graphQL != nil }

	/// Whether the entity is read one at a time (a REST or GraphQL detail).
	package var hasDetail: Bool { rest?.detail ?? (graphQL?.detail != nil) }

	/// Whether the entity writes to its REST API (create, update or delete).
	package var writes: Bool { rest.map { $0.create || $0.update || $0.delete } ?? false }

	/// Whether its writes go through a durable outbox: offline first, because a local store keeps the entity.
	/// A `PATCH` update alone has none: it is sent at once (``SpecREST/queuesWrites``).
	package var hasOutbox: Bool { (rest?.queuesWrites ?? false) && local.keepsItems }

	/// The fields a `PATCH` update may change, each optional in `{Name}Changes`: every field of the
	/// domain model but the identifier (which says which item, and is not changed).
	package var changeableFields: [SpecField] { fields.filter(\.isInDomain) }

	/// The identifier followed by the fields: every stored property, in order.
	package var allFields: [SpecField] { [identifier] + fields }

	/// Why an entity with both remote sources cannot be generated.
	package static func twoRemotesMessage(_ name: String) -> String {
		"entity \(quoted: name) declares both 'rest' and 'graphql'; choose one remote source per entity"
	}
}

/// A field's name in the previous schema version (`renamedFrom`), where the spec writes it.
package struct SpecRename: Sendable, Equatable {
	package var name: String
	package var location: SourceLocation
}

/// A stored property of an entity or a value type.
package struct SpecField: Sendable, Equatable {
	/// The Swift name as written (`imageURL`, `default`).
	package var name: String
	/// The type.
	package var type: SpecType
	/// The key in JSON: the spec's `jsonKey`, else derived by the spec's ``JSONKeyStyle``.
	package var jsonKey: String
	/// Whether the spec gave `jsonKey` itself.
	package var hasExplicitJSONKey: Bool
	/// The spec's `sample` value for fixtures, if any (checked against ``type``).
	package var sample: JSONNode?
	/// A sentence for the generated doc comment, if the spec gave one.
	package var summary: String?
	/// The field's JSON object.
	package var location: SourceLocation
	/// How the field refers to another entity, when its type names one (entity fields only).
	package var reference: SpecReference? = nil

	/// The nested reference, when the API sends the other entity whole (a relationship in a store).
	package var nestedReference: SpecReference? { reference?.isNested == true ? reference : nil }
	/// What the field becomes in the domain model (the spec's `domain` object).
	package var domain = SpecFieldDomain()
	/// The field's name in the previous schema version (`renamedFrom`), and where it is written:
	/// items stored under that version are read with the old field's value (docs/migrations.md).
	package var renamedFrom: SpecRename? = nil
	/// The value, in JSON as the API sends it, that items stored before the field existed get
	/// (`default`), checked against the type.
	package var storedDefault: JSONNode? = nil

	/// Creates a field from its members (the memberwise initializer, for the other stages).
	package init(
		name: String, type: SpecType, jsonKey: String, hasExplicitJSONKey: Bool, sample: JSONNode?, summary: String?,
		location: SourceLocation, reference: SpecReference? = nil, domain: SpecFieldDomain = SpecFieldDomain(),
		renamedFrom: SpecRename? = nil, storedDefault: JSONNode? = nil
	) {
		self.name = name
		self.type = type
		self.jsonKey = jsonKey
		self.hasExplicitJSONKey = hasExplicitJSONKey
		self.sample = sample
		self.summary = summary
		self.location = location
		self.reference = reference
		self.domain = domain
		self.renamedFrom = renamedFrom
		self.storedDefault = storedDefault
	}

	/// The name as Swift must write it (`` `default` ``, `type`).
	package var swiftName: String { SwiftIdentifier.escaped(name) }

	/// The name split into words.
	package var words: Name { Name(name) }

	/// Whether `swiftName` differs from `jsonKey`, i.e. a `CodingKeys` entry needs a raw value.
	package var needsCodingKey: Bool { name != jsonKey }
}
