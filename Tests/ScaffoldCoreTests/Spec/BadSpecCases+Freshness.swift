/// `maxAge` that cannot be read or has nothing to age, each located at the key or value to fix.
extension BadSpecCases {
	private static func aged(repository: String, list: String = #"{"paginated": true}"#, local: String = "memory") -> String {
		spec(
			entity: #"{"name": "Character", "fields": [{"name": "name", "type": "String"}], "rest": {"path": "/c", "detail": true, "list": "#
				+ list + #"}, "local": ""# + local + #"", "repository": "# + repository + "}")
	}

	static let freshness: [BadSpecCase] = [
		BadSpecCase(
			name: "a maxAge that is not a duration",
			text: aged(repository: #"{"maxAge": "10 minutes"}"#),
			expected: [
				#"Specs/Character.json:3:197: error: entities[0].repository.maxAge must be a duration such as "30s", "10m", "1h30m" or "7d", found '10 minutes'"#,
			], schemaRejects: true),
		BadSpecCase(
			name: "a maxAge with its units out of order",
			text: aged(repository: #"{"maxAge": "30m1h"}"#),
			expected: [
				#"Specs/Character.json:3:197: error: entities[0].repository.maxAge must be a duration such as "30s", "10m", "1h30m" or "7d", found '30m1h'"#,
			], schemaRejects: true),
		BadSpecCase(
			name: "a maxAge of nothing",
			text: aged(repository: #"{"maxAge": "0s"}"#),
			expected: [
				"Specs/Character.json:3:197: error: entities[0].repository.maxAge must be longer than 0s: a copy that is never fresh is 'cachePolicy': 'remoteFirst'",
			], schemaRejects: false),
		BadSpecCase(
			name: "a maxAge longer than a year",
			text: aged(repository: #"{"maxAge": "366d"}"#),
			expected: [
				"Specs/Character.json:3:197: error: entities[0].repository.maxAge must be at most 365d, found '366d'",
			], schemaRejects: false),
		BadSpecCase(
			name: "a maxAge without a local store",
			text: aged(repository: #"{"maxAge": "10m"}"#, local: "none"),
			expected: [
				"Specs/Character.json:3:195: error: entities[0].repository.maxAge ages cached copies: it needs a remote source ('rest' or 'graphql') and a local store ('local' other than 'none')",
			], schemaRejects: false),
		BadSpecCase(
			name: "a list maxAge on a list that is not paginated",
			text: aged(repository: "{}", list: #"{"maxAge": "5m"}"#),
			expected: [
				#"Specs/Character.json:3:142: error: "maxAge" ages the list's cached copies, but nothing caches them: a list that is not paginated is always read from the server first, its cache standing in only offline"#,
			], schemaRejects: false),
		BadSpecCase(
			name: "a list maxAge on pages that are not cached",
			text: aged(repository: "{}", list: #"{"paginated": true, "cachePages": false, "maxAge": "5m"}"#),
			expected: [
				#"Specs/Character.json:3:182: error: "maxAge" ages the list's cached copies, but nothing caches them: "cachePages" is false"#,
			], schemaRejects: false),
	]
}
