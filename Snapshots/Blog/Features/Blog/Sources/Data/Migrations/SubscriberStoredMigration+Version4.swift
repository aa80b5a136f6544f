import ChallengeCore

// scaffold wrote this file once, for the step of stored subscribers into schema version 4.
// It is yours: scaffold never rewrites it (docs/migrations.md).
nonisolated extension SubscriberStoredMigration {
	/// Schema version 3 → 4 of a stored subscriber, what scaffold cannot do alone:
	/// - Subscriber.subscribedAt was Date and is Double in schema version 4
	///
	/// `item` is the JSON object version 3 stored (with this step's renames and defaults
	/// made), to be turned into the object version 4 stores. Until you write it, it throws
	/// and such items are set aside when read, never dropped: a build with the step written
	/// reads them back.
	static func migrateToVersion4(_ item: inout StoredValue) throws {
		throw StoredMigrationNotWritten(version: 4)
	}
}
