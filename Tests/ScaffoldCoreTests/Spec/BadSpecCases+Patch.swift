/// An update by PATCH (`"update": {"method": "PATCH"}`) that cannot be generated, located at the key to fix.
extension BadSpecCases {
	static let patch: [BadSpecCase] = [
		BadSpecCase(
			name: "a PATCH sent as a form",
			text: spec(entity: #"{"name": "Note", "fields": [{"name": "title", "type": "String"}], "rest": {"path": "/notes", "update": {"method": "PATCH", "encoding": "form"}}}"#),
			expected: [
				"Specs/Character.json:3:149: error: Note's update is a PATCH, which sends the changed fields as a JSON object; remove \"encoding\", or send the whole item as a form with \"method\": \"PUT\" or \"POST\"",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a PATCH of an item with nothing but its identifier",
			text: spec(entity: #"{"name": "Note", "fields": [], "rest": {"path": "/notes", "update": {"method": "PATCH"}}}"#),
			expected: [
				"Specs/Character.json:3:82: error: Note's update is a PATCH of the fields given, but Note has no field to change besides its identifier 'id'; add the fields the API takes, or remove \"update\"",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "an update method no API has",
			text: spec(entity: #"{"name": "Note", "fields": [], "rest": {"path": "/notes", "update": {"method": "PATCHED"}}}"#),
			expected: [
				"Specs/Character.json:3:93: error: unknown value 'PATCHED' for entities[0].rest.update.method; did you mean 'PATCH'?",
			],
			schemaRejects: true),
	]
}
