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

	/// The keys the templates read, set on the entity's context.
	var keys: Keys {
		let searched = entity.searchFilters
		let unsearched = entity.listFilters.filter { filter in !searched.contains { $0.name == filter.name } }
		return Keys(
			hasPageSlice: entity.isPaginated,
			hasPlainList: hasList && !entity.isPaginated,
			cachesPages: entity.cachesPages,
			hasSearch: !searched.isEmpty,
			storesUseCore: entity.cachesPages || !searched.isEmpty,
			searchPageSize: String(entity.searchPageSize),
			notFoundIsEmpty: entity.notFoundIsEmpty,
			pageLinkType: entity.graphQL != nil ? "Int" : "String",
			searchFilters: searched.enumerated().map { index, filter in searchEntry(filter, isFirst: index == 0) },
			hasUnsearchedFilters: !searched.isEmpty && !unsearched.isEmpty,
			unsearchedFilters: unsearched.enumerated().map { index, filter in
				UnsearchedFilter(name: filter.swiftName, conjunction: index == unsearched.count - 1 ? "" : " && ")
			},
			cachedPagesProperty: SpecChecker.cachedPagesProperty,
			isGraphQLList: entity.graphQL != nil,
			idJSONKey: SwiftLiteral.string(entity.identifier.jsonKey),
			// An identifier made from `index` that sorts as `index` does (zero-padded text, a valid UUID).
			idFromIndex: entity.identifier.type == .int ? "index" : #"String(format: "00000000-0000-0000-0000-%012d", index)"#,
			samples: searchSamples(searched))
	}

	/// Filter DTOs the store tests search with: the first sample item's values (it matches), the
	/// same with text upper-cased (it matches too: case is ignored), and text no item contains.
	private func searchSamples(_ searched: [SpecFilter]) -> SearchSamples {
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
		return SearchSamples(
			searchMatchingFilter: literal(matching),
			searchUpperCasedFilter: literal(upperCased),
			searchMissingFilter: literal(missing),
			hasSearchMissingFilter: !missing.isEmpty,
			// Every text filter empty, the others not set: it must find every item.
			searchEmptyTextFilter: literal(emptyText),
			searchesText: entity.searchesText,
			emptyTextFixture: EntityNames(entity).fixtureEmptyText)
	}

	private var hasList: Bool { entity.hasList }

	/// How one filter is compared on the device: the DTO property it reads, whether text is
	/// contained (ignoring case and diacritics) or a value is equal, and the names of the values a
	/// SwiftData `#Predicate` captures (a predicate cannot unwrap the filter's optionals itself).
	private func searchEntry(_ filter: SpecFilter, isFirst: Bool) -> SearchFilter {
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
		return SearchFilter(
			filter: filter.swiftName,
			property: field?.swiftName ?? filter.swiftName,
			isText: isText,
			placeholder: placeholder,
			valueName: Name(filter.name).lowerCamel + "Value",
			flagName: "searches" + label,
			// Each condition after the first goes on its own line one level deeper, after `&&`,
			// as swift-format breaks a chain of `&&`.
			continuation: isFirst ? "" : "\t&& ")
	}
}
