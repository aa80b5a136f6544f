/// Unions' mistakes, each located at the case, the field or the type to fix.
extension BadSpecCases {
	private static let unionEntity = #"{"name": "Event", "fields": [{"name": "item", "type": "Item"}], "local": "memory"}"#
	private static let track = #"{"name": "Track", "fields": [{"name": "title", "type": "String"}]}"#

	private static func union(_ cases: String, discriminator: String = #""discriminator": "type", "#) -> String {
		#"{"name": "Item", "union": {"# + discriminator + #""cases": "# + cases + "}}"
	}

	static let unions: [BadSpecCase] = [
		BadSpecCase(
			name: "a union case holding an undeclared type",
			text: spec(entity: unionEntity, types: "[\(track), \(union(#"[{"name": "track", "type": "Trak"}]"#))]"),
			expected: [
				"Specs/Character.json:2:11: warning: type 'Track' is declared but never used",
				"Specs/Character.json:2:167: error: union case 'track' of 'Item' holds 'Trak', which is not declared in 'types'; did you mean 'Track'?",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a union case holding an enum",
			text: spec(
				entity: unionEntity,
				types: #"[{"name": "Kind", "enum": [{"name": "a"}]}, "# + union(#"[{"name": "kind", "type": "Kind"}]"#) + "]"),
			expected: [
				"Specs/Character.json:2:141: error: union case 'kind' of 'Item' holds 'Kind', which is an enum; a case holds a value type (with 'fields')",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "two union cases with one discriminator value",
			text: spec(entity: unionEntity, types: "[\(track), \(union(#"[{"name": "track", "type": "Track"}, {"name": "song", "type": "Track", "value": "track"}]"#))]"),
			expected: [
				"Specs/Character.json:2:220: error: union cases 'track' and 'song' have the same discriminator value 'track'; each value must select one case\nSpecs/Character.json:2:141: note: first declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a union whose case type holds the discriminator as a number",
			text: spec(
				entity: unionEntity,
				types: #"[{"name": "Track", "fields": [{"name": "type", "type": "Int"}]}, "# + union(#"[{"name": "track", "type": "Track"}]"#) + "]"),
			expected: [
				"Specs/Character.json:2:40: error: field 'type' of 'Track' is the discriminator 'type' of union 'Item', so it holds 'track' for case 'track'; make it a String, or an enum with the value 'track'\nSpecs/Character.json:2:137: note: the case is declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a union without a discriminator",
			text: spec(entity: unionEntity, types: "[\(track), \(union(#"[{"name": "track", "type": "Track"}]"#, discriminator: ""))]"),
			expected: [
				"Specs/Character.json:2:11: warning: type 'Track' is declared but never used",
				"Specs/Character.json:2:105: error: missing required key 'discriminator' in types[1].union",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "a union field in a SwiftData model",
			text: spec(
				entity: #"{"name": "Event", "fields": [{"name": "item", "type": "Item?"}], "local": "swiftData"}"#,
				types: "[\(track), \(union(#"[{"name": "track", "type": "Track"}]"#))]"),
			expected: [
				#"Specs/Character.json:3:43: error: field 'item' is the union 'Item', which a SwiftData model cannot store yet (entity 'Event' has "local": "swiftData"); keep the entity in 'file' or 'memory'"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a union that contains itself without an array",
			text: spec(
				entity: unionEntity,
				types: #"[{"name": "Node", "fields": [{"name": "next", "type": "Item"}]}, "# + union(#"[{"name": "node", "type": "Node"}]"#) + "]"),
			expected: [
				"Specs/Character.json:2:11: error: value type 'Node' contains itself (Node.next → Item.node); make one of these fields optional or an array to break the cycle",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a type with fields and a union",
			text: spec(entity: unionEntity, types: #"[{"name": "Item", "fields": [], "union": {"discriminator": "type", "cases": []}}]"#),
			expected: [
				"Specs/Character.json:2:11: error: types[0] has 'fields' and 'union'; a type is a value type ('fields'), an enum ('enum') or a union ('union'), one of them",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "a union of an entity read over GraphQL told apart by another key than __typename",
			text: spec(
				entity: #"{"name": "Event", "fields": [{"name": "item", "type": "Item"}], "graphql": {"detail": true}}"#,
				types: "[\(track), \(union(#"[{"name": "track", "type": "Track"}]"#))]"),
			expected: [
				#"Specs/Character.json:2:105: error: union 'Item' (field 'item' in entity 'Event') tells its cases apart by 'type', but entity 'Event' is read over GraphQL, whose answers name an object's type in '__typename': give the union "discriminator": "__typename" and each case its GraphQL type's name as "value""#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a union case of an entity read over GraphQL whose value is no GraphQL type name",
			text: spec(
				entity: #"{"name": "Event", "fields": [{"name": "item", "type": "Item"}], "graphql": {"detail": true}}"#,
				types: "[\(track), \(union(#"[{"name": "track", "type": "Track", "value": "audio track"}]"#, discriminator: #""discriminator": "__typename", "#))]"),
			expected: [
				"Specs/Character.json:2:147: error: case 'track' of union 'Item' has value 'audio track', which is not a GraphQL type name; entity 'Event' is read over GraphQL, whose query selects the case with '... on' its type",
			],
			schemaRejects: false),
	]
}
