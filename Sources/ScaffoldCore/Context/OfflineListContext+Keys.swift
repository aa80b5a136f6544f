import ScaffoldBasics

// The typed keys of OfflineListContext.

extension OfflineListContext {
	/// The keys of a list without the network, in this order.
	struct Keys: FlattenedTemplateContext {
		let hasPageSlice: Bool
		let hasPlainList: Bool
		let cachesPages: Bool
		let hasSearch: Bool
		let storesUseCore: Bool
		let searchPageSize: String
		let notFoundIsEmpty: Bool
		let pageLinkType: String
		let searchFilters: [SearchFilter]
		let hasUnsearchedFilters: Bool
		let unsearchedFilters: [UnsearchedFilter]
		let cachedPagesProperty: String
		let isGraphQLList: Bool
		let idJSONKey: String
		let idFromIndex: String
		let samples: SearchSamples

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("hasPageSlice", hasPageSlice)
			object.set("hasPlainList", hasPlainList)
			object.set("cachesPages", cachesPages)
			object.set("hasSearch", hasSearch)
			object.set("storesUseCore", storesUseCore)
			object.set("searchPageSize", searchPageSize)
			object.set("notFoundIsEmpty", notFoundIsEmpty)
			object.set("pageLinkType", pageLinkType)
			object.set("searchFilters", searchFilters)
			object.set("hasUnsearchedFilters", hasUnsearchedFilters)
			object.set("unsearchedFilters", unsearchedFilters)
			object.set("cachedPagesProperty", cachedPagesProperty)
			object.set("isGraphQLList", isGraphQLList)
			object.set("idJSONKey", idJSONKey)
			object.set("idFromIndex", idFromIndex)
			object.merge(samples)
		}
	}

	/// How one filter is compared on the device (see `searchEntry(_:isFirst:)`).
	struct SearchFilter: TemplateContext {
		let filter: String
		let property: String
		let isText: Bool
		let placeholder: String
		let valueName: String
		let flagName: String
		let continuation: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("filter", filter)
			object.set("property", property)
			object.set("isText", isText)
			object.set("placeholder", placeholder)
			object.set("valueName", valueName)
			object.set("flagName", flagName)
			object.set("continuation", continuation)
		}
	}

	/// A list filter the device does not search with, and the `&&` after it but the last.
	struct UnsearchedFilter: TemplateContext {
		let name: String
		let conjunction: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("conjunction", conjunction)
		}
	}

	/// The filter DTOs the store tests search with (see `searchSamples(_:)`).
	struct SearchSamples: FlattenedTemplateContext {
		let searchMatchingFilter: String
		let searchUpperCasedFilter: String
		let searchMissingFilter: String
		let hasSearchMissingFilter: Bool
		let searchEmptyTextFilter: String
		let searchesText: Bool
		let emptyTextFixture: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("searchMatchingFilter", searchMatchingFilter)
			object.set("searchUpperCasedFilter", searchUpperCasedFilter)
			object.set("searchMissingFilter", searchMissingFilter)
			object.set("hasSearchMissingFilter", hasSearchMissingFilter)
			object.set("searchEmptyTextFilter", searchEmptyTextFilter)
			object.set("searchesText", searchesText)
			object.set("emptyTextFixture", emptyTextFixture)
		}
	}
}
