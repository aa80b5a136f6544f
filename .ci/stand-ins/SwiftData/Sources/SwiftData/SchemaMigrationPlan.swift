/// Mirrors `SwiftData.SchemaMigrationPlan`: every release of a schema, oldest first, and the stages that
/// lead from each release to the next. A `ModelContainer` given a plan migrates a store written by an
/// older release when it opens it (see README.md for what the stand-in checks and applies).
public protocol SchemaMigrationPlan: SendableMetatype {
	/// Mirrors `SwiftData.SchemaMigrationPlan.schemas`: the releases, oldest first.
	static var schemas: [any VersionedSchema.Type] { get }
	/// Mirrors `SwiftData.SchemaMigrationPlan.stages`: stage `i` leads from `schemas[i]` to `schemas[i + 1]`.
	static var stages: [MigrationStage] { get }
}

/// Mirrors `SwiftData.MigrationStage`: how a store moves from one release of a schema to the next.
///
/// `Sendable` like Apple's: its closures are `@Sendable`, since the container may run them off the
/// caller's actor.
public enum MigrationStage: Sendable {
	/// Mirrors `SwiftData.MigrationStage.lightweight(fromVersion:toVersion:)`: values are carried over by
	/// property name (or `originalName`), new properties take their default value or `nil`.
	case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
	/// Mirrors `SwiftData.MigrationStage.custom(fromVersion:toVersion:willMigrate:didMigrate:)`:
	/// `willMigrate` sees the store as models of `fromVersion`, then the values are carried over as in a
	/// lightweight stage, then `didMigrate` sees them as models of `toVersion`.
	@preconcurrency
	case custom(
		fromVersion: any VersionedSchema.Type,
		toVersion: any VersionedSchema.Type,
		willMigrate: (@Sendable (ModelContext) throws -> Void)?,
		didMigrate: (@Sendable (ModelContext) throws -> Void)?
	)

	/// The release the stage starts from.
	var fromVersion: any VersionedSchema.Type {
		switch self {
		case .lightweight(let from, _), .custom(let from, _, _, _): from
		}
	}

	/// The release the stage leads to.
	var toVersion: any VersionedSchema.Type {
		switch self {
		case .lightweight(_, let to), .custom(_, let to, _, _): to
		}
	}
}
