import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// The document's `paths` → resources: collection and item paths grouped, `--select` applied,
/// and the operations of each.
extension OpenAPIImporter {
	/// The `paths`, grouped into collection and item paths; other shapes are warned about when
	/// `--select` takes them (a path outside the selection is no concern of the import). A path
	/// item that is a `$ref` (3.1's `components/pathItems`) is followed.
	/// `/things/` groups with `/things/{id}/` (Django REST Framework and PokeAPI end every path
	/// with a slash): the slash is kept, since such servers redirect or refuse a path without it.
	mutating func resources() throws(Diagnostic) -> [Resource] {
		guard let paths = document.root["paths"]?.members else {
			throw .error("the document has no 'paths' object", at: SourceLocation(path: log.path, position: document.root.position))
		}
		var resources: [Resource] = []
		var resourceIndex: [String: Int] = [:]
		// Said once the loop is done, grouped by their item path (`OpenAPIImporter+OtherPaths.swift`).
		var otherPaths: [OtherPath] = []
		for member in paths {
			let path = member.key
			guard let pathItem = try document.resolved(member.value, path: log.path) else {
				if isSelected(path, member.value) {
					log.warn("path \(quoted: path) is an external '$ref', which cannot be followed; it is left out", at: member.keyPosition)
				}
				continue
			}
			let concerned = isSelected(path, pathItem)
			let slash = path.count > 1 && path.hasSuffix("/") ? "/" : ""
			// `/groups.json` and `/groups/{name}.json` (Discourse writes every path so): the format
			// suffix is kept on both paths, and left out where they are told apart.
			let format = Self.formatSuffix(of: path)
			var segments = path.dropLast(format.count).split(separator: "/").map(String.init)
			var isItem = false
			if let last = segments.last, last.hasPrefix("{"), last.hasSuffix("}") {
				segments.removeLast()
				isItem = true
			}
			// Grouped without the slash, so that `/things` and `/things/{id}/` still meet.
			let collection = "/" + segments.joined(separator: "/") + format
			guard !segments.isEmpty, !collection.contains("{"), SpecDecoder.restPathProblem(collection) == nil else {
				if concerned {
					// A child list is decided once the entities are known: a read by parent, or why not.
					if !isItem, let parts = Self.childListParts(path), try answersAList(pathItem) {
						childLists.append(
							ChildList(path: path, position: member.keyPosition, pathItem: pathItem, parentPath: parts.parentPath, children: parts.children))
					} else {
						otherPaths.append(OtherPath(path: path, position: member.keyPosition, pathItem: pathItem))
					}
				}
				continue
			}
			var resource = resourceIndex[collection].map { resources[$0] } ?? Resource(path: collection + slash, position: member.keyPosition)
			if isItem {
				if let first = resource.itemPath {
					if concerned { log.warn("path \(quoted: path) is a second item path of \(quoted: resource.path), after \(quoted: first); it is left out", at: member.keyPosition) }
					continue
				}
				resource.item = pathItem
				resource.itemPath = path
				resource.itemPosition = member.keyPosition
			} else {
				if resource.collection != nil {
					if concerned { log.warn("path \(quoted: path) is the collection \(quoted: resource.path) again; it is left out", at: member.keyPosition) }
					continue
				}
				resource.collection = pathItem
				resource.path = collection + slash
			}
			if let index = resourceIndex[collection] {
				resources[index] = resource
			} else {
				resourceIndex[collection] = resources.count
				resources.append(resource)
			}
		}
		try reportOtherPaths(otherPaths)
		return resources
	}

	/// The format suffix of a path whose last segment ends in `.json` (`/groups/{name}.json`),
	/// else empty: such an API names its resources as files, and the collection and item paths
	/// both carry it.
	static func formatSuffix(of path: String) -> String {
		let suffix = ".json"
		guard path.hasSuffix(suffix), let last = path.split(separator: "/").last, last.count > suffix.count else { return "" }
		return suffix
	}

	/// A path without its format suffix (`/groups.json` → `/groups`), for `--select`, which may
	/// name the collection either way.
	static func withoutFormat(_ path: String) -> String {
		String(path.dropLast(formatSuffix(of: path).count))
	}

	/// Whether the path's `GET` answers a list: an array, or a page of items.
	private func answersAList(_ pathItem: JSONNode) throws(Diagnostic) -> Bool {
		guard let get = pathItem["get"], let schema = try responseSchema(get),
			case .node(let composed, _) = try document.resolve(schema, path: log.path)
		else { return false }
		let node = try flattened(composed)
		if node["items"] != nil || node["type"]?.string == "array" { return true }
		return try pageShape(of: node) != nil
	}

	/// The resources `--select` names (path prefixes or tags), in document order; all without `--select`.
	mutating func selected(_ resources: [Resource]) -> [Resource] {
		guard !options.select.isEmpty else { return resources }
		var chosen: [Resource] = []
		for selection in options.select {
			let matches = resources.filter { resource in
				if selection.hasPrefix("/") {
					// A collection named as a file (`/groups.json`) is no prefix: `/groups/by-id/{id}.json` is another.
					if !Self.formatSuffix(of: selection).isEmpty { return resource.path == selection }
					let prefix = selection.count > 1 && selection.hasSuffix("/") ? String(selection.dropLast()) : selection
					let path = Self.withoutFormat(resource.path)
					return resource.path == selection || path == selection || resource.path.hasPrefix(prefix + "/")
				}
				return Self.operations(resource).contains { operation in
					operation.node["tags"]?.elements?.contains { $0.string?.lowercased() == selection.lowercased() } == true
				}
			}
			// A path of the document that gives no resource was warned about at the path, with why.
			let isDocumentPath = document.root["paths"]?[selection] != nil
			if matches.isEmpty, !isDocumentPath { log.warn("'--select \(selection)' matches no path prefix or tag", at: document.root["paths"]?.position) }
			for match in matches where !chosen.contains(where: { $0.path == match.path }) { chosen.append(match) }
		}
		// Document order, whatever the order of `--select`: which of two resources comes first decides ties.
		return resources.filter { resource in chosen.contains { $0.path == resource.path } }
	}

	/// Whether `--select` takes a path of the document: it is under a selected prefix, or one of
	/// its operations has a selected tag (everything without `--select`).
	func isSelected(_ path: String, _ pathItem: JSONNode) -> Bool {
		guard !options.select.isEmpty else { return true }
		return options.select.contains { selection in
			if selection.hasPrefix("/") {
				let prefix = selection.count > 1 && selection.hasSuffix("/") ? String(selection.dropLast()) : selection
				let bare = Self.withoutFormat(prefix)
				return path == selection || path == prefix || path.hasPrefix(prefix + "/") || Self.withoutFormat(path) == bare
					|| path.hasPrefix(bare + "/")
			}
			return (pathItem.members ?? []).contains { member in
				member.value["tags"]?.elements?.contains { $0.string?.lowercased() == selection.lowercased() } == true
			}
		}
	}

	/// Every operation of a resource: `(method, isItem, node)`.
	static func operations(_ resource: Resource) -> [(method: String, isItem: Bool, node: JSONNode)] {
		var result: [(String, Bool, JSONNode)] = []
		for (pathItem, isItem) in [(resource.collection, false), (resource.item, true)] {
			for member in pathItem?.members ?? [] where ["get", "put", "post", "delete", "patch"].contains(member.key) {
				result.append((member.key, isItem, member.value))
			}
		}
		return result
	}
}
