/// A list's offline keys that contradict the rest of the entity, each located at the key to fix.
extension BadSpecCases {
	private static let filters = #"[{"name": "name", "type": "String"}, {"name": "owner", "type": "UUID"}]"#

	private static func offline(_ list: String, local: String = "memory") -> String {
		spec(
			entity: #"{"name": "Character", "fields": [{"name": "name", "type": "String"}], "rest": {"path": "/c", "list": "#
				+ list + #"}, "local": ""# + local + #""}"#)
	}

	static let offline: [BadSpecCase] = [
		BadSpecCase(
			name: "search on a field that is not a filter",
			text: offline(#"{"paginated": true, "filters": "# + filters + #", "search": ["nme"]}"#),
			expected: [
				#"Specs/Character.json:3:230: error: 'nme' in "search" is not a filter of this list; did you mean 'name'?"#,
			], schemaRejects: false),
		BadSpecCase(
			name: "search on a filter no field can answer",
			text: offline(#"{"paginated": true, "filters": "# + filters + #", "search": ["owner"]}"#),
			expected: [
				#"Specs/Character.json:3:230: error: filter 'owner' cannot be searched on the device: entity 'Character' needs a non-optional field 'owner' of type UUID, and only String, Int, Double, Bool and enum fields are searched"#
					+ "\nSpecs/Character.json:3:183: note: the filter is declared here",
			], schemaRejects: false),
		BadSpecCase(
			name: "a filter named twice in search",
			text: offline(#"{"paginated": true, "filters": "# + filters + #", "search": ["name", "name"]}"#),
			expected: [
				#"Specs/Character.json:3:238: error: 'name' is named twice in "search""# + "\nSpecs/Character.json:3:230: note: first named here",
			], schemaRejects: false),
		BadSpecCase(
			name: "page caching without a paginated list",
			text: offline(#"{"cachePages": true}"#),
			expected: [
				#"Specs/Character.json:3:130: error: page caching needs a paginated list: add "paginated": true or remove "cachePages""#,
			], schemaRejects: false),
		BadSpecCase(
			name: "page caching without a store that keeps pages",
			text: offline(#"{"paginated": true, "cachePages": true}"#, local: "keychain"),
			expected: [
				#"Specs/Character.json:3:149: error: page caching needs a local store: entity 'Character' has "local": "keychain"; pages are kept by 'memory', 'file' or 'swiftData'"#,
			], schemaRejects: false),
		BadSpecCase(
			name: "search without a paginated list",
			text: offline(#"{"filters": "# + filters + #", "search": ["name"]}"#),
			expected: [
				#"Specs/Character.json:3:210: error: a search on the device needs a paginated list: add "paginated": true or remove "search""#,
			], schemaRejects: false),
		BadSpecCase(
			name: "a page size of 0",
			text: offline(#"{"paginated": true, "pageSize": 0}"#),
			expected: [
				"Specs/Character.json:3:147: error: entities[0].rest.list.pageSize must be at least 1, found 0",
			], schemaRejects: true),
		BadSpecCase(
			name: "a page size without a paginated list",
			text: offline(#"{"pageSize": 10}"#),
			expected: [
				#"Specs/Character.json:3:128: error: "pageSize" is the page size of a search on the device, which needs a paginated list: add "paginated": true or remove it"#,
			], schemaRejects: false),
	]
}
