#if canImport(SwiftData)
	import ChallengeCore
	import Foundation
	import SwiftData

	// scaffold wrote this file once, for the stage of stored subscribers into model version 4.
	// It is yours: scaffold never rewrites it (docs/migrations.md, "SwiftData").
	nonisolated extension SubscriberMigrationPlan {
		/// Model version 3 → 4 of stored subscribers, which SwiftData cannot infer:
		/// - Subscriber.subscribedAt was Date and is Double in schema version 4
		///
		/// `willMigrate` sees the store as `SubscriberSchemaV3`'s models, `didMigrate` as `SubscriberSchemaV4`'s;
		/// between them SwiftData maps the properties, from the two models alone. It cannot map a
		/// property whose type changed, whatever the closures do: keep the old values aside in
		/// `willMigrate` (by `persistentModelID`) and give the new type a property of its own, optional
		/// or with a default, set in `didMigrate` (docs/migrations.md, "SwiftData"). Until you write it
		/// the stage throws, the store is not opened and nothing it holds is lost.
		static let migrateToV4 = MigrationStage.custom(
			fromVersion: SubscriberSchemaV3.self,
			toVersion: SubscriberSchemaV4.self,
			willMigrate: { _ in
				throw StoredMigrationNotWritten(version: 4)
			},
			didMigrate: nil
		)
	}
#endif
