/// The domain's own choices (a field's and an identifier's `domain`, a list's `invalidItems`)
/// that contradict the rest of the spec, each located at the key to fix.
extension BadSpecCases {
	/// A REST entity `Character` with `fields`, its `rest` object and more keys after it.
	private static func character(_ fields: String, rest: String = #"{"path": "/c"}"#, more: String = "") -> String {
		#"{"name": "Character", "fields": ["# + fields + #"], "rest": "# + rest + more + "}"
	}

	/// A GraphQL entity `Character` (whose identifier is a `String` by default) with `identifier`.
	private static func graphQLCharacter(identifier: String) -> String {
		#"{"name": "Character", "identifier": "# + identifier + #", "fields": [], "graphql": {}}"#
	}

	static let domain: [BadSpecCase] = [
		BadSpecCase(
			name: "a lenient field that is not optional",
			text: spec(entity: character(#"{"name": "image", "type": "URL", "domain": {"lenient": true}}"#)),
			expected: [
				"Specs/Character.json:3:102: error: field 'image' cannot be lenient: an invalid value becomes nil, so its type must be optional: 'URL?' instead of 'URL'",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a lenient array whose elements are not optional",
			text: spec(entity: character(#"{"name": "images", "type": "[URL]?", "domain": {"lenient": true}}"#)),
			expected: [
				"Specs/Character.json:3:106: error: field 'images' cannot be lenient: an invalid value becomes nil, so its type must be optional: '[URL?]?' instead of '[URL]?'",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a lenient field with nothing to parse",
			text: spec(entity: character(#"{"name": "name", "type": "String?", "domain": {"lenient": true}}"#)),
			expected: [
				"Specs/Character.json:3:105: error: field 'name' cannot be lenient: the domain takes a 'String' as the API sends it, so it is never invalid; only URL, UUID and ISO 8601 Date values can be",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a lenient date sent as a number",
			text: spec(entity: character(#"{"name": "born", "type": "Date?", "domain": {"lenient": true}}"#), extra: #" "dateFormat": "secondsSince1970","#),
			expected: [
				#"Specs/Character.json:3:103: error: field 'born' cannot be lenient: a Date sent as a number ("dateFormat": "secondsSince1970") is never invalid"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a lenient field left out of the domain",
			text: spec(entity: character(#"{"name": "image", "type": "URL?", "domain": {"omit": true, "lenient": true}}"#)),
			expected: [
				#"Specs/Character.json:3:117: error: 'lenient' has no effect on a field left out of the domain ("omit": true); remove one of them"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a required field left out of a domain model written back",
			text: spec(entity: character(#"{"name": "name", "type": "String", "domain": {"omit": true}}"#, rest: #"{"path": "/c", "create": true}"#)),
			expected: [
				"Specs/Character.json:3:101: error: field 'name' cannot be left out of the domain: entity 'Character' maps its domain model back to the DTO to send it (create, update), and the DTO needs a 'String' for it; make it optional ('String?') to send it without one, or keep it in the domain",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a required value type field left out of a domain mapped back",
			text: spec(
				entity: character(#"{"name": "origin", "type": "Place"}"#, rest: #"{"path": "/c", "update": true}"#),
				types: #"[{"name": "Place", "fields": [{"name": "name", "type": "String", "domain": {"omit": true}}]}]"#),
			expected: [
				"Specs/Character.json:2:94: error: field 'name' cannot be left out of the domain: values of type 'Place' are mapped back to their DTO in this feature (entity 'Character' writes), and the DTO needs a 'String' for it; make it optional ('String?') to send it without one, or keep it in the domain",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "domain options on an entity without a repository",
			text: spec(entity: character(#"{"name": "name", "type": "String", "domain": {"omit": true}}"#, more: #", "repository": {"enabled": false}"#)),
			expected: [
				#"Specs/Character.json:3:92: error: "domain" has no effect: entity 'Character' has no domain model, which comes with its repository (a remote source or a local store, and "repository" not disabled)"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "dropping invalid items the domain never refuses",
			text: spec(entity: character(#"{"name": "name", "type": "String"}"#, rest: #"{"path": "/c", "list": {"invalidItems": "drop"}}"#)),
			expected: [
				#"Specs/Character.json:3:132: error: "invalidItems": "drop" has nothing to drop: the domain never refuses a 'Character', as no field of it is a URL, a UUID or an ISO 8601 Date (or an array of them) that is neither lenient nor omitted, and its identifier has no domain type; remove it"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "dropping invalid items of a GraphQL list whose only parsed field is lenient",
			text: spec(
				entity: #"{"name": "Character", "fields": [{"name": "image", "type": "URL?", "domain": {"lenient": true}}], "graphql": {"list": {"invalidItems": "drop"}}}"#),
			expected: [
				#"Specs/Character.json:3:149: error: "invalidItems": "drop" has nothing to drop: the domain never refuses a 'Character', as no field of it is a URL, a UUID or an ISO 8601 Date (or an array of them) that is neither lenient nor omitted, and its identifier has no domain type; remove it"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "dropping invalid items without a repository",
			text: spec(entity: character(#"{"name": "image", "type": "URL"}"#, rest: #"{"path": "/c", "list": {"invalidItems": "drop"}}"#, more: #", "repository": {"enabled": false}"#)),
			expected: [
				#"Specs/Character.json:3:130: error: "invalidItems": "drop" has no effect: entity 'Character' has no domain model, which comes with its repository (a remote source or a local store, and "repository" not disabled)"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "an unknown invalidItems value",
			text: spec(entity: character(#"{"name": "image", "type": "URL"}"#, rest: #"{"path": "/c", "list": {"invalidItems": "dorp"}}"#)),
			expected: [
				"Specs/Character.json:3:130: error: unknown value 'dorp' for entities[0].rest.list.invalidItems; did you mean 'drop'?",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "a UUID domain identifier",
			text: spec(entity: graphQLCharacter(identifier: #"{"domain": {"type": "UUID"}}"#)),
			expected: [
				#"Specs/Character.json:3:70: error: the identifier's domain type cannot be 'UUID': write "type": "UUID" on the identifier itself, which the DTO keeps as text"#,
			],
			schemaRejects: true),
		BadSpecCase(
			name: "a String domain identifier",
			text: spec(entity: graphQLCharacter(identifier: #"{"domain": {"type": "String"}}"#)),
			expected: [
				"Specs/Character.json:3:70: error: the identifier's domain type must be 'Int' (a numeric 'String' identifier read as a number), found 'String'",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "an Int domain identifier over an Int identifier",
			text: spec(entity: #"{"name": "Character", "identifier": {"domain": {"type": "Int"}}, "fields": [], "rest": {"path": "/c"}}"#),
			expected: [
				#"Specs/Character.json:3:70: error: "domain": {"type": "Int"} reads a numeric 'String' identifier as a number; this identifier is 'Int' on the wire already: remove "domain""#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "an identifier domain without a type",
			text: spec(entity: graphQLCharacter(identifier: #"{"domain": {}}"#)),
			expected: [
				"Specs/Character.json:3:61: error: missing required key 'type' in entities[0].identifier.domain",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "omitting the identifier",
			text: spec(entity: graphQLCharacter(identifier: #"{"domain": {"type": "Int", "omit": true}}"#)),
			expected: [
				"Specs/Character.json:3:77: error: unknown key 'omit' in entities[0].identifier.domain",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "an unknown key in a field's domain",
			text: spec(entity: character(#"{"name": "name", "type": "String", "domain": {"omitt": true}}"#)),
			expected: [
				"Specs/Character.json:3:93: error: unknown key 'omitt' in entities[0].fields[0].domain; did you mean 'omit'?",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "a field's domain that is not an object",
			text: spec(entity: character(#"{"name": "name", "type": "String", "domain": true}"#)),
			expected: [
				"Specs/Character.json:3:92: error: expected an object for entities[0].fields[0].domain, found a boolean",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "omit that is not a boolean",
			text: spec(entity: character(#"{"name": "name", "type": "String", "domain": {"omit": "yes"}}"#)),
			expected: [
				"Specs/Character.json:3:101: error: expected a boolean for entities[0].fields[0].domain.omit, found a string",
			],
			schemaRejects: true),
	]
}
