/// A list's `row` (rows of their own beside the item) misused, each located at the value to fix.
extension BadSpecCases {
	static let rows: [BadSpecCase] = [
		BadSpecCase(
			name: "rows of their own in the Keychain",
			text: spec(entity: #"{"name": "Token", "fields": [], "rest": {"path": "/tokens", "list": {"row": {"fields": []}}}, "local": "keychain"}"#),
			expected: [
				"Specs/Character.json:3:90: error: entities[0].rest.list lists rows of their own, which a Keychain store cannot keep beside the items (it keeps items one by one); remove 'row' or keep 'Token' in another store",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a row named like its entity",
			text: spec(entity: #"{"name": "Domain", "fields": [], "rest": {"path": "/domains", "list": {"row": {"name": "Domain", "fields": []}}}}"#),
			expected: [
				"Specs/Character.json:3:101: error: entities[0].rest.list.row.name names the row like its entity 'Domain'; the row is a model of its own: name it otherwise ('DomainRow')",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a row declaring the identifier again",
			text: spec(entity: #"{"name": "Domain", "fields": [], "rest": {"path": "/domains", "list": {"row": {"fields": [{"name": "id", "type": "Int"}]}}}}"#),
			expected: [
				"Specs/Character.json:3:104: error: field 'id' of entities[0].rest.list.row.fields is the identifier 'id' (JSON key 'id'), which every row carries already as Domain's; remove it",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "unknown row key",
			text: spec(entity: #"{"name": "Domain", "fields": [], "rest": {"path": "/domains", "list": {"row": {"fields": [], "feilds": []}}}}"#),
			expected: [
				"Specs/Character.json:3:107: error: unknown key 'feilds' in entities[0].rest.list.row; did you mean 'fields'?",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "a row field of an undeclared type",
			text: spec(entity: #"{"name": "Domain", "fields": [], "rest": {"path": "/domains", "list": {"row": {"fields": [{"name": "status", "type": "Stauts"}]}}}}"#),
			expected: [
				"Specs/Character.json:3:132: error: unknown type 'Stauts'",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "rows of their own on a GraphQL list",
			text: spec(entity: #"{"name": "Domain", "fields": [], "graphql": {"list": {"row": {"fields": []}}}}"#),
			expected: [
				"Specs/Character.json:3:68: error: unknown key 'row' in entities[0].graphql.list",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "a row named like another entity",
			text: spec(
				entity: #"{"name": "Domain", "fields": [], "rest": {"path": "/domains", "list": {"row": {"name": "DomainSummary", "fields": []}}}}, {"name": "DomainSummary", "fields": [], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:136: error: duplicate name 'DomainSummary': already declared as an entity\nSpecs/Character.json:3:92: note: first declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a row named like a type",
			text: spec(
				entity: #"{"name": "Domain", "fields": [], "rest": {"path": "/domains", "list": {"row": {"fields": []}}}}"#,
				types: #"[{"name": "DomainRow", "fields": []}]"#),
			expected: [
				"Specs/Character.json:2:11: warning: type 'DomainRow' is declared but never used",
				"Specs/Character.json:3:92: error: duplicate name 'DomainRow': already declared as a type\nSpecs/Character.json:2:11: note: first declared here",
			],
			schemaRejects: false),
	]
}
