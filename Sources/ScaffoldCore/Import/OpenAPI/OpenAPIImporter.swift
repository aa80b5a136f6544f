/// OpenAPI 3.0 / 3.1 → spec: each resource (`/pets` with `/pets/{id}`) becomes an entity with
/// the operations the document offers, its schema's properties become fields.
struct OpenAPIImporter {
	/// Deeper schema nesting (through `$ref`s, arrays and objects) is left out with a warning.
	static let maximumNesting = 64

	/// A collection path and its item path, as the document writes them.
	struct Resource {
		var path: String
		var collection: JSONNode?
		var item: JSONNode?
		var itemPath: String?
		var position: SourcePosition
	}

	let document: OpenAPIDocument
	let options: SpecImport.Options
	var log: ImportLog
	var namer: TypeNamer
	var spec: ImportedSpec
	/// Component names of entity schemas → entity names.
	var entityComponents: [String: String] = [:]
	var summaries: [String: String] = [:]
	var valueTypes: [String: String] = [:]
	var enumTypes: [String: String] = [:]
	/// The value types being built, innermost last, to find a type containing itself.
	var building: [(identity: String, name: String, inArray: Bool)] = []
	var nesting = 0

	init(document: OpenAPIDocument, path: String, options: SpecImport.Options) {
		self.document = document
		self.options = options
		log = ImportLog(path: path)
		namer = TypeNamer(feature: options.feature)
		spec = ImportedSpec(feature: options.feature)
	}

	/// The imported spec, or `nil` after an error.
	mutating func run() throws(Diagnostic) -> ImportedSpec {
		let resources = selected(try resources())
		var plans: [(Resource, schema: JSONNode, component: String?, name: String)] = []
		for resource in resources {
			guard let (schema, component) = try entitySchema(resource) else {
				let media = Self.operations(resource).flatMap { operation in
					[operation.node["requestBody"]?["content"], operation.node["responses"]?.members?.first { $0.key.hasPrefix("2") }?.value["content"]]
						.compactMap { OpenAPIDocument.jsonSchema(of: $0).others }.joined()
				}
				let reason = media.isEmpty ? "no JSON schema for its items" : "no JSON body (\(media.joined(separator: ", ")))"
				log.warn("\(quoted: resource.path) has \(reason); the resource is left out", at: resource.position)
				continue
			}
			var name = ImportNaming.typeName(component ?? Name(String(resource.path.split(separator: "/").last ?? "Item")).singular.upperCamel)
			if !namer.isFree(entity: name) { name += "Item" }
			namer.reserveEntity(name)
			if let component { entityComponents[component] = name }
			plans.append((resource, schema, component, name))
		}
		for plan in plans {
			if let entity = try entity(plan.0, schema: plan.schema, name: plan.name) {
				spec.entities.append(entity)
			} else {
				log.warn("\(quoted: plan.0.path) has no operation a spec can express; the resource is left out", at: plan.0.position)
			}
		}
		if spec.entities.isEmpty {
			log.error("found no resource to import: a path '/things' or '/things/{id}' with a JSON body", at: document.root["paths"]?.position ?? .start)
		}
		return spec
	}

	/// The `paths`, grouped into collection and item paths; other shapes are warned about.
	private mutating func resources() throws(Diagnostic) -> [Resource] {
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

	/// The resources `--select` names (path prefixes or tags); all without `--select`.
	private mutating func selected(_ resources: [Resource]) -> [Resource] {
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
		return chosen
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
