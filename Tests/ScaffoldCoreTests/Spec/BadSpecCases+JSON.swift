/// `JSON` fields where they cannot go, each located at the field or type to fix.
extension BadSpecCases {
	static let json: [BadSpecCase] = [
		BadSpecCase(
			name: "a JSON field in a SwiftData model",
			text: spec(entity: #"{"name": "Event", "fields": [{"name": "payload", "type": "JSON"}], "local": "swiftData"}"#),
			expected: [
				#"Specs/Character.json:3:43: error: field 'payload' is JSON, which a SwiftData model cannot store yet (entity 'Event' has "local": "swiftData"); keep the entity in 'file' or 'memory', or declare a value type for the field"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a JSON field of a value type a SwiftData model stores",
			text: spec(
				entity: #"{"name": "Event", "fields": [{"name": "meta", "type": "[Meta]?"}], "local": "swiftData"}"#,
				types: #"[{"name": "Meta", "fields": [{"name": "extra", "type": "JSON?"}]}]"#),
			expected: [
				#"Specs/Character.json:2:39: error: field 'extra' is JSON, which a SwiftData model cannot store yet (entity 'Event' has "local": "swiftData"); keep the entity in 'file' or 'memory', or declare a value type for the field"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a JSON filter",
			text: spec(
				entity: #"{"name": "Event", "fields": [], "rest": {"path": "/events", "list": {"filters": [{"name": "payload", "type": "JSON"}]}}}"#),
			expected: [
				"Specs/Character.json:3:123: error: filter type must be 'String', 'Int', 'Double', 'Bool', 'UUID' or an enum, found 'JSON'",
			],
			schemaRejects: true),
	]
}
