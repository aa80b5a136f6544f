import ScaffoldBasics

/// How a paginated REST list names its page: the query item carrying the page number and the
/// keys of the response (`list.page`). The default is the shape seed 004's API sends:
/// `?page=2` answered by `{"info": {"count", "pages", "next", "prev"}, "results": […]}`.
/// Other APIs rename every piece, and many send the counts beside the items (`"info": null`):
/// a Laravel paginator answers `{"data": […], "total", "last_page", "next_page_url", "prev_page_url"}`.
package struct SpecPageShape: Sendable, Equatable {
	/// The query item carrying the page number (`page`, `p`).
	package var parameter = "page"
	/// The key of the page's items (`results`, `data`).
	package var items = "results"
	/// The key of the object holding the counts and links, or nil when they sit beside the items.
	package var info: String? = "info"
	/// The key of the total number of items.
	package var count = "count"
	/// The key of the number of pages, or nil when the API does not send it (Django REST
	/// Framework, PokeAPI): the count and the list's `pageSize` give it.
	package var pages: String? = "pages"
	/// The key of the next page's link (null on the last page).
	package var next = "next"
	/// The key of the previous page's link (null on the first page).
	package var prev = "prev"
	/// Whether the pages link to their neighbours: false when the API sends a total and no links
	/// (`{"articles": […], "articlesCount": 31}`, Meilisearch's `{results, offset, limit, total}`), so
	/// whether a page follows is worked out from its number and the number of pages.
	package var linked = true
	/// The query item of the offset of the page's first item, when the API takes an offset and a
	/// limit instead of a page number (`?offset=40&limit=20`).
	package var offset: String?
	/// The query item of the page size, with an offset.
	package var limit = "limit"
	/// How the next page is asked for when the API does not number its pages, or nil.
	package var continuation: Continuation?
	/// With a continuation, the query item of the page size (`limit`, `per_page`), when the spec
	/// names one: sent with every request by cursor, and with the first by link (the links carry it).
	package var sizeParameter: String?
	/// Whether the cursor is a number in the API's JSON (`"cursorType": "Int"`: Meilisearch's
	/// `{"results": […], "next": 143}` for `?from=143`). It goes back as the query item's text either way.
	package var cursorIsNumber = false
	/// With a next page's URL, the key of the URL inside the link object the `nextURL` key holds
	/// (`"href": "href"`: HAL's and Okta's `{"_links": {"next": {"href": "…"}}}`, the `next` object
	/// absent on the last page), or nil when that key holds the URL itself.
	package var href: String?
	/// The `page` object, when the spec wrote one.
	package var location: SourceLocation?

	/// The shape of seed 004's API.
	package init() {}

	/// Whether this is the default shape, which every paginated REST list of a feature shares
	/// (one `PaginationInfoDTO`); any other shape gets its own `{Entity}PaginationInfoDTO`.
	package var isDefault: Bool {
		parameter == "page" && items == "results" && info == "info" && count == "count" && pages == "pages" && next == "next"
			&& prev == "prev" && linked && offset == nil && continuation == nil
	}

	/// Whether the API sends a count and a number of pages: not for a list continued by cursor or
	/// link, whose pages say only whether another follows.
	package var hasTotals: Bool { continuation == nil }

	/// Whether the way to the next page is in the response's `Link` header: the body is then the
	/// page's items alone (its fixture is the list's), a revalidated page keeps the header it was
	/// read with, and reading it needs the response's headers of the runtime.
	package var linksInHeader: Bool { continuation == .linkHeader }

	/// What the style needs of the app's runtime beyond every list's needs (``RuntimeFit`` refuses
	/// an adopted app that lacks it), or nil.
	package var runtimeConcern: RuntimeConcern? { linksInHeader ? .responseHeaders : nil }

	/// Whether the page's `info` object holds only the way to the next page (a cursor or the next
	/// page's URL: `"next_page": {"offset": 40, "uri": "…"}`), so the last page may send it as `null` or
	/// leave it out, which reads as a page with no next one.
	package var infoMayBeNull: Bool {
		switch continuation {
		case .cursor?, .nextURL?: info != nil
		default: false
		}
	}

	/// The keys of one JSON object that must differ: the counts' among themselves, and, when they
	/// sit beside the items, the items' key too.
	package var keysInOneObject: [(role: String, key: String)] {
		if let continuation {
			let link = [(continuation.role, continuation.key)]
			return info == nil ? [("items", items)] + link : link
		}
		let counts = [("count", count)] + (pages.map { [("pages", $0)] } ?? []) + (linked ? [("next", next), ("prev", prev)] : [])
		return info == nil ? [("items", items)] + counts : counts
	}
}

