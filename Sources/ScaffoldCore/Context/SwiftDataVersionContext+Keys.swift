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

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("hasMigrationPlan", hasMigrationPlan)
			object.set("migrationPlan", migrationPlan)
			object.set("currentSchema", currentSchema)
			object.set("modelVersion", modelVersion)
			object.set("modelVersions", modelVersions)
			object.set("migrationStages", migrationStages)
		}
	}

	/// A versioned schema of the model.
	struct Schema: TemplateContext {
		let schema: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("schema", schema)
		}
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

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("from", from)
			object.set("to", to)
			object.set("fromSchema", fromSchema)
			object.set("toSchema", toSchema)
			object.set("isLightweight", isLightweight)
			object.set("customStage", customStage)
			object.set("customStageFile", customStageFile)
			object.set("customReasons", customReasons)
		}
	}

	/// A stored field's model keys (see `modelKeys(of:)`), set on the field's object.
	struct ModelKeys: FlattenedTemplateContext {
		let modelAttributes: String
		let modelInitialValue: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("modelAttributes", modelAttributes)
			object.set("modelInitialValue", modelInitialValue)
		}
	}
}
