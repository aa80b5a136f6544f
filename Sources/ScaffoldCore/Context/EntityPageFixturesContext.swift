import ScaffoldBasics
import ScaffoldSpec

/// The fixtures an entity's list and page tests read, and what the first sample page says of the
/// next: its link or cursor, its Link header, and the query items that ask for page 2.
struct EntityPageFixturesContext: FlattenedTemplateContext {
	/// A page read from a Link header is sent as its items alone: the list's fixture.
	let listResponseFixture: String
	let firstPageFixture: String
	let secondPageFixture: String
	let twoResultsFixture: String
	let paginationFixture: String
	let sampleTotalCount: String
	/// A list continued by cursor or link: what the first sample page says of the second (`nil`
	/// for pages asked for by number).
	let sampleNextPage: String
	/// The Link header of the first sample page: links before and after the next one, as GitHub sends them.
	let sampleLinkHeader: String
	let lastPageResponseFixture: String
	/// By cursor, the page size goes with every request; by link, the link carries what it needs.
	let secondPageQueryItems: String

	init(entity: SpecEntity, names: EntityNames) {
		let pageShape = entity.pageShape
		let isGraphQL = entity.graphQL != nil
		let sendsItemsAlone = !EntityOperationsContext.readsPages(entity) || pageShape.linksInHeader
		listResponseFixture = sendsItemsAlone ? names.fixtureList : names.fixtureListResponse
		firstPageFixture = names.fixtureFirstPage(isGraphQL: isGraphQL)
		secondPageFixture = names.fixtureSecondPage(isGraphQL: isGraphQL)
		twoResultsFixture = names.fixtureTwoResults(isGraphQL: isGraphQL)
		paginationFixture = names.fixturePagination(isGraphQL: isGraphQL)
		sampleTotalCount = String(Fixtures.totalCount(entity))
		sampleNextPage =
			switch pageShape.linked ? Fixtures.link(2, of: entity) : .null {
			case .string(let link): SwiftLiteral.string(link)
			// A cursor the API sends as a number is kept as the text it sends back.
			case .number(let number) where pageShape.cursorIsNumber: SwiftLiteral.string(number)
			case .number(let number): number
			default: "nil"
			}
		let link = { (number: Int) -> String in
			if case .string(let url) = Fixtures.link(number, of: entity) { url } else { "" }
		}
		sampleLinkHeader = SwiftLiteral.string("<\(link(1))>; rel=\"prev\", <\(link(2))>; rel=\"next\", <\(link(Fixtures.pageCount))>; rel=\"last\"")
		lastPageResponseFixture = pageShape.linksInHeader ? names.fixtureList : names.fixturePagination(isGraphQL: isGraphQL)
		let sizeItem: [String] = pageShape.continuation?.sendsCursor == true ? FilterContext.sizeQueryItem(of: entity) : []
		secondPageQueryItems =
			pageShape.continuation == nil ? "[]" : "[" + (sizeItem + [Fixtures.cursorQueryItem(page: 2, of: entity)]).joined(separator: ", ") + "]"
	}

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("listResponseFixture", listResponseFixture)
		object.set("firstPageFixture", firstPageFixture)
		object.set("secondPageFixture", secondPageFixture)
		object.set("twoResultsFixture", twoResultsFixture)
		object.set("paginationFixture", paginationFixture)
		object.set("sampleTotalCount", sampleTotalCount)
		object.set("sampleNextPage", sampleNextPage)
		object.set("sampleLinkHeader", sampleLinkHeader)
		object.set("lastPageResponseFixture", lastPageResponseFixture)
		object.set("secondPageQueryItems", secondPageQueryItems)
	}
}
