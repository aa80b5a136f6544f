import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of an entity kept in `swiftData` that say how its store opens across model versions
/// (``SwiftDataModelVersions``): with one model version, exactly what was generated before
/// versions existed; with two or more, the current versioned schema, the migration plan and its
/// stages (docs/migrations.md, "SwiftData").
struct SwiftDataVersionContext {
	let feature: ResolvedFeature
	/// The spec of ``feature``.
	var spec: Spec { feature.spec }
	let entity: SpecEntity

	/// The entity's model versions; an entity the history does not know has one, the spec's.
	var versions: SwiftDataModelVersions.Entity {
		feature.swiftDataModelVersions.byEntity[entity.name] ?? SwiftDataModelVersions.Entity(versions: [spec.schemaVersion])
	}

	/// Whether the entity's store opens with versioned schemas and a plan.
	var isVersioned: Bool { entity.local.keepsSwiftDataModel && versions.isVersioned }

	var name: String { EntityNames(entity).name }

	/// The migration plan's type name (`CharacterMigrationPlan`).
	var plan: String { name + "MigrationPlan" }

	/// Each stage SwiftData cannot infer, for a versioned store: the user-owned file it is written
	/// to once (`CharacterMigrationPlan+V3.swift`) and the stage's keys.
	var customStages: [(file: String, keys: Stage)] {
		guard isVersioned else { return [] }
		return versions.stages.filter { !$0.isLightweight }.map { (Self.customStageFile(plan, to: $0.to), stage($0, plan: plan)) }
	}

	/// The file of a custom stage, in the `Versions` folder beside the plan.
	static func customStageFile(_ plan: String, to version: Int) -> String { "\(plan)+V\(version).swift" }

	/// The versioned schema of model version `version`.
	static func schema(_ name: String, _ version: Int) -> String { "\(name)SchemaV\(version)" }

	/// The entity's keys; none for an entity kept in another store.
	var keys: Keys? {
		guard entity.local.keepsSwiftDataModel else { return nil }
		let versions = versions
		return Keys(
			hasMigrationPlan: isVersioned,
			migrationPlan: plan,
			currentSchema: Self.schema(name, versions.current),
			modelVersion: String(versions.current),
			modelVersions: versions.versions.map { Schema(schema: Self.schema(name, $0)) },
			migrationStages: isVersioned ? versions.stages.map { stage($0, plan: plan) } : [])
	}

	private func stage(_ stage: SwiftDataModelVersions.Stage, plan: String) -> Stage {
		Stage(
			from: String(stage.from), to: String(stage.to),
			fromSchema: Self.schema(name, stage.from), toSchema: Self.schema(name, stage.to),
			isLightweight: stage.isLightweight,
			customStage: "migrateToV\(stage.to)",
			customStageFile: Self.customStageFile(plan, to: stage.to),
			customReasons: stage.customReasons.map { StoredMigrationContext.Reason(reason: SwiftLiteral.comment($0)) })
	}

	/// A stored field's model keys: `modelAttributes` (`@Attribute(originalName: "old") `, the
	/// field's name in the model before, so a lightweight stage carries its values over) and
	/// `modelInitialValue` (` = …`, its `default`, which fills rows stored before it); both empty
	/// for a model no versioned schema holds, which is what it always was. The entity's own model
	/// and those of the entities it nests alike.
	func modelKeys(of field: SpecField) -> ModelKeys {
		let hints = feature.swiftDataModelVersions.hints[entity.name]
		let attributes = hints?.originalNames[field.name].map { "@Attribute(originalName: \(SwiftLiteral.string($0))) " } ?? ""
		let initial = hints?.initialValues[field.name].map { " = " + Self.literal($0) } ?? ""
		return ModelKeys(modelAttributes: attributes, modelInitialValue: initial)
	}

	/// A relationship's `originalName:` argument (`, originalName: "old"`, before `inverse:`): its
	/// name in the model before, so a lightweight stage keeps what it pointed at; empty otherwise.
	static func relationshipOriginalName(of field: SpecField, owner: String, in feature: ResolvedFeature) -> String {
		feature.swiftDataModelVersions.hints[owner]?.originalNames[field.name].map { ", originalName: \(SwiftLiteral.string($0))" } ?? ""
	}

	/// A default (``SwiftDataModelVersions/canBeInitialValue(_:type:isoDates:)``) as Swift.
	static func literal(_ value: JSONValue) -> String {
		switch value {
		case .array(let elements): "[" + elements.map { literal($0.value) }.joined(separator: ", ") + "]"
		default: SwiftLiteral.scalar(value, wireSpelling: "") ?? "nil"
		}
	}
}
