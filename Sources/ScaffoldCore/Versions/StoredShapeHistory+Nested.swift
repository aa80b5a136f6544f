import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Histories recorded before the stored shape held the entities nested inside stored ones.
///
/// Such a version lists `Episode.characters: [Character]` but not `Character` and its fields,
/// although devices stored them (inside the archive's JSON, as SwiftData models). Read as it is,
/// the next run would see `Character` as new in a version that has not changed, and the SwiftData
/// planner would see models change where nothing did. So each such version takes the nested
/// entity, its fields and the value types they use from the version after it (the newest from the
/// spec's own shape): scaffold could not tell a nested entity's change before, so the oldest
/// shape it can know of is the first one it recorded. The file is then written with them.
extension StoredShapeHistory {
	/// The history with every nested entity a version's fields name but the version lacks taken
	/// from the version after it (the newest version's from `current`), migration hints left out.
	package func fillingNestedEntities(from current: StoredShape) -> StoredShapeHistory {
		var filled = self
		var source = current
		for index in filled.versions.indices.reversed() {
			filled.versions[index].shape = filled.versions[index].shape.fillingNestedEntities(from: source)
			source = filled.versions[index].shape
		}
		return filled
	}
}

extension StoredShape {
	/// This shape, with each nested entity (and value type) its fields name but it lacks copied
	/// from `source`, which knows it as nested: an entity stored on its own is never made up.
	func fillingNestedEntities(from source: StoredShape) -> StoredShape {
		var filled = self
		var pending = entries.compactMap { path, entry in path.contains(".") ? entry.kind.field?.type : nil }
			.flatMap(Self.names(in:))
		var seen: Set<String> = []
		while let name = pending.popLast() {
			guard seen.insert(name).inserted else { continue }
			let owner: String
			if filled.entries[name] == nil, source.isNestedOnly(name), !filled.entries.keys.contains(where: { $0.hasPrefix(name + ".") }) {
				owner = name
			} else if filled.entries["types." + name] == nil, source.entries["types." + name] != nil {
				owner = "types." + name
			} else {
				continue
			}
			for path in [owner] + source.fieldPaths(of: owner) {
				let entry = source.entries[path]!
				// What it was, not how it became it: a hint belongs to the step into `source`.
				filled.entries[path] = Entry(kind: entry.kind, location: nil)
				if path != owner, let type = entry.kind.field?.type { pending += Self.names(in: type) }
			}
		}
		return filled
	}
}
