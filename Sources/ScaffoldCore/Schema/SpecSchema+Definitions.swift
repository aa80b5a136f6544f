import ScaffoldBasics

extension SpecSchema {
	/// `Name`, `[Name]?`… up to three levels of arrays (deeper nesting is valid for scaffold
	/// but beyond what one regular expression can balance).
	static let typePattern: String = {
		let name = "[A-Za-z_][A-Za-z0-9_]*\\??"
		// A map, `[String: Int]`: the decoder checks its value type.
		let map = "\\[String: ?[A-Za-z_][A-Za-z0-9_]*\\]\\??"
		let one = "(?:\\[\(name)\\]\\??|\(map))"
		let two = "\\[(?:\(name)|\(one))\\]\\??"
		let three = "\\[(?:\(name)|\(one)|\(two))\\]\\??"
		return "^(?:\(name)|\(one)|\(two)|\(three))$"
	}()

	// Built once per run; left unoptimised like `definitions` (it costs the build, not the run).
	@_optimize(none)
	static var topProperties: [String: JSONValue] {
		[
			"$schema": described("The schema this file follows, for editors.", [("type", .string("string"))]),
			"version": described("The spec format version; this scaffold reads 1.", [("const", .integer(1))]),
			"feature": referenced("The feature's name, in UpperCamelCase: names the module and folder.", "typeName"),
			"schemaVersion": described(
				"The version of what the feature keeps on devices (default 1); bump it when a stored shape changes (docs/migrations.md).", [
					("type", .string("integer")), ("minimum", .integer(1)), ("maximum", .integer(SpecLimits.schemaVersion)),
				]),
			"jsonKeys": choice("How JSON keys follow from Swift names when a field has no jsonKey (default camelCase: the same).", JSONKeyStyle.allCases.map(\.rawValue)),
			"dateFormat": choice("How Date values are written in JSON (default iso8601).", DateFormat.allCases.map(\.rawValue)),
			"extensions": described(
				"Write the files of the generated types' extension points (mapper hooks, the container's decorators) when missing, and have check report a missing one (default false; docs/plan.md).",
				[("type", .string("boolean"))]),
			"types": arrayOf("Value types (fields) and string enums (enum) that fields can use.", "declaration"),
			"entities": arrayOf("The things the feature fetches and stores.", "entity"),
			"userDefaults": arrayOf("Lists of values kept in UserDefaults.", "userDefaults"),
		]
	}

