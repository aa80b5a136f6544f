import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// OpenAPI 3.0 / 3.1 → spec: each resource (`/pets` with `/pets/{id}`) becomes an entity with
/// the operations the document offers, its schema's properties become fields.
struct OpenAPIImporter {
	/// Deeper schema nesting (through `$ref`s, arrays and objects) is left out with a warning.
	static let maximumNesting = 64

	/// A collection path and its item path, as the document writes them.
	struct Resource {
		/// The collection path, with the document's trailing slash if it has one (`/pokemon/`).
		var path: String
		var collection: JSONNode?
		var item: JSONNode?
		var itemPath: String?
		var position: SourcePosition
		var itemPosition: SourcePosition?

		/// The parameter of the item path (`login` of `/users/{login}`).
		var itemParameter: String? {
			itemPath.flatMap { OpenAPIImporter.withoutFormat($0).split(separator: "/").last }.map { String($0.dropFirst().dropLast()) }
		}

		/// The last segment of the collection path, which names the entity when no schema does:
		/// `groups` of `/groups`, `/groups/` and `/groups.json`.
		var collectionName: String {
			OpenAPIImporter.withoutFormat(path).split(separator: "/").last.map(String.init) ?? "Item"
		}

		/// The keys an envelope holding this resource's items may have beside other data, loose
		/// (``OpenAPIImporter/loose(_:)``): its name, singular and plural (`group`, `groups`).
		var envelopeNames: [String] {
			let name = Name(collectionName)
			return [OpenAPIImporter.loose(name.singular.lowerCamel), OpenAPIImporter.loose(name.plural.lowerCamel)]
		}

		/// The item path a spec assumes when it gives no `itemPath`: `/things/{id}`, or
		/// `/things/{id}/` after a trailing slash.
		var defaultItemPath: String { path.hasSuffix("/") ? path + "{id}/" : path + "/{id}" }

		/// No item path: an action (`POST /emails/batch`) or a single object read whole (`GET
		/// /emails/metrics`). Nothing is read back by an identifier there, so one that no property
		/// identifies is left out (warned) instead of failing the whole import.
		var hasNoItemPath: Bool { item == nil }
	}

	let document: OpenAPIDocument
	let options: SpecImport.Options
	var log: ImportLog
	var namer: TypeNamer
	var spec: ImportedSpec
	/// Component names of entity schemas → entity names.
	var entityComponents: [String: String] = [:]
	/// `{Entity}Summary` value types → their entities' names (``ImportLog/dropRepeats(ofSummaries:)``).
	var summaries: [String: String] = [:]
	var valueTypes: [String: String] = [:]
	var enumTypes: [String: String] = [:]
	/// The value types being built, innermost last, to find a type containing itself.
	var building: [(identity: String, name: String, inArray: Bool)] = []
	/// Whether the type the last `type(of:)` gave contains a value type being built again with no
	/// array between: `fields(of:)` makes the field optional, which the spec holds by reference.
	var heldByReference = false
	var nesting = 0
	/// The child lists `/parents/{id}/children` the import concerns itself with, decided once the
	/// entities are known (``importChildLists(_:paths:)``).
	var childLists: [ChildList] = []

	init(document: OpenAPIDocument, path: String, options: SpecImport.Options) {
		self.document = document
		self.options = options
		log = ImportLog(path: path)
		namer = TypeNamer(feature: options.feature)
		spec = ImportedSpec(feature: options.feature)
	}

	/// A resource that has an item schema, and the entity it will become.
	struct EntityDraft {
		var resource: Resource
		var schema: JSONNode
		/// The schema's component (`Repository`), which identifies the entity across resources.
		var component: String?
		var name = ""
	}

