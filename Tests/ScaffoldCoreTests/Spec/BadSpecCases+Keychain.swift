/// The `keychain` object's mistakes, each located at the value to fix.
extension BadSpecCases {
	static let keychain: [BadSpecCase] = [
		BadSpecCase(
			name: "keychain options on an entity kept elsewhere",
			text: spec(entity: #"{"name": "Token", "fields": [], "local": "file", "keychain": {"service": "x"}}"#),
			expected: [
				#"Specs/Character.json:3:75: error: 'keychain' options need "local": "keychain" in entities[0] (its 'local' is 'file'); remove them or keep the entity in the Keychain"#,
			],
			schemaRejects: false),
		BadSpecCase(
			name: "unknown keychain accessibility",
			text: spec(entity: #"{"name": "Token", "fields": [], "local": "keychain", "keychain": {"accessibility": "afterFirstUnlok"}}"#),
			expected: [
				"Specs/Character.json:3:97: error: unknown value 'afterFirstUnlok' for entities[0].keychain.accessibility; did you mean 'afterFirstUnlock'?",
			],
			schemaRejects: true),
		BadSpecCase(
			name: "blank keychain service",
			text: spec(entity: #"{"name": "Token", "fields": [], "local": "keychain", "keychain": {"service": " "}}"#),
			expected: [
				"Specs/Character.json:3:91: error: entities[0].keychain.service is empty; name the Keychain service, for example 'com.example.app.tokens', or leave the key out for the default",
			],
			schemaRejects: false),
		BadSpecCase(
			name: "unknown keychain key",
			text: spec(entity: #"{"name": "Token", "fields": [], "local": "keychain", "keychain": {"servce": "a.b"}}"#),
			expected: [
				"Specs/Character.json:3:80: error: unknown key 'servce' in entities[0].keychain; did you mean 'service'?",
			],
			schemaRejects: true),
	]
}