	// A literal of a few hundred JSON values, built once per run: the optimiser spent about 8 s of a
	// release build on this getter alone (docs/performance.md, "Building scaffold"), for nothing
	// a run would notice.
	@_optimize(none)
	static var definitions: [(String, JSONValue)] {
		[
			("typeName", described("A Swift type name: ASCII, starting with a capital, not one of Swift's own.", [
				("type", .string("string")), ("pattern", .string("^[A-Z][A-Za-z0-9_]*$")), ("maxLength", .integer(SpecLimits.nameLength)),
				("not", .ordered([("enum", strings(SwiftIdentifier.shadowedTypeNames.sorted()))])),
			])),
			("memberName", described("A Swift property or case name: ASCII, starting in lower case or '_'; keywords are written in backticks.", [
				("type", .string("string")), ("pattern", .string("^[a-z_][A-Za-z0-9_]*$")), ("maxLength", .integer(SpecLimits.nameLength)),
				("not", .ordered([("enum", strings(["_", "self"]))])),
			])),
			("typeExpression", described("String, Int, Double, Bool, Date, URL, UUID, Decimal, JSON (any value) or a name from types; T? for optional, [T] for array, [String: T] for a map.", [
				("type", .string("string")), ("pattern", .string(typePattern)),
			])),
			("graphQLName", described("A GraphQL name.", [
				("type", .string("string")), ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*$")), ("maxLength", .integer(SpecLimits.nameLength)),
			])),
			("nonEmptyString", .ordered([("type", .string("string")), ("minLength", .integer(1)), ("maxLength", .integer(SpecLimits.keyLength))])),
			("description", described("A sentence for the generated doc comment.", [("type", .string("string")), ("maxLength", .integer(SpecLimits.descriptionLength))])),
			("declaration", object(
				"A value type (with fields), a string enum (with enum) or a union of value types (with union).", keys: SpecKeys.declaration, required: ["name"], [
					"name": referenced("The Swift type name.", "typeName"),
					"description": reference("description"),
					"fields": arrayOf("The value type's stored properties, in order.", "field"),
					"enum": described("The enum's cases, in order.", [("type", .string("array")), ("minItems", .integer(1)), ("items", reference("enumCase"))]),
					"union": reference("union"),
				], extra: [("oneOf", .list(["fields", "enum", "union"].map { .ordered([("required", strings([$0]))]) }))])),
			("union", object(
				"One of several value types, told apart by the text at a discriminator key: a Swift enum with associated values.", keys: SpecKeys.union,
				required: ["discriminator", "cases"], [
					"discriminator": referenced("The JSON key whose text names the case.", "nonEmptyString"),
					"cases": described("The cases, in order; the first is the one samples and stubs use.", [("type", .string("array")), ("minItems", .integer(1)), ("items", reference("unionCase"))]),
				])),
			("unionCase", object(
				"A case of a union: a value type and the discriminator's text that selects it.", keys: SpecKeys.unionCase, required: ["name", "type"], [
					"name": referenced("The Swift case name.", "memberName"),
					"type": referenced("The value type the case holds, declared in types.", "typeName"),
					"value": described("The discriminator's text for this case (default: the case name).", [("type", .string("string")), ("maxLength", .integer(SpecLimits.keyLength))]),
				])),
			("field", object(
				"A stored property.", keys: SpecKeys.field, required: ["name", "type"], [
					"name": referenced("The Swift name.", "memberName"),
					"type": referenced("The type.", "typeExpression"),
					"jsonKey": referenced("The JSON key, when it is not the one jsonKeys derives.", "nonEmptyString"),
					"sample": .ordered([("description", .string("A value for fixtures, matching the type."))]),
					"description": reference("description"),
					"reference": choice(
						"For a type that names an entity: the API nests it whole (nested) or sends its identifier.", SpecReference.Mode.allCases.map(\.rawValue)),
					"deleteRule": choice(
						"For a nested entity: deleting this entity deletes it too (cascade, the default for many) or leaves it (nullify, the default for one).",
						SpecReference.DeleteRule.allCases.map(\.rawValue)),
					"inverse": referenced("For a nested entity kept with SwiftData: the back-pointer on its model (default: this entity's plural).", "memberName"),
					"domain": referenced("What the field becomes in the domain model (default: a copy of the DTO's).", "fieldDomain"),
					"renamedFrom": referenced(
						"The field's name in the previous schema version: items stored under it are read with the old field's value.", "memberName"),
					"default": .ordered([
						("description", .string("The value, as the API would send it, that items stored before the field existed get; matching the type."))
					]),
				])),
			("fieldDomain", object(
				"The domain model's own choices for a field; the DTO keeps the field as the API sends it.", keys: SpecKeys.fieldDomain, required: [], [
					"omit": boolean("Leave the field out of the domain model, its mapper, stubs and tests; mapped back to the DTO it is nil (default false)."),
					"lenient": boolean("Map an invalid URL, UUID or ISO 8601 Date to nil instead of failing; the type must be optional (default false)."),
				])),
			("enumCase", object(
				"A case of a string enum.", keys: SpecKeys.enumCase, required: ["name"], [
					"name": referenced("The Swift case name.", "memberName"),
					"value": described("The raw value in JSON (default: the case name).", [("type", .string("string")), ("maxLength", .integer(SpecLimits.keyLength))]),
				])),
			("entity", object(
				"A thing the feature fetches and stores.", keys: SpecKeys.entity, required: ["name", "fields"], [
					"name": referenced("The Swift name.", "typeName"),
					"plural": referenced("The plural, when the inflector's is wrong.", "typeName"),
					"description": reference("description"),
					"identifier": referenced("The identifier (default id: Int, or String for GraphQL-only entities).", "identifier"),
					"fields": arrayOf("The stored properties besides the identifier, in order.", "field"),
					"rest": referenced("REST endpoints.", "rest"),
					"graphql": referenced("GraphQL queries.", "graphql"),
					"local": choice("Where the entity is kept on the device (default none).", SpecLocalStore.allCases.map(\.rawValue)),
					"keychain": referenced("Keychain options, with \"local\": \"keychain\".", "keychain"),
					"repository": referenced("Repository options.", "repository"),
				])),
			("identifier", object(
				"The identifier field.", keys: SpecKeys.identifier, required: [], [
					"name": referenced("The Swift name (default id).", "memberName"),
					"type": choice("The type.", ["Int", "String", "UUID"]),
					"jsonKey": referenced("The JSON key.", "nonEmptyString"),
					"domain": referenced("The identifier's type in the domain, when it differs from the wire's.", "identifierDomain"),
				])),
			("identifierDomain", object(
				"The identifier in the domain model.", keys: SpecKeys.identifierDomain, required: ["type"], [
					"type": choice("Int: a numeric String identifier (a GraphQL ID) is an Int in the domain.", ["Int"]),
				])),
			("rest", object(
				"REST endpoints under one path.", keys: SpecKeys.rest, required: [], [
					"path": described("The collection path, starting with '/' (a trailing '/' is kept). Required unless the entity is read by parent alone: detail false, no list, create, update or delete, every byParent read with its own path.", [
						("type", .string("string")), ("pattern", .string("^/[^\\x00-\\x20\\x7F?#{}]*$")), ("maxLength", .integer(SpecLimits.restPathLength)),
					]),
					"basePath": described("A prefix of path, itemPath and the byParent paths ('/api/v2'): starts with '/', does not end with one.", [
						("type", .string("string")), ("pattern", .string("^/[^\\x00-\\x20\\x7F?#{}]*[^\\x00-\\x20\\x7F?#{}/]$")),
						("maxLength", .integer(SpecLimits.restPathLength)),
					]),
					"itemPath": described("The path of one item, with one placeholder for the identifier ('/users/{login}', '/pokemon/{id}/'); default path/{id}.", [
						("type", .string("string")),
						("pattern", .string("^/[^\\x00-\\x20\\x7F?#{}]*\\{[A-Za-z0-9_-]+\\}[^\\x00-\\x20\\x7F?#{}]*$")),
						("maxLength", .integer(SpecLimits.restPathLength)),
					]),
					"envelope": referenced("The key every response body wraps its payload in ({\"data\": …}).", "nonEmptyString"),
					"detail": boolean("GET itemPath (default true)."),
					"list": described("GET path: true, false (default) or options.", [("oneOf", .list([.ordered([("type", .string("boolean"))]), reference("list")]))]),
					"create": described("POST path: true, false (default), or how the body is sent.", [
						("oneOf", .list([.ordered([("type", .string("boolean"))]), reference("write")]))
					]),
					"update": described("PUT itemPath: true, false (default), or how the body is sent and with which method.", [
						("oneOf", .list([.ordered([("type", .string("boolean"))]), reference("write")]))
					]),
					"delete": boolean("DELETE itemPath (default false)."),
					"byParent": arrayOf("Reads of the items of one parent entity, by its identifier.", "restByParent"),
				])),
			("write", object(
				"How a create or an update sends its body.", keys: SpecKeys.write, required: [], [
					"method": choice("An update's method (default PUT); PATCH sends only the fields a {Name}Changes sets; a create is always POST.", SpecWriteMethod.allCases.map(\.rawValue)),
					"envelope": referenced("The key the request body is wrapped in ({\"article\": …}); default none.", "nonEmptyString"),
					"encoding": choice("json (default), or form: application/x-www-form-urlencoded, for items of plain values.", SpecWriteEncoding.allCases.map(\.rawValue)),
					"answer": choice("An update's answer: item (default), or none: it is not the item, which is read again by its item path.", SpecWriteAnswer.allCases.map(\.rawValue)),
				])),
			("list", object(
				"List options.", keys: SpecKeys.list, required: [], [
					"paginated": boolean("Whether the response is an {info, results} page (default false)."),
					"page": referenced("The page's query item and keys, when they differ from ?page= and {info: {count, pages, next, prev}, results}.", "page"),
					"filters": arrayOf("Optional filters.", "filter"),
					"row": referenced("The compact model the list's rows are, when they are not the item: a model of its own with the entity's identifier and these fields.", "listRow"),
					"envelope": described("The key the list's responses wrap their payload in, when not rest.envelope ({\"articles\": […]}), or null: not wrapped.", [
						("oneOf", .list([reference("nonEmptyString"), .ordered([("type", .string("null"))])]))
					]),
				].merging(listOfflineProperties) { first, _ in first })),
			("listRow", object(
				"The model of a REST list's rows, beside the item (docs/spec.md, \"Rows of their own\").", keys: SpecKeys.listRow, required: ["fields"], [
					"name": referenced("The rows' Swift type name (default {Entity}Row).", "typeName"),
					"plural": referenced("The rows' plural, when the inflector's is wrong.", "typeName"),
					"description": referenced("A sentence for the generated doc comment.", "description"),
					"fields": arrayOf("The fields a row has besides the entity's identifier, which every row carries.", "field"),
				])),
			("page", object(
				"How a paginated REST list names its page.", keys: SpecKeys.page, required: [], [
					"parameter": referenced("The query item carrying the page number (default page), or the cursor (default cursor).", "nonEmptyString"),
					"cursor": referenced("The key of the next page's cursor, when the API continues a list by cursor instead of numbering its pages.", "nonEmptyString"),
					"cursorType": described("With cursor: Int when the API sends the cursor as a number, String (the default) when as text.", [
						("enum", strings(["String", "Int"]))
					]),
					"hasMore": referenced("The key of the flag saying whether more items follow, when the API continues a list after its last item: that item's identifier is sent as the parameter (default starting_after).", "nonEmptyString"),
					"linkHeader": boolean("Whether the next page's URL is in the response's Link header (rel=\"next\") and the body is the items, as GitHub sends pages (default false)."),
					"nextURL": referenced("The key of the next page's URL, when the API continues a list by link: the next request sends that URL's query items.", "nonEmptyString"),
					"href": referenced("With nextURL: the key of the URL inside the link object the nextURL key holds (HAL's {\"next\": {\"href\": ...}}), the object absent on the last page.", "nonEmptyString"),
					"items": referenced("The key of the page's items (default results).", "nonEmptyString"),
					"info": described("The key of the counts' object (default info), or null when they sit beside the items.", [
						("oneOf", .list([reference("nonEmptyString"), .ordered([("type", .string("null"))])]))
					]),
					"count": referenced("The key of the total number of items (default count).", "nonEmptyString"),
					"pages": described("The key of the number of pages (default pages), or null: the count and pageSize give it.", [
						("oneOf", .list([reference("nonEmptyString"), .ordered([("type", .string("null"))])]))
					]),
					"offset": referenced("The query item of the first item's offset, when the API takes an offset and a limit instead of a page number.", "nonEmptyString"),
					"limit": referenced("The query item of the page size: with an offset (default limit), or with a cursor, nextURL or linkHeader (sent when named).", "nonEmptyString"),
					"next": described("The key of the next page's link (default next), or null with prev null: the pages send a total and no links.", [
						("oneOf", .list([reference("nonEmptyString"), .ordered([("type", .string("null"))])]))
					]),
					"prev": described("The key of the previous page's link (default prev), or null with next null: the pages send a total and no links.", [
						("oneOf", .list([reference("nonEmptyString"), .ordered([("type", .string("null"))])]))
					]),
				])),
			("filter", object(
				"An optional filter of a list.", keys: SpecKeys.filter, required: ["name", "type"], [
					"name": referenced("The Swift name.", "memberName"),
					"type": described("String, Int, Double, Bool, UUID or an enum from types.", [
						("type", .string("string")), ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*$")),
						("not", .ordered([("enum", strings(["Date", "URL", "Decimal", "JSON"]))])),
					]),
					"parameter": referenced("The query item or GraphQL filter field (default: from jsonKeys).", "nonEmptyString"),
				])),
			("graphql", object(
				"GraphQL queries.", keys: SpecKeys.graphQL, required: [], [
					"detail": described("The one-item query: true (default), false or options.", [("oneOf", .list([.ordered([("type", .string("boolean"))]), reference("graphQLDetail")]))]),
					"list": described("The list query: true, false (default) or options.", [("oneOf", .list([.ordered([("type", .string("boolean"))]), reference("graphQLList")]))]),
					"byParent": arrayOf("Queries of the items of one parent entity, by its identifier.", "graphQLByParent"),
					"arguments": arrayOf("Arguments the detail and list queries pass to their root fields, given to the data source and the container.", "graphQLArgument"),
				])),
			("graphQLArgument", object(
				"An argument every query of the entity passes (a channel, a locale).", keys: SpecKeys.graphQLArgument, required: ["name", "type"], [
					"name": referenced("The root field's argument and the query's variable.", "graphQLName"),
					"type": described("The Swift type of its value.", [("enum", strings(["String", "Int", "Double", "Bool"]))]),
					"graphQLType": referenced("The variable's GraphQL type as the schema declares the argument (default the type's scalar, non-null: String!, Int!, Float!, Boolean!).", "nonEmptyString"),
				])),
			("graphQLDetail", object(
				"The one-item query.", keys: SpecKeys.graphQLDetail, required: [], [
					"operation": referenced("The operation name (default Get{Entity}).", "graphQLName"),
					"field": referenced("The root field (default {entity}).", "graphQLName"),
					"on": referenced("The type condition the selection is wrapped in when the field answers an interface, as Relay's node(id:) answers a Node: ... on {on} { … }.", "graphQLName"),
				])),
			("graphQLList", object(
				"The list query.", keys: SpecKeys.graphQLList, required: [], [
					"operation": referenced("The operation name (default Get{Plural}).", "graphQLName"),
					"field": referenced("The root field (default {plural}).", "graphQLName"),
					"paginated": boolean("Whether the result is an {info, results} page (default false)."),
					"connection": boolean("Whether the result is a Relay connection paged by $first and $after (default false; implies paginated)."),
					"filterInput": referenced("The GraphQL input type of the filter (default Filter{Entity}).", "graphQLName"),
					"filters": arrayOf("Optional filters.", "filter"),
				].merging(listOfflineProperties) { first, _ in first })),
			("keychain", object(
				"Where a Keychain-stored entity's items live.", keys: SpecKeys.keychain, required: [], [
					"service": described("The Keychain service, kSecAttrService (default: feature.entity in lowerCamelCase).", [
						("type", .string("string")), ("minLength", .integer(1)), ("maxLength", .integer(SpecLimits.keyLength)),
					]),
					"accessibility": choice(
						"When the items can be read, kSecAttrAccessible (default afterFirstUnlock).", SpecKeychain.Accessibility.allCases.map(\.rawValue)),
				])),
			("repository", object(
				"Repository options.", keys: SpecKeys.repository, required: [], [
					"enabled": boolean("Whether a repository, the domain layer and the container are generated; needs a remote source (default: when there is one)."),
					"useCases": boolean("Whether use cases are generated (default false)."),
					"cachePolicy": choice(
						"The default order of sources (localFirst, remoteFirst or noCache; see docs/caching.md).",
						SpecCachePolicy.allCases.map(\.rawValue)),
					"maxAge": duration(
						"How long a cached copy may be served without asking the server, for every read (a paginated list's own maxAge overrides it); needs a remote source and a local store. See docs/caching.md."),
				])),
			("userDefaults", object(
				"A list kept in UserDefaults.", keys: SpecKeys.userDefaults, required: ["name", "element"], [
					"name": referenced("The Swift name.", "typeName"),
					"key": referenced("The UserDefaults key (default: the name in lowerCamelCase).", "nonEmptyString"),
					"element": described("The element type: String, Int, Double, UUID or a string enum; not optional, not an array.", [
						("type", .string("string")), ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*$")),
						("not", .ordered([("enum", strings(["Bool", "Date", "URL", "Decimal", "JSON"]))])),
					]),
					"limit": described("The most items kept.", [
						("type", .string("integer")), ("minimum", .integer(SpecLimits.listLimit.lowerBound)),
						("maximum", .integer(SpecLimits.listLimit.upperBound)),
					]),
					"order": choice("The order items are returned in (default newestFirst).", SpecUserDefaults.Order.allCases.map(\.rawValue)),
					"dedupe": choice("How an item already in the list is handled (default exact).", SpecUserDefaults.Dedupe.allCases.map(\.rawValue)),
					"renamedFrom": referenced(
						"The list's name in the previous schema version: its values are read from the keys it had under that name.", "typeName"),
				])),
		]
	}
}

