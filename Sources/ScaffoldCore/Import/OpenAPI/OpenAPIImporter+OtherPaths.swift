import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Paths the selection takes that are no collection `/things`, item `/things/{id}` or child list
/// `/things/{id}/children` (issue 52: `--select /indexes` gave some thirty warnings, one per
/// setting of an index). What a user selecting `/indexes` needs is to know what was left out and
/// why, not a warning per path: the sub-paths of one item that are actions, objects read whole or
/// items of a child list are said in one note per item path, grouped by their reason. A path the
/// selection names exactly, or one whose data the screen may want and a spec cannot read (an item
/// read by two identifiers), keeps its own warning, with its reason.
extension OpenAPIImporter {
	/// A path of the selection left out, with its reason.
	struct OtherPath {
		var path: String
		var position: SourcePosition
		var pathItem: JSONNode
	}

	/// Why a path is left out: the kind decides whether it is grouped into a note.
	private enum OtherPathKind: Int, CaseIterable {
		case action, wholeObject, array, noJSON, childObject, childItem, severalIdentifiers, otherShape

		/// Grouped in one note under its item path, unless named exactly by `--select`.
		/// A GET answering no JSON (a photo, a PDF) or a child list answering an object (Xero's
		/// `{Attachments: […]}`) is data the screen may want: warned.
		var isGrouped: Bool { self == .action || self == .wholeObject || self == .array || self == .childItem }

		/// The group's words in the note.
		var group: String {
			switch self {
			case .action: "actions without a GET, which a spec does not call"
			case .wholeObject: "GETs answering one object, which a spec has no read for"
			case .array: "GETs answering an array below an item's sub-path, which is no child list"
			case .childItem: "items of a child list, read by two identifiers, which a spec reads by parent instead (\"byParent\")"
			case .noJSON, .childObject, .severalIdentifiers, .otherShape: ""
			}
		}
	}

	/// The placeholders of a path (`{owner}`, `{repo}`).
	private static func placeholders(_ path: String) -> [String] {
		path.split(separator: "/").map(String.init).filter { $0.hasPrefix("{") && $0.hasSuffix("}") }
	}

	private func kind(of other: OtherPath) throws(Diagnostic) -> OtherPathKind {
		let segments = other.path.split(separator: "/").map(String.init)
		let endsInPlaceholder = segments.last.map { $0.hasPrefix("{") } ?? false
		if endsInPlaceholder, Self.childListParts("/" + segments.dropLast().joined(separator: "/")) != nil { return .childItem }
		if endsInPlaceholder, Self.placeholders(other.path).count > 1 { return .severalIdentifiers }
		guard Self.placeholders(other.path).count == 1, !segments.isEmpty, segments.first?.hasPrefix("{") == false else { return .otherShape }
		guard let get = other.pathItem["get"] else { return .action }
		guard let schema = try responseSchema(get) else { return .noJSON }
		guard case .node(let composed, _) = try document.resolve(schema, path: log.path) else { return .wholeObject }
		let node = try flattened(composed)
		let isArray = node["items"] != nil || node["type"]?.string == "array"
		if Self.childListParts(other.path) != nil, try wrappedList(node) != nil { return .childObject }
		return isArray ? .array : .wholeObject
	}

	/// The key of the one property of an object when it is an array of objects: a list wrapped in
	/// a key (Xero's `{"Attachments": […]}`), the data a child list path would read.
	private func wrappedList(_ node: JSONNode) throws(Diagnostic) -> String? {
		guard let members = node["properties"]?.members, members.count == 1, let only = members.first,
			case .node(let array, _) = try document.resolve(only.value, path: log.path), let items = array["items"],
			case .node(let item, _) = try document.resolve(items, path: log.path), item["properties"] != nil || item["allOf"] != nil
		else { return nil }
		return only.key
	}

	/// The reason of one path's warning.
	private static func reason(_ kind: OtherPathKind, _ path: String) -> String {
		let ids = placeholders(path).map { "'\($0)'" }.joined(separator: " and ")
		switch kind {
		case .action: return "takes no GET: it is an action, which a spec does not call"
		case .wholeObject: return "has a GET that answers one object: a spec reads a collection '/things', an item '/things/{id}' and child lists '/things/{id}/children'"
		case .array: return "has a GET that answers an array, and is no child list '/things/{id}/children'"
		case .childObject: return "is a child list whose GET answers its items wrapped in an object's one key, which a read by parent does not unwrap (it reads an array or a page)"
		case .noJSON: return "has a GET that answers no JSON, which a spec does not read"
		case .childItem:
			let list = "/" + path.split(separator: "/").dropLast().joined(separator: "/")
			return "reads one item of the child list \(quoted: list) by two identifiers (\(ids)), which a spec cannot: a read by parent (\"byParent\") lists them; select \(quoted: list)"
		case .severalIdentifiers: return "is an item read by \(placeholders(path).count) identifiers (\(ids)), and an item path of a spec has one placeholder"
		case .otherShape: return "is not a collection '/things', an item '/things/{id}' or a child list '/things/{id}/children'"
		}
	}

	/// Warns about each path named exactly by `--select` or whose data a spec cannot read, and
	/// says the others in one note per item path (`/indexes/{indexUid}`), at the first of them.
	mutating func reportOtherPaths(_ others: [OtherPath]) throws(Diagnostic) {
		var groups: [(item: String, position: SourcePosition, members: [(OtherPathKind, String)])] = []
		for other in others {
			let kind = try kind(of: other)
			guard kind.isGrouped, !options.select.contains(other.path) else {
				var reason = Self.reason(kind, other.path)
				if kind == .noJSON, let get = other.pathItem["get"] {
					let media = OpenAPIDocument.jsonSchema(of: try document.successResponse(get, path: log.path)?["content"]).others
					if !media.isEmpty { reason += " (\(media.joined(separator: ", ")))" }
				}
				log.warn("path \(quoted: other.path) \(reason); it is left out", at: other.position)
				continue
			}
			let segments = other.path.split(separator: "/").map(String.init)
			let itemCount = (segments.firstIndex { $0.hasPrefix("{") } ?? 0) + 1
			let item = "/" + segments.prefix(itemCount).joined(separator: "/")
			let rest = "/" + segments.dropFirst(itemCount).joined(separator: "/")
			if let index = groups.firstIndex(where: { $0.item == item }) {
				groups[index].members.append((kind, rest))
			} else {
				groups.append((item, other.position, [(kind, rest)]))
			}
		}
		for group in groups {
			let parts = OtherPathKind.allCases.compactMap { kind -> String? in
				let paths = group.members.filter { $0.0 == kind }.map { "'\($0.1)'" }
				return paths.isEmpty ? nil : "\(kind.group): \(paths.joined(separator: ", "))"
			}
			let count = group.members.count
			log.note(
				"\(count) path\(count == 1 ? "" : "s") under \(quoted: group.item) \(count == 1 ? "is" : "are") no collection, item or child list, and left out: \(parts.joined(separator: "; "))",
				at: group.position)
		}
	}
}
