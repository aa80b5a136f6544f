import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Derives, from a feature's recorded stored shapes, how items of each version become items of
/// the next (``StoredMigrationSteps``): for each entity kept in both versions, each field by name
/// (or by its `renamedFrom`), compared by type and JSON key, and so on into the fields of the
/// value types and nested entities it stores.
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

	/// Every key each `userDefaults` list was kept under in an earlier version, newest first, by
	/// its current name (followed back through each version's `renamedFrom`): the values themselves
	/// need no step, as a list's store converts each one it can and keeps aside the rest.
	static func userDefaultsKeys(_ history: StoredShapeHistory) -> [String: [String]] {
		let prefix = StoredShape.userDefaultsPrefix
		guard let last = history.versions.last else { return [:] }
		// Each list's name in the version being read → its current name.
		var current: [String: String] = [:]
		for path in last.shape.entries.keys where path.hasPrefix(prefix) {
			let name = String(path.dropFirst(prefix.count))
			current[name] = name
		}
		var keys: [String: [String]] = [:]
		for index in history.versions.indices.dropLast().reversed() {
			let newer = history.versions[index + 1].shape
			current = Dictionary(
				current.sorted { $0.key < $1.key }.map { name, now in (newer.entries[prefix + name]?.renamedFrom ?? name, now) },
				uniquingKeysWith: { first, _ in first })
			for (path, entry) in history.versions[index].shape.entries.sorted(by: { $0.key < $1.key }) where path.hasPrefix(prefix) {
				guard case .list(_, let key) = entry.kind else { continue }
				let list = current[String(path.dropFirst(prefix.count))] ?? String(path.dropFirst(prefix.count))
				if keys[list]?.contains(key) != true { keys[list, default: []].append(key) }
			}
		}
		return keys
	}

	/// The operations of each entity kept in both shapes: its own fields in path order, then the
	/// fields of value types it stores whose own fields changed (``StoredMigrationSteps/Operation/nested(key:operations:)``,
	/// under the member's key of the new version), then what no step can make, the value types' included.
	static func operations(from previous: StoredShape, to next: StoredShape, version: Int) -> [(String, [StoredMigrationSteps.Operation])] {
		// An entity stored only inside others has no store, so no steps of its own: its changes are
		// steps nested in each entity that stores it.
		let entities = next.entries.keys.filter { !$0.contains(".") && previous.entries[$0] != nil && !next.isNestedOnly($0) }.sorted()
		return entities.map { entity in
			var operations: [StoredMigrationSteps.Operation] = []
			if identity(of: previous.entries[entity]!) != identity(of: next.entries[entity]!) {
				operations.append(.unmigratable(path: entity, reason: "the identifier of \(entity) changed in schema version \(version)"))
			}
			var visited: Set<String> = []
			operations += fieldOperations(of: entity, from: previous, to: next, version: version, visited: &visited)
			// What no step can make inside a value type is the entity's own to say, once each,
			// after the rest: a value type two fields store changes once.
			var seen: Set<String> = []
			let inner = operations.flatMap { operation -> [(path: String, reason: String)] in
				if case .nested = operation { unmigratableOperations(operation) } else { [] }
			}
			let hoisted = inner.filter { seen.insert($0.path).inserted }.map { StoredMigrationSteps.Operation.unmigratable(path: $0.path, reason: $0.reason) }
			return (entity, operations.compactMap(withoutUnmigratable(keepingOwn:)) + hoisted)
		}
	}

	/// The operations on the fields of `owner` (an entity, or `types.Name`), by name or by their
	/// `renamedFrom`, compared by type and JSON key; then, for each field of the same value type in
	/// both versions whose fields changed, those changes nested under the field's key.
	private static func fieldOperations(
		of owner: String, from previous: StoredShape, to next: StoredShape, version: Int, visited: inout Set<String>
	) -> [StoredMigrationSteps.Operation] {
		var operations: [StoredMigrationSteps.Operation] = []
		var nested: [StoredMigrationSteps.Operation] = []
		for path in next.fieldPaths(of: owner) {
			let entry = next.entries[path]!
			guard let new = entry.kind.field else { continue }
			let renamed = entry.renamedFrom.map { owner + "." + $0 }
			if let oldEntry = previous.entries[path] ?? renamed.flatMap({ previous.entries[$0] }),
				let old = oldEntry.kind.field
			{
				if old.type != new.type {
					operations.append(.unmigratable(path: path, reason: "\(path) was \(old.type) and is \(new.type) in schema version \(version)"))
					continue
				}
				if old.key != new.key {
					operations.append(.renameKey(from: old.key, to: new.key))
				}
				if let inner = nestedOwner(in: new.type, of: next), previous.entries[inner] != nil, visited.insert(inner).inserted {
					var innerOperations: [StoredMigrationSteps.Operation] = []
					if !inner.hasPrefix("types."), identity(of: previous.entries[inner]!) != identity(of: next.entries[inner]!) {
						innerOperations.append(.unmigratable(path: inner, reason: "the identifier of \(inner) changed in schema version \(version)"))
					}
					innerOperations += fieldOperations(of: inner, from: previous, to: next, version: version, visited: &visited)
					visited.remove(inner)
					if !innerOperations.isEmpty { nested.append(.nested(key: new.key, operations: innerOperations)) }
				}
			} else if new.type.hasSuffix("?") {
				continue
			} else if let value = entry.storedDefault {
				operations.append(.addDefault(key: new.key, value: value))
			} else {
				operations.append(
					.unmigratable(path: path, reason: "\(path) is new in schema version \(version) and neither optional nor given a 'default'"))
			}
		}
		return operations + nested
	}

	/// What a field's type stores whole, by its path in the shape: a value type (`types.Origin` of
	/// `[Origin]?`) or a nested entity (`Character` of `[Character]`); nil for anything else.
	private static func nestedOwner(in type: String, of shape: StoredShape) -> String? {
		// An enum is stored whole too, but has no fields whose changes could nest.
		guard let owner = shape.storedOwner(named: type.filter { $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
		return owner.hasPrefix("types.") && shape.entries[owner]?.kind != .valueType ? nil : owner
	}

	/// Every unmigratable operation among `operation` and the ones nested in it.
	private static func unmigratableOperations(_ operation: StoredMigrationSteps.Operation) -> [(path: String, reason: String)] {
		switch operation {
		case .unmigratable(let path, let reason): [(path, reason)]
		case .nested(_, let operations): operations.flatMap(unmigratableOperations)
		case .renameKey, .addDefault: []
		}
	}

	/// An entity's own `operation`, with the unmigratable ones nested in it left out (nil when
	/// nothing is left of it).
	private static func withoutUnmigratable(keepingOwn operation: StoredMigrationSteps.Operation) -> StoredMigrationSteps.Operation? {
		guard case .nested = operation else { return operation }
		return withoutUnmigratable(in: operation)
	}

	/// `operation` without the unmigratable ones (nil when nothing is left of it).
	private static func withoutUnmigratable(in operation: StoredMigrationSteps.Operation) -> StoredMigrationSteps.Operation? {
		switch operation {
		case .unmigratable: return nil
		case .nested(let key, let operations):
			let kept = operations.compactMap(withoutUnmigratable(in:))
			return kept.isEmpty ? nil : .nested(key: key, operations: kept)
		case .renameKey, .addDefault: return operation
		}
	}

	/// An entity's identifier (`id: Int (JSON key id)`), whatever store keeps it; an entry this
	/// version cannot read is its own identity.
	private static func identity(of entry: StoredShape.Entry) -> String {
		entry.kind.identifier?.description ?? entry.description
	}
}
