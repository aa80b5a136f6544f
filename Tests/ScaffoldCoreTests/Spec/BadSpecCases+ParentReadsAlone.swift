/// `rest.path` left out (issue 52): allowed only for an entity read by parent alone (no detail,
/// list or writes, each read with its own `path`); otherwise an error at `rest` naming what needs it.
extension BadSpecCases {
	private static let owner = #"{"name": "Product", "fields": [], "rest": {"path": "/p"}, "local": "memory"}"#

	/// Line 3: `Product`, then `Review` with `rest` as given (no `path`).
	private static func reviewWithoutPath(_ rest: String) -> String {
		spec(entity: owner + #", {"name": "Review", "fields": [], "rest": "# + rest + #", "local": "memory"}"#)
	}

	static let parentReadsAlone: [BadSpecCase] = [
		BadSpecCase(
			name: "no rest.path with a detail (the default) and a list",
			text: reviewWithoutPath(#"{"list": {"paginated": false}, "byParent": [{"parent": "Product", "path": "/p/{id}/r"}]}"#),
			expected: [
				"Specs/Character.json:3:133: error: missing required key 'path' in entities[1].rest: its detail (write \"detail\": false if it has none), its list needs it; only an entity read by parent alone, each read with its own 'path', leaves it out",
			], schemaRejects: false),
		BadSpecCase(
			name: "no rest.path with a read by parent by query",
			text: reviewWithoutPath(#"{"detail": false, "byParent": [{"parent": "Product", "query": "product"}]}"#),
			expected: [
				"Specs/Character.json:3:133: error: missing required key 'path' in entities[1].rest: a read by parent by 'query' needs it; only an entity read by parent alone, each read with its own 'path', leaves it out",
			], schemaRejects: false),
		BadSpecCase(
			name: "no rest.path and no reads by parent",
			text: reviewWithoutPath(#"{"detail": false}"#),
			expected: [
				"Specs/Character.json:3:133: error: missing required key 'path' in entities[1].rest: an entity without reads by parent needs it; only an entity read by parent alone, each read with its own 'path', leaves it out",
			], schemaRejects: false),
		BadSpecCase(
			name: "no rest.path and an empty byParent",
			text: reviewWithoutPath(#"{"detail": false, "byParent": []}"#),
			expected: [
				"Specs/Character.json:3:133: error: missing required key 'path' in entities[1].rest: an entity without reads by parent needs it; only an entity read by parent alone, each read with its own 'path', leaves it out",
			], schemaRejects: false),
	]
}
