import ScaffoldBasics

extension SpecSchema {
	// Built once per run; left unoptimised like `definitions` (it costs the build, not the run).
	/// The items of `rest.byParent` and `graphql.byParent`: reads of an entity's items by a parent
	/// entity's identifier. That the parent is another entity, and `{id}` or `query` carries the
	/// identifier exactly once, only scaffold checks.
	@_optimize(none)
	static var parentReadDefinitions: [(String, JSONValue)] {
		// `name` tells apart several reads of one parent; unique per parent, which only scaffold checks.
		let readName = described(
			"The read's name, before the plural in every name it derives (Starred: fetchStarredRepositories(userIdentifier:)); needed when a parent has several reads, one per name (default: none, the read named by its entity alone).",
			[("type", .string("string")), ("pattern", .string("^[A-Z][A-Za-z0-9_]*$")), ("maxLength", .integer(SpecLimits.nameLength))])
		return [
			("restByParent", object(
				"A read of the items of one parent: GET path with the parent's identifier in place of {id}, or as the query item.",
				keys: SpecKeys.restByParent, required: ["parent"], [
					"parent": referenced("Another entity of the spec, whose identifier selects the items.", "typeName"),
					"name": readName,
					"path": described("The path, starting with '/', with one placeholder ({id}, {login}…) where the parent's identifier goes (default with query: the entity's path).", [
						("type", .string("string")), ("pattern", .string("^/[^\\x00-\\x20\\x7F?#]*$")),
						("maxLength", .integer(SpecLimits.restPathLength)),
					]),
					"query": referenced("The query item carrying the parent's identifier, instead of {id} in the path.", "nonEmptyString"),
					"page": referenced("How the server pages one parent's items (by number, by offset, by cursor, after the last item or by the next page's URL; not by Link header): the entity's paginated list's page written again, or, for an entity without a list, the page of every paged read alike.", "page"),
				])),
			("graphQLByParent", object(
				"A query of the items of one parent: operation($argument: ID!) { field(argument: $argument) { list { … } } }, or a page of them from a connection.",
				keys: SpecKeys.graphQLByParent, required: ["parent"], [
					"parent": referenced("Another entity of the spec, whose identifier selects the items.", "typeName"),
					"name": readName,
					"operation": referenced("The operation name (default Get{Parent}{Name}{Plural}).", "graphQLName"),
					"field": referenced("The root field returning the parent (default {parent}).", "graphQLName"),
					"on": referenced("The type condition the list is selected in when the field answers an interface, as Relay's node(id:) answers a Node: field(id: $id) { ... on {on} { list { … } } }.", "graphQLName"),
					"argument": referenced("The root field's argument taking the parent's identifier (default id).", "graphQLName"),
					"argumentType": referenced("The GraphQL type of the argument's variable, a named type, non-null or not (default ID!; String! for a user(login: String!)).", "nonEmptyString"),
					"list": referenced("The parent's field listing the items (default {name}{Plural} in lowerCamelCase).", "graphQLName"),
					"connection": boolean("Whether the parent's list field is a Relay connection taking first and after and answering edges { node } and pageInfo { hasNextPage endCursor }, read a page at a time, each parent's end cursors kept apart (default false; the entity's list, if any, must be a connection too)."),
				])),
		]
	}
}
