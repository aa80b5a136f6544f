import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Child lists `/parents/{id}/children` (an email's attachments, a contact's tags, issue 52): a
/// spec reads them as a read by parent of the child entity (`rest.byParent`), one array per
/// parent; several child lists of one parent and entity are several reads, each named after its
/// segment but the first (`OpenAPIImporter+ChildReadNames.swift`). The import writes one when the list is such an array, of a schema an imported entity
/// reads, under a parent it imports too; any other child list is left out with a warning at its
/// path saying why and what to write instead. A child list that answers a page is a paged read
/// by parent when it pages as its entity's own paginated list, else refused rather than read as
/// its first page, its warning naming the `page` a spec gives it (`OpenAPIImporter+PagedChildLists.swift`).
extension OpenAPIImporter {
	/// A child list the import concerns itself with: its path, where the document writes it, its
	/// path item and the collection path of its parent (`/emails/receiving` for
	/// `/emails/receiving/{email_id}/attachments`).
	struct ChildList {
		var path: String
		var position: SourcePosition
		var pathItem: JSONNode
		var parentPath: String
		/// The children's segment (`attachments`).
		var children: String
	}

	/// The parts of a child list path `/parents/{id}/children`: the parent's collection path and
	/// the children's segment; nil for a path of another shape (an item path, `/a/{id}/b/{c}`).
	static func childListParts(_ path: String) -> (parentPath: String, children: String)? {
		// `/t/{id}/posts.json` lists `posts`, and its parent is the collection `/t.json` of `/t/{id}.json`.
		let format = formatSuffix(of: path)
		let segments = path.dropLast(format.count).split(separator: "/").map(String.init)
		guard segments.count >= 3, let children = segments.last, !children.hasPrefix("{"),
			let placeholder = segments.dropLast().last, placeholder.hasPrefix("{"), placeholder.hasSuffix("}")
		else { return nil }
		let parents = segments.dropLast(2)
		guard !parents.contains(where: { $0.contains("{") }) else { return nil }
		return ("/" + parents.joined(separator: "/") + format, children)
	}

	/// The parents' resources a `--select` naming a child list path takes too: a read by parent
	/// needs its parent entity, so `--select /emails/{email_id}/attachments` imports `/emails`
	/// (said in a note at the path).
	mutating func parentsOfSelectedChildLists(_ resources: [Resource]) -> [Resource] {
		var parents: [Resource] = []
		for selection in options.select where selection.hasPrefix("/") {
			guard let member = document.root["paths"]?.members?.first(where: { $0.key == selection }),
				let parts = Self.childListParts(selection),
				let parent = resources.first(where: { Self.collectionKey($0.path) == parts.parentPath })
			else { continue }
			if !parents.contains(where: { $0.path == parent.path }) { parents.append(parent) }
			log.note(
				"'--select \(selection)' names a child list: its parent \(quoted: parent.path) is imported too, since a read by parent needs its parent entity",
				at: member.keyPosition)
		}
		return parents
	}

	/// The collection path without the trailing slash some APIs write (`/pokemon/` → `/pokemon`).
	static func collectionKey(_ path: String) -> String {
		path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
	}

	/// Each child list the import concerns itself with becomes a read by parent of its child
	/// entity, or is left out with a warning saying why. `paths` are the imported entities'
	/// resources' collection paths, by entity name.
	mutating func importChildLists(_ childLists: [ChildList], paths: [String: String]) throws(Diagnostic) {
		for child in childLists {
			let parent = spec.entities.first { entity in paths[entity.name].map(Self.collectionKey) == child.parentPath }
			// Selected by its path, its items may become an entity read by parent alone.
			if let parent {
				switch try childEntity(child, parent: parent) {
				case .imported: continue
				case .leftOut(let why):
					log.warn("path \(quoted: child.path) lists the \(child.children) of one \(parent.name): \(why); it is left out", at: child.position)
					continue
				case .notTaken: break
				}
			}
			let outcome = try childListOutcome(child, parent: parent)
			switch outcome {
			case .read(let index, let parentName, let page):
				// A second read of one parent is named after its segment (`Starred`).
				let name = childReadName(child, entity: index, parent: parentName).name
				spec.entities[index].byParent.append(ImportedParentRead(parent: parentName, name: name, path: child.path, page: page))
				let paged = page.map { ", \"page\": \(Self.oneLine(ImportedSpec.json($0)))" } ?? ""
				let named = name.map { ", \"name\": \"\($0)\"" } ?? ""
				let pages = page == nil ? "" : spec.entities[index].list == nil ? ", a page at a time (its page types are its pages by parent's)" : ", a page at a time as its list pages"
				log.note(
					"path \(quoted: child.path) lists the \(child.children) of one \(parentName): it is a read by parent of \(spec.entities[index].name)\(pages), \"byParent\": [{\"parent\": \"\(parentName)\"\(named), \"path\": \"\(child.path)\"\(paged)}]",
					at: child.position)
			case .leftOut(let why):
				let parentWords = parent.map(\.name) ?? "item of \(quoted: child.parentPath)"
				log.warn("path \(quoted: child.path) lists the \(child.children) of one \(parentWords): \(why); it is left out", at: child.position)
			}
		}
	}

