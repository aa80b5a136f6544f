/// An update whose answer is not the item (`"update": {"answer": "none"}`) that cannot be generated,
/// located at the key to fix.
extension BadSpecCases {
	static let updateAnswer: [BadSpecCase] = [
		BadSpecCase(
			name: "an update read again with no detail to read it",
			text: spec(entity: #"{"name": "Note", "fields": [{"name": "title", "type": "String"}], "rest": {"path": "/notes", "detail": false, "update": {"method": "PATCH", "answer": "none"}}}"#),
			expected: [
				"Specs/Character.json:3:164: error: Note's update answers something else than the item (\"answer\": \"none\"), so the item is read again by its item path, but Note has no detail read; remove \"detail\": false, or remove \"answer\""
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a create's answer",
			text: spec(entity: #"{"name": "Note", "fields": [{"name": "title", "type": "String"}], "rest": {"path": "/notes", "create": {"answer": "none"}}}"#),
			expected: [
				"Specs/Character.json:3:128: error: entities[0].rest.create.answer: a create's answer is the item it made; remove it"
			],
			schemaRejects: false),
		BadSpecCase(
			name: "an update answer no spec knows",
			text: spec(entity: #"{"name": "Note", "fields": [{"name": "title", "type": "String"}], "rest": {"path": "/notes", "update": {"answer": "empty"}}}"#),
			expected: [
				"Specs/Character.json:3:128: error: unknown value 'empty' for entities[0].rest.update.answer; expected 'item' or 'none'"
			],
			schemaRejects: true),
	]
}

/// A type named as one of Foundation's: refused where a generated file could not tell them apart.
extension BadSpecCases {
	static let foundationNames: [BadSpecCase] = [
		BadSpecCase(
			name: "an enum named as a Foundation type",
			text: spec(
				entity: #"{"name": "Note", "fields": [{"name": "stream", "type": "Stream"}]}"#,
				types: #"[{"name": "Stream", "enum": [{"name": "open", "value": "open"}]}]"#),
			expected: [
				"Specs/Character.json:2:11: error: enum 'Stream' is also Foundation's 'Stream', and generated tests import both, where the name would be ambiguous; name it 'StreamKind' or another name",
				"Specs/Character.json:3:23: warning: entity 'Note' has no data source ('rest', 'graphql' or 'local'); only its DTO will be generated"
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a type named as a Foundation type generated tests use",
			text: spec(
				entity: #"{"name": "Note", "fields": [{"name": "bundle", "type": "Bundle"}]}"#,
				types: #"[{"name": "Bundle", "fields": [{"name": "label", "type": "String"}]}]"#),
			expected: [
				"Specs/Character.json:2:20: error: type name 'Bundle' would hide Swift's own 'Bundle' in the generated code",
				"Specs/Character.json:3:23: warning: entity 'Note' has no data source ('rest', 'graphql' or 'local'); only its DTO will be generated"
			],
			schemaRejects: true),
	]
}
