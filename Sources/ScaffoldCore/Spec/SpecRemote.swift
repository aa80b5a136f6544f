import ScaffoldBasics

/// An entity's REST endpoints, all under one path.
package struct SpecREST: Sendable, Equatable {
	/// The collection path (`/character`, `/api/v2/pokemon/`), `basePath` included.
	package var path: String
	/// Where one item is (`basePath` included): `itemPath` as written, else `path/{id}` (or
	/// `path{id}/` when `path` ends with `/`).
	package var itemPath: SpecPathTemplate
	/// `basePath`, as written: prefixed to `path`, `itemPath` and the `byParent` paths.
	package var basePath: String?
	/// `envelope`: the key every response body wraps its payload in (`{"data": …}`).
	package var envelope: String?
	/// `GET itemPath`.
	package var detail: Bool
	/// `GET path`, if the entity can be listed.
	package var list: SpecList?
	/// `POST path`.
	package var create: Bool
	/// `PUT itemPath` (or `POST` or `PATCH itemPath`, per `updateWrite`).
	package var update: Bool
	/// How the create sends its body, when `create` is an object (`{"envelope": "article"}`).
	package var createWrite = SpecWrite(method: .post)
	/// How the update sends its body and with which method, when `update` is an object.
	package var updateWrite = SpecWrite()
	/// `DELETE itemPath`.
	package var delete: Bool
	/// `byParent`: reads of the items of one parent entity, in order.
	package var byParent: [SpecParentRead] = []
	/// The `rest` object.
	package var location: SourceLocation
}

/// How a list is fetched: paginated or not, with which filters.
package struct SpecList: Sendable, Equatable {
	/// Whether the response is a page and the request takes its number.
	package var paginated: Bool
	/// The page's query item and keys (`page`): seed 004's `{info, results}` unless written.
	package var page = SpecPageShape()
	/// `envelope`, when written: the list's responses wrapped otherwise than `rest.envelope` says.
	package var envelope: SpecListEnvelope?
	/// Optional filters, in order.
	package var filters: [SpecFilter]
	/// How the list works without the network.
	package var offline: SpecListOffline = SpecListOffline()
	/// What the list does with an item the domain refuses (`invalidItems`).
	package var invalidItems: SpecInvalidItems = .fail
	/// The `invalidItems` value, when the spec wrote one.
	package var invalidItemsLocation: SourceLocation?
	/// The `list` value.
	package var location: SourceLocation
}

/// How a paginated list works without the network: the `cachePages`, `search`, `pageSize` and
/// `notFoundIsEmpty` keys of a `list` object (REST or GraphQL), as the spec wrote them. What they
/// resolve to with their defaults is on ``SpecEntity`` (`cachesPages`, `searchFilters`…).
package struct SpecListOffline: Sendable, Equatable {
	/// The page size of a search on the device when the spec gives none.
	package static let defaultPageSize = 20

	/// `cachePages`, if written.
	package var cachePages: Bool?
	/// The filters named in `search`, if written.
	package var search: [SpecSearchField]?
	/// `pageSize`: how many items one page of a search on the device holds.
	package var pageSize: Int = SpecListOffline.defaultPageSize
	/// `notFoundIsEmpty`, if written.
	package var notFoundIsEmpty: Bool?
	/// `maxAge` in seconds, if written: how long the list's cached copies may be served.
	package var maxAge: Int?
	/// Where each key that was written is, for located errors.
	package var keyLocations: [String: SourceLocation] = [:]

	/// Options with nothing written.
	package init() {}
}

/// One filter named in a list's `search`.
package struct SpecSearchField: Sendable, Equatable {
	/// The filter's name.
	package var name: String
	/// The string in `search`.
	package var location: SourceLocation
}

/// An optional filter of a list request (a REST query item or a GraphQL filter field).
package struct SpecFilter: Sendable, Equatable {
	/// The Swift name (`name`, `status`).
	package var name: String
	/// A built-in scalar or an enum; always optional in the generated filter.
	package var type: SpecType
	/// The query item or GraphQL input field name (the spec's `parameter`, else the JSON key rule).
	package var parameter: String
	/// The filter's JSON object.
	package var location: SourceLocation

	/// The name as Swift must write it.
	package var swiftName: String { SwiftIdentifier.escaped(name) }
}

/// An entity's GraphQL operations.
package struct SpecGraphQL: Sendable, Equatable {
	/// The query fetching one item by id, if any.
	package var detail: SpecGraphQLOperation?
	/// The query fetching a list, if any.
	package var list: SpecGraphQLList?
	/// `byParent`: queries of the items of one parent entity, in order.
	package var byParent: [SpecParentRead] = []
	/// `arguments`: what the detail and list queries pass to their root fields besides the
	/// identifier, the page and the filter, in order.
	package var arguments: [SpecGraphQLArgument] = []
	/// The `graphql` object.
	package var location: SourceLocation
}

/// A GraphQL query for one item: `query GetCharacter($id: ID!) { character(id: $id) { … } }`.
package struct SpecGraphQLOperation: Sendable, Equatable {
	/// The operation name (`GetCharacter`).
	package var operation: String
	/// The root query field (`character`).
	package var field: String
	/// `on`: the type condition of an inline fragment the selection is wrapped in, when the field
	/// answers an interface, as Relay's `node(id:)` answers a `Node` (`... on Repository { … }`).
	package var on: String?
	/// The `detail` value.
	package var location: SourceLocation

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(operation: String, field: String, on: String? = nil, location: SourceLocation) {
		self.operation = operation
		self.field = field
		self.on = on
		self.location = location
	}
}

/// A GraphQL query for a list: `query GetCharacters($page: Int, …) { characters(page: $page, filter: {…}) }`.
package struct SpecGraphQLList: Sendable, Equatable {
	/// The operation name (`GetCharacters`).
	package var operation: String
	/// The root query field (`characters`).
	package var field: String
	/// Whether the result is an `{info, results}` page and the query takes `$page` (or, with
	/// `connection`, a Relay connection).
	package var paginated: Bool
	/// Whether the result is a Relay connection (`edges { node }`, `pageInfo { hasNextPage endCursor }`)
	/// and the query takes `$first` and `$after`; implies `paginated`.
	package var connection = false
	/// The GraphQL input type of the `filter` argument (`FilterCharacter`).
	package var filterInput: String
	/// Filters, in order.
	package var filters: [SpecFilter]
	/// How the list works without the network.
	package var offline: SpecListOffline = SpecListOffline()
	/// What the list does with an item the domain refuses (`invalidItems`).
	package var invalidItems: SpecInvalidItems = .fail
	/// The `invalidItems` value, when the spec wrote one.
	package var invalidItemsLocation: SourceLocation?
	/// The `list` value.
	package var location: SourceLocation
}

extension SpecREST {
	/// Whether the update is a `PATCH` of the fields a `{Name}Changes` sets, not the whole item.
	package var patchesUpdate: Bool { update && updateWrite.method == .patch }
	/// Whether the update sends the whole item (`PUT`, or `POST` on the item).
	package var replacesUpdate: Bool { update && updateWrite.method != .patch }
	/// The writes the outbox queues: a create, a whole-item update and a delete. A `PATCH` is sent
	/// at once instead: it changes fields of the server's copy, which a queued change cannot merge.
	package var queuesWrites: Bool { create || replacesUpdate || delete }
}
