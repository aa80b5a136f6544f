/// The document's `paths` → resources: collection and item paths grouped, `--select` applied,
/// and the operations of each.
extension OpenAPIImporter {
	/// The `paths`, grouped into collection and item paths; other shapes are warned about.
	mutating func resources() throws(Diagnostic) -> [Resource] {
		guard let paths = document.root["paths"]?.members else {
			throw .error("the document has no 'paths' object", at: SourceLocation(path: log.path, position: document.root.position))
		}
		var resources: [Resource] = []
		var resourceIndex: [String: Int] = [:]
		for member in paths {
			let path = member.key
			var segments = path.split(separator: "/").map(String.init)
			var isItem = false
			if let last = segments.last, last.hasPrefix("{"), last.hasSuffix("}") {
				segments.removeLast()
				isItem = true
			}
			let collection = "/" + segments.joined(separator: "/")
			guard !segments.isEmpty, !collection.contains("{"), SpecDecoder.restPathProblem(collection) == nil else {
				log.warn("path \(quoted: path) is not a collection '/things' or an item '/things/{id}'; it is left out", at: member.keyPosition)
				continue
			}
			var resource = resourceIndex[collection].map { resources[$0] } ?? Resource(path: collection, position: member.keyPosition)
			if isItem {
				resource.item = member.value
				resource.itemPath = path
			} else {
				resource.collection = member.value
			}
			if let index = resourceIndex[collection] {
				resources[index] = resource
			} else {
				resourceIndex[collection] = resources.count
				resources.append(resource)
			}
		}
		return resources
	}

	/// The resources `--select` names (path prefixes or tags), in document order; all without `--select`.
	mutating func selected(_ resources: [Resource]) -> [Resource] {
		guard !options.select.isEmpty else { return resources }
		var chosen: [Resource] = []
		for selection in options.select {
			let matches = resources.filter { resource in
				if selection.hasPrefix("/") { return resource.path == selection || resource.path.hasPrefix(selection + "/") }
				return Self.operations(resource).contains { operation in
					operation.node["tags"]?.elements?.contains { $0.string?.lowercased() == selection.lowercased() } == true
				}
			}
			if matches.isEmpty { log.warn("'--select \(selection)' matches no path prefix or tag", at: document.root["paths"]?.position) }
			for match in matches where !chosen.contains(where: { $0.path == match.path }) { chosen.append(match) }
		}
		// Document order, whatever the order of `--select`: which of two resources comes first decides ties.
		return resources.filter { resource in chosen.contains { $0.path == resource.path } }
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
