import ScaffoldBasics

// The typed keys of StoredMigrationContext: the entity's, a step's and a step's test.

extension StoredMigrationContext {
	/// The keys of an entity's stored items' versions, in this order.
	struct Keys: FlattenedTemplateContext {
		let storedMigration: String
		let schemaVersion: String
		/// A Keychain store keeps one archive per item; its migration tests read through it.
		let storedInKeychain: Bool
		let storedKeychainDataSource: String
		let migrationSteps: [Step]
		let migrationTests: [Test]
		/// The outbox's change that carries a whole item, whose migration the tests check too.
		let hasMigratedChange: Bool
		let migratedChange: String
		let migratedChangeType: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("storedMigration", storedMigration)
			object.set("schemaVersion", schemaVersion)
			object.set("storedInKeychain", storedInKeychain)
			object.set("storedKeychainDataSource", storedKeychainDataSource)
			object.set("migrationSteps", migrationSteps)
			object.set("migrationTests", migrationTests)
			object.set("hasMigratedChange", hasMigratedChange)
			object.set("migratedChange", migratedChange)
			object.set("migratedChangeType", migratedChangeType)
		}
	}

	/// A step's keys: its versions, its statements, and the user-owned function (and its file)
	/// that makes what scaffold cannot.
	struct Step: TemplateContext {
		let from: String
		let to: String
		let operations: [Code]
		let hasCustomStep: Bool
		let customStep: String
		let customStepFile: String
		let customReasons: [Reason]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("from", from)
			object.set("to", to)
			object.set("operations", operations)
			object.set("hasCustomStep", hasCustomStep)
			object.set("customStep", customStep)
			object.set("customStepFile", customStepFile)
			object.set("customReasons", customReasons)
		}
	}

	/// The test of migrating an item of version `from`: the statements undoing the steps on the
	/// written item and those setting the defaults on the expected one.
	package struct Test: TemplateContext {
		/// The version of the written item.
		package let from: String
		package let undo: [Code]
		package let expect: [Code]
		/// `var` only when a statement changes it: an unchanged `var` is a warning.
		package let writtenBinding: String
		package let expectedBinding: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		package func encode(into object: inout TemplateObject) {
			object.set("from", from)
			object.set("undo", undo)
			object.set("expect", expect)
			object.set("writtenBinding", writtenBinding)
			object.set("expectedBinding", expectedBinding)
		}
	}

	/// One Swift statement.
	package struct Code: TemplateContext {
		/// The statement.
		package let code: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		package func encode(into object: inout TemplateObject) {
			object.set("code", code)
		}
	}

	/// Why a step (or stage) is the user's, as a comment.
	struct Reason: TemplateContext {
		let reason: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("reason", reason)
		}
	}
}
