/// Brings the entities of a store file to the container's schema: directly when the file has the schema's
/// version, else through the migration plan's stages from the file's version on, one at a time.
struct StoreMigration {
	let file: StoreFile
	let schema: Schema
	let plan: (any SchemaMigrationPlan.Type)?

	/// The file's entities, shaped as the container's model types.
	func run() throws -> [String: StoredEntity] {
		let types = schema.entities.map(\.modelType)
		guard file.version != schema.version else {
			// Same version: the file already has the schema's shape, and the mapping checks it does.
			return try LightweightMapping.map(file.entities, to: types)
		}
		guard let plan else {
			throw SwiftDataError.migrationPlanRequired(storeVersion: file.version, schemaVersion: schema.version)
		}
		guard let start = plan.schemas.firstIndex(where: { $0.versionIdentifier == file.version }) else {
			throw SwiftDataError.unknownStoreVersion(file.version)
		}
		var entities = try LightweightMapping.map(file.entities, to: plan.schemas[start].models)
		for stage in plan.stages[start...] {
			entities = try apply(stage, to: entities)
		}
		return try LightweightMapping.map(entities, to: types)
	}

	/// Refuses a plan whose stages do not lead from each schema to the next, one version at a time, or whose
	/// last schema is not the container's version.
	static func validate(_ plan: any SchemaMigrationPlan.Type, schemaVersion: Schema.Version) throws {
		let schemas = plan.schemas
		let stages = plan.stages
		guard let last = schemas.last else {
			throw SwiftDataError.invalidMigrationPlan("\(plan) lists no schema")
		}
		let versions = schemas.map { $0.versionIdentifier }
		guard Set(versions).count == versions.count else {
			throw SwiftDataError.invalidMigrationPlan("\(plan) lists a schema version twice: \(versions)")
		}
		guard stages.count == schemas.count - 1 else {
			throw SwiftDataError.invalidMigrationPlan(
				"\(plan) has \(schemas.count) schemas and \(stages.count) stages; it needs one stage from each schema to the next"
			)
		}
		for (index, stage) in stages.enumerated() {
			let from = schemas[index]
			let to = schemas[index + 1]
			guard ObjectIdentifier(stage.fromVersion) == ObjectIdentifier(from), ObjectIdentifier(stage.toVersion) == ObjectIdentifier(to) else {
				throw SwiftDataError.invalidMigrationPlan(
					"stage \(index) leads from \(stage.fromVersion) to \(stage.toVersion); it must lead from \(from) to \(to)"
				)
			}
		}
		guard last.versionIdentifier == schemaVersion else {
			throw SwiftDataError.invalidMigrationPlan(
				"the container's schema version \(schemaVersion) is not the version of the plan's last schema, \(last) (\(last.versionIdentifier))"
			)
		}
	}
}

// MARK: - Private

private extension StoreMigration {
	/// One stage: `willMigrate` over models of the stage's source release, the lightweight mapping, then
	/// `didMigrate` over models of its target release.
	func apply(_ stage: MigrationStage, to entities: [String: StoredEntity]) throws -> [String: StoredEntity] {
		switch stage {
		case .lightweight(_, let to):
			return try LightweightMapping.map(entities, to: to.models)
		case .custom(let from, let to, let willMigrate, let didMigrate):
			let before = try run(willMigrate, on: entities, as: from)
			let mapped = try LightweightMapping.map(before, to: to.models)
			return try run(didMigrate, on: mapped, as: to)
		}
	}

	/// Runs a custom stage's closure with a context over the entities as models of `release`, saves what
	/// the closure left unsaved, and returns the entities as the closure left them.
	func run(
		_ closure: (@Sendable (ModelContext) throws -> Void)?,
		on entities: [String: StoredEntity],
		as release: any VersionedSchema.Type
	) throws -> [String: StoredEntity] {
		guard let closure else { return entities }
		let types = StoreSnapshot.reachableTypes(from: release.models)
		let container = ModelContainer(
			migrationStageOf: Schema(versionedSchema: release),
			models: try StoreSnapshot.models(from: entities, types: types)
		)
		let context = ModelContext(container)
		try closure(context)
		try context.save()
		return try StoreSnapshot.entities(of: container.store.allModels(), types: types)
	}
}
