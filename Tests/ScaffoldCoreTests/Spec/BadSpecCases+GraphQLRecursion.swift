/// A value type an entity read over GraphQL holds, with a required array leading back to itself:
/// the query stops where the type recurs, so the array is refused at the field, made optional.
extension BadSpecCases {
	private static let shelf = #"{"name": "Shelf", "fields": [{"name": "category", "type": "Category"}], "graphql": {"detail": true}}"#

	static let graphQLRecursion: [BadSpecCase] = [
		BadSpecCase(
			name: "a required array leading back to its type, read over GraphQL",
			text: spec(
				entity: shelf,
				types: #"[{"name": "Category", "fields": [{"name": "name", "type": "String"}, {"name": "children", "type": "[Category]"}]}]"#),
			expected: [
				"Specs/Character.json:2:79: error: field 'children' of 'Category' is a required array leading back to 'Category', which an entity read over GraphQL holds: the query selects 'Category' once more where it recurs and stops at what leads back, so the array would be missing there and the answer would not decode; make it optional (\"[Category]?\")",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a required array leading back through another type, read over GraphQL",
			text: spec(
				entity: shelf,
				types: #"[{"name": "Category", "fields": [{"name": "groups", "type": "[Group]"}]}, {"name": "Group", "fields": [{"name": "category", "type": "Category?"}]}]"#),
			expected: [
				"Specs/Character.json:2:43: error: field 'groups' of 'Category' is a required array leading back to 'Category', which an entity read over GraphQL holds: the query selects 'Category' once more where it recurs and stops at what leads back, so the array would be missing there and the answer would not decode; make it optional (\"[Group]?\")",
			],
			schemaRejects: false),
	]
}
