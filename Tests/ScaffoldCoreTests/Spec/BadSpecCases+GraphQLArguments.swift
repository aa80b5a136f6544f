/// GraphQL `arguments` that cannot be sent, each located at the value to fix.
extension BadSpecCases {
	/// Line 3: `Product` read over GraphQL with `arguments`, and `list` as given.
	private static func product(_ arguments: String, list: String = "true") -> String {
		spec(entity: #"{"name": "Product", "fields": [], "graphql": {"list": "# + list + #", "arguments": ["# + arguments + #"]}, "local": "none"}"#)
	}

	static let graphQLArguments: [BadSpecCase] = [
		BadSpecCase(
			name: "a GraphQL argument of a type no variable carries as a scalar",
			text: product(#"{"name": "since", "type": "Date"}"#),
			expected: ["Specs/Character.json:3:114: error: entities[0].graphql.arguments[0].type must be 'String', 'Int', 'Double' or 'Bool', found 'Date'"],
			schemaRejects: true),
		BadSpecCase(
			name: "a GraphQL argument named as the identifier",
			text: product(#"{"name": "id", "type": "String"}"#),
			expected: [
				"Specs/Character.json:3:97: error: argument 'id' of entities[0].graphql.arguments is a name the queries or the container already use (id, page, first, after, filter, the container's parameters); an API's argument of that name cannot be written here",
			], schemaRejects: false),
		BadSpecCase(
			name: "a GraphQL argument named as a parameter of the container",
			text: product(#"{"name": "http_client", "type": "String"}"#),
			expected: [
				"Specs/Character.json:3:97: error: argument 'http_client' of entities[0].graphql.arguments is a name the queries or the container already use (id, page, first, after, filter, the container's parameters); an API's argument of that name cannot be written here",
			], schemaRejects: false),
		BadSpecCase(
			name: "a GraphQL argument sent by a filter already",
			text: product(#"{"name": "channel", "type": "String"}"#, list: #"{"filters": [{"name": "channel", "type": "String"}]}"#),
			expected: ["Specs/Character.json:3:145: error: argument 'channel' is already sent by the list or another argument\nSpecs/Character.json:3:81: note: first declared here"],
			schemaRejects: false),
		BadSpecCase(
			name: "a GraphQL type that is a list",
			text: product(#"{"name": "ids", "type": "String", "graphQLType": "[ID!]!"}"#),
			expected: [
				"Specs/Character.json:3:137: error: entities[0].graphql.arguments[0].graphQLType must be a GraphQL named type, non-null or not ('String!', 'ID!', 'LanguageCode'), found '[ID!]!'",
			], schemaRejects: false),
		BadSpecCase(
			name: "two entities with one argument of two types",
			text: spec(
				entity: #"{"name": "Product", "fields": [], "graphql": {"arguments": [{"name": "channel", "type": "String"}]}, "local": "none"}, "#
					+ #"{"name": "Order", "fields": [], "graphql": {"arguments": [{"name": "channel", "type": "Int"}]}, "local": "none"}"#),
			expected: [
				"Specs/Character.json:3:191: error: argument 'channel' of entity 'Order' is Int, but 'channel' of entity 'Product' is String: the container takes one 'channel' for both; give them one type\nSpecs/Character.json:3:74: note: first declared here"
			], schemaRejects: false),
	]
}
