import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Child lists that answer a page (Resend's `/emails/{email_id}/attachments` answering
/// `{object, data, has_more}`, Spotify's `/playlists/{playlist_id}/tracks`): recognised as
/// top-level lists are (`pageShape(of:)`, `pageRequest`), and said as the `page` a spec's read by
/// parent takes, so that the warning leaving one out shows what the document pages and how.
/// A paged read by parent is generated when it pages as the children's entity's own paginated
/// list does or, for an entity without a list, as its other paged reads by parent do, by number,
/// by offset or continued from the page before, by the `Link` header too (the checker's rule): the import writes one then
/// (`pagedChildListRead`), with a note. The real documents' paged child lists (Resend's
/// attachments, Meilisearch's documents, Spotify's tracks) list items no imported entity reads,
/// so they are left out saying so, rather than read as one array, which the pages would fail to decode.
extension OpenAPIImporter {
	/// Why the child list answering the page `node` to `get` is left out, with the read by parent
	/// a spec writes for it when its paging is recognised.
	func pagedChildListReason(_ child: ChildList, get: JSONNode, node: JSONNode, parent: ImportedEntity?) throws(Diagnostic) -> String {
		guard let shape = try childPage(child, get: get, node: node) else {
			let items = try pageShape(of: node).map { " (items in \(quoted: $0.items))" } ?? ""
			return "it answers a page\(items) whose paging the import does not recognise, \(Self.pagedReadsWritten)"
		}
		let form = "it answers a page (items in \(quoted: shape.items)), which a spec reads as \(parentReadForm(child, parent: parent, shape: shape))"
		// It is written for any imported entity its items are: say so when they are none.
		if let unread = try unreadItems(node, shape: shape) {
			let hint = try selectHint(child, parent: parent, array: node["properties"]?[shape.items])
			return "\(form) on the entity of its items, and \(unread): import the path that reads them one by one, or write the entity and its \"byParent\" by hand\(hint)"
		}
		return "\(form), \(Self.pagedReadsWritten)"
	}

	/// Why no imported entity reads the items of the page `node`, or nil when one does.
	private func unreadItems(_ node: JSONNode, shape: SpecPageShape) throws(Diagnostic) -> String? {
		guard let items = node["properties"]?[shape.items]?["items"],
			case .node(_, let component) = try document.resolve(items, path: log.path), let component
		else { return "its items are no schema an imported entity reads" }
		return entityComponents[component] == nil ? "its items are \(quoted: component), which no imported entity reads" : nil
	}

	/// The entity's index and the page when the child list answering the page `node` can be a
	/// paged read by parent: its items an imported entity's, other than the parent's, read by it
	/// under a name of its own if it is read by it already, paged exactly as its paginated list pages or, for an entity without a list, as its
	/// paged reads by parent page (any page for the first), as the checker asks.
	func pagedChildListRead(_ child: ChildList, get: JSONNode, node: JSONNode, parent: ImportedEntity) throws(Diagnostic) -> (Int, SpecPageShape)? {
		guard let shape = try childPage(child, get: get, node: node), shape.continuation != .linkHeader,
			let array = node["properties"]?[shape.items], let items = array["items"],
			case .node(_, let component) = try document.resolve(items, path: log.path), let component,
			let childName = entityComponents[component], childName != parent.name,
			let index = spec.entities.firstIndex(where: { $0.name == childName }),
			childReadName(child, entity: index, parent: parent.name).isWritten
		else { return nil }
		return pagedAlike(index, shape: shape)
	}

	/// The entity's index and the page when the child list answering an array with a `Link`
	/// header (GitHub's `/users/{username}/repos`) can be a read by parent paged by that header:
	/// its items an imported entity's, other than the parent's and not read by it yet, its
	/// responses not wrapped, and paged as `pagedChildListRead` asks.
	/// The page size's query parameter the GET takes (`per_page`) goes in the page as its `limit`
	/// where the read names the page types; a list naming none is paged alike without it.
	func linkedChildListRead(_ child: ChildList, get: JSONNode, node: JSONNode, parent: ImportedEntity) throws(Diagnostic) -> (Int, SpecPageShape)? {
		guard let items = node["items"], case .node(_, let component) = try document.resolve(items, path: log.path), let component,
			let childName = entityComponents[component], childName != parent.name,
			let index = spec.entities.firstIndex(where: { $0.name == childName }),
			childReadName(child, entity: index, parent: parent.name).isWritten, spec.entities[index].envelope == nil
		else { return nil }
		var sized = SpecPageShape.linkHeader
		sized.sizeParameter = try queryParameters(of: get, in: child.pathItem).lazy.map(\.name).first { Self.isOne(of: Self.limitParameterNames, $0) }
		return pagedAlike(index, shape: sized) ?? pagedAlike(index, shape: .linkHeader)
	}

	/// The entity at `index` and the page its read paged by `shape` takes: its paginated list's
	/// or, without a list, its first paged read's (`shape` for the first), when `shape` pages alike.
	private func pagedAlike(_ index: Int, shape: SpecPageShape) -> (Int, SpecPageShape)? {
		let entity = spec.entities[index]
		guard let list = entity.list else {
			// Without a list, the first paged read names the entity's page types, and every other pages alike.
			guard let first = entity.byParent.lazy.compactMap(\.page).first else { return (index, shape) }
			return shape.pagesAlike(first) ? (index, first) : nil
		}
		guard list.paginated, list.envelope == nil else { return nil }
		return shape.pagesAlike(list.page) ? (index, list.page) : nil
	}

	/// Where the import writes a paged read by parent, ending each paged child list's warning.
	private static let pagedReadsWritten =
		"and spec import writes a paged read by parent only where it pages as the children's own paginated list does or, for children without a list, as their other paged reads by parent do"

	/// Why a child list answering an array with a Link header is left out (`linkedChildListRead`
	/// found no entity to read it), with the read by parent a spec writes for it.
	func linkedChildListReason(_ child: ChildList, parent: ImportedEntity?) -> String {
		"it answers an array and declares a Link header, a page, which a spec reads as \(parentReadForm(child, parent: parent, shape: .linkHeader)) on the entity of its items, \(Self.pagedReadsWritten)"
	}

	/// The page shape of a child list, with the query parameters its GET takes for it; nil when
	/// the page or the way to ask for the next is not recognised.
	func childPage(_ child: ChildList, get: JSONNode, node: JSONNode) throws(Diagnostic) -> SpecPageShape? {
		guard let shape = try pageShape(of: node) else { return nil }
		let resource = Resource(path: child.path, collection: child.pathItem, position: child.position)
		let answered = node["properties"]?.members?.map(\.key) ?? []
		guard let request = try pageRequest(get, resource: resource, shape: shape, answered: answered) else { return nil }
		return shape.asked(by: request)
	}

	/// `"byParent": [{"parent": …, "path": …, "page": …}]` as a spec writes it.
	func parentReadForm(_ child: ChildList, parent: ImportedEntity?, shape: SpecPageShape) -> String {
		let parentName = parent.map { JSONWriter.quoted($0.name) } ?? "…"
		return "\"byParent\": [{\"parent\": \(parentName), \"path\": \(JSONWriter.quoted(child.path)), \"page\": \(Self.oneLine(ImportedSpec.json(shape)))}]"
	}

	/// `value` as JSON on one line, for a message.
	static func oneLine(_ value: JSONValue) -> String {
		switch value {
		case .null: "null"
		case .bool(let flag): flag ? "true" : "false"
		case .number(let text): text
		case .string(let text): JSONWriter.quoted(text)
		case .array(let elements): "[" + elements.map { oneLine($0.value) }.joined(separator: ", ") + "]"
		case .object(let members): "{" + members.map { JSONWriter.quoted($0.key) + ": " + oneLine($0.value.value) }.joined(separator: ", ") + "}"
		}
	}
}

extension SpecPageShape {
	/// The shape with the query parameters `request` names for its page.
	func asked(by request: OpenAPIImporter.PageRequest) -> SpecPageShape {
		var shape = self
		switch request {
		case .number(let parameter): shape.parameter = parameter
		case .offset(let offset, let limit, _):
			shape.offset = offset
			shape.limit = limit
		case .cursor(let parameter): shape.parameter = parameter
		case .link: break
		}
		return shape
	}
}
