import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// A list response that is a page: seed 004's `{info: {count, pages, next, prev}, results}`, or
/// another page-number shape a spec's `list.page` can name (a Laravel paginator's `{data, total,
/// last_page, next_page_url, prev_page_url}`, or the counts in an object of their own such as
/// `meta`), the number of pages given or worked out from the count (Django REST Framework's and
/// PokeAPI's `{count, next, previous, results}`); or, without counts, a list continued by the next
/// page's URL (`{next, previous, results}`, `{data, links: {next}}`), by a cursor
/// (`{items, nextCursor}`, `{data, meta: {next_cursor}}`), or after its last item while a flag says
/// more follow (`{data, has_more}`), or by a link object (`{data, _links: {next: {href}}}`); or a total without links (`{results, offset, limit, total}`).
extension OpenAPIImporter {
	/// The names a page's counts and links go by in the APIs this reads, by role.
	static let pageKeyNames: [(role: String, names: Set<String>)] = [
		("count", ["count", "total", "total_count", "totalCount", "total_items", "totalItems", "total_results", "totalResults"]),
		("pages", ["pages", "last_page", "lastPage", "total_pages", "totalPages", "page_count", "pageCount", "num_pages"]),
		("next", ["next", "next_page_url", "nextPageUrl", "next_url", "nextUrl", "next_page", "nextPage"]),
		("prev", ["prev", "previous", "prev_page_url", "prevPageUrl", "previous_page_url", "previousPageUrl", "prev_url", "prevUrl", "prev_page", "prevPage"]),
	]

	/// The names of the key of the next page's cursor in the APIs this reads.
	static let cursorKeyNames: Set<String> = [
		"nextCursor", "next_cursor", "cursor", "nextPageToken", "next_page_token", "nextToken", "next_token", "endCursor", "end_cursor",
		"continuationToken", "continuation_token", "next_marker", "nextMarker",
	]

	/// The query parameters that send a cursor back, in the order they are preferred.
	static let cursorParameterNames = [
		"cursor", "after", "page_token", "pageToken", "next_token", "nextToken", "starting_after", "continuation", "continuationToken", "marker",
	]

	/// The query parameters that carry a page size.
	static let limitParameterNames = ["limit", "page_size", "pageSize", "per_page", "perPage"]

	/// The query parameters that carry a page number.
	static let pageParameterNames: Set<String> = ["page", "p", "page_number", "pageNumber"]

	/// Every query parameter that asks for a page rather than filters the items, compared
	/// loosely (`PageSize`, `page_size` and `pageSize` alike): never a filter. Those the list's
	/// paging style uses feed its `page`; the others are left out with a note.
	static let pagingParameterNames: [String] =
		pageParameterNames.sorted() + limitParameterNames + cursorParameterNames + [
			"offset", "skip", "before", "ending_before", "max_id", "min_id", "since_id", "until_id", "page_cursor",
		]

	/// Whether `name` is one of `names`, case, `_` and `-` aside.
	static func isOne(of names: [String], _ name: String) -> Bool {
		let wanted = loose(name)
		return names.contains { loose($0) == wanted }
	}

	/// The page shape of an object response: its one array property holds the items, and the
	/// counts and links sit beside it or in one object property; nil unless the count and both
	/// links are found.
	func pageShape(of node: JSONNode) throws(Diagnostic) -> SpecPageShape? {
		guard let members = node["properties"]?.members else { return nil }
		var arrays: [String] = []
		var objects: [(String, JSONNode)] = []
		for member in members {
			guard case .node(let resolved, _)? = try document.resolveIfDefined(member.value, path: log.path) else { continue }
			if resolved["type"]?.string == "array" || resolved["items"] != nil { arrays.append(member.key) }
			if resolved["properties"] != nil { objects.append((member.key, resolved)) }
		}
		// A Laravel paginator also sends `links`, an array of page links: the items are the array
		// with a name items go by when there are several.
		let itemNames = ["data", "results", "items", "records", "content", "entries"]
		guard let items = arrays.count == 1 ? arrays.first : itemNames.first(where: arrays.contains) else { return nil }
		var shape = SpecPageShape()
		shape.items = items
		// A link or cursor is text: a `next_page` object (`{offset, uri}`) or flag is none.
		let beside = try textKeys(members).filter { $0 != items }
		if let keys = Self.countKeys(beside) {
			shape.info = nil
			(shape.count, shape.pages, shape.next, shape.prev) = keys
			return shape
		}
		for (key, object) in objects {
			if let keys = Self.countKeys(try textKeys(object["properties"]?.members ?? [])) {
				shape.info = key
				(shape.count, shape.pages, shape.next, shape.prev) = keys
				return shape
			}
		}
		// No counts: a list continued by the next page's URL or by a cursor, beside the items or in one object.
		var places: [(String?, [String])] = [(nil, beside)]
		var numbers = try numberKeys(members)
		for (key, object) in objects {
			places.append((key, try textKeys(object["properties"]?.members ?? [])))
			numbers.formUnion(try numberKeys(object["properties"]?.members ?? []))
		}
		for (info, keys) in places {
			// The next page as an object of its own (`"next_page": {"offset": 40, "uri": "…"}`, null on the
			// last page): its URL is the next page's, the object the page's `info`.
			if let info, Self.pageKeyNames[2].names.contains(info), let url = keys.first(where: Self.nextObjectURLNames.contains) {
				shape.info = info
				shape.continuation = .nextURL(key: url)
				return shape
			}
			if var continuation = Self.continuation(among: keys) {
				// A `next` that is a number is no URL but a cursor (Meilisearch's task uid, `?from=143`).
				if case .nextURL(let key) = continuation, numbers.contains(key) {
					continuation = .cursor(key: key)
					shape.cursorIsNumber = true
				}
				shape.info = info
				shape.continuation = continuation
				shape.parameter = "cursor"
				return shape
			}
		}
		if let link = try nextLinkObject(objects) {
			shape.info = link.info
			shape.continuation = .nextURL(key: link.next)
			shape.href = link.href
			return shape
		}
		// No cursor of its own: a flag of more items beside them (Stripe's and Resend's
		// `{object: "list", data, has_more}`), the next page asked for after the last item.
		if let flag = members.first(where: { $0.key != items && $0.value["type"]?.string == "boolean" && Self.isOne(of: Self.moreKeyNames, $0.key) })?.key {
			shape.info = nil
			shape.continuation = .lastItem(hasMore: flag)
			shape.parameter = "starting_after"
			return shape
		}
		// A total and no links (Meilisearch's `{results, offset, limit, total}`, `{articles, articlesCount}`):
		// the page's number and the number of pages say whether another follows.
		for (info, keys) in places {
			let counts = Self.pageKeyNames[0].names.union([items + "Count", items + "_count", "total_rows_" + items])
			guard let count = keys.first(where: counts.contains) else { continue }
			shape.info = info
			shape.count = count
			shape.pages = keys.first(where: Self.pageKeyNames[1].names.contains)
			shape.linked = false
			return shape
		}
		return nil
	}

