/// GraphQL connection reads by parent (`"connection": true` on a `graphql.byParent` item) and
/// their `argumentType` that cannot be generated, each located at the value to fix.
extension BadSpecCases {
	private static let author = #"{"name": "Author", "fields": [], "graphql": {"detail": true}, "local": "memory"}"#

	/// Line 3: `Author`, then `Post` reading its items by `byParent` over GraphQL, with `list` as its list.
	private static func post(_ byParent: String, list: String? = nil) -> String {
		let listed = list.map { #""list": "# + $0 + ", " } ?? ""
		return spec(entity: author + #", {"name": "Post", "fields": [], "graphql": {"# + listed + #""byParent": ["# + byParent + #"]}, "local": "memory"}"#)
	}

	static let graphQLConnectionParent: [BadSpecCase] = [
		BadSpecCase(
			name: "a connection read by parent beside a list that is not paginated",
			text: post(#"{"parent": "Author", "connection": true}"#, list: "true"),
			expected: [
				"Specs/Character.json:3:201: error: entity 'Post' reads its posts by 'Author' as a connection, and its 'list' is not a connection: a connection read by parent reads the entity's page types, those of its connection list or, without a list, of its first connection read; give the list \"connection\": true, or remove \"connection\" to read the parent's whole list",
			], schemaRejects: false),
		BadSpecCase(
			name: "a connection read by parent beside a list paged by number",
			text: post(#"{"parent": "Author", "connection": true}"#, list: #"{"paginated": true}"#),
			expected: [
				"Specs/Character.json:3:216: error: entity 'Post' reads its posts by 'Author' as a connection, and its 'list' is not a connection: a connection read by parent reads the entity's page types, those of its connection list or, without a list, of its first connection read; give the list \"connection\": true, or remove \"connection\" to read the parent's whole list",
			], schemaRejects: false),
		BadSpecCase(
			name: "a connection flag that is not a boolean",
			text: post(#"{"parent": "Author", "connection": "yes"}"#),
			expected: ["Specs/Character.json:3:187: error: expected a boolean for entities[1].graphql.byParent[0].connection, found a string"],
			schemaRejects: true),
		BadSpecCase(
			name: "an argument type that is not a named type",
			text: post(#"{"parent": "Author", "argumentType": "[ID!]"}"#),
			expected: [
				"Specs/Character.json:3:189: error: entities[1].graphql.byParent[0].argumentType must be a GraphQL named type, non-null or not ('String!', 'ID!', 'LanguageCode'), found '[ID!]'",
			], schemaRejects: false),
	]
}
