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
	package func contextEntries(pageSize: Int) -> [(String, TemplateValue)] {
		[
			("pageHasTotals", .bool(hasTotals)),
			("pageContinues", .bool(continuation != nil)),
			("pageFollowsURL", .bool(continuation?.role == "nextURL" || linksInHeader)),
			("pageLinkInHeader", .bool(linksInHeader)),
			("pageSendsSize", .bool(continuation != nil && sizeParameter != nil)),
			("pageSizeParameter", .string(SwiftLiteral.stringContent(sizeParameter ?? ""))),
			("pageIsConnection", .bool(continuation == .connection)),
			("pageAfterLastItem", .bool(continuation?.role == "hasMore")),
			("pageCursorIsNumber", .bool(cursorIsNumber)),
			("pageNextIsLinkObject", .bool(href != nil)),
			("pageLinkHrefKey", .string(SwiftLiteral.stringContent(href ?? ""))),
			("pageHasLinks", .bool(linked)),
			("pageCursorKey", .string(SwiftLiteral.stringContent(continuation?.key ?? ""))),
			("pageCursorParameter", .string(SwiftLiteral.stringContent(parameter))),
			("hasPageKeys", .bool(!isDefault)),
			("pageInfoIsFlat", .bool(info == nil)),
			("pageInfoMayBeNull", .bool(infoMayBeNull)),
			("pagesComputed", .bool(pages == nil)),
			("pageSize", .string(String(pageSize))),
			("pageItemsKey", .string(SwiftLiteral.stringContent(items))),
			("pageInfoKey", .string(SwiftLiteral.stringContent(info ?? ""))),
			("pageCountKey", .string(SwiftLiteral.stringContent(count))),
			("pagePagesKey", .string(SwiftLiteral.stringContent(pages ?? ""))),
			("pageNextKey", .string(SwiftLiteral.stringContent(next))),
			("pagePrevKey", .string(SwiftLiteral.stringContent(prev))),
		]
	}
}
