/// Derives, from a feature's recorded stored shapes, how items of each version become items of
/// the next (``StoredMigrationSteps``): for each entity kept in both versions, each field by name
/// (or by its `renamedFrom`), compared by type and JSON key.
///
/// - same type, same key: nothing to do; same type, another key: the member is renamed;
/// - new and optional: nothing (it reads as nil); new with a `default`: the default is added;
/// - anything else (a new type, a new required field without a default, a new identifier) cannot
///   be migrated yet: its items are set aside when read, never dropped.
///
/// A removed field needs nothing: the current types ignore members they do not know.
package enum StoredMigrationPlanner {
	/// Every step of every entity, from the first recorded version to the last.
	package static func steps(_ history: StoredShapeHistory) -> StoredMigrationSteps {
		var byEntity: [String: [StoredMigrationSteps.Step]] = [:]
		for (previous, next) in zip(history.versions, history.versions.dropFirst()) {
			for (entity, operations) in operations(from: previous.shape, to: next.shape, version: next.version) where !operations.isEmpty {
				byEntity[entity, default: []].append(StoredMigrationSteps.Step(from: previous.version, operations: operations))
			}
		}
		return StoredMigrationSteps(byEntity: byEntity, userDefaultsKeys: userDefaultsKeys(history))
	}

	/// Every key each `userDefaults` list was kept under in an earlier version, newest first: the
	/// values themselves need no step, as a list's store converts each one it can and keeps aside
	/// the rest.
	static func userDefaultsKeys(_ history: StoredShapeHistory) -> [String: [String]] {
		var keys: [String: [String]] = [:]
		for (_, shape) in history.versions.dropLast().reversed() {
			for (path, entry) in shape.entries where path.hasPrefix(StoredShape.userDefaultsPrefix) {
				guard let key = StoredShape.userDefaultsKey(of: entry.description) else { continue }
				let list = String(path.dropFirst(StoredShape.userDefaultsPrefix.count))
				if keys[list]?.contains(key) != true { keys[list, default: []].append(key) }
			}
		}
		return keys
	}

	/// The operations of each entity kept in both shapes, fields in path order.
	static func operations(from previous: StoredShape, to next: StoredShape, version: Int) -> [(String, [StoredMigrationSteps.Operation])] {
		let entities = next.entries.keys.filter { !$0.contains(".") && previous.entries[$0] != nil }.sorted()
		return entities.map { entity in
			var operations: [StoredMigrationSteps.Operation] = []
			if identity(of: previous.entries[entity]!.description) != identity(of: next.entries[entity]!.description) {
				operations.append(.unmigratable(path: entity, reason: "the identifier of \(entity) changed in schema version \(version)"))
			}
			let fields = next.entries.keys.filter { $0.hasPrefix(entity + ".") }.sorted()
			for path in fields {
				let entry = next.entries[path]!
				guard let new = StoredShape.typeAndKey(of: entry.description) else { continue }
				let renamed = entry.renamedFrom.map { entity + "." + $0 }
				if let oldEntry = previous.entries[path] ?? renamed.flatMap({ previous.entries[$0] }),
					let old = StoredShape.typeAndKey(of: oldEntry.description)
				{
					if old.type != new.type {
						operations.append(
							.unmigratable(path: path, reason: "\(path) was \(old.type) and is \(new.type) in schema version \(version)"))
					} else if old.key != new.key {
						operations.append(.renameKey(from: old.key, to: new.key))
					}
				} else if new.type.hasSuffix("?") {
					continue
				} else if let value = entry.storedDefault {
					operations.append(.addDefault(key: new.key, value: value))
				} else {
					operations.append(
						.unmigratable(
							path: path, reason: "\(path) is new in schema version \(version) and neither optional nor given a 'default'"))
				}
			}
			return (entity, operations)
		}
	}

	/// The identifier part of an entity's description (`id: Int (JSON key id)`).
	private static func identity(of description: String) -> Substring {
		guard let range = description.firstRange(of: ", identified by ") else { return Substring(description) }
		return description[range.upperBound...]
	}
}