extension SpecSchema {
	// Built once per run; left unoptimised like `definitions` (it costs the build, not the run).
	/// The keys both kinds of `list` accept besides their own: the offline keys (docs/caching.md)
	/// and `invalidItems`.
	@_optimize(none)
	static var listOfflineProperties: [String: JSONValue] {
		[
			"cachePages": boolean("Whether pages are cached on the device (default true for a paginated list with a memory, file or swiftData store)."),
			"search": described("The filters a search on the device answers when the server cannot be reached (default: every filter naming a String, Int, Double, Bool or enum field).", [
				("type", .string("array")), ("items", reference("memberName")),
			]),
			"pageSize": described("How many items a page of a search on the device holds (default 20).", [
				("type", .string("integer")), ("minimum", .integer(1)), ("maximum", .integer(SpecLimits.pageSize)),
			]),
			"notFoundIsEmpty": boolean("Whether a 404 on the list is an empty page (default true for a list with filters)."),
			"maxAge": duration("How long a cached page may be served without asking the server (default: the repository's maxAge); needs cached pages."),
			"invalidItems": choice(
				"What an item the domain refuses does: fail the whole page or list (default), or drop it and report it.", SpecInvalidItems.allCases.map(\.rawValue)),
		]
	}
}

extension SpecSchema {
	/// A duration such as "10m" or "1h30m" (``SpecReader/seconds(in:)``): whole numbers of days,
	/// hours, minutes and seconds, largest first.
	static func duration(_ description: String) -> JSONValue {
		described(description, [
			("type", .string("string")), ("pattern", .string("^(?=[0-9])([0-9]{1,7}d)?([0-9]{1,7}h)?([0-9]{1,7}m)?([0-9]{1,7}s)?$")),
		])
	}
}
