import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// A child list selected by its path whose items no imported entity reads (issue 52: Resend's
/// `/emails/{email_id}/attachments`, an inline schema read one by one only under its email): its
/// items become an entity of their own, read by parent alone. The entity has no collection path
/// (the API has none, and a spec leaves `rest.path` out for such an entity), no detail (its item
/// path takes two identifiers, said in the note on the item's sub-paths), and one read by parent,
/// paged as the child list pages. Only when `--select` names the child list: selecting the
/// parent's path (`--select /emails`) keeps the child list left out, its warning saying how to
/// import it. Items without an identifier (Spotify's `PlaylistTrackObject`) or without a schema
/// (Meilisearch's documents) stay left out, saying why and what to write instead.
extension OpenAPIImporter {
	/// What became of a child list selected by its path.
	enum ChildEntityOutcome {
		/// The new entity, with its read by parent and a note.
		case imported
		/// Left out: why, and what to write instead.
		case leftOut(String)
		/// Not this rule's: the child list is decided as before.
		case notTaken
	}

	/// Imports the items of `child`, selected by its path under an imported `parent`, as an entity
	/// read by parent alone, when no imported entity reads them.
	mutating func childEntity(_ child: ChildList, parent: ImportedEntity) throws(Diagnostic) -> ChildEntityOutcome {
		guard options.select.contains(child.path), let get = child.pathItem["get"], let schema = try responseSchema(get),
			case .node(let composed, _) = try document.resolve(schema, path: log.path)
		else { return .notTaken }
		let node = try flattened(composed)
		let isArray = node["items"] != nil || node["type"]?.string == "array"
		var page: SpecPageShape?
		let array: JSONNode
		if isArray {
			if try linkHeader(of: get) != nil { return .notTaken }
			array = node
		} else {
			guard let shape = try childPage(child, get: get, node: node), shape.continuation != .linkHeader,
				let items = node["properties"]?[shape.items]
			else { return .notTaken }
			page = shape
			array = items
		}
		guard let items = array["items"], case .node(let itemNode, let component) = try document.resolve(items, path: log.path) else { return .notTaken }
		if let component, entityComponents[component] != nil { return .notTaken }
		let item = try flattened(itemNode)
		// What a left-out list says first: the read by parent a spec writes for it, as before.
		let form = page.map { "it answers a page (items in \(quoted: $0.items)), which a spec reads as \(parentReadForm(child, parent: parent, shape: $0)) on the entity of its items, and " } ?? ""
		let one = component == nil ? "" : "import the path that reads them one by one, or "
		let hand = one + "write the entity and its \"byParent\" by hand"
		guard item["properties"]?.members?.isEmpty == false else {
			return .leftOut("\(form)its items have no schema (no properties), so no entity can be written for them: \(hand), with the fields the API sends")
		}
		// The identifier is looked for in the schema before anything is named or written after it.
		let scalars = try scalarKeys(of: item)
		let given = options.identifiers[child.path]
		guard let key = given ?? scalars.first(where: { Self.loose($0) == "id" }), scalars.contains(key) else {
			let what = component.map { "its items, '\($0)'," } ?? "its items"
			let offered = scalars.isEmpty ? "" : " (its properties of those types are \(scalars.prefix(8).map { "'\($0)'" }.joined(separator: ", ")))"
			return .leftOut(
				"\(form)\(what) have no 'id' property of type integer, string or uuid, and an entity needs an identifier: pass '--identifier \(child.path)=PROPERTY' naming the one that identifies an item\(offered), \(component == nil ? "or " : "")\(hand)")
		}
		// A name taken (by the value type of the same schema a parent's field holds) gives `…Item`, as resources do.
		let wanted = ImportNaming.typeName(component ?? Name(child.children).singular.upperCamel)
		var proposed = wanted
		var counter = 1
		while !namer.isFree(entity: proposed) {
			proposed = wanted + "Item" + (counter == 1 ? "" : String(counter))
			counter += 1
		}
		if proposed != wanted {
			log.note("the items of \(quoted: child.path) would be entity \(quoted: wanted), a name already taken; it is \(quoted: proposed)", at: child.position)
		}
		let fields = try fields(of: item, owner: proposed)
		namer.reserveEntity(proposed)
		if let component { entityComponents[component] = proposed }
		var entity = ImportedEntity(name: proposed, summary: Self.sentence(item["description"]))
		entity.position = item.position
		if let identifier = entity.adopt(fields, identifierKeys: [key], log: &log, at: item.position), identifier.type.isOptional {
			log.note("\(quoted: identifier.key) of \(proposed) is not required in the schema, but an identifier is always present", at: item.position)
		}
		if given != nil {
			log.note("\(quoted: key) is the identifier of \(proposed): '--identifier \(child.path)=\(key)' says so", at: child.position)
		}
		entity.byParent = [ImportedParentRead(parent: parent.name, path: child.path, page: page)]
		spec.entities.append(entity)
		let paged = page.map { ", \"page\": \(Self.oneLine(ImportedSpec.json($0)))" } ?? ""
		log.note(
			"path \(quoted: child.path) lists the \(child.children) of one \(parent.name): its items are entity \(proposed), read by parent alone\(page == nil ? "" : ", a page at a time"), with no 'path' of its own (the API reads them under their \(parent.name) only), \"byParent\": [{\"parent\": \"\(parent.name)\", \"path\": \"\(child.path)\"\(paged)}]",
			at: child.position)
		return .imported
	}

	/// The keys of an item schema's string and integer properties: what can identify an item.
	private func scalarKeys(of item: JSONNode) throws(Diagnostic) -> [String] {
		var scalars: [String] = []
		for member in item["properties"]?.members ?? [] {
			guard case .node(let property, _) = try document.resolve(member.value, path: log.path) else { continue }
			// A date or a time is text on the wire but a `Date` in a spec, which identifies nothing.
			if ["date-time", "date", "time"].contains(property["format"]?.string ?? "") { continue }
			if ["string", "integer"].contains(property["type"]?.string ?? "") { scalars.append(member.key) }
		}
		return scalars
	}

	/// How to ask for the items of a child list left out under its selected parent, when
	/// `--select` naming the child list would import them (an object schema no entity reads, with
	/// an `id`); else empty. `array` is the list's array schema.
	func selectHint(_ child: ChildList, parent: ImportedEntity?, array: JSONNode?) throws(Diagnostic) -> String {
		guard parent != nil, !options.select.contains(child.path), let items = array?["items"],
			case .node(let node, let component) = try document.resolve(items, path: log.path), component.map({ entityComponents[$0] == nil }) ?? true
		else { return "" }
		let item = try flattened(node)
		guard try scalarKeys(of: item).contains(where: { Self.loose($0) == "id" }) else { return "" }
		return " ('--select \(child.path)' imports them as an entity read by parent alone)"
	}
}
