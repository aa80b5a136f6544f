/// A remote read of an entity's items by the identifier of a parent entity of the same spec:
/// one item of `rest.byParent` or `graphql.byParent` (`fetchEpisodes(characterIdentifier:)`).
public struct SpecParentRead: Sendable, Equatable {
	/// How the request carries the parent's identifier.
	public enum Source: Sendable, Equatable {
		/// `GET path`: the identifier replaces `{id}` in `path`, or, with `query`, is the value of
		/// that query item (`/episode?character=1`).
		case rest(path: String, query: String?)
		/// `query operation($argument: ID!) { field(argument: $argument) { list { … } } }`.
		case graphQL(operation: String, field: String, argument: String, list: String)
	}

	/// The placeholder of a REST path that the parent's identifier replaces.
	public static let placeholder = "{id}"

	/// The parent entity's name, as written (checked against the spec's entities).
	public var parent: String
	/// How the request carries the parent's identifier.
	public var source: Source
	/// The `parent` string, for located errors.
	public var parentLocation: SourceLocation
	/// The item's JSON object.
	public var location: SourceLocation

	/// The parent's name split into words.
	public var parentWords: Name { Name(parent) }
}

extension SpecEntity {
	/// The reads keyed by a parent, of whichever remote source the entity has, in order.
	public var parentReads: [SpecParentRead] { rest?.byParent ?? graphQL?.byParent ?? [] }

	/// Whether the local store can keep a list per parent: memory, file or SwiftData, as for pages
	/// (the Keychain keeps one item per account, not lists).
	public var storesParentLists: Bool { storesPages }
}
