import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Every schema version of a feature's stored shape, as `Features/{Feature}/StoredShape.json` keeps
/// them: scaffold writes the file, a version is frozen once the spec's `schemaVersion` moves past
/// it, and the file is reviewed and committed like generated code (docs/migrations.md).
package struct StoredShapeHistory: Sendable, Equatable {
	/// The file's name, in the feature's folder.
	package static let fileName = "StoredShape.json"

	/// The file's path below the project root.
	package static func path(feature: String, config: ProjectConfig) -> String {
		config.outputPath("Features/\(feature)/" + fileName)
	}

	/// The shapes, oldest version first.
	package var versions: [(version: Int, shape: StoredShape)]

	package init(versions: [(version: Int, shape: StoredShape)]) {
		self.versions = versions
	}

	package static func == (lhs: Self, rhs: Self) -> Bool {
		lhs.versions.map(\.version) == rhs.versions.map(\.version) && lhs.versions.map(\.shape) == rhs.versions.map(\.shape)
	}

	/// The history written in `bytes` (the file at `path`), or the located error that keeps it
	/// from being read: a hand-edited history would make a frozen version lie.
	package static func read(_ bytes: [UInt8], path: String) -> Result<StoredShapeHistory, Diagnostic> {
		let root: JSONNode
		do {
			root = try JSONReader(path: path).read(bytes)
		} catch {
			return .failure(error)
		}
		let location = { (node: JSONNode) in SourceLocation(path: path, position: node.position) }
		let damaged = "is not a stored-shape history as scaffold writes it; restore it from version control"
		guard let versionsNode = root["versions"], let elements = versionsNode.elements, !elements.isEmpty else {
			return .failure(.error("\(path) \(damaged) (no \"versions\")", at: location(root)))
		}
		var versions: [(version: Int, shape: StoredShape)] = []
		for element in elements {
			guard let number = element["version"]?.int, number >= 1, number > (versions.last?.version ?? 0),
				let stored = element["stored"]?.members
			else {
				return .failure(.error("\(path) \(damaged) (each version needs a rising \"version\" and a \"stored\" object)", at: location(element)))
			}
			var entries: [String: StoredShape.Entry] = [:]
			for member in stored {
				guard let text = member.value.string else {
					return .failure(.error("\(path) \(damaged) (\(member.key) is not described by a string)", at: location(member.value)))
				}
				entries[member.key] = StoredShape.Entry(description: text, location: nil)
			}
			for member in element["fromPrevious"]?.members ?? [] {
				let renamedFrom = member.value["renamedFrom"]
				guard entries[member.key] != nil, member.value.members != nil, renamedFrom == nil || renamedFrom?.string != nil else {
					return .failure(.error("\(path) \(damaged) (\(member.key) has no stored entry for its step)", at: location(member.value)))
				}
				entries[member.key]?.renamedFrom = renamedFrom?.string
				entries[member.key]?.storedDefault = member.value["default"]?.value
			}
			versions.append((number, StoredShape(entries: entries)))
		}
		return .success(StoredShapeHistory(versions: versions))
	}

	/// The file's text: the feature, a note for whoever opens it, and each version's entries sorted by path.
	package func text(feature: String, indentation: Indentation) -> String {
		let note =
			"What this feature keeps on devices, by schema version. scaffold writes this file; a version is frozen once the spec's schemaVersion moves past it. Review and commit it with the generated code (docs/migrations.md)."
		let list = versions.map { version, shape in
			var members: [(String, JSONValue)] = [
				("version", .integer(version)),
				("stored", .ordered(shape.entries.keys.sorted().map { ($0, JSONValue.string(shape.entries[$0]!.description)) })),
			]
			// How items of the previous version become items of this one: the spec's hints when
			// the version was current, frozen with it.
			let hinted = shape.entries.keys.sorted().filter { shape.entries[$0]!.hasHints }
			if !hinted.isEmpty {
				members.append(
					(
						"fromPrevious",
						.ordered(
							hinted.map { path in
								let entry = shape.entries[path]!
								var hints: [(String, JSONValue)] = []
								if let name = entry.renamedFrom { hints.append(("renamedFrom", .string(name))) }
								if let value = entry.storedDefault { hints.append(("default", value)) }
								return (path, .ordered(hints))
							})
					))
			}
			return JSONValue.ordered(members)
		}
		return JSONWriter(indentation: indentation).write(
			JSONValue.ordered([("feature", .string(feature)), ("note", .string(note)), ("versions", .list(list))]))
	}
}
