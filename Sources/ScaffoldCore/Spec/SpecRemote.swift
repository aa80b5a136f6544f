/// An entity's REST endpoints, all under one path.
public struct SpecREST: Sendable, Equatable {
	/// The collection path (`/character`); an item is at `path/{id}`.
	public var path: String
	/// `GET path/{id}`.
	public var detail: Bool
	/// `GET path`, if the entity can be listed.
	public var list: SpecList?
	/// `POST path`.
	public var create: Bool
	/// `PUT path/{id}`.
	public var update: Bool
	/// `DELETE path/{id}`.
	public var delete: Bool
	/// `byParent`: reads of the items of one parent entity, in order.
	public var byParent: [SpecParentRead] = []
	/// The `rest` object.
	public var location: SourceLocation
}

/// How a list is fetched: paginated or not, with which filters.
public struct SpecList: Sendable, Equatable {
	/// Whether the response is an `{info, results}` page and the request takes a `page`.
	public var paginated: Bool
	/// Optional filters, in order.
	public var filters: [SpecFilter]
	/// How the list works without the network.
	public var offline: SpecListOffline = SpecListOffline()
	/// What the list does with an item the domain refuses (`invalidItems`).
	public var invalidItems: SpecInvalidItems = .fail
	/// The `invalidItems` value, when the spec wrote one.
	public var invalidItemsLocation: SourceLocation?
	/// The `list` value.
	public var location: SourceLocation
}

/// How a paginated list works without the network: the `cachePages`, `search`, `pageSize` and
/// `notFoundIsEmpty` keys of a `list` object (REST or GraphQL), as the spec wrote them. What they
/// resolve to with their defaults is on ``SpecEntity`` (`cachesPages`, `searchFilters`…).
public struct SpecListOffline: Sendable, Equatable {
	/// The page size of a search on the device when the spec gives none.
	public static let defaultPageSize = 20

	/// `cachePages`, if written.
	public var cachePages: Bool?
	/// The filters named in `search`, if written.
	public var search: [SpecSearchField]?
	/// `pageSize`: how many items one page of a search on the device holds.
	public var pageSize: Int = SpecListOffline.defaultPageSize
	/// `notFoundIsEmpty`, if written.
	public var notFoundIsEmpty: Bool?
	/// Where each key that was written is, for located errors.
	public var keyLocations: [String: SourceLocation] = [:]

	/// Options with nothing written.
	public init() {}
}

/// One filter named in a list's `search`.
public struct SpecSearchField: Sendable, Equatable {
	/// The filter's name.
	public var name: String
	/// The string in `search`.
	public var location: SourceLocation
}

/// An optional filter of a list request (a REST query item or a GraphQL filter field).
public struct SpecFilter: Sendable, Equatable {
	/// The Swift name (`name`, `status`).
	public var name: String
	/// A built-in scalar or an enum; always optional in the generated filter.
	public var type: SpecType
	/// The query item or GraphQL input field name (the spec's `parameter`, else the JSON key rule).
	public var parameter: String
	/// The filter's JSON object.
	public var location: SourceLocation

	/// The name as Swift must write it.
	public var swiftName: String { SwiftIdentifier.escaped(name) }
}

/// An entity's GraphQL operations.
public struct SpecGraphQL: Sendable, Equatable {
	/// The query fetching one item by id, if any.
	public var detail: SpecGraphQLOperation?
	/// The query fetching a list, if any.
	public var list: SpecGraphQLList?
	/// `byParent`: queries of the items of one parent entity, in order.
	public var byParent: [SpecParentRead] = []
	/// The `graphql` object.
	public var location: SourceLocation
}

/// A GraphQL query for one item: `query GetCharacter($id: ID!) { character(id: $id) { … } }`.
public struct SpecGraphQLOperation: Sendable, Equatable {
	/// The operation name (`GetCharacter`).
	public var operation: String
	/// The root query field (`character`).
	public var field: String
	/// The `detail` value.
	public var location: SourceLocation
}

/// A GraphQL query for a list: `query GetCharacters($page: Int, …) { characters(page: $page, filter: {…}) }`.
public struct SpecGraphQLList: Sendable, Equatable {
	/// The operation name (`GetCharacters`).
	public var operation: String
	/// The root query field (`characters`).
	public var field: String
	/// Whether the result is an `{info, results}` page and the query takes `$page`.
	public var paginated: Bool
	/// The GraphQL input type of the `filter` argument (`FilterCharacter`).
	public var filterInput: String
	/// Filters, in order.
	public var filters: [SpecFilter]
	/// How the list works without the network.
	public var offline: SpecListOffline = SpecListOffline()
	/// What the list does with an item the domain refuses (`invalidItems`).
	public var invalidItems: SpecInvalidItems = .fail
	/// The `invalidItems` value, when the spec wrote one.
	public var invalidItemsLocation: SourceLocation?
	/// The `list` value.
	public var location: SourceLocation
}
