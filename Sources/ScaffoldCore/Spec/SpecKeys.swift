import ScaffoldBasics

/// The keys each kind of spec object accepts: one list shared by the decoder (unknown keys,
/// suggestions) and the JSON Schema, so the two cannot drift apart.
package enum SpecKeys {
	package static let top = ["$schema", "version", "feature", "schemaVersion", "jsonKeys", "dateFormat", "extensions", "types", "entities", "userDefaults"]
	package static let declaration = ["name", "description", "fields", "enum", "union"]
	/// A declaration's `union` object.
	package static let union = ["discriminator", "cases"]
	/// A case of a `union`.
	package static let unionCase = ["name", "type", "value"]
	package static let field = ["name", "type", "jsonKey", "sample", "description", "reference", "deleteRule", "inverse", "domain", "renamedFrom", "default"]
	/// A field's `domain` object.
	static let fieldDomain = ["omit", "lenient"]
	package static let enumCase = ["name", "value"]
	package static let entity = ["name", "plural", "description", "identifier", "fields", "rest", "graphql", "local", "keychain", "repository"]
	package static let identifier = ["name", "type", "jsonKey", "domain"]
	/// An identifier's `domain` object.
	static let identifierDomain = ["type"]
	package static let rest = ["path", "basePath", "itemPath", "envelope", "detail", "list", "create", "update", "delete", "byParent"]
	/// A `create` or `update` object: how the write sends its body.
	static let write = ["method", "envelope", "encoding", "answer"]
	static let restByParent = ["parent", "name", "path", "query", "page"]
	package static let list = ["paginated", "page", "filters", "invalidItems", "row", "envelope"] + listOffline
	/// The keys of a REST list's `row`: the compact model its rows are, beside the item.
	package static let listRow = ["name", "plural", "description", "fields"]
	static let page = ["parameter", "cursor", "cursorType", "nextURL", "href", "hasMore", "linkHeader", "offset", "limit", "items", "info", "count", "pages", "next", "prev"]
	/// The offline keys both kinds of list accept.
	static let listOffline = ["cachePages", "search", "pageSize", "notFoundIsEmpty", "maxAge"]
	package static let filter = ["name", "type", "parameter"]
	package static let graphQL = ["detail", "list", "byParent", "arguments"]
	static let graphQLArgument = ["name", "type", "graphQLType"]
	static let graphQLByParent = ["parent", "name", "operation", "field", "on", "argument", "argumentType", "list", "connection"]
	package static let graphQLDetail = ["operation", "field", "on"]
	package static let graphQLList = ["operation", "field", "paginated", "connection", "filterInput", "filters", "invalidItems"] + listOffline
	package static let repository = ["enabled", "useCases", "cachePolicy", "maxAge"]
	static let keychain = ["service", "accessibility"]
	package static let userDefaults = ["name", "key", "element", "limit", "order", "dedupe", "renamedFrom"]
}
