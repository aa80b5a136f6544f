import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The JSON fixtures of one entity, as documents in the API's own shape.
package struct Fixtures {
	/// `info.pages` of every paginated sample response.
	package static let pageCount = 20
	/// `info.pages` of the last-page fixture (`…_pagination`), which is that page.
	package static let lastPageCount = 21

	/// How many items make a page in the sample totals: two, while the response says how many
	/// pages there are; the list's page size when the DTO works the pages out from the count, so
	/// that it finds the same numbers of pages.
	static func itemsPerPage(_ entity: SpecEntity) -> Int {
		entity.pageShape.pages == nil ? entity.searchPageSize : 2
	}

	/// `info.count` of every paginated sample response (40 at two items a page).
	package static func totalCount(_ entity: SpecEntity) -> Int { pageCount * itemsPerPage(entity) }

	/// `info.count` of the last-page fixture, other totals than the first page's (41 at two a page).
	package static func lastPageTotalCount(_ entity: SpecEntity) -> Int { (lastPageCount - 1) * itemsPerPage(entity) + 1 }

	let context: EntityContext
	/// The first and second sample items, built once: the documents hold them dozens of times
	/// between them (lists, pages, one per enum case), and each is a walk of the whole entity.
	private let first: JSONValue
	private let second: JSONValue

	/// The fixtures of the entity of `context`.
	package init(context: EntityContext) {
		self.context = context
		first = Self.item(.first, of: context)
		second = Self.item(.second, of: context)
	}

	/// Fixture name (without `.json`) and document, in a fixed order.
	func documents() -> [(name: String, document: JSONValue)] {
		let names = context.names
		let entity = context.entity
		var documents: [(String, JSONValue)] = [
			(names.fixtureDetail, item(.first)),
			(names.fixtureUpdated, item(.updated)),
			(names.fixtureList, .array([JSONNode(item(.first)), JSONNode(item(.second))])),
		]
		if entity.rest != nil && entity.hasPages {
			documents.append((names.fixtureListResponse, page(.first)))
		}
		if let graphQL = entity.graphQL {
			if let detail = graphQL.detail {
				documents.append((names.fixtureDetailQuery, object([(detail.field, item(.first))])))
			}
			if let list = graphQL.list {
				let results: JSONValue = list.paginated ? page(.first) : .array([JSONNode(item(.first)), JSONNode(item(.second))])
				documents.append((names.fixtureListQuery, object([(list.field, results)])))
			} else if entity.hasPages {
				// Pages read by parent alone (connections): the page tests read them as a list's, under the default list field.
				documents.append((names.fixtureListQuery, object([(names.lowerPlural, page(.first))])))
			}
			// A read by parent answers the parent with its list: `{"character": {"episode": [...]}}`;
			// a connection read, with a page of its connection, and its last page besides.
			for read in graphQL.byParent {
				guard case .graphQL(_, let field, _, let list, _, _) = read.source else { continue }
				let fixture = ParentReadNames(names: names, read: read).queryFixture
				let items = read.isConnection ? page(.first) : JSONValue.array([JSONNode(item(.first)), JSONNode(item(.second))])
				documents.append((fixture, object([(field, object([(list, items)]))])))
				if read.isConnection {
					documents.append((ParentReadContext.lastPageFixture(fixture), object([(field, object([(list, page(.last))]))])))
				}
			}
		}
		if entity.searchesText {
			documents.append((names.fixtureEmptyText, emptyTextItem()))
		}
		if RepositoryContext.isGenerated(entity) || RepositoryContext.hasLocalRepository(entity) || context.spec.isNested(entity.name) {
			documents += variants()
		} else if context.spec.hasSwiftDataModel(entity.name) {
			documents.append((names.fixtureSecond, item(.second)))
		}
		return documents
	}

	/// The fixtures the mapper tests read besides the ones above (the SwiftData mappers' tests
	/// read the second item too): the second item, an item per
	/// case of every enum field and one with a raw value no case has, and, for a paginated list,
	/// a middle page, a one-page list of both items and a last page.
	private func variants() -> [(String, JSONValue)] {
		let names = context.names
		var documents: [(String, JSONValue)] = [(names.fixtureSecond, item(.second))]
		for field in enumFields() {
			for fixture in field.cases {
				documents.append((fixture.fixture, item(.first, replacing: field.field, with: .string(fixture.rawValue))))
			}
			documents.append((field.unknownFixture, item(.first, replacing: field.field, with: .string(field.unknownRawValue))))
		}
		let entity = context.entity
		documents += invalidItemDocuments()
		guard entity.hasPages else { return documents }
		let isGraphQL = entity.graphQL != nil
		let pages: [(String, Page)] = [
			(names.fixtureSecondPage(isGraphQL: isGraphQL), .second),
			(names.fixtureTwoResults(isGraphQL: isGraphQL), .only),
			(names.fixturePagination(isGraphQL: isGraphQL), .last),
		]
		for (name, kind) in pages {
			let document = page(kind)
			documents.append((name, entity.graphQL.map { object([($0.list?.field ?? names.lowerPlural, document)]) } ?? document))
		}
		return documents
	}

	/// One sample item with every property under its JSON key.
	package func item(_ variant: SampleValues.Variant) -> JSONValue {
		switch variant {
		case .first: first
		case .second: second
		case .updated: Self.item(.updated, of: context)
		}
	}

	private static func item(_ variant: SampleValues.Variant, of context: EntityContext) -> JSONValue {
		let entity = context.entity
		var members = [JSONMember(key: entity.identifier.jsonKey, value: JSONNode(context.samples.identifier(entity.identifier, variant)))]
		members += entity.fields.map { JSONMember(key: $0.jsonKey, value: JSONNode(context.samples.value(of: $0, variant, owner: entity.name))) }
		return .object(members)
	}

	/// The first sample item with every text field (`String`, not optional) empty: real data has
	/// such items (a character's `type` is `""` for most characters), and an empty text filter
	/// must find them as it finds every other item.
	func emptyTextItem() -> JSONValue {
		guard case .object(let members) = item(.first) else { return item(.first) }
		let textKeys = Set(context.entity.fields.filter { $0.type == .string }.map(\.jsonKey))
		return .object(members.map { textKeys.contains($0.key) ? JSONMember(key: $0.key, value: JSONNode(.string(""))) : $0 })
	}

	/// A sample item with `field`'s value replaced.
	func item(_ variant: SampleValues.Variant, replacing field: SpecField, with value: JSONValue) -> JSONValue {
		guard case .object(let members) = item(variant) else { return item(variant) }
		return .object(members.map { $0.key == field.jsonKey ? JSONMember(key: $0.key, value: JSONNode(value)) : $0 })
	}

	/// Which page of a paginated list a fixture holds.
	enum Page {
		/// Page 1 of ``Fixtures/pageCount``, both items.
		case first
		/// Page 2 of ``Fixtures/pageCount``, both items.
		case second
		/// The only page, both items.
		case only
		/// The last page of ``Fixtures/lastPageCount``, the first item.
		case last
	}

	/// Page `kind` in the list's shape; `items` replaces its items (a list with a refused item).
	func page(_ kind: Page, items: JSONValue? = nil) -> JSONValue {
		let both = items ?? JSONValue.array([JSONNode(item(.first)), JSONNode(item(.second))])
		let (count, pages, next, previous, results): (Int, Int, Int?, Int?, JSONValue) =
			switch kind {
			case .first: (Self.totalCount(context.entity), Self.pageCount, 2, nil, both)
			case .second: (Self.totalCount(context.entity), Self.pageCount, 3, 1, both)
			case .only: (2, 1, nil, nil, both)
			case .last:
				(Self.lastPageTotalCount(context.entity), Self.lastPageCount, nil, Self.lastPageCount - 1, .array([JSONNode(item(.first))]))
			}
		// In the list's page shape: its keys, the counts in an object of their own or beside the items;
		// a list continued by cursor or link has only the way to the next page.
		let shape = context.entity.pageShape
		if shape.continuation == .connection, case .array(let elements) = results {
			// A Relay connection: each item is the node of an edge; the end cursor leads on while a page follows.
			let edges = JSONValue.array(elements.map { JSONNode(object([("node", $0.value)])) })
			let pageInfo = object([("hasNextPage", .bool(next != nil)), ("endCursor", link(next))])
			return object([(shape.items, edges), ("pageInfo", pageInfo)])
		}
		let counts: [(String, JSONValue)] =
			if case .lastItem(let flag)? = shape.continuation {
				// The flag of more items; the cursor is the last item's identifier.
				[(flag, .bool(next != nil))]
			} else if let href = shape.href, let continuation = shape.continuation {
				// A link object (HAL's `{"next": {"href": "…"}}`), left out on the last page.
				next == nil ? [] : [(continuation.key, object([(href, link(next))]))]
			} else if let continuation = shape.continuation {
				[(continuation.key, link(next))]
			} else {
				[(shape.count, .number(String(count)))] + (shape.pages.map { [($0, .number(String(pages)))] } ?? [])
					+ (shape.linked ? [(shape.next, link(next)), (shape.prev, link(previous))] : [])
			}
		guard let info = shape.info else { return object([(shape.items, results)] + counts) }
		// An object holding only the way on is `null` on the last page (`"next_page": null`), as such APIs send it.
		// Links in an object of their own (HAL's `_links`) keep it, without the next one.
		if shape.infoMayBeNull, shape.href == nil, next == nil { return object([(info, .null), (shape.items, results)]) }
		return object([(info, object(counts)), (shape.items, results)])
	}

	/// The sample cursor leading to page `number` of a list continued by cursor (in its link, by link).
	static func cursor(page number: Int) -> String { "cursor-\(number)" }

	/// The sample cursor leading to page `number` in `shape`'s JSON: the page's number itself when
	/// the API sends a number (`cursorType: "Int"`), else ``cursor(page:)``.
	static func cursor(page number: Int, in shape: SpecPageShape) -> JSONValue {
		shape.cursorIsNumber ? .number(String(number)) : .string(cursor(page: number))
	}

	/// The query item a test expects in the request of page `number` of a list continued by cursor
	/// or link (the samples' links carry the cursor alone; after the last item, its identifier).
	static func cursorQueryItem(page number: Int, of entity: SpecEntity) -> String {
		let shape = entity.pageShape
		let value =
			switch (shape.continuation, link(number, of: entity)) {
			case (.lastItem?, .string(let text)), (.cursor?, .number(let text)): text
			default: cursor(page: number)
			}
		return "URLQueryItem(name: \(SwiftLiteral.string(shape.parameter)), value: \(SwiftLiteral.string(value)))"
	}

	/// A link to page `number`: a URL for REST, the page number for GraphQL; for a list continued
	/// by cursor, the cursor, or a URL carrying it.
	private func link(_ number: Int?) -> JSONValue { Self.link(number, of: context.entity) }

	/// ``link(_:)`` of `entity`'s list.
	static func link(_ number: Int?, of entity: SpecEntity) -> JSONValue {
		guard let number else { return .null }
		let shape = entity.pageShape
		switch shape.continuation {
		case .cursor, .connection: return Self.cursor(page: number, in: shape)
		case .lastItem:
			// Every sample page but the last ends with the second sample item: its identifier leads on.
			switch SampleValues.identifier(entity.identifier.type, number: 2) {
			case .string(let text), .number(let text): return .string(text)
			default: return .null
			}
		case .nextURL, .linkHeader: return .string("https://example.com/api" + (entity.rest?.path ?? "") + "?" + shape.parameter + "=" + Self.cursor(page: number))
		case nil: break
		}
		guard let path = entity.rest?.path else { return .number(String(number)) }
		guard let offset = shape.offset else { return .string("https://example.com/api" + path + "?" + shape.parameter + "=\(number)") }
		let size = entity.searchPageSize
		return .string("https://example.com/api" + path + "?" + offset + "=\((number - 1) * size)&" + shape.limit + "=\(size)")
	}

	func object(_ members: [(String, JSONValue)]) -> JSONValue {
		.object(members.map { JSONMember(key: $0.0, value: JSONNode($0.1)) })
	}
}
