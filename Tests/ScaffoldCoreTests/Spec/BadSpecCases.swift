/// Specs that must not load, with the exact diagnostics each gives.
///
/// Shared by the diagnostic tests (exact text and position) and the schema agreement test:
/// `schemaRejects` says whether the JSON Schema alone can see the problem. Structural
/// problems (keys, value kinds, enumerated values, name and type syntax) it can; those that
/// need the whole spec (duplicates, references, cycles, samples against types) it cannot.
struct BadSpecCase: CustomStringConvertible, Sendable {
	var name: String
	var text: String
	var expected: [String]
	var schemaRejects: Bool

	var description: String { name }
}

enum BadSpecCases {
	/// A valid entity to append after the case's own lines.
	static let entity = #"{"name": "Character", "fields": [{"name": "name", "type": "String"}], "rest": {"path": "/character"}}"#

	/// A one-entity spec: line 1 holds version, feature and `extra`, line 2 the types, line 3 the entity.
	static func spec(entity: String = entity, types: String = "[]", extra: String = "") -> String {
		"{\"version\": 1, \"feature\": \"Character\",\(extra)\n\"types\": \(types),\n\"entities\": [\(entity)]\n}"
	}

	static let all: [BadSpecCase] = keychain + graphQLRecursion + rows + patch + updateAnswer + foundationNames + listEnvelopes + json + unions + offline + freshness + references + domain + parent + parentReadNames + graphQLConnectionParent + parentReadsAlone + paths + graphQLArguments + [
		BadSpecCase(
			name: "unknown key with suggestion",
			text: spec(entity: #"{"name": "Character", "feilds": []}"#),
			expected: [
				"Specs/Character.json:3:14: error: missing required key 'fields' in entities[0]",
				"Specs/Character.json:3:23: warning: entity 'Character' has no data source ('rest', 'graphql' or 'local'); only its DTO will be generated",
				"Specs/Character.json:3:36: error: unknown key 'feilds' in entities[0]; did you mean 'fields'?",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "unknown top-level key",
			text: spec(extra: #" "verison": 1,"#),
			expected: [
				"Specs/Character.json:1:40: error: unknown key 'verison' in the spec; did you mean 'version'?",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "missing version",
			text: "{\"feature\": \"Character\"}",
			expected: [
				"Specs/Character.json:1:1: error: missing required key 'version' in the spec; this scaffold reads version 1",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "unsupported version",
			text: "{\"version\": 2, \"feature\": \"Character\", \"whatever\": true}",
			expected: [
				"Specs/Character.json:1:13: error: unsupported spec version 2; this scaffold reads version 1",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "version of the wrong kind",
			text: "{\"version\": \"1\"}",
			expected: [
				"Specs/Character.json:1:13: error: expected a whole number for version, found a string",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "top level not an object",
			text: "[]",
			expected: [
				"Specs/Character.json:1:1: error: expected an object at the top of the spec, found an array",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "wrong value type",
			text: spec(entity: #"{"name": 42, "fields": [], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:23: error: expected a string for entities[0].name, found a number",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "missing feature and nothing to generate",
			text: "{\"version\": 1}",
			expected: [
				"Specs/Character.json:1:1: error: missing required key 'feature' in the spec",
				"Specs/Character.json:1:1: error: the spec declares no entities and no userDefaults, so there is nothing to generate",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "unknown enumerated value",
			text: spec(entity: #"{"name": "Character", "fields": [], "local": "swiftdata"}"#),
			expected: [
				"Specs/Character.json:3:59: error: unknown value 'swiftdata' for entities[0].local; did you mean 'swiftData'?",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "unknown enumerated value without suggestion",
			text: spec(extra: #" "jsonKeys": "kebab","#),
			expected: [
				"Specs/Character.json:1:52: error: unknown value 'kebab' for jsonKeys; expected 'camelCase' or 'snake_case'",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "unknown type with suggestion",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "tags", "type": "[Strin]"}], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:74: error: unknown type 'Strin'; did you mean 'String'?",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "type syntax",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "tags", "type": "[String"}], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:80: error: expected ']' to close the array type",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "double optional",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "tags", "type": "String??"}], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:80: error: a type can be optional only once",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "a map of a type the wire does not carry as it is",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "tags", "type": "[String: URL]"}], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:82: error: a map's values are String, Int, Double, Bool, Decimal or JSON, found 'URL'; declare a value type with the keys as fields, or use [String: JSON]",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a map keyed by numbers",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "tags", "type": "[Int: String]"}], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:74: error: a map's keys are String (JSON object keys are text), found 'Int'",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "entity nested in itself",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "friend", "type": "Character?"}], "local": "memory"}"#),
			expected: [
				#"Specs/Character.json:3:47: error: entity 'Character' contains itself (Character.friend); refer to one of them by identifier ("reference": "identifier"), or leave out the field that points back: a SwiftData relationship keeps it as its "inverse""#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "invalid field identifier",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "user-id", "type": "Int"}], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:56: error: field name 'user-id' is not a valid Swift identifier (ASCII letters, digits and '_', not starting with a digit); try 'userID'",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "self as a field name",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "self", "type": "Int"}], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:56: error: field name 'self' cannot be used, even in backticks: in an initializer it hides the instance itself",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "upper-case field name",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "Name", "type": "String"}], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:56: error: field name 'Name' must start with a lower-case letter; try 'name'",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "lower-case entity name",
			text: spec(entity: #"{"name": "character", "fields": [], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:23: error: entity name 'character' must start with an upper-case letter; try 'Character'",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "type name hiding a Swift type",
			text: spec(types: #"[{"name": "String", "fields": []}]"#),
			expected: [
				"Specs/Character.json:2:11: warning: type 'String' is declared but never used",
				"Specs/Character.json:2:20: error: type name 'String' would hide Swift's own 'String' in the generated code",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "name not safe as a path component",
			text: spec(entity: #"{"name": "../x", "fields": [], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:23: error: entity name '../x' is not safe in a file name: it contains a path separator",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "empty name",
			text: spec(entity: #"{"name": "", "fields": [], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:23: error: entity name '' is not safe in a file name: it is empty",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "control character in a name",
			text: spec(entity: #"{"name": "Char\tacter", "fields": [], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:23: error: entity name 'Char\\u{9}acter' is not safe in a file name: it contains a control character",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "duplicate field",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "name", "type": "String"}, {"name": "name", "type": "Int"}], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:83: error: duplicate field 'name' in entity 'Character'\nSpecs/Character.json:3:47: note: first declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "field named like the identifier",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "id", "type": "String"}], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:47: error: duplicate field 'id' in entity 'Character'\nSpecs/Character.json:3:14: note: first declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "duplicate JSON key",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "image", "type": "String"}, {"name": "imageURL", "type": "URL", "jsonKey": "image"}], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:84: error: fields 'image' and 'imageURL' of entity 'Character' both use the JSON key 'image'\nSpecs/Character.json:3:47: note: first declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "names differing only by case",
			text: spec(types: #"[{"name": "CHARACTER", "fields": []}]"#),
			expected: [
				"Specs/Character.json:2:11: warning: type 'CHARACTER' is declared but never used",
				"Specs/Character.json:3:14: error: entity 'Character' and type 'CHARACTER' differ only by case; their files would collide on a case-insensitive file system\nSpecs/Character.json:2:11: note: first declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "duplicate top-level name",
			text: spec(types: #"[{"name": "Character", "fields": []}]"#),
			expected: [
				"Specs/Character.json:2:11: warning: type 'Character' is declared but never used",
				"Specs/Character.json:3:14: error: duplicate name 'Character': already declared as a type\nSpecs/Character.json:2:11: note: first declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "name colliding with generated code",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "dto", "type": "CharacterDTO"}], "local": "memory"}"#, types: #"[{"name": "CharacterDTO", "fields": []}]"#),
			expected: [
				"Specs/Character.json:3:14: error: 'CharacterDTO', generated for entity 'Character', collides with type 'CharacterDTO'\nSpecs/Character.json:2:11: note: type 'CharacterDTO' is declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "name colliding with generated code, written after the entity",
			text: "{\"version\": 1, \"feature\": \"Character\",\n\"entities\": [\(entity)],\n\"types\": [{\"name\": \"CharacterEntity\", \"enum\": [{\"name\": \"a\"}]}]\n}",
			expected: [
				"Specs/Character.json:3:11: error: enum 'CharacterEntity' collides with 'CharacterEntity', generated for entity 'Character'\nSpecs/Character.json:2:14: note: entity 'Character' is declared here",
				"Specs/Character.json:3:11: warning: type 'CharacterEntity' is declared but never used",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "two things generating the same type",
			text: spec(
				entity: #"{"name": "Character", "fields": [{"name": "f", "type": "CharacterFilter"}], "rest": {"path": "/character"}}"#,
				types: #"[{"name": "CharacterFilter", "fields": []}]"#),
			expected: [
				"Specs/Character.json:3:14: error: 'CharacterFilterDTO', generated for entity 'Character', collides with 'CharacterFilterDTO', generated for type 'CharacterFilter'\nSpecs/Character.json:2:11: note: type 'CharacterFilter' is declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "entity and userDefaults list of the same name",
			text: "{\"version\": 1, \"feature\": \"Search\",\n\"entities\": [{\"name\": \"Search\", \"fields\": [], \"local\": \"memory\"}],\n\"userDefaults\": [{\"name\": \"Search\", \"element\": \"String\"}]\n}",
			expected: [
				"Specs/Character.json:3:18: error: duplicate name 'Search': already declared as an entity\nSpecs/Character.json:2:14: note: first declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "plural types of two entities",
			text: spec(entity: #"{"name": "Episode", "fields": [], "local": "memory"}, {"name": "Episodes", "fields": [], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:68: error: 'EpisodesQueryResponse', generated for entity 'Episodes', collides with 'EpisodesQueryResponse', generated for entity 'Episode'\nSpecs/Character.json:3:14: note: entity 'Episode' is declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "plural equal to the singular gets List",
			text: spec(
				entity: #"{"name": "Species", "fields": [{"name": "r", "type": "SpeciesListResponse"}], "local": "memory"}"#,
				types: #"[{"name": "SpeciesListResponse", "fields": []}]"#),
			expected: [
				"Specs/Character.json:3:14: error: 'SpeciesListResponseDTO', generated for entity 'Species', collides with 'SpeciesListResponseDTO', generated for type 'SpeciesListResponse'\nSpecs/Character.json:2:11: note: type 'SpeciesListResponse' is declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "generated names differing only by case",
			text: spec(
				entity: #"{"name": "Character", "fields": [{"name": "d", "type": "CharacterDto"}], "local": "memory"}"#,
				types: #"[{"name": "CharacterDto", "fields": []}]"#),
			expected: [
				"Specs/Character.json:3:14: error: 'CharacterDTO', generated for entity 'Character', and type 'CharacterDto' differ only by case; their files would collide on a case-insensitive file system\nSpecs/Character.json:2:11: note: type 'CharacterDto' is declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "type generating the feature's pagination info",
			text: spec(
				entity: #"{"name": "Character", "fields": [{"name": "p", "type": "PaginationInfo"}], "local": "memory"}"#,
				types: #"[{"name": "PaginationInfo", "fields": []}]"#),
			expected: [
				"Specs/Character.json:2:11: error: 'PaginationInfoDTO', generated for type 'PaginationInfo', collides with 'PaginationInfoDTO', generated once for the whole feature",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "field named identifier",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "identifier", "type": "String"}], "local": "swiftData"}"#),
			expected: [
				#"Specs/Character.json:3:47: error: field name 'identifier' is reserved: the SwiftData model of entity 'Character' stores its identifier under that name; rename the field ("jsonKey": "identifier" keeps its JSON key)"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "field named as SwiftData or Core Data reserve",
			text: spec(
				entity:
					#"{"name": "Character", "fields": [{"name": "description", "type": "String"}, {"name": "hash", "type": "Int", "jsonKey": "h"}], "local": "swiftData"}"#
			),
			expected: [
				#"Specs/Character.json:3:47: error: field name 'description' is reserved by SwiftData: the @Model class of entity 'Character' cannot store a property of that name; rename the field ("jsonKey": "description" keeps its JSON key)"#,
				#"Specs/Character.json:3:90: error: field name 'hash' is reserved by SwiftData: the @Model class of entity 'Character' cannot store a property of that name; rename the field ("jsonKey": "h" keeps its JSON key)"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "recursive value types",
			text: spec(
				entity: #"{"name": "Character", "fields": [{"name": "a", "type": "A"}], "local": "memory"}"#,
				types: #"[{"name": "A", "fields": [{"name": "b", "type": "B"}]}, {"name": "B", "fields": [{"name": "a", "type": "A"}]}]"#),
			expected: [
				"Specs/Character.json:2:11: error: value type 'A' contains itself (A.b → B.a); make one of these fields optional or an array to break the cycle",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "a value type held by reference in a SwiftData model",
			text: spec(
				entity: #"{"name": "Character", "fields": [{"name": "a", "type": "A"}], "local": "swiftData"}"#,
				types: #"[{"name": "A", "fields": [{"name": "b", "type": "B?"}]}, {"name": "B", "fields": [{"name": "a", "type": "A"}]}]"#),
			expected: [
				#"Specs/Character.json:2:36: error: field 'b' of 'A' holds 'B' by reference, so that 'A' can contain itself, which a SwiftData model cannot store (entity 'Character' has "local": "swiftData"); keep the entity in 'file' or 'memory', or make the field an array"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "duplicate enum case and value",
			text: spec(
				entity: #"{"name": "Character", "fields": [{"name": "s", "type": "S"}], "local": "memory"}"#,
				types: #"[{"name": "S", "enum": [{"name": "a"}, {"name": "a"}, {"name": "b", "value": "a"}]}]"#),
			expected: [
				"Specs/Character.json:2:58: error: duplicate enum case 'a'\nSpecs/Character.json:2:34: note: first declared here",
				"Specs/Character.json:2:87: error: enum cases 'a' and 'b' have the same value 'a'\nSpecs/Character.json:2:34: note: first declared here",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "type with both fields and enum",
			text: spec(types: #"[{"name": "S", "fields": [], "enum": []}]"#),
			expected: [
				"Specs/Character.json:2:11: error: types[0] has 'fields' and 'enum'; a type is a value type ('fields'), an enum ('enum') or a union ('union'), one of them",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "sample not matching the type",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "episode", "type": "[URL]", "sample": ["https://a.b/1", 2]}], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:112: error: sample of field 'episode' does not match its type '[URL]': expected a URL string, found a number",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "bad REST path",
			text: spec(entity: #"{"name": "Character", "fields": [], "rest": {"path": "character"}}"#),
			expected: [
				"Specs/Character.json:3:67: error: REST path 'character' must start with '/'",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "filter of an unsupported type",
			text: spec(entity: #"{"name": "Character", "fields": [], "rest": {"path": "/character", "list": {"filters": [{"name": "tags", "type": "[String]"}]}}}"#),
			expected: [
				"Specs/Character.json:3:127: error: filter type must be 'String', 'Int', 'Double', 'Bool', 'UUID' or an enum, found '[String]'",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "identifier of an unsupported type",
			text: spec(entity: #"{"name": "Character", "identifier": {"type": "Double"}, "fields": [], "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:59: error: identifier type must be 'Int', 'String' or 'UUID', found 'Double'",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "cache policy without a local store",
			text: spec(entity: #"{"name": "Character", "fields": [], "rest": {"path": "/c"}, "repository": {"cachePolicy": "localFirst"}}"#),
			expected: [
				"Specs/Character.json:3:104: error: cache policy 'localFirst' needs a local store ('local' other than 'none'); without one every read goes to the remote: use 'noCache'",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "cache policy without a remote source",
			text: spec(entity: #"{"name": "Character", "fields": [], "local": "file", "repository": {"cachePolicy": "noCache"}}"#),
			expected: [
				"Specs/Character.json:3:97: error: cache policy 'noCache' needs a remote source ('rest' or 'graphql')",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "cache policy under its former name",
			text: spec(entity: #"{"name": "Character", "fields": [], "rest": {"path": "/c"}, "local": "memory", "repository": {"cachePolicy": "networkFirst"}}"#),
			expected: [
				"Specs/Character.json:3:123: error: cache policy 'networkFirst' is now called 'remoteFirst' (policies are 'localFirst', 'remoteFirst' and 'noCache')",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "repository without a remote source or a local store",
			text: spec(entity: #"{"name": "Character", "fields": [], "local": "none", "repository": {"enabled": true}}"#),
			expected: [
				"Specs/Character.json:3:81: error: a repository needs a remote source ('rest' or 'graphql') or a local store ('local' other than 'none') in entities[0]",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "invalid GraphQL name",
			text: spec(entity: #"{"name": "Character", "fields": [], "graphql": {"detail": {"operation": "Get-Character"}}}"#),
			expected: [
				"Specs/Character.json:3:86: error: 'Get-Character' is not a valid GraphQL name for entities[0].graphql.detail.operation (ASCII letters, digits and '_', not starting with a digit)",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "a detail's fragment type that is not a GraphQL name",
			text: spec(entity: #"{"name": "Character", "fields": [], "graphql": {"detail": {"field": "node", "on": "... on Repository"}}}"#),
			expected: [
				"Specs/Character.json:3:96: error: '... on Repository' is not a valid GraphQL name for entities[0].graphql.detail.on (ASCII letters, digits and '_', not starting with a digit)",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "userDefaults problems",
			text: "{\"version\": 1, \"feature\": \"Search\",\n\"userDefaults\": [{\"name\": \"RecentSearches\", \"element\": \"Int\", \"limit\": 0, \"dedupe\": \"caseInsensitive\"}]\n}",
			expected: [
				"Specs/Character.json:2:72: error: limit must be from 1 to 10000, found 0",
				"Specs/Character.json:2:85: error: dedupe 'caseInsensitive' needs String elements, but the element type is 'Int'",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "optional userDefaults element",
			text: "{\"version\": 1, \"feature\": \"Search\",\n\"userDefaults\": [{\"name\": \"RecentSearches\", \"element\": \"String?\"}]\n}",
			expected: [
				"Specs/Character.json:2:56: error: element type must not be optional or an array, found 'String?'",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "limit beyond the bounds",
			text: "{\"version\": 1, \"feature\": \"Search\",\n\"userDefaults\": [{\"name\": \"R\", \"element\": \"String\", \"limit\": 9223372036854775807}]\n}",
			expected: [
				"Specs/Character.json:2:62: error: limit must be from 1 to 10000, found 9223372036854775807",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "limit beyond Int",
			text: "{\"version\": 1, \"feature\": \"Search\",\n\"userDefaults\": [{\"name\": \"R\", \"element\": \"String\", \"limit\": 9223372036854775808}]\n}",
			expected: [
				"Specs/Character.json:2:62: error: userDefaults[0].limit is out of range: 9223372036854775808",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "userDefaults element UserDefaults cannot store",
			text: "{\"version\": 1, \"feature\": \"Search\",\n\"userDefaults\": [{\"name\": \"R\", \"element\": \"URL\"}]\n}",
			expected: [
				"Specs/Character.json:2:43: error: a UserDefaults list cannot store URL; supported element types are String, Int, Double, UUID and string enums",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "both remotes",
			text: spec(entity: #"{"name": "Character", "fields": [], "rest": {"path": "/c"}, "graphql": {}}"#),
			expected: [
				"Specs/Character.json:3:85: error: entity 'Character' declares both 'rest' and 'graphql'; choose one remote source per entity",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "feature name longer than a file name allows",
			text: "{\"version\": 1, \"feature\": \"\(String(repeating: "A", count: 256))\",\n\"types\": [],\n\"entities\": [\(entity)]\n}",
			expected: [
				"Specs/Character.json:1:27: error: feature name is 256 bytes long; names are at most 100 bytes",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "field named _",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "_", "type": "String"}], "rest": {"path": "/c"}}"#),
			expected: [
				"Specs/Character.json:3:56: error: field name '_' cannot be used: in Swift it is the wildcard, not a name",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "arrays nested too deep",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "a", "type": "[[[[[[[[[Int]]]]]]]]]"}], "rest": {"path": "/c"}}"#),
			expected: [
				"Specs/Character.json:3:78: error: arrays nest more than 8 deep; declare a value type for the inner arrays",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "number samples out of range",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "a", "type": "Int", "sample": 9223372036854775808}, {"name": "b", "type": "Double", "sample": 1e400}, {"name": "c", "type": "Decimal", "sample": 1e-300}], "rest": {"path": "/c"}}"#),
			expected: [
				"Specs/Character.json:3:86: error: sample of field 'a' does not match its type 'Int': 9223372036854775808 is out of range: an Int sample is from -9223372036854775808 to 9223372036854775807",
				"Specs/Character.json:3:150: error: sample of field 'b' does not match its type 'Double': 1e400 is out of range: a Double sample must be finite",
				"Specs/Character.json:3:201: error: sample of field 'c' does not match its type 'Decimal': 1e-300 is out of range: a Decimal sample is 0 or between 1e-100 and 1e100 in magnitude",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "text samples longer than 10,000 characters",
			text: spec(
				entity: #"{"name": "Character", "fields": [{"name": "a", "type": "String", "sample": "\#(String(repeating: "x", count: 10_001))"}, {"name": "b", "type": "[String]", "sample": ["ok", "\#(String(repeating: "é", count: 10_001))"]}, {"name": "c", "type": "String", "sample": "\#(String(repeating: "é", count: 10_000))"}], "rest": {"path": "/c"}}"#),
			expected: [
				"Specs/Character.json:3:89: error: sample of field 'a' does not match its type 'String': a sample may have at most 10000 characters, found 10001",
				"Specs/Character.json:3:10146: error: sample of field 'b' does not match its type '[String]': a sample may have at most 10000 characters, found 10001",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "millisecond date samples",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "a", "type": "Date", "sample": 1.5}, {"name": "b", "type": "Date", "sample": 1e300}], "rest": {"path": "/c"}}"#, extra: #" "dateFormat": "millisecondsSince1970","#),
			expected: [
				"Specs/Character.json:3:87: error: sample of field 'a' does not match its type 'Date': expected a whole number of milliseconds since 1970, found 1.5",
				"Specs/Character.json:3:133: error: sample of field 'b' does not match its type 'Date': expected a whole number of milliseconds since 1970, found 1e300",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "GraphQL keys and parameters that are not GraphQL names",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "a", "type": "String", "jsonKey": "a b"}, {"name": "p", "type": "Place"}], "graphql": {"list": {"filters": [{"name": "f", "type": "String", "parameter": "a-b"}]}}}"#, types: #"[{"name": "Place", "fields": [{"name": "x", "type": "String", "jsonKey": "\"\"\""}]}]"#),
			expected: [
				#"Specs/Character.json:2:40: error: JSON key '"""' of field 'x' in type 'Place' is not a GraphQL name (ASCII letters, digits and '_', not starting with a digit); entity 'Character' is read over GraphQL, which selects fields by their JSON keys"#,
				"Specs/Character.json:3:47: error: JSON key 'a b' of field 'a' in entity 'Character' is not a GraphQL name (ASCII letters, digits and '_', not starting with a digit); entity 'Character' is read over GraphQL, which selects fields by their JSON keys",
				"Specs/Character.json:3:209: error: 'a-b' is not a valid GraphQL name for entities[0].graphql.list.filters[0].parameter (ASCII letters, digits and '_', not starting with a digit)",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "description too long",
			text: spec(entity: #"{"name": "Character", "description": "\#(String(repeating: "x", count: 4_001))", "fields": [], "rest": {"path": "/c"}}"#),
			expected: [
				"Specs/Character.json:3:51: error: entities[0].description is 4001 characters long; the most is 4000",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "value types that expand too far",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "t", "type": "T0"}], "rest": {"path": "/c"}}"#, types: "[" + (0..<14).map { #"{"name": "T\#($0)", "fields": [{"name": "a", "type": "[T\#($0 + 1)]"}, {"name": "b", "type": "[T\#($0 + 1)]"}]}"# }.joined(separator: ",") + #",{"name": "T14", "fields": []}]"#),
			expected: [
				"Specs/Character.json:2:11: error: value type 'T0' holds more than 10000 values once its nested value types are written out (in samples and GraphQL queries); use arrays of fewer nested types",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "value types nested too deep",
			text: spec(entity: #"{"name": "Character", "fields": [{"name": "t", "type": "T0"}], "rest": {"path": "/c"}}"#, types: "[" + (0..<40).map { #"{"name": "T\#($0)", "fields": [{"name": "a", "type": "T\#($0 + 1)"}]}"# }.joined(separator: ",") + #",{"name": "T40", "fields": []}]"#),
			expected: [
				"Specs/Character.json:2:11: error: value type 'T0' nests value types more than 32 deep (T0 → T1 → T2 → T3 → …)",
			],
			schemaRejects: false),
	]
}
