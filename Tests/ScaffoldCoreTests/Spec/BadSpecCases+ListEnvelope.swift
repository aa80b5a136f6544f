/// A list's own `envelope` (RealWorld's `{"articles": […]}` beside `{"article": {…}}`) written
/// wrong, each located at the value to fix.
extension BadSpecCases {
	private static func listEnvelope(_ list: String) -> String {
		spec(entity: #"{"name": "Article", "fields": [], "rest": {"path": "/articles", "envelope": "article", "list": "# + list + "}}")
	}

	static let listEnvelopes: [BadSpecCase] = [
		BadSpecCase(
			name: "an empty list envelope",
			text: listEnvelope(#"{"envelope": ""}"#),
			expected: [
				"Specs/Character.json:3:122: error: entities[0].rest.list.envelope is empty; write null when the list's responses are not wrapped"
			],
			schemaRejects: true),
		BadSpecCase(
			name: "a list envelope that is no text",
			text: listEnvelope(#"{"envelope": false}"#),
			expected: [
				"Specs/Character.json:3:122: error: expected a string for entities[0].rest.list.envelope, found a boolean"
			],
			schemaRejects: true),
		BadSpecCase(
			name: "an envelope on a GraphQL list",
			text: spec(entity: #"{"name": "Character", "fields": [], "graphql": {"list": {"envelope": null}}}"#),
			expected: [
				"Specs/Character.json:3:71: error: unknown key 'envelope' in entities[0].graphql.list"
			],
			schemaRejects: true),
	]
}
