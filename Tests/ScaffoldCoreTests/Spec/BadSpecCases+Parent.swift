/// Reads keyed by a parent (`rest.byParent`, `graphql.byParent`) that cannot be generated, each
/// located at the value to fix.
extension BadSpecCases {
	private static let product = #"{"name": "Product", "fields": [], "rest": {"path": "/p"}, "local": "memory"}"#

	/// Line 3: `Product`, then `Review` reading its items by `byParent` over REST or GraphQL.
	private static func review(_ byParent: String, local: String = "memory", graphQL: Bool = false, types: String = "[]", list: String? = nil) -> String {
		let listed = list.map { #""list": "# + $0 + ", " } ?? ""
		let remote = graphQL ? #""graphql": {"byParent": ["# : #""rest": {"path": "/r", "# + listed + #""byParent": ["#
		return spec(
			entity: product + #", {"name": "Review", "fields": [], "# + remote + byParent + #"]}, "local": ""# + local + #""}"#, types: types)
	}

	static let parent: [BadSpecCase] = [
		BadSpecCase(
			name: "a parent that is no entity, with a suggestion",
			text: review(#"{"parent": "Prodcut", "path": "/p/{id}/r"}"#),
			expected: [
				"Specs/Character.json:3:172: error: unknown parent 'Prodcut' of entity 'Review': a parent is another entity of the spec; did you mean 'Product'?",
			], schemaRejects: false),
		BadSpecCase(
			name: "an entity as its own parent",
			text: review(#"{"parent": "Review", "query": "review"}"#),
			expected: [
				"Specs/Character.json:3:172: error: entity 'Review' cannot be its own parent: 'parent' names another entity of the spec, whose identifier selects the reviews",
			], schemaRejects: false),
		BadSpecCase(
			name: "a value type as the parent",
			text: review(#"{"parent": "Money", "path": "/m/{id}/r"}"#, types: #"[{"name": "Money", "fields": [{"name": "amount", "type": "Int"}]}]"#),
			expected: [
				"Specs/Character.json:2:11: warning: type 'Money' is declared but never used",
				"Specs/Character.json:3:172: error: unknown parent 'Money' of entity 'Review': a parent is another entity of the spec; 'Money' is declared in 'types'",
			], schemaRejects: false),
		BadSpecCase(
			name: "a parent in a spec of one entity",
			text: spec(entity: #"{"name": "Review", "fields": [], "rest": {"path": "/r", "byParent": [{"parent": "Product", "path": "/p/{id}/r"}]}}"#),
			expected: [
				"Specs/Character.json:3:94: error: unknown parent 'Product' of entity 'Review': a parent is another entity of the spec, and the spec has no other entity",
			], schemaRejects: false),
		BadSpecCase(
			name: "a parent name that is not a type name",
			text: review(#"{"parent": "product", "path": "/p/{id}/r"}"#),
			expected: ["Specs/Character.json:3:172: error: parent name 'product' must start with an upper-case letter; try 'Product'"],
			schemaRejects: true),
		BadSpecCase(
			name: "a read without a parent",
			text: review(#"{"path": "/p/{id}/r"}"#),
			expected: ["Specs/Character.json:3:161: error: missing required key 'parent' in entities[1].rest.byParent[0]"],
			schemaRejects: true),
		BadSpecCase(
			name: "a parent read twice",
			text: review(#"{"parent": "Product", "path": "/p/{id}/r"}, {"parent": "Product", "query": "product"}"#),
			expected: [
				"Specs/Character.json:3:216: error: duplicate parent 'Product' in entities[1].rest.byParent: one read per parent without a 'name'; give the second read a 'name' of its own (\"Starred\")\nSpecs/Character.json:3:172: note: first declared here",
			], schemaRejects: false),
		BadSpecCase(
			name: "a read by parent with a store that keeps no lists",
			text: review(#"{"parent": "Product", "path": "/p/{id}/r"}"#, local: "keychain"),
			expected: [
				#"Specs/Character.json:3:161: error: a read by parent is cached per parent, which needs a store that keeps lists: entity 'Review' has "local": "keychain"; lists are kept by 'memory', 'file' or 'swiftData' ('none' keeps nothing)"#,
			], schemaRejects: false),
		BadSpecCase(
			name: "a REST path without the parent's identifier",
			text: review(#"{"parent": "Product", "path": "/p/r"}"#),
			expected: [
				"Specs/Character.json:3:191: error: REST path '/p/r' of entities[1].rest.byParent[0] needs '{id}' where the parent's identifier goes, or a 'query' item that carries it",
			], schemaRejects: false),
		BadSpecCase(
			name: "a paged REST read by parent of an entity whose list is not paginated",
			text: review(#"{"parent": "Product", "path": "/p/{id}/r", "page": {"offset": "offset", "limit": "limit"}}"#, list: #"{"paginated": false}"#),
			expected: [
				"Specs/Character.json:3:242: error: entity 'Review' pages its read by 'Product', and its 'list' is not paginated: a paged read by parent reads the entity's page types, those of its paginated list or, without a list, of its first paged read; give the list \"paginated\": true and this 'page', or remove 'page' to read one array per parent"
			], schemaRejects: false),
		BadSpecCase(
			name: "a paged REST read by parent paging unlike the entity's list",
			text: review(#"{"parent": "Product", "path": "/p/{id}/r", "page": {"parameter": "p"}}"#, list: #"{"paginated": true}"#),
			expected: [
				"Specs/Character.json:3:241: error: entity 'Review' pages its read by 'Product' unlike its list: a paged read by parent reads the list's page types, so write the same 'page' as the list's"
			], schemaRejects: false),
		BadSpecCase(
			name: "a second paged REST read by parent of an entity without a list, paging unlike the first",
			text: spec(
				entity: product + #", {"name": "Shop", "fields": [], "rest": {"path": "/s"}, "local": "memory"}, {"name": "Review", "fields": [], "rest": {"path": "/r", "byParent": [{"parent": "Product", "path": "/p/{id}/r", "page": {"parameter": "p"}}, {"parent": "Shop", "path": "/s/{id}/r", "page": {"parameter": "page"}}]}, "local": "memory"}"#),
			expected: [
				"Specs/Character.json:3:356: error: entity 'Review' pages its read by 'Shop' unlike its first paged read: the entity's paged reads by parent read the same page types, so write the same 'page' as the first's"
			], schemaRejects: false),
		BadSpecCase(
			name: "a REST read by parent marked paginated",
			text: review(#"{"parent": "Product", "path": "/p/{id}/r", "paginated": true}"#),
			expected: [
				"Specs/Character.json:3:204: error: entities[1].rest.byParent[0].paginated: a read by parent is paged by its 'page' object alone, with the keys of a list's 'page'; remove 'paginated'",
			], schemaRejects: true),
		BadSpecCase(
			name: "a read by parent's page object breaking a list page's rules",
			text: review(#"{"parent": "Product", "path": "/p/{id}/r", "page": {"hasMore": "has_more", "count": "total"}}"#),
			expected: [
				"Specs/Character.json:3:245: error: entities[1].rest.byParent[0].page continues after its last item while 'has_more' is true: its pages have no 'count' (no counts, page numbers or offsets; 'limit' names the page size's query item); remove it",
			], schemaRejects: false),
		BadSpecCase(
			name: "a read by parent's page sending the parent's query item",
			text: review(#"{"parent": "Product", "query": "product", "page": {"cursor": "next", "parameter": "product"}}"#),
			expected: [
				"Specs/Character.json:3:211: error: entities[1].rest.byParent[0].page sends query item 'product', which carries the parent's identifier ('query'); give the page another one",
			], schemaRejects: false),
		BadSpecCase(
			name: "a REST read with neither a path nor a query",
			text: review(#"{"parent": "Product"}"#),
			expected: [
				"Specs/Character.json:3:161: error: entities[1].rest.byParent[0] needs a 'path' with '{id}' where the parent's identifier goes, or a 'query' item that carries it",
			], schemaRejects: false),
		BadSpecCase(
			name: "a REST path with the identifier and a query",
			text: review(#"{"parent": "Product", "path": "/p/{id}/r", "query": "product"}"#),
			expected: [
				"Specs/Character.json:3:191: error: REST path '/p/{id}/r' of entities[1].rest.byParent[0] has a placeholder and a 'query': both would carry the parent's identifier; keep one",
			], schemaRejects: false),
		BadSpecCase(
			name: "a REST path with the identifier twice",
			text: review(#"{"parent": "Product", "path": "/p/{id}/r/{id}"}"#),
			expected: [
				"Specs/Character.json:3:191: error: REST path '/p/{id}/r/{id}' of entities[1].rest.byParent[0] has more than one placeholder; the identifier goes in one place",
			], schemaRejects: false),
		BadSpecCase(
			name: "a REST path with a placeholder that is not a name",
			text: review(#"{"parent": "Product", "path": "/p/{product.id}/r"}"#),
			expected: [
				"Specs/Character.json:3:191: error: REST path '/p/{product.id}/r' of entities[1].rest.byParent[0] has a placeholder that is not a name: '{product.id}'",
			], schemaRejects: false),
		BadSpecCase(
			name: "an empty query item",
			text: review(#"{"parent": "Product", "query": ""}"#),
			expected: ["Specs/Character.json:3:192: error: entities[1].rest.byParent[0].query is empty"],
			schemaRejects: true),
		BadSpecCase(
			name: "an unknown key in a REST read by parent",
			text: review(#"{"parent": "Product", "qurey": "product"}"#),
			expected: [
				"Specs/Character.json:3:161: error: entities[1].rest.byParent[0] needs a 'path' with '{id}' where the parent's identifier goes, or a 'query' item that carries it",
				"Specs/Character.json:3:183: error: unknown key 'qurey' in entities[1].rest.byParent[0]; did you mean 'query'?",
			], schemaRejects: true),
		BadSpecCase(
			name: "an unknown key in a GraphQL read by parent",
			text: review(#"{"parent": "Product", "feild": "product"}"#, graphQL: true),
			expected: ["Specs/Character.json:3:172: error: unknown key 'feild' in entities[1].graphql.byParent[0]; did you mean 'field'?"],
			schemaRejects: true),
		BadSpecCase(
			name: "a GraphQL read by parent with a page",
			text: review(#"{"parent": "Product", "page": {"linkHeader": true}}"#, graphQL: true),
			expected: [
				"Specs/Character.json:3:172: error: entities[1].graphql.byParent[0].page: a GraphQL read by parent pages as a Relay connection (the parent's list field takes 'first' and 'after', and answers 'edges' and 'pageInfo'); write \"connection\": true instead of 'page', or remove 'page' to read the parent's whole list"
			], schemaRejects: true),
		BadSpecCase(
			name: "a GraphQL argument that is not a GraphQL name",
			text: review(#"{"parent": "Product", "argument": "1d"}"#, graphQL: true),
			expected: [
				"Specs/Character.json:3:184: error: '1d' is not a valid GraphQL name for entities[1].graphql.byParent[0].argument (ASCII letters, digits and '_', not starting with a digit)",
			], schemaRejects: true),
		BadSpecCase(
			name: "a GraphQL list no Swift property can be called",
			text: review(#"{"parent": "Product", "list": "self"}"#, graphQL: true),
			expected: [
				"Specs/Character.json:3:180: error: 'self' cannot be the field of entities[1].graphql.byParent[0].list: the generated response type stores the result in a property of that name",
			], schemaRejects: false),
	]
}