	private enum ChildListOutcome {
		/// A read by parent of the entity at `index`, under `parent`, paged by `page` when not nil.
		case read(index: Int, parent: String, page: SpecPageShape?)
		case leftOut(String)
	}

	private mutating func childListOutcome(_ child: ChildList, parent: ImportedEntity?) throws(Diagnostic) -> ChildListOutcome {
		let select = "--select \(child.parentPath)"
		guard let get = child.pathItem["get"], let schema = try responseSchema(get),
			case .node(let composed, _) = try document.resolve(schema, path: log.path)
		else { return .leftOut("its GET has no JSON response") }
		let node = try flattened(composed)
		let isArray = node["items"] != nil || node["type"]?.string == "array"
		// Not an array, so a page: only lists reach here (`answersAList`).
		if !isArray {
			if let parent, let (index, page) = try pagedChildListRead(child, get: get, node: node, parent: parent) {
				return .read(index: index, parent: parent.name, page: page)
			}
			return .leftOut(try pagedChildListReason(child, get: get, node: node, parent: parent))
		}
		if try linkHeader(of: get) != nil {
			if let parent, let (index, page) = try linkedChildListRead(child, get: get, node: node, parent: parent) {
				return .read(index: index, parent: parent.name, page: page)
			}
			return .leftOut(linkedChildListReason(child, parent: parent))
		}
		guard let items = node["items"], case .node(_, let component) = try document.resolve(items, path: log.path),
			let component, let childName = entityComponents[component],
			let index = spec.entities.firstIndex(where: { $0.name == childName })
		else {
			let what = try listedComponent(node).map { "its items are \(quoted: $0), which no imported entity reads" } ?? "its items are no schema an imported entity reads"
			let parentPart = parent == nil ? ", and its parent at \(quoted: child.parentPath) imported too (\(select))" : ""
			let hint = try selectHint(child, parent: parent, array: node)
			return .leftOut("\(what): import the path that reads them one by one\(parentPart), or write the entity and its \"byParent\" by hand\(hint)")
		}
		guard let parent else {
			guard documentReadsParent(child) else {
				return .leftOut(
					"a read by parent of \(childName) needs its parent entity, and no path of the document reads the items of \(quoted: child.parentPath): write the parent entity and \(childName)'s \"byParent\": [{\"parent\": …, \"path\": \"\(child.path)\"}] by hand")
			}
			return .leftOut("a read by parent of \(childName) needs its parent imported too (\(select))")
		}
		if parent.name == childName {
			return .leftOut("the children are \(childName)s too, and a read by parent reads another entity's children")
		}
		if case .refused(let why) = childReadName(child, entity: index, parent: parent.name) { return .leftOut(why) }
		if spec.entities[index].envelope != nil {
			return .leftOut("\(childName)'s responses are wrapped in \(quoted: spec.entities[index].envelope ?? ""), and this array is not")
		}
		return .read(index: index, parent: parent.name, page: nil)
	}

	/// Whether the document has a collection or an item path of the child list's parent
	/// (`/orgs` or `/orgs/{org}` for `/orgs/{org}/repos`), which an import could take.
	private func documentReadsParent(_ child: ChildList) -> Bool {
		(document.root["paths"]?.members ?? []).contains { member in
			let key = Self.collectionKey(member.key)
			if key == child.parentPath { return true }
			guard key.hasPrefix(child.parentPath + "/{") else { return false }
			return !key.dropFirst(child.parentPath.count + 1).contains("/")
		}
	}

	/// The component an array's items name, if any.
	private func listedComponent(_ array: JSONNode) throws(Diagnostic) -> String? {
		guard let items = array["items"], case .node(_, let component) = try document.resolve(items, path: log.path) else { return nil }
		return component
	}
}
