import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The context of a list's filters: the filter DTO's properties, how each becomes a REST
/// query item or a GraphQL variable, and the requests tests expect.
struct FilterContext {
	let spec: Spec
	let entity: SpecEntity
	let wire: WireType
	let filters: [SpecFilter]
	let isPaginated: Bool

	/// One filter's keys (an item of `filters`), in this order.
	struct Item: TemplateContext {
		let name: String
		let dtoType: String
		/// `,` but for the last.
		let comma: String
		let isText: Bool
		let queryName: String
		let queryValue: String
		let graphQLName: String
		let graphQLValue: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("dtoType", dtoType)
			object.set("comma", comma)
			object.set("isText", isText)
			object.set("queryName", queryName)
			object.set("queryValue", queryValue)
			object.set("graphQLName", graphQLName)
			object.set("graphQLValue", graphQLValue)
		}
	}

	/// The keys of a list's filters an entity's context gets, in this order.
	struct Keys: FlattenedTemplateContext {
		let filters: [Item]
		let hasFilters: Bool
		let hasQueryItems: Bool
		let queryItemsDeclaration: String
		let filterSample: String
		let filterSampleQueryItems: String
		/// Every text filter empty and the others not set: a request like the empty filter's.
		let hasTextFilters: Bool
		let filterEmptyText: String
		let emptyFilterQueryItems: String
		let filterSampleVariables: String
		let emptyFilterVariables: String
		let secondPageVariables: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("filters", filters)
			object.set("hasFilters", hasFilters)
			object.set("hasQueryItems", hasQueryItems)
			object.set("queryItemsDeclaration", queryItemsDeclaration)
			object.set("filterSample", filterSample)
			object.set("filterSampleQueryItems", filterSampleQueryItems)
			object.set("hasTextFilters", hasTextFilters)
			object.set("filterEmptyText", filterEmptyText)
			object.set("emptyFilterQueryItems", emptyFilterQueryItems)
			object.set("filterSampleVariables", filterSampleVariables)
			object.set("emptyFilterVariables", emptyFilterVariables)
			object.set("secondPageVariables", secondPageVariables)
		}
	}

	/// One filter's keys.
	func filter(_ filter: SpecFilter, isLast: Bool) -> Item {
		let name = filter.swiftName
		let wireType = wire.spelling(filter.type.unwrapped)
		return Item(
			name: name, dtoType: wireType, comma: isLast ? "" : ",", isText: wireType == "String",
			queryName: SwiftLiteral.stringContent(filter.parameter), queryValue: Self.queryValue(name, wireType: wireType),
			graphQLName: SwiftLiteral.stringContent(filter.parameter), graphQLValue: Self.graphQLValue(name, wireType: wireType))
	}

	/// The keys of the filters, the requests tests expect and the GraphQL variables.
	var keys: Keys {
		let items = filters.enumerated().map { filter($1, isLast: $0 == filters.count - 1) }
		let sample = filters.map { ($0, sampleValue(for: $0)) }
		let arguments = sample.map { "\($0.0.name): \(SwiftLiteral.scalar($0.1, wireSpelling: "") ?? "nil")" }
		let filterName = Name(entity.name).upperCamel + "FilterDTO"
		var queryItems = sample.map { "URLQueryItem(name: \(SwiftLiteral.string($0.0.parameter)), value: \(SwiftLiteral.string(EntityContext.plainText($0.1))))" }
		var variables = sample.map { "\(SwiftLiteral.string($0.0.parameter)): \(Self.graphQLLiteral($0.1))" }
		if isPaginated {
			queryItems.insert(contentsOf: pageQueryItems(page: 2), at: 0)
			// A connection asks for any page by way of the first, which the tests read.
			variables.insert(page.continuation == .connection ? "\"first\": .int(\(entity.searchPageSize))" : "\"page\": .int(3)", at: 0)
		}
		return Keys(
			filters: items,
			hasFilters: !filters.isEmpty,
			hasQueryItems: isPaginated || !filters.isEmpty,
			queryItemsDeclaration: queryItemsDeclaration,
			filterSample: "\(filterName)(\(arguments.joined(separator: ", ")))",
			filterSampleQueryItems: "[" + queryItems.joined(separator: ", ") + "]",
			hasTextFilters: !emptyTextArguments.isEmpty,
			filterEmptyText: "\(filterName)(\(emptyTextArguments.joined(separator: ", ")))",
			emptyFilterQueryItems: isPaginated ? "[" + pageQueryItems(page: 1).joined(separator: ", ") + "]" : "[]",
			filterSampleVariables: Self.dictionary(variables + argumentVariables),
			emptyFilterVariables: Self.dictionary((isPaginated ? [firstPageVariable] : []) + argumentVariables),
			secondPageVariables: Self.dictionary(
				[firstPageVariable, "\"after\": .string(\(SwiftLiteral.string(Fixtures.cursor(page: 2))))"] + argumentVariables))
	}

	/// The variables of the entity's GraphQL `arguments` a test expects beside the list's own.
	private var argumentVariables: [String] { GraphQLArgumentContext(entity: entity).sampleVariables }

	/// A Swift dictionary literal of `entries` (`[:]` when there are none).
	private static func dictionary(_ entries: [String]) -> String {
		entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
	}

	/// `name: ""` for every filter sent as text.
	private var emptyTextArguments: [String] {
		filters.filter { wire.spelling($0.type.unwrapped) == "String" }.map { "\($0.name): \"\"" }
	}

	/// The GraphQL variable of a list's first page: its number, or a connection's size.
	private var firstPageVariable: String {
		page.continuation == .connection ? "\"first\": .int(\(entity.searchPageSize))" : "\"page\": .int(1)"
	}

	/// How a REST list's request says which page: its number, or an offset and a limit.
	private var page: SpecPageShape { entity.pageShape }

	/// The query items a test expects for page `number` (by number or offset; the first page
	/// of a list continued by cursor or link has none).
	private func pageQueryItems(page number: Int) -> [String] {
		// A list continued by cursor or link asks for any page by way of the first, which says
		// nothing of its page; the tests read that first request.
		if page.continuation != nil { return sizeQueryItem }
		guard let offset = page.offset else { return ["URLQueryItem(name: \(SwiftLiteral.string(page.parameter)), value: \"\(number)\")"] }
		let size = entity.searchPageSize
		return [
			"URLQueryItem(name: \(SwiftLiteral.string(offset)), value: \"\((number - 1) * size)\")",
			"URLQueryItem(name: \(SwiftLiteral.string(page.limit)), value: \"\(size)\")",
		]
	}

	/// The page size's query item a list continued by cursor or link sends, when the spec names one.
	var sizeQueryItem: [String] { Self.sizeQueryItem(of: entity) }

	/// ``sizeQueryItem`` of `entity`'s list.
	static func sizeQueryItem(of entity: SpecEntity) -> [String] {
		guard let name = entity.pageShape.sizeParameter else { return [] }
		return ["URLQueryItem(name: \(SwiftLiteral.string(name)), value: \"\(entity.searchPageSize)\")"]
	}

	/// The first line of a REST list call: the page's items, in a `var` only when filters follow.
	var queryItemsDeclaration: String {
		let keyword = filters.isEmpty ? "let" : "var"
		guard isPaginated else { return "var queryItems: [URLQueryItem] = []" }
		guard let offset = page.offset else {
			return "\(keyword) queryItems = [URLQueryItem(name: \(SwiftLiteral.string(page.parameter)), value: String(page))]"
		}
		let size = entity.searchPageSize
		return "\(keyword) queryItems = [URLQueryItem(name: \(SwiftLiteral.string(offset)), value: String((page - 1) * \(size))), "
			+ "URLQueryItem(name: \(SwiftLiteral.string(page.limit)), value: \"\(size)\")]"
	}

	/// A realistic value to filter by: an enum's first raw value, else a sample scalar.
	func sampleValue(for filter: SpecFilter) -> JSONValue {
		let field = SpecField(
			name: filter.name, type: filter.type.unwrapped, jsonKey: filter.parameter, hasExplicitJSONKey: false,
			sample: nil, summary: nil, location: filter.location)
		return SampleValues(spec: spec, wire: wire).value(of: field, .first, owner: entity.name)
	}

	/// How a filter's wire value becomes a query item's text.
	static func queryValue(_ name: String, wireType: String) -> String {
		switch wireType {
		case "String": name
		case "Decimal": "\"\\(\(name))\""
		default: "String(\(name))"
		}
	}

	/// How a filter's wire value becomes a GraphQL variable.
	static func graphQLValue(_ name: String, wireType: String) -> String {
		switch wireType {
		case "Int": ".int(\(name))"
		case "Double": ".double(\(name))"
		case "Bool": ".bool(\(name))"
		case "Decimal": ".string(\"\\(\(name))\")"
		default: ".string(\(name))"
		}
	}

	/// The `GraphQLVariable` literal of a sample value.
	static func graphQLLiteral(_ value: JSONValue) -> String {
		switch value {
		case .string(let text): ".string(\(SwiftLiteral.string(text)))"
		case .bool(let flag): ".bool(\(flag))"
		case .number(let text): text.contains(".") ? ".double(\(text))" : ".int(\(text))"
		default: ".null"
		}
	}
}