extension SpecPageShape {
	/// How a list whose pages carry no number asks for the next one: the previous page's answer
	/// says how, and the last page's says nothing (`null` or no key).
	package enum Continuation: Sendable, Equatable {
		/// `key` holds an opaque cursor (`{"items": […], "nextCursor": "c2VlazoyMA"}`), sent back as
		/// the `parameter` query item beside the filters.
		case cursor(key: String)
		/// `key` holds the next page's URL (`{"next": "https://…/posts?cursor=cD0y", "results": […]}`):
		/// the next request sends that URL's query items, which carry the filters already.
		case nextURL(key: String)
		/// The response's `Link` header (RFC 8288) holds the next page's URL (`rel="next"`), as GitHub's
		/// REST API sends it, and the body is the page's items: the next request sends that URL's
		/// query items.
		case linkHeader
		/// A GraphQL Relay connection: `pageInfo { hasNextPage endCursor }` beside `edges { node }`,
		/// the end cursor sent back as `$after` with `$first`.
		case connection
		/// `key` holds a flag saying whether more items follow (`{"data": […], "has_more": true}`, as
		/// Stripe, Resend and OpenAI page), and the next page starts after the page's last item: its
		/// identifier is sent as the `parameter` query item (`starting_after`, `after`).
		case lastItem(hasMore: String)

		/// The key of the response holding the cursor or the URL.
		package var key: String {
			switch self {
			case .cursor(let key), .nextURL(let key), .lastItem(let key): key
			case .connection: "pageInfo"
			case .linkHeader: "next"
			}
		}

		/// The spec key naming it: `cursor`, `nextURL` or `hasMore`.
		package var role: String {
			switch self {
			case .cursor: "cursor"
			case .nextURL: "nextURL"
			case .connection: "connection"
			case .linkHeader: "linkHeader"
			case .lastItem: "hasMore"
			}
		}

		/// Whether the next request sends a cursor in the list's `parameter` query item beside the
		/// filters (a cursor the page gave, or the last item's identifier).
		package var sendsCursor: Bool {
			switch self {
			case .cursor, .lastItem: true
			case .nextURL, .linkHeader, .connection: false
			}
		}
	}
}

extension SpecPageShape {
	/// A page whose items are the body and whose next page is in the `Link` header: its DTOs keep
	/// both as `{"info": {"next": …}, "results": […]}`.
	package static let linkHeader: SpecPageShape = {
		var shape = SpecPageShape()
		shape.continuation = .linkHeader
		shape.parameter = "cursor"
		return shape
	}()

	/// A GraphQL Relay connection's page: `edges { node }` and `pageInfo`, asked for with `$first`
	/// (the list's page size) and `$after` (the end cursor of the page before).
	package static let relayConnection: SpecPageShape = {
		var shape = SpecPageShape()
		shape.continuation = .connection
		shape.parameter = "after"
		shape.items = "edges"
		shape.info = "pageInfo"
		return shape
	}()
}

extension SpecEntity {
	/// How the entity's pages are named: its paginated list's (the REST list's `page`, a Relay
	/// connection's, or seed 004's shape), else, for an entity whose only pages are read by
	/// parent, its first paged read's `page` (every other paged read pages alike, the checker
	/// says so), which its page types then read.
	package var pageShape: SpecPageShape {
		if !isPaginated, let page = pagedParentReads.first?.page { return page }
		if let page = rest?.list?.page { return page }
		return graphQL?.list?.connection == true ? .relayConnection : SpecPageShape()
	}
}

extension SpecEntity {
	/// Whether the entity reads pages, and so has page types (its page response DTO, page
	/// mapper, `{Plural}Page`) and a page repository: a paginated list, or a paged read by parent.
	package var hasPages: Bool { isPaginated || !pagedParentReads.isEmpty }
}

extension SpecPageShape {
	/// Whether `other` pages exactly as this shape does, wherever each is written: a paged read
	/// by parent reads its entity's list's page types, so the checker and the import ask it.
	package func pagesAlike(_ other: SpecPageShape) -> Bool {
		var (mine, theirs) = (self, other)
		(mine.location, theirs.location) = (nil, nil)
		return mine == theirs
	}
}