	/// The imported spec, or `nil` after an error.
	mutating func run() throws(Diagnostic) -> ImportedSpec {
		var drafts: [EntityDraft] = []
		let resources = try resources()
		let parents = parentsOfSelectedChildLists(resources)
		let chosen = selected(resources)
		for resource in resources where chosen.contains(where: { $0.path == resource.path }) || parents.contains(where: { $0.path == resource.path }) {
			guard let (schema, component) = try entitySchema(resource) else {
				var media: [String] = []
				for operation in Self.operations(resource) {
					for content in [try document.requestBody(operation.node, path: log.path)?["content"], try document.successResponse(operation.node, path: log.path)?["content"]] {
						media += OpenAPIDocument.jsonSchema(of: content).others
					}
				}
				let reason = media.isEmpty ? "no JSON schema for its items" : "no JSON body (\(media.joined(separator: ", ")))"
				log.warn("\(quoted: resource.path) has \(reason); the resource is left out", at: resource.position)
				continue
			}
			drafts.append(EntityDraft(resource: resource, schema: schema, component: component))
		}
		drafts = onePerSchema(drafts)
		for index in drafts.indices {
			let draft = drafts[index]
			let proposed = ImportNaming.typeName(draft.component ?? Name(draft.resource.collectionName).singular.upperCamel)
			var name = proposed
			if !namer.isFree(entity: name) { name = proposed + "Item" }
			var counter = 2
			while !namer.isFree(entity: name) {
				name = proposed + "Item" + String(counter)
				counter += 1
			}
			if name != proposed {
				log.note("\(quoted: draft.resource.path) would be entity \(quoted: proposed), a name already taken; it is \(quoted: name)", at: draft.resource.position)
			}
			namer.reserveEntity(name)
			if let component = draft.component { entityComponents[component] = name }
			drafts[index].name = name
		}
		var paths: [String: String] = [:]
		for draft in drafts {
			if let entity = try entity(draft.resource, schema: draft.schema, name: draft.name) {
				spec.entities.append(entity)
				paths[entity.name] = draft.resource.path
			} else {
				log.warn("\(quoted: draft.resource.path) has no operation a spec can express; the resource is left out", at: draft.resource.position)
			}
		}
		try importChildLists(childLists, paths: paths)
		let positions = Dictionary(spec.types.map { ($0.name, $0.position) }, uniquingKeysWith: { first, _ in first })
		for name in spec.dropUnreachableTypes() {
			log.note("type \(quoted: name) is used by nothing the spec keeps (what read it is left out); it is not written", at: positions[name] ?? nil)
		}
		if spec.entities.isEmpty {
			log.error("found no resource to import: a path '/things' or '/things/{id}' with a JSON body", at: document.root["paths"]?.position ?? .start)
		}
		log.dropRepeats(ofSummaries: summaries)
		log.mergeSharedDefinitions()
		return spec
	}

	/// One resource per schema component: APIs list the same items at several paths
	/// (`/repositories`, `/user/repos`, `/user/starred`), but an entity has one REST path and two
	/// entities of one schema would be the same model twice. The resource with the most operations
	/// a spec can express gives the entity (the first in the document when they tie); each other
	/// is left out with a warning at its path.
	private mutating func onePerSchema(_ drafts: [EntityDraft]) -> [EntityDraft] {
		var kept: [EntityDraft] = []
		var keptIndex: [String: Int] = [:]
		var leftOut: [(EntityDraft, String)] = []
		for draft in drafts {
			guard let component = draft.component else {
				kept.append(draft)
				continue
			}
			guard let index = keptIndex[component] else {
				keptIndex[component] = kept.count
				kept.append(draft)
				continue
			}
			if Self.expressibleCount(draft.resource) > Self.expressibleCount(kept[index].resource) {
				leftOut.append((kept[index], component))
				kept[index] = draft
			} else {
				leftOut.append((draft, component))
			}
		}
		for (draft, component) in leftOut {
			let winner = kept[keptIndex[component] ?? 0].resource
			let reason = Self.expressibleCount(winner) == Self.expressibleCount(draft.resource) ? "it comes first" : "it has more operations"
			log.warn(
				"\(quoted: draft.resource.path) answers with schema \(quoted: component) too, which \(quoted: winner.path) imports (\(reason)); an entity has one REST path, so \(quoted: draft.resource.path) is left out ('--select \(draft.resource.path)' imports it alone)",
				at: draft.resource.position)
		}
		return kept
	}

	/// How many of list, create, detail, update and delete the resource's paths offer.
	static func expressibleCount(_ resource: Resource) -> Int {
		operations(resource).filter { operation in
			operation.isItem ? ["get", "put", "delete"].contains(operation.method) : ["get", "post"].contains(operation.method)
		}.count
	}
}
