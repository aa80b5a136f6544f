/// Mirrors `SwiftData.SwiftDataError`: the errors the stand-in throws.
public struct SwiftDataError: Error, Equatable, Sendable, CustomStringConvertible {
	/// What went wrong, for test failures and logs.
	public let description: String

	/// A save broke a model rule: a `.deny` relationship still had related models. (Apple reports this as a
	/// Core Data validation error; the stand-in names it after `SwiftDataError.modelValidationFailure`.)
	public static func modelValidationFailure(_ reason: String) -> SwiftDataError {
		SwiftDataError(description: "model validation failure: \(reason)")
	}

	/// A save into a container whose configuration has `allowsSave: false`.
	public static var saveNotAllowed: SwiftDataError {
		SwiftDataError(description: "the container's configuration does not allow saving")
	}

	// Stores and migrations. Apple reports these as Core Data errors whose codes are not part of SwiftData's
	// API; the stand-in gives each refusal its own description so that tests can tell them apart.

	/// The store file cannot be read or written (missing folder, not a stand-in store, unreadable value).
	public static func storeFileFailure(_ reason: String) -> SwiftDataError {
		SwiftDataError(description: "store file failure: \(reason)")
	}

	/// A store written by another schema version was opened without a migration plan.
	public static func migrationPlanRequired(storeVersion: Schema.Version, schemaVersion: Schema.Version) -> SwiftDataError {
		SwiftDataError(description: "the store was written by schema version \(storeVersion); opening it with version \(schemaVersion) needs a migration plan")
	}

	/// The store's version is none of the migration plan's schemas.
	public static func unknownStoreVersion(_ version: Schema.Version) -> SwiftDataError {
		SwiftDataError(description: "the store was written by schema version \(version), which the migration plan does not list")
	}

	/// The migration plan is inconsistent: its stages do not lead from each schema to the next, or its last
	/// schema is not the container's.
	public static func invalidMigrationPlan(_ reason: String) -> SwiftDataError {
		SwiftDataError(description: "invalid migration plan: \(reason)")
	}

	/// A migration stage could not carry the data over (a new required attribute without a default, a changed
	/// attribute type, a custom stage touching a model of another version, a closure that threw).
	public static func migrationFailure(_ reason: String) -> SwiftDataError {
		SwiftDataError(description: "migration failure: \(reason)")
	}
}
