import ScaffoldBasics

/// How the items each entity keeps on devices under earlier schema versions become items of the
/// spec's version, one version at a time (docs/migrations.md).
///
/// The Versions stage derives them from the recorded history (`StoredMigrationPlanner`) and
/// hands them to the template context on the ``ResolvedFeature``; a spec resolved alone, with no history, has none.
package struct StoredMigrationSteps: Sendable, Equatable {
	/// One change to an item's JSON object.
	package enum Operation: Sendable, Equatable {
		/// A field's JSON key changed (a rename): the member moves.
		case renameKey(from: String, to: String)
		/// A field new in the version, not optional: items get its `default` (JSON).
		case addDefault(key: String, value: JSONValue)
		/// The member `key` holds a value type whose own fields changed: the operations apply to
		/// it, or to each element of it when it is an array (none is an unmigratable one: those
		/// are the entity's own, so that its step says them).
		indirect case nested(key: String, operations: [Operation])
		/// A change no step can make yet (a new type, a new required field without a default): the
		/// field's path and why. Items of the earlier version are set aside when read.
		case unmigratable(path: String, reason: String)
	}

	/// What turns an item of version `from` into one of version `from + 1`.
	package struct Step: Sendable, Equatable {
		package var from: Int
		package var operations: [Operation]

		package init(from: Int, operations: [Operation]) {
			self.from = from
			self.operations = operations
		}
	}

	/// The steps of each entity (by name) that has any, oldest first.
	package var byEntity: [String: [Step]]

	/// The `UserDefaults` keys earlier versions kept each list (by name) under, newest first, the
	/// current key among them when an earlier version used it too: a list whose key moved is read
	/// from the newest earlier key that has one, and moved.
	package var userDefaultsKeys: [String: [String]]

	package init(byEntity: [String: [Step]] = [:], userDefaultsKeys: [String: [String]] = [:]) {
		self.byEntity = byEntity
		self.userDefaultsKeys = userDefaultsKeys
	}
}
