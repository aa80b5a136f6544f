/// REST paths an API may have that a spec writes wrong: `basePath`, `itemPath` and `envelope`,
/// each located at the value to fix.
extension BadSpecCases {
	/// Line 3: one entity whose `rest` object holds `rest`.
	private static func entity(rest: String) -> String {
		spec(entity: #"{"name": "Character", "fields": [], "rest": {"# + rest + "}}")
	}

	static let paths: [BadSpecCase] = [
		BadSpecCase(
			name: "a base path ending with a slash",
			text: entity(rest: #""basePath": "/api/", "path": "/c""#),
			expected: ["Specs/Character.json:3:71: error: base path '/api/' must not end with '/': the paths after it start with one"],
			schemaRejects: true),
		BadSpecCase(
			name: "an item path without a placeholder",
			text: entity(rest: #""path": "/c", "itemPath": "/c/one""#),
			expected: ["Specs/Character.json:3:85: error: item path '/c/one' needs one placeholder such as '{id}' where the identifier goes"],
			schemaRejects: true),
		BadSpecCase(
			name: "an item path with two placeholders",
			text: entity(rest: #""path": "/c", "itemPath": "/c/{a}/{b}""#),
			expected: ["Specs/Character.json:3:85: error: item path '/c/{a}/{b}' has more than one placeholder; the identifier goes in one place"],
			schemaRejects: true),
		BadSpecCase(
			name: "an item path not starting with a slash after a base path",
			text: entity(rest: #""basePath": "/api", "path": "/c", "itemPath": "c/{id}""#),
			expected: ["Specs/Character.json:3:105: error: item path 'c/{id}' must start with '/'"],
			schemaRejects: true),
		BadSpecCase(
			name: "a path with an empty segment",
			text: entity(rest: #""path": "/api//c""#),
			expected: ["Specs/Character.json:3:67: error: REST path '/api//c' must not have an empty segment ('//')"],
			schemaRejects: false),
		BadSpecCase(
			name: "an empty envelope",
			text: entity(rest: #""path": "/c", "envelope": """#),
			expected: ["Specs/Character.json:3:85: error: entities[0].rest.envelope is empty"],
			schemaRejects: true),
	]
}
