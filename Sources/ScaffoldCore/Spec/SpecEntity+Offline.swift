import ScaffoldBasics

/// What an entity's list does without the network, with the defaults applied: which pages are
/// cached, which filters a search on the device answers, and whether a 404 means "no results".
/// docs/caching.md describes the flows; ``SpecChecker`` refuses the combinations that contradict.
extension SpecEntity {
	/// The list's offline keys as written, if the entity has a list.
	package var listOffline: SpecListOffline? { rest?.list?.offline ?? graphQL?.list?.offline }

	/// Whether the list is paginated (REST or GraphQL).
	package var isPaginated: Bool { rest?.list?.paginated ?? graphQL?.list?.paginated ?? false }

	/// Whether the entity has a list, from REST or GraphQL.
	package var hasList: Bool { rest?.list != nil || graphQL?.list != nil }

	/// Whether the entity's stores keep a graph of the entities it nests (each stored once, by
	/// identifier). The Keychain keeps each entity whole, nested ones included: no graph there.
	package var hasGraph: Bool { fields.contains { $0.nestedReference != nil } && !local.keepsItemsWhole }

	/// The list's filters (REST or GraphQL), in order.
	package var listFilters: [SpecFilter] { rest?.list?.filters ?? graphQL?.list?.filters ?? [] }

	/// Whether the local store can keep pages and search: memory, file or SwiftData (the Keychain
	/// keeps a few secrets, not lists).
	package var storesPages: Bool { local.keepsPages }

	/// Whether pages of the list are cached on the device: a paginated list with a store that
	/// keeps pages, unless `cachePages` is `false`.
	package var cachesPages: Bool { isPaginated && storesPages && (listOffline?.cachePages ?? true) }

	/// The filters a search on the device answers: those `search` names, else every filter
	/// ``searchField(for:)`` can match; none without a paginated list and a store that keeps pages.
	package var searchFilters: [SpecFilter] {
		guard isPaginated && storesPages else { return [] }
		guard let named = listOffline?.search else { return listFilters.filter { searchField(for: $0) != nil } }
		return named.compactMap { field in listFilters.first { $0.name == field.name && searchField(for: $0) != nil } }
	}

	/// Whether a search on the device compares text (a filter on a `String` field): an empty
	/// text filter then matches every item, as the API reads an empty parameter as none.
	package var searchesText: Bool {
		searchFilters.contains { searchField(for: $0)?.type == .string }
	}

	/// How many items a page of a search on the device holds.
	package var searchPageSize: Int { listOffline?.pageSize ?? SpecListOffline.defaultPageSize }

	/// Whether a 404 on the list is an empty page: `notFoundIsEmpty`, by default on for a list
	/// with filters ("nothing matches" is not an error).
	package var notFoundIsEmpty: Bool { listOffline?.notFoundIsEmpty ?? !listFilters.isEmpty }

	/// The field a search on the device compares `filter` with: the field of the same name and
	/// type, when the stores can compare it (a `String`, contained ignoring case and diacritics,
	/// or an `Int`, `Double`, `Bool` or enum, equal). Optional fields, UUIDs and the identifier
	/// are not searched.
	package func searchField(for filter: SpecFilter) -> SpecField? {
		Self.searchField(fields.first(where: { $0.name == filter.name }), for: filter)
	}

	/// ``searchField(for:)`` given the entity's (first) field named like `filter`, if any.
	static func searchField(_ field: SpecField?, for filter: SpecFilter) -> SpecField? {
		guard let field, field.type == filter.type.unwrapped else { return nil }
		switch field.type {
		case .string, .int, .double, .bool, .enumType: return field
		default: return nil
		}
	}
}

extension SpecEntity {
	/// Whether the list's page counts have a DTO of their own (`{Entity}PaginationInfoDTO`): a
	/// GraphQL list's (its links are page numbers), or REST pages (a list's, or those read by
	/// parent) of another shape than seed 004's, which every other paginated REST list of the feature shares as `PaginationInfoDTO`.
	package var ownsPaginationInfo: Bool { graphQL != nil || (rest != nil && hasPages && !pageShape.isDefault) }

	/// The name of the DTO of the list's page counts.
	package var paginationInfoDTO: String { ownsPaginationInfo ? name + "PaginationInfoDTO" : "PaginationInfoDTO" }
}
