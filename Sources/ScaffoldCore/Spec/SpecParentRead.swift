import ScaffoldBasics

/// A remote read of an entity's items by the identifier of a parent entity of the same spec:
/// one item of `rest.byParent` or `graphql.byParent` (`fetchEpisodes(characterIdentifier:)`).
package struct SpecParentRead: Sendable, Equatable {
	/// How the request carries the parent's identifier.
	package enum Source: Sendable, Equatable {
		/// `GET path`: the identifier replaces `{id}` in `path`, or, with `query`, is the value of
		/// that query item (`/episode?character=1`).
		case rest(path: String, query: String?)
		/// `query operation($argument: ID!) { field(argument: $argument) { list { … } } }`, the
		/// argument of the GraphQL type `argumentType` (`String!` for GitHub's `user(login:)`).
		/// With `on`, the field answers an interface (Relay's `node(id:)`) and the list is selected
		/// in a fragment on the parent's type: `node(id: $id) { ... on User { repositories … } }`.
		case graphQL(
			operation: String, field: String, argument: String, list: String, argumentType: String = SpecParentRead.defaultArgumentType,
			on: String? = nil)
	}

	/// The placeholder of a REST path that the parent's identifier replaces.
	package static let placeholder = "{id}"

	/// The GraphQL type of a GraphQL read's argument unless `argumentType` says otherwise.
	package static let defaultArgumentType = "ID!"

	/// The parent entity's name, as written (checked against the spec's entities).
	package var parent: String
	/// The read's own name (`name`, `Starred` in `fetchStarredRepositories(userIdentifier:)`),
	/// which tells apart several reads of one parent; nil for the read named by its entity alone.
	package var name: String? = nil
	/// How the request carries the parent's identifier.
	package var source: Source
	/// The `parent` string, for located errors.
	package var parentLocation: SourceLocation
	/// The item's JSON object.
	package var location: SourceLocation
	/// How the server pages the children of one parent (REST `page`, the keys and rules of a
	/// list's `page`; GraphQL `"connection": true`, a Relay connection's shape), or nil for one
	/// array per parent. A paged read reads the pages of the
	/// entity's paginated list's types, so it pages exactly as that list does (the checker says so).
	package var page: SpecPageShape?
	/// The `name` string, for located errors; nil without one.
	package var nameLocation: SourceLocation? = nil

	/// Whether the read is a GraphQL Relay connection of the parent (`"connection": true`): the
	/// parent's list field takes `first` and `after`, and answers `edges` and `pageInfo`.
	package var isConnection: Bool { page?.continuation == .connection }

	/// The parent's name split into words.
	package var parentWords: Name { Name(parent) }

	/// The read's `name` split into words, or nil without one.
	package var nameWords: Name? { name.map(Name.init) }
}

extension SpecEntity {
	/// The reads keyed by a parent, of whichever remote source the entity has, in order.
	package var parentReads: [SpecParentRead] { rest?.byParent ?? graphQL?.byParent ?? [] }

	/// The reads by parent that read one array per parent (no `page`): cached per parent.
	package var arrayParentReads: [SpecParentRead] { parentReads.filter { $0.page == nil } }

	/// The reads by parent that read one page at a time (`page`): from the server every time,
	/// through the entity's page slice.
	package var pagedParentReads: [SpecParentRead] { parentReads.filter { $0.page != nil } }

	/// Whether the local store can keep a list per parent: memory, file or SwiftData, as for pages
	/// (the Keychain keeps one item per account, not lists).
	package var storesParentLists: Bool { storesPages }
}
