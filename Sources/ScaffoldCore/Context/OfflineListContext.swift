import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of a list that works without the network (docs/caching.md): whether pages are cached,
/// which filters a search on the device answers and how each compares, and whether a 404 is an
/// empty page. The stores, the filter DTO and the page slice read them.
struct OfflineListContext {
	let entity: SpecEntity
	/// The spec's sample values, for the filters the store tests search with.
	let samples: SampleValues

	var contextEntries: [(String, TemplateValue)] {
		let searched = entity.searchFilters
		let unsearched = entity.listFilters.filter { filter in !searched.contains { $0.name == filter.name } }
		return [
			("hasPageSlice", .bool(entity.isPaginated)),
			("hasPlainList", .bool(hasList && !entity.isPaginated)),
			("cachesPages", .bool(entity.cachesPages)),
			("hasSearch", .bool(!searched.isEmpty)),
			("storesUseCore", .bool(entity.cachesPages || !searched.isEmpty)),
			("searchPageSize", .string(String(entity.searchPageSize))),
			("notFoundIsEmpty", .bool(entity.notFoundIsEmpty)),
			("pageLinkType", .string(entity.graphQL != nil ? "Int" : "String")),
			("searchFilters", .list(searched.enumerated().map { index, filter in searchEntry(filter, isFirst: index == 0) })),
			("hasUnsearchedFilters", .bool(!searched.isEmpty && !unsearched.isEmpty)),
			(
				"unsearchedFilters",
				.list(unsearched.enumerated().map { index, filter in
					["name": .string(filter.swiftName), "conjunction": .string(index == unsearched.count - 1 ? "" : " && ")]
				})
			),
			("cachedPagesProperty", .string(SpecChecker.cachedPagesProperty)),
			("isGraphQLList", .bool(entity.graphQL != nil)),
			("idJSONKey", .string(SwiftLiteral.string(entity.identifier.jsonKey))),
			// An identifier made from `index` that sorts as `index` does (zero-padded text, a valid UUID).
			(
				"idFromIndex",
				.string(entity.identifier.type == .int ? "index" : #"String(format: "00000000-0000-0000-0000-%012d", index)"#)
			),
		] + searchSamples(searched)
	}

	/// Filter DTOs the store tests search with: the first sample item's values (it matches), the
	/// same with text upper-cased (it matches too: case is ignored), and text no item contains.
	private func searchSamples(_ searched: [SpecFilter]) -> [(String, TemplateValue)] {
		let filterDTO = EntityNames(entity).name + "FilterDTO"
		var matching: [String] = []
		var upperCased: [String] = []
		var missing: [String] = []
		var emptyText: [String] = []
		for filter in searched {
			guard let field = entity.searchField(for: filter) else { continue }
			let text = EntityContext.plainText(samples.value(of: field, .first, owner: entity.name))
			let label = filter.name
			switch field.type {
			case .string:
				matching.append("\(label): \(SwiftLiteral.string(text))")
				upperCased.append("\(label): \(SwiftLiteral.string(text.uppercased()))")
				missing.append("\(label): \"\\u{1F50E} nothing has this\"")
				emptyText.append("\(label): \"\"")
			case .enumType:
				matching.append("\(label): \(SwiftLiteral.string(text))")
				upperCased.append("\(label): \(SwiftLiteral.string(text))")
				missing.append("\(label): \"\\u{1F50E} no such case\"")
			default:
				matching.append("\(label): \(text)")
				upperCased.append("\(label): \(text)")
			}
		}
		func literal(_ arguments: [String]) -> String { "\(filterDTO)(\(arguments.joined(separator: ", ")))" }
		return [
			("searchMatchingFilter", .string(literal(matching))),
			("searchUpperCasedFilter", .string(literal(upperCased))),
			("searchMissingFilter", .string(literal(missing))),
			("hasSearchMissingFilter", .bool(!missing.isEmpty)),
			// Every text filter empty, the others not set: it must find every item.
			("searchEmptyTextFilter", .string(literal(emptyText))),
			("searchesText", .bool(entity.searchesText)),
			("emptyTextFixture", .string(EntityNames(entity).fixtureEmptyText)),
		]
	}

	private var hasList: Bool { entity.hasList }

	/// How one filter is compared on the device: the DTO property it reads, whether text is
	/// contained (ignoring case and diacritics) or a value is equal, and the names of the values a
	/// SwiftData `#Predicate` captures (a predicate cannot unwrap the filter's optionals itself).
	private func searchEntry(_ filter: SpecFilter, isFirst: Bool) -> TemplateValue {
		let field = entity.searchField(for: filter)
		let label = Name(filter.name).upperCamel
		let isText = field?.type == .string
		let placeholder: String
		switch field?.type {
		case .int?: placeholder = "0"
		case .double?: placeholder = "0.0"
		case .bool?: placeholder = "false"
		default: placeholder = "\"\""
		}
		return [
			"filter": .string(filter.swiftName),
			"property": .string(field?.swiftName ?? filter.swiftName),
			"isText": .bool(isText),
			"placeholder": .string(placeholder),
			"valueName": .string(Name(filter.name).lowerCamel + "Value"),
			"flagName": .string("searches" + label),
			// Each condition after the first goes on its own line one level deeper, after `&&`,
			// as swift-format breaks a chain of `&&`.
			"continuation": .string(isFirst ? "" : "\t&& "),
		]
	}
}