	/// The keys among `members` that may hold text or a number: not an object, an array or a flag.
	private func textKeys(_ members: [JSONMember]) throws(Diagnostic) -> [String] {
		var keys: [String] = []
		for member in members {
			guard case .node(let resolved, _)? = try document.resolveIfDefined(member.value, path: log.path) else { continue }
			let type = resolved["type"]?.string
			if resolved["properties"] != nil || resolved["items"] != nil || ["object", "array", "boolean"].contains(type) { continue }
			keys.append(member.key)
		}
		return keys
	}

	/// The keys among `members` whose schema is an integer (nullable or not).
	private func numberKeys(_ members: [JSONMember]) throws(Diagnostic) -> Set<String> {
		var keys: Set<String> = []
		for member in members {
			guard case .node(let resolved, _)? = try document.resolveIfDefined(member.value, path: log.path) else { continue }
			let types = resolved["type"].map { $0.string.map { [$0] } ?? ($0.elements ?? []).compactMap(\.string) } ?? []
			if types.contains("integer") { keys.insert(member.key) }
		}
		return keys
	}

	/// The keys of the next page's URL inside a next page sent as an object (`{offset, uri}`).
	static let nextObjectURLNames: [String] = ["uri", "url", "href", "link"]

	/// The key of a next page sent as an object with no URL in it (`"next_page": {"offset": 40}`),
	/// which no spec form reads, among a page's `members`.
	func nextPageObject(_ members: [JSONMember]) throws(Diagnostic) -> (key: String, keys: [String])? {
		for member in members where Self.pageKeyNames[2].names.contains(member.key) {
			guard case .node(let resolved, _)? = try document.resolveIfDefined(member.value, path: log.path), let properties = resolved["properties"]?.members else { continue }
			return (member.key, properties.map(\.key))
		}
		return nil
	}

	/// The next page's URL two objects down (HAL's and Okta's `{"_links": {"next": {"href": "…"}}}`)
	/// among a page's `objects`: the object holding the links, the next one's key and the URL's key in it.
	private func nextLinkObject(_ objects: [(String, JSONNode)]) throws(Diagnostic) -> (info: String, next: String, href: String)? {
		for (key, links) in objects {
			for link in links["properties"]?.members ?? [] where Self.pageKeyNames[2].names.contains(link.key) {
				guard case .node(let object, _)? = try document.resolveIfDefined(link.value, path: log.path),
					let url = try textKeys(object["properties"]?.members ?? []).first(where: Self.nextObjectURLNames.contains)
				else { continue }
				return (key, link.key, url)
			}
		}
		return nil
	}

	/// The names of the flag saying whether more items follow a page, case, `_` and `-` aside.
	static let moreKeyNames = ["has_more", "hasMore", "more"]

	/// The way to the next page among `keys`: the next page's URL when there is one (it carries the
	/// filters and needs no query parameter of its own), else a cursor.
	private static func continuation(among keys: [String]) -> SpecPageShape.Continuation? {
		let nextNames = pageKeyNames[2].names
		if let next = keys.first(where: nextNames.contains) { return .nextURL(key: next) }
		if let cursor = keys.first(where: cursorKeyNames.contains) { return .cursor(key: cursor) }
		return nil
	}

	/// The keys of the count, the pages and the two links among `keys`, when each role but the
	/// pages has one (without it, the count and the page size give the number of pages).
	private static func countKeys(_ keys: [String]) -> (String, String?, String, String)? {
		let found = pageKeyNames.map { role in keys.first { role.names.contains($0) } }
		guard let count = found[0], let next = found[2], let prev = found[3] else { return nil }
		return (count, found[1], next, prev)
	}
}
