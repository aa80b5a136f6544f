import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

// What the page DTOs and the REST list call make of a list's `page` shape.

extension SpecPageShape {
	/// The keys of the page DTOs: `hasPageKeys` when any name differs from seed 004's (the DTOs
	/// then spell their coding keys), `pageInfoIsFlat` when the counts sit beside the items, and
	/// each key as the inside of a Swift string literal.
	///
	/// `pagesComputed` when the API sends no number of pages: the DTO works it out from the count
	/// and `pageSize`, the list's page size.
	///
	/// `pageContinues` when the pages carry no number (a cursor or the next page's URL, in the
	/// key `pageCursorKey`): the data source follows the chain, and the pages have no totals
	/// (`pageHasTotals` false). `pageFollowsURL` when the key holds a URL, whose query items the
	/// next request sends; otherwise the cursor is sent as `pageCursorParameter`.
	/// `pageAfterLastItem` when the key holds a flag of more items (`has_more`) and the cursor is
	/// the page's last item's identifier. `pageCursorIsNumber` when the API sends the cursor as a
	/// number (`cursorType: "Int"`), which the DTO keeps as the text it sends back.
	/// `pageNextIsLinkObject` when the next page's URL comes inside a link object
	/// (`{"next": {"href": "…"}}`, HAL's), its key `pageLinkHrefKey`.
	/// `pageInfoMayBeNull` when a cursor or the next page's URL sits in an object of its own
	/// (`"next_page": {"offset": 40, "uri": "…"}`), which the last page sends as `null` or leaves out. `pageHasLinks` false when the pages send a total and no
	/// links: whether a page follows or precedes comes from its number and the number of pages.
	func keys(pageSize: Int) -> PageShapeKeys {
		PageShapeKeys(
			pageHasTotals: hasTotals,
			pageContinues: continuation != nil,
			pageFollowsURL: continuation?.role == "nextURL" || linksInHeader,
			pageLinkInHeader: linksInHeader,
			pageSendsSize: continuation != nil && sizeParameter != nil,
			pageSizeParameter: SwiftLiteral.stringContent(sizeParameter ?? ""),
			pageIsConnection: continuation == .connection,
			pageAfterLastItem: continuation?.role == "hasMore",
			pageCursorIsNumber: cursorIsNumber,
			pageNextIsLinkObject: href != nil,
			pageLinkHrefKey: SwiftLiteral.stringContent(href ?? ""),
			pageHasLinks: linked,
			pageCursorKey: SwiftLiteral.stringContent(continuation?.key ?? ""),
			pageCursorParameter: SwiftLiteral.stringContent(parameter),
			hasPageKeys: !isDefault,
			pageInfoIsFlat: info == nil,
			pageInfoMayBeNull: infoMayBeNull,
			pagesComputed: pages == nil,
			pageSize: String(pageSize),
			pageItemsKey: SwiftLiteral.stringContent(items),
			pageInfoKey: SwiftLiteral.stringContent(info ?? ""),
			pageCountKey: SwiftLiteral.stringContent(count),
			pagePagesKey: SwiftLiteral.stringContent(pages ?? ""),
			pageNextKey: SwiftLiteral.stringContent(next),
			pagePrevKey: SwiftLiteral.stringContent(prev))
	}
}

/// The keys of a list's `page` shape (``SpecPageShape/keys(pageSize:)``), flattened into the
/// entity's context (and the shared `PaginationInfoDTO`'s).
struct PageShapeKeys: FlattenedTemplateContext {
	let pageHasTotals: Bool
	let pageContinues: Bool
	let pageFollowsURL: Bool
	let pageLinkInHeader: Bool
	let pageSendsSize: Bool
	let pageSizeParameter: String
	let pageIsConnection: Bool
	let pageAfterLastItem: Bool
	let pageCursorIsNumber: Bool
	let pageNextIsLinkObject: Bool
	let pageLinkHrefKey: String
	let pageHasLinks: Bool
	let pageCursorKey: String
	let pageCursorParameter: String
	let hasPageKeys: Bool
	let pageInfoIsFlat: Bool
	let pageInfoMayBeNull: Bool
	let pagesComputed: Bool
	let pageSize: String
	let pageItemsKey: String
	let pageInfoKey: String
	let pageCountKey: String
	let pagePagesKey: String
	let pageNextKey: String
	let pagePrevKey: String

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("pageHasTotals", pageHasTotals)
		object.set("pageContinues", pageContinues)
		object.set("pageFollowsURL", pageFollowsURL)
		object.set("pageLinkInHeader", pageLinkInHeader)
		object.set("pageSendsSize", pageSendsSize)
		object.set("pageSizeParameter", pageSizeParameter)
		object.set("pageIsConnection", pageIsConnection)
		object.set("pageAfterLastItem", pageAfterLastItem)
		object.set("pageCursorIsNumber", pageCursorIsNumber)
		object.set("pageNextIsLinkObject", pageNextIsLinkObject)
		object.set("pageLinkHrefKey", pageLinkHrefKey)
		object.set("pageHasLinks", pageHasLinks)
		object.set("pageCursorKey", pageCursorKey)
		object.set("pageCursorParameter", pageCursorParameter)
		object.set("hasPageKeys", hasPageKeys)
		object.set("pageInfoIsFlat", pageInfoIsFlat)
		object.set("pageInfoMayBeNull", pageInfoMayBeNull)
		object.set("pagesComputed", pagesComputed)
		object.set("pageSize", pageSize)
		object.set("pageItemsKey", pageItemsKey)
		object.set("pageInfoKey", pageInfoKey)
		object.set("pageCountKey", pageCountKey)
		object.set("pagePagesKey", pagePagesKey)
		object.set("pageNextKey", pageNextKey)
		object.set("pagePrevKey", pagePrevKey)
	}
}
