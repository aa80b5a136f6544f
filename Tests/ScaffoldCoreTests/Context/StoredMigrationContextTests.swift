import Testing

import ScaffoldCore

/// Which entities keep their items in a versioned file, and the version and migration type their
/// stores name.
struct StoredMigrationContextTests {
	private static func entity(_ name: String, local: String, rest: String = #"{"path": "/x"}"#) -> String {
		#"{"name": "\#(name)", "fields": [{"name": "title", "type": "String"}], "rest": \#(rest), "local": "\#(local)"}"#
	}

	static let aFileStoreAKeychainStoreOrAnOutboxKeepsItsItemsWithAVersionArguments: [(String, String, Bool)] = [
		("file", #"{"path": "/x"}"#, true),
		("swiftData", #"{"path": "/x"}"#, true),
		("memory", #"{"path": "/x", "create": true}"#, true),
		("memory", #"{"path": "/x"}"#, false),
		("keychain", #"{"path": "/x"}"#, true),
		("none", #"{"path": "/x", "create": true}"#, false),
	]
	func aFileStoreAKeychainStoreOrAnOutboxKeepsItsItemsWithAVersion(local: String, rest: String, versioned: Bool) throws {
		let spec = try ContextRuleTests.spec("[" + Self.entity("Note", local: local, rest: rest) + "]", extra: #", "schemaVersion": 3"#)
		let context = ContextRuleTests.context(spec)
		expectEqual(StoredMigrationContext(feature: ResolvedFeature(spec: spec), entity: spec.entities[0]).hasStoredArchive, versioned)
		// Job planning asks the struct; no template reads it, so the context does not hold it.
		expectEqual(context["hasStoredArchive"], nil)
		expectEqual(context["storedInKeychain"], .bool(local == "keychain"))
		expectEqual(context["storedMigration"], "NoteStoredMigration")
		expectEqual(context["schemaVersion"], "3")
	}

	func theVersionIsOneWhenTheSpecNamesNone() throws {
		let spec = try ContextRuleTests.spec("[" + Self.entity("Note", local: "file") + "]")
		expectEqual(ContextRuleTests.context(spec)["schemaVersion"], "1")
	}

	func theMigrationTypeIsANameTheSpecCannotTakeAgain() throws {
		let text = #"{"version": 1, "feature": "Shop", "types": [{"name": "NoteStoredMigration", "fields": [{"name": "a", "type": "Int"}]}], "entities": ["#
			+ Self.entity("Note", local: "file") + "]}"
		let loaded = Spec.load(bytes: Array(text.utf8), path: "Specs/Shop.json")
		expectAny(loaded.diagnostics, where: { $0.severity == .error && $0.message.contains("NoteStoredMigration") })
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<StoredMigrationContextTests>] = [
		SuiteTest("theVersionIsOneWhenTheSpecNamesNone") { try $0.theVersionIsOneWhenTheSpecNamesNone() },
		SuiteTest("theMigrationTypeIsANameTheSpecCannotTakeAgain") { try $0.theMigrationTypeIsANameTheSpecCannotTakeAgain() },
	]
		+ SuiteTest<StoredMigrationContextTests>.cases("aFileStoreAKeychainStoreOrAnOutboxKeepsItsItemsWithAVersion(local:rest:versioned:)", aFileStoreAKeychainStoreOrAnOutboxKeepsItsItemsWithAVersionArguments) { try $0.aFileStoreAKeychainStoreOrAnOutboxKeepsItsItemsWithAVersion(local: $1.0, rest: $1.1, versioned: $1.2) }
	@Test(arguments: tests) func run(_ test: SuiteTest<StoredMigrationContextTests>) async throws { try await test.body(self) }
}
