import ScaffoldBasics

// The typed keys of SwiftDataVersionContext: the entity's, a stage's, and a stored field's.

extension SwiftDataVersionContext {
	/// The keys of a `swiftData` entity's model versions, in this order.
	struct Keys: FlattenedTemplateContext {
		let hasMigrationPlan: Bool
		let migrationPlan: String
		let currentSchema: String
		let modelVersion: String
		let modelVersions: [Schema]
		let migrationStages: [Stage]
	}

	/// A versioned schema of the model.
	struct Schema: TemplateContext {
		let schema: String
	}

	/// A stage of the migration plan, and the user-owned function (and its file) of a custom one.
	struct Stage: TemplateContext {
		let from: String
		let to: String
		let fromSchema: String
		let toSchema: String
		let isLightweight: Bool
		let customStage: String
		let customStageFile: String
		let customReasons: [StoredMigrationContext.Reason]
	}

	/// A stored field's model keys (see `modelKeys(of:)`), set on the field's object.
	struct ModelKeys: FlattenedTemplateContext {
		let modelAttributes: String
		let modelInitialValue: String
	}
}
