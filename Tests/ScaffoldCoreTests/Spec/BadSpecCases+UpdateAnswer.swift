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
