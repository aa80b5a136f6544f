/// REST paths an API may have that a spec writes wrong: `basePath`, `itemPath` and `envelope`,
/// each located at the value to fix.
extension BadSpecCases {
	/// Line 3: one entity whose `rest` object holds `rest`.
	private static func entity(rest: String) -> String {
		spec(entity: #"{"name": "Character", "fields": [], "rest": {"# + rest + "}}")
	}

	static let paths: [BadSpecCase] = [
		BadSpecCase(
			name: "a base path ending with a slash",
			text: entity(rest: #""basePath": "/api/", "path": "/c""#),
			expected: ["Specs/Character.json:3:71: error: base path '/api/' must not end with '/': the paths after it start with one"],
			schemaRejects: true),
		BadSpecCase(
			name: "an item path without a placeholder",
			text: entity(rest: #""path": "/c", "itemPath": "/c/one""#),
			expected: ["Specs/Character.json:3:85: error: item path '/c/one' needs one placeholder such as '{id}' where the identifier goes"],
			schemaRejects: true),
		BadSpecCase(
			name: "an item path with two placeholders",
			text: entity(rest: #""path": "/c", "itemPath": "/c/{a}/{b}""#),
			expected: ["Specs/Character.json:3:85: error: item path '/c/{a}/{b}' has more than one placeholder; the identifier goes in one place"],
			schemaRejects: true),
		BadSpecCase(
			name: "an item path not starting with a slash after a base path",
			text: entity(rest: #""basePath": "/api", "path": "/c", "itemPath": "c/{id}""#),
			expected: ["Specs/Character.json:3:105: error: item path 'c/{id}' must start with '/'"],
			schemaRejects: true),
		BadSpecCase(
			name: "a path with an empty segment",
			text: entity(rest: #""path": "/api//c""#),
			expected: ["Specs/Character.json:3:67: error: REST path '/api//c' must not have an empty segment ('//')"],
			schemaRejects: false),
		BadSpecCase(
			name: "a page shape on a list that is not paginated",
			text: entity(rest: #""path": "/c", "list": {"page": {"items": "data"}}"#),
			expected: ["Specs/Character.json:3:90: error: entities[0].rest.list.page describes a page, which needs \"paginated\": true"],
			schemaRejects: false),
		BadSpecCase(
			name: "an empty page key",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"items": ""}}"#),
			expected: ["Specs/Character.json:3:119: error: entities[0].rest.list.page.items is empty"],
			schemaRejects: true),
		BadSpecCase(
			name: "two page keys alike beside the items",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"info": null, "items": "total", "count": "total"}}"#),
			expected: ["Specs/Character.json:3:109: error: entities[0].rest.list.page gives 'items' and 'count' the same key 'total'"],
			schemaRejects: false),
		BadSpecCase(
			name: "a filter sending the page's query item",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"parameter": "p"}, "filters": [{"name": "p", "type": "String"}]}"#),
			expected: ["Specs/Character.json:3:141: error: filter 'p' sends query item 'p', which carries the page; give it another 'parameter'"],
			schemaRejects: false),
		BadSpecCase(
			name: "a page number and an offset",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"parameter": "p", "offset": "o"}}"#),
			expected: ["Specs/Character.json:3:123: error: entities[0].rest.list.page takes an offset and a limit, not a page number: remove 'parameter' or 'offset'"],
			schemaRejects: false),
		BadSpecCase(
			name: "a limit without an offset",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"limit": "size"}}"#),
			expected: ["Specs/Character.json:3:119: error: entities[0].rest.list.page gives a 'limit' without an 'offset': the limit goes with an offset"],
			schemaRejects: false),
		BadSpecCase(
			name: "an offset and a limit in one query item",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"offset": "n", "limit": "n"}}"#),
			expected: ["Specs/Character.json:3:109: error: entities[0].rest.list.page gives 'offset' and 'limit' the same query item 'n'"],
			schemaRejects: false),
		BadSpecCase(
			name: "a cursor and a next URL",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"cursor": "next_cursor", "nextURL": "next"}}"#),
			expected: ["Specs/Character.json:3:146: error: entities[0].rest.list.page gives both 'cursor' and 'nextURL': a list continues one way; remove one"],
			schemaRejects: false),
		BadSpecCase(
			name: "a cursor and a flag of more items",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"cursor": "next_cursor", "hasMore": "has_more"}}"#),
			expected: ["Specs/Character.json:3:146: error: entities[0].rest.list.page gives both 'cursor' and 'hasMore': a list continues one way; remove one"],
			schemaRejects: false),
		BadSpecCase(
			name: "a cursor type without a cursor",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"hasMore": "has_more", "cursorType": "Int"}}"#),
			expected: ["Specs/Character.json:3:147: error: entities[0].rest.list.page gives 'cursorType' without 'cursor': only a cursor the pages give has a type; remove it"],
			schemaRejects: false),
		BadSpecCase(
			name: "a cursor type in a numbered page",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"cursorType": "Int"}}"#),
			expected: ["Specs/Character.json:3:124: error: entities[0].rest.list.page gives 'cursorType' without 'cursor': only a cursor the pages give has a type; remove it"],
			schemaRejects: false),
		BadSpecCase(
			name: "a cursor type that is no string or number",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"cursor": "next", "cursorType": "UUID"}}"#),
			expected: ["Specs/Character.json:3:142: error: entities[0].rest.list.page.cursorType must be \"String\" or \"Int\", found 'UUID'"],
			schemaRejects: true),
		BadSpecCase(
			name: "a link object's key with a cursor",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"cursor": "next", "href": "href"}}"#),
			expected: ["Specs/Character.json:3:136: error: entities[0].rest.list.page gives 'href' without 'nextURL': only a next page's URL may come as a link object; remove it, or name the link's key as 'nextURL'"],
			schemaRejects: false),
		BadSpecCase(
			name: "a link object's key in a numbered page",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"href": "href"}}"#),
			expected: ["Specs/Character.json:3:118: error: entities[0].rest.list.page gives 'href' without 'nextURL': only a next page's URL may come as a link object; remove it, or name the link's key as 'nextURL'"],
			schemaRejects: false),
		BadSpecCase(
			name: "an empty link object's key",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"nextURL": "next", "href": ""}}"#),
			expected: ["Specs/Character.json:3:137: error: entities[0].rest.list.page.href is empty"],
			schemaRejects: true),
		BadSpecCase(
			name: "a flag of more items in an info object",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"hasMore": "has_more", "info": "meta"}}"#),
			expected: ["Specs/Character.json:3:141: error: entities[0].rest.list.page reads 'has_more' beside the items: it has no 'info' object; remove 'info' or write null"],
			schemaRejects: false),
		BadSpecCase(
			name: "a count in a page continued after its last item",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"hasMore": "has_more", "count": "total"}}"#),
			expected: ["Specs/Character.json:3:142: error: entities[0].rest.list.page continues after its last item while 'has_more' is true: its pages have no 'count' (no counts, page numbers or offsets; 'limit' names the page size's query item); remove it"],
			schemaRejects: false),
		BadSpecCase(
			name: "a filter sending the last item's query item",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"hasMore": "has_more"}, "filters": [{"name": "startingAfter", "type": "String", "parameter": "starting_after"}]}"#),
			expected: ["Specs/Character.json:3:146: error: filter 'startingAfter' sends query item 'starting_after', which carries the page; give it another 'parameter'"],
			schemaRejects: false),
		BadSpecCase(
			name: "one link null and the other named",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"offset": "offset", "next": null}}"#),
			expected: ["Specs/Character.json:3:138: error: entities[0].rest.list.page gives 'next' null but not the other link: an API without links has neither; write null for both, or name both keys"],
			schemaRejects: false),
		BadSpecCase(
			name: "a null link in a page continued by cursor",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"cursor": "next_cursor", "next": null, "prev": null}}"#),
			expected: ["Specs/Character.json:3:143: error: entities[0].rest.list.page continues by cursor: its pages have no 'next' (no counts, page numbers or offsets; 'limit' names the page size's query item); remove it", "Specs/Character.json:3:157: error: entities[0].rest.list.page continues by cursor: its pages have no 'prev' (no counts, page numbers or offsets; 'limit' names the page size's query item); remove it"],
			schemaRejects: false),
		BadSpecCase(
			name: "a count in a page continued by cursor",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"cursor": "next_cursor", "count": "total"}}"#),
			expected: ["Specs/Character.json:3:144: error: entities[0].rest.list.page continues by cursor: its pages have no 'count' (no counts, page numbers or offsets; 'limit' names the page size's query item); remove it"],
			schemaRejects: false),
		BadSpecCase(
			name: "a query item of a page continued by its next URL",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"nextURL": "next", "parameter": "cursor"}}"#),
			expected: ["Specs/Character.json:3:142: error: entities[0].rest.list.page follows the next page's URL, which carries its query items: remove 'parameter'"],
			schemaRejects: false),
		BadSpecCase(
			name: "a cursor under the items' key",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"cursor": "data", "items": "data", "info": null}}"#),
			expected: ["Specs/Character.json:3:109: error: entities[0].rest.list.page gives 'items' and 'cursor' the same key 'data'"],
			schemaRejects: false),
		BadSpecCase(
			name: "a filter sending the cursor's query item",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"cursor": "next"}, "filters": [{"name": "cursor", "type": "String"}]}"#),
			expected: ["Specs/Character.json:3:141: error: filter 'cursor' sends query item 'cursor', which carries the page; give it another 'parameter'"],
			schemaRejects: false),
		BadSpecCase(
			name: "an empty cursor key",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"cursor": ""}}"#),
			expected: ["Specs/Character.json:3:120: error: entities[0].rest.list.page.cursor is empty"],
			schemaRejects: true),
		BadSpecCase(
			name: "a page by Link header naming its items",
			text: entity(rest: #""path": "/c", "list": {"paginated": true, "page": {"linkHeader": true, "items": "data"}}"#),
			expected: ["Specs/Character.json:3:139: error: entities[0].rest.list.page reads the next page from the Link header and the items from the body: it has no 'items'; remove it"],
			schemaRejects: false),
		BadSpecCase(
			name: "a Relay connection that is not paginated",
			text: spec(entity: #"{"name": "Character", "fields": [], "graphql": {"list": {"connection": true, "paginated": false}}}"#),
			expected: ["Specs/Character.json:3:104: error: entities[0].graphql.list is a Relay connection, which is paginated: remove \"paginated\": false or \"connection\""],
			schemaRejects: false),
		BadSpecCase(
			name: "an empty envelope",
			text: entity(rest: #""path": "/c", "envelope": """#),
			expected: ["Specs/Character.json:3:85: error: entities[0].rest.envelope is empty"],
			schemaRejects: true),
	]
}
