import ScaffoldBasics

/// The SwiftData model versions of each entity a feature keeps in `swiftData`: the schema versions
/// at which its model changed, how each is reached from the one before, and the hints the current
/// model carries (docs/migrations.md, "SwiftData"). Derived from the recorded history and held by
/// the ``ResolvedFeature``, like ``StoredMigrationSteps``; empty for a spec resolved alone.
package struct SwiftDataModelVersions: Sendable, Equatable {
	/// The versions of one entity.
	package struct Entity: Sendable, Equatable {
		package static func == (lhs: Entity, rhs: Entity) -> Bool {
			lhs.versions == rhs.versions && lhs.stages == rhs.stages && lhs.onDisk == rhs.onDisk
				&& lhs.repeated?.version == rhs.repeated?.version
				&& lhs.repeated?.earlier == rhs.repeated?.earlier && lhs.origins.mapValues(\.target) == rhs.origins.mapValues(\.target)
				&& lhs.origins.mapValues(\.fields) == rhs.origins.mapValues(\.fields)
		}

		/// The schema versions at which the entity's model changed (or it became a SwiftData
		/// entity), oldest first; the last is the current model version.
		package var versions: [Int]
		/// One stage per consecutive pair of `versions`.
		package var stages: [Stage]
		/// The model version the files on disk were generated at (the last one of the history as
		/// it was read), nil when the history held no SwiftData model of the entity: a frozen copy
		/// of that version is made from those files, any other must be on disk already.
		package var onDisk: Int?
		/// A model version whose models are those of an earlier one, and that earlier one: SwiftData
		/// refuses a plan with two identical versions (duplicate checksums), so it is an error.
		package var repeated: (version: Int, earlier: Int)?
		/// For each frozen version followed by a lightweight stage: the furthest version lightweight
		/// stages reach from it, and, for each model of the target (the entity's and those of the
		/// entities it nests), where each field gets its value when a store of the frozen version
		/// opens, for the generated migration tests.
		package var origins: [Int: (target: Int, fields: [String: [String: Origin]])] = [:]

		package init(versions: [Int], stages: [Stage] = [], onDisk: Int? = nil) {
			self.versions = versions
			self.stages = stages
			self.onDisk = onDisk
		}

		/// The current model version.
		package var current: Int { versions.last ?? 0 }
		/// The model versions that are no longer current, each kept as a frozen copy.
		package var frozen: [Int] { Array(versions.dropLast()) }
		/// Whether the entity needs versioned schemas and a plan: two model versions or more.
		package var isVersioned: Bool { versions.count > 1 }
	}

	/// What the current `@Model` class of one entity carries for the stage into its model version.
	package struct ModelHints: Sendable, Equatable {
		/// Each field's name in the model before (`@Attribute(originalName:)`, or the
		/// `@Relationship`'s for a nested entity).
		package var originalNames: [String: String] = [:]
		/// Each field's `default`, its property's initial value, which fills old rows.
		package var initialValues: [String: JSONValue] = [:]

		package init(originalNames: [String: String] = [:], initialValues: [String: JSONValue] = [:]) {
			self.originalNames = originalNames
			self.initialValues = initialValues
		}
	}

	/// Where a current field's value comes from when a store of an earlier version opens.
	package enum Origin: Sendable, Equatable {
		/// The value of that version's field of this name (the same field, or one renamed since).
		case field(String)
		/// The `default` a stage filled in.
		case value(JSONValue)
		/// Nothing: an optional field added since, nil.
		case none
	}

	/// How models of version `from` become models of version `to`.
	package struct Stage: Sendable, Equatable {
		package var from: Int
		package var to: Int
		/// Why SwiftData cannot infer the stage (a type change, a required field without a
		/// default…); empty for a lightweight stage.
		package var customReasons: [String]
		/// Where the spec makes the first change that needs a custom stage, when `to` is the
		/// spec's version.
		package var location: SourceLocation?

		package init(from: Int, to: Int, customReasons: [String] = [], location: SourceLocation? = nil) {
			self.from = from
			self.to = to
			self.customReasons = customReasons
			self.location = location
		}

		/// Whether SwiftData infers the stage.
		package var isLightweight: Bool { customReasons.isEmpty }
	}

	/// The versions of each entity kept in `swiftData`, by name.
	package var byEntity: [String: Entity]
	/// The hints of every model in a versioned schema's current version, by entity name: those
	/// kept in `swiftData` and the entities they nest (one class serves every schema that holds
	/// it). An entity absent here has no versioned model, so its class carries no hints.
	package var hints: [String: ModelHints]

	package init(byEntity: [String: Entity] = [:], hints: [String: ModelHints] = [:]) {
		self.byEntity = byEntity
		self.hints = hints
	}

	/// Whether a field's `default` can be the initial value of its SwiftData property, which fills
	/// old rows in a lightweight stage: a scalar or an array of scalars (the model stores the wire
	/// form, so its JSON literal is a Swift literal), but not an object, nor a date the model keeps
	/// as a number while the default is ISO 8601 text.
	package static func canBeInitialValue(_ value: JSONValue, type: String, isoDates: Bool) -> Bool {
		if type.contains("Date") && !isoDates { return false }
		switch value {
		case .null, .object: return false
		case .bool, .number, .string: return true
		case .array(let elements): return elements.allSatisfy { canBeInitialValue($0.value, type: type, isoDates: isoDates) }
		}
	}
}
