/// Fields that refer to other entities in ways no store or language can keep, each located at the
/// field or key to fix.
extension BadSpecCases {
	private static func child(_ fields: String = "[]", extra: String = "") -> String {
		#"{"name": "Episode", "fields": "# + fields + #", "local": "memory""# + extra + "}"
	}

	private static func parent(_ field: String, local: String = "swiftData") -> String {
		#"{"name": "Season", "fields": ["# + field + #"], "local": ""# + local + #""}, "# + child()
	}

	static let references: [BadSpecCase] = [
		BadSpecCase(
			name: "two entities that nest each other",
			text: spec(
				entity: #"{"name": "Season", "fields": [{"name": "episodes", "type": "[Episode]"}], "local": "memory"}, "#
					+ child(#"[{"name": "seasons", "type": "[Season]"}]"#)),
			expected: [
				#"Specs/Character.json:3:44: error: entity 'Season' contains itself (Season.episodes → Episode.seasons); refer to one of them by identifier ("reference": "identifier"), or leave out the field that points back: a SwiftData relationship keeps it as its "inverse""#,
			], schemaRejects: false),
		BadSpecCase(
			name: "a to-one relationship SwiftData stores that is not optional",
			text: spec(entity: parent(#"{"name": "finale", "type": "Episode"}"#)),
			expected: [
				#"Specs/Character.json:3:44: error: field 'finale' of entity 'Season' refers to one 'Episode' and SwiftData stores it as a relationship, which must be optional: the 'Episode' can be deleted on its own; write 'Episode?'"#,
			], schemaRejects: false),
		BadSpecCase(
			name: "an optional list of nested entities SwiftData stores",
			text: spec(entity: parent(#"{"name": "episodes", "type": "[Episode]?"}"#)),
			expected: [
				#"Specs/Character.json:3:44: error: field 'episodes' of entity 'Season' nests 'Episode' as '[Episode]?': SwiftData stores a to-many relationship as a list, never nil; write '[Episode]' (an empty list when there is none)"#,
			], schemaRejects: false),
		BadSpecCase(
			name: "a list of lists of nested entities",
			text: spec(entity: parent(#"{"name": "episodes", "type": "[[Episode]]"}"#, local: "memory")),
			expected: [
				#"Specs/Character.json:3:44: error: field 'episodes' of entity 'Season' nests 'Episode' as '[[Episode]]': a reference is to one ('E', 'E?') or to many ('[E]'); nest lists in a value type"#,
			], schemaRejects: false),
		BadSpecCase(
			name: "a delete rule where nothing is kept",
			text: spec(
				entity: #"{"name": "Season", "fields": [{"name": "episodes", "type": "[Episode]", "deleteRule": "cascade"}], "rest": {"path": "/s"}}, "#
					+ child()),
			expected: [
				#"Specs/Character.json:3:100: error: 'deleteRule' of field 'episodes' applies to an entity kept on the device ('local': 'memory', 'file' or 'swiftData'); entity 'Season' keeps nothing it could delete"#,
			], schemaRejects: false),
		BadSpecCase(
			name: "an inverse on an entity SwiftData does not store",
			text: spec(entity: parent(#"{"name": "episodes", "type": "[Episode]", "inverse": "seasons"}"#, local: "file")),
			expected: [
				#"Specs/Character.json:3:97: error: 'inverse' of field 'episodes' names the back-pointer of a SwiftData relationship, and entity 'Season' is not stored with SwiftData; remove it"#,
			], schemaRejects: false),
		BadSpecCase(
			name: "an inverse that takes a field's name",
			text: spec(
				entity: #"{"name": "Season", "fields": [{"name": "episodes", "type": "[Episode]", "inverse": "name"}], "local": "swiftData"}, "#
					+ child(#"[{"name": "name", "type": "String"}]"#)),
			expected: [
				#"Specs/Character.json:3:97: error: the inverse of field 'episodes' of entity 'Season' would add 'name' to the SwiftData model of 'Episode', which already has a property of that name; name another with "inverse" on field 'episodes' of entity 'Season'"# + "\n" + #"Specs/Character.json:3:161: note: 'name' is taken here"#,
			], schemaRejects: false),
		BadSpecCase(
			name: "reference options on a field that names no entity",
			text: spec(entity: parent(#"{"name": "title", "type": "String", "reference": "identifier"}"#)),
			expected: [
				#"Specs/Character.json:3:93: error: entities[0].fields[0].reference applies only to a field whose type is an entity of the spec"#,
			], schemaRejects: false),
		BadSpecCase(
			name: "a delete rule on a reference by identifier",
			text: spec(entity: parent(#"{"name": "episodes", "type": "[Episode]", "reference": "identifier", "deleteRule": "cascade"}"#)),
			expected: [
				#"Specs/Character.json:3:127: error: entities[0].fields[0].deleteRule applies only to a nested reference; a reference by identifier is stored as the identifier itself"#,
			], schemaRejects: false),
		BadSpecCase(
			name: "a delete rule scaffold does not generate",
			text: spec(entity: parent(#"{"name": "episodes", "type": "[Episode]", "deleteRule": "deny"}"#)),
			expected: [
				#"Specs/Character.json:3:100: error: unknown value 'deny' for entities[0].fields[0].deleteRule; expected 'cascade' or 'nullify'"#,
			], schemaRejects: true),
		BadSpecCase(
			name: "a value type that names an entity",
			text: spec(
				entity: child(), types: #"[{"name": "Box", "fields": [{"name": "episode", "type": "Episode"}]}]"#,
				extra: ""),
			expected: [
				#"Specs/Character.json:2:11: warning: type 'Box' is declared but never used"#,
				#"Specs/Character.json:2:67: error: 'Episode' is an entity; only an entity's field can refer to another entity, here use a type declared in 'types'"#,
			], schemaRejects: false),
	]
}
