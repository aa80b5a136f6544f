/// Several reads of one parent (`name` on a `byParent` item) that cannot be generated, each
/// located at the value to fix.
extension BadSpecCases {
	/// Line 3: `User`, then `Repo` reading its items by `byParent`, REST unless `graphQL`.
	private static func repos(_ byParent: String, graphQL: Bool = false, extra: String = "") -> String {
		let remote = graphQL ? #""graphql": {"byParent": ["# : #""rest": {"path": "/r", "byParent": ["#
		return spec(
			entity: #"{"name": "User", "fields": [], "rest": {"path": "/u"}, "local": "memory"}, {"name": "Repo", "fields": [], "# + remote + byParent
				+ #"]}, "local": "memory"}"# + extra)
	}

	static let parentReadNames: [BadSpecCase] = [
		BadSpecCase(
			name: "two reads of one parent under one name",
			text: repos(#"{"parent": "User", "name": "Starred", "path": "/u/{id}/starred"}, {"parent": "User", "name": "Starred", "path": "/u/{id}/watched"}"#),
			expected: [
				"Specs/Character.json:3:249: error: duplicate read 'Starred' of parent 'User' in entities[1].rest.byParent: each read of one parent has a name of its own\nSpecs/Character.json:3:183: note: first declared here",
			], schemaRejects: false),
		BadSpecCase(
			name: "two GraphQL reads of one parent without a name",
			text: repos(#"{"parent": "User", "list": "starred"}, {"parent": "User", "list": "watching"}"#, graphQL: true),
			expected: [
				#"Specs/Character.json:3:195: error: duplicate parent 'User' in entities[1].graphql.byParent: one read per parent without a 'name'; give the second read a 'name' of its own ("Starred")"#
					+ "\nSpecs/Character.json:3:156: note: first declared here",
			], schemaRejects: false),
		BadSpecCase(
			name: "an empty read name",
			text: repos(#"{"parent": "User", "path": "/u/{id}/repos"}, {"parent": "User", "name": "", "path": "/u/{id}/starred"}"#),
			expected: [
				#"Specs/Character.json:3:228: error: entities[1].rest.byParent[1].name: a read's name is empty; give it an UpperCamelCase name ("Starred"), or leave 'name' out for the read named by its entity alone"#,
			], schemaRejects: true),
		BadSpecCase(
			name: "a read name that is not a Swift identifier",
			text: repos(#"{"parent": "User", "name": "starred-repos", "path": "/u/{id}/starred"}"#),
			expected: [
				"Specs/Character.json:3:183: error: entities[1].rest.byParent[0].name: read name 'starred-repos' is not a valid Swift identifier (ASCII letters, digits and '_', not starting with a digit); try 'StarredRepos'",
			], schemaRejects: true),
		BadSpecCase(
			name: "a read name in lower case",
			text: repos(#"{"parent": "User", "name": "starred", "path": "/u/{id}/starred"}"#),
			expected: [
				"Specs/Character.json:3:183: error: entities[1].rest.byParent[0].name: read name 'starred' must start with an upper-case letter (it goes before the plural in type names); try 'Starred'",
			], schemaRejects: true),
		BadSpecCase(
			name: "a read name whose use case another entity's read generates",
			text: repos(
				#"{"parent": "User", "name": "Starred", "path": "/u/{id}/starred"}"#,
				extra: #", {"name": "StarredRepo", "fields": [], "rest": {"path": "/s", "byParent": [{"parent": "User", "path": "/u/{id}/s"}]}, "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:244: error: 'StarredReposByUserEntity', generated for entity 'StarredRepo', collides with 'StarredReposByUserEntity', generated for entity 'Repo'\nSpecs/Character.json:3:89: note: entity 'Repo' is declared here",
			], schemaRejects: false),
	]
}
