import ScaffoldBasics

/// `rest.byParent` and `graphql.byParent`: reads of an entity's items by a parent's identifier.
/// Each item is decoded on its own; whether its parent is an entity of the spec, and whether the
/// entity's store can keep a list per parent, is checked once the spec is whole (``SpecChecker``).
extension SpecDecoder {
	/// REST items: `{ "parent": "Character", "path": "/character/{id}/episodes" }`, or a `query`
	/// item carrying the identifier, whose `path` defaults to the entity's collection path.
	/// A path's placeholder may have any name (`/users/{login}/repos`); it is kept as `{id}`, and
	/// `base` (the entity's `basePath`) goes in front. A `page` object (a list's `page`) says how
	/// the children of one parent are paged.
	mutating func decodeRESTParentReads(_ rest: SpecObject, collectionPath: String?, base: String) -> [SpecParentRead] {
		// `paginated` is a list's: refused with why, not as an unknown key (issue 52).
		decodeParentReads(rest, keys: SpecKeys.restByParent + ["paginated"]) { decoder, object, _, _ in
			decoder.refuseParentReadPaginated(object)
			let path = decoder.reader.string(object, "path", atMost: SpecLimits.restPathLength)
			let query = decoder.reader.string(object, "query", atMost: SpecLimits.keyLength)
			if let query, query.value.isEmpty { decoder.reader.error("\(object.path("query")) is empty", at: query.position) }
			let page = decoder.decodeParentReadPage(object, query: query?.value)
			guard let path else {
				guard query != nil else {
					decoder.reader.error(
						"\(object.context) needs a 'path' with \(quoted: SpecParentRead.placeholder) where the parent's identifier goes, or a 'query' item that carries it",
						at: object.node.position)
					return nil
				}
				return collectionPath.map { (.rest(path: $0, query: query?.value), page) }
			}
			switch Self.parentPath(path.value, hasQuery: query != nil) {
			case .success(let normalized):
				return (.rest(path: base + normalized, query: query?.value), page)
			case .failure(let problem):
				decoder.reader.error(
					"REST path \(quoted: SpecNameRules.printable(path.value)) of \(object.context) \(problem.message)", at: path.position)
				return nil
			}
		}
	}

	/// A read by parent is paged by its `page` object alone (no `pageSize` or filters of its
	/// own): a `paginated` on it is an error at the key saying so.
	private mutating func refuseParentReadPaginated(_ object: SpecObject) {
		guard let member = object.node.members?.first(where: { $0.key == "paginated" }) else { return }
		reader.error(
			"\(object.path("paginated")): a read by parent is paged by its 'page' object alone, with the keys of a list's 'page'; remove 'paginated'",
			at: member.keyPosition)
	}

	/// A GraphQL read by parent pages as a Relay connection (`"connection": true`), with no page
	/// object of its own: a `page` on one is an error at the key saying what to write instead.
	private mutating func refuseGraphQLParentReadPage(_ object: SpecObject) {
		guard let member = object.node.members?.first(where: { $0.key == "page" }) else { return }
		reader.error(
			"\(object.path("page")): a GraphQL read by parent pages as a Relay connection (the parent's list field takes 'first' and 'after', and answers 'edges' and 'pageInfo'); write \"connection\": true instead of 'page', or remove 'page' to read the parent's whole list",
			at: member.keyPosition)
	}

	/// `page`: the list's page object and its rules; the query item carrying the parent's
	/// identifier cannot also carry the page.
	private mutating func decodeParentReadPage(_ object: SpecObject, query: String?) -> SpecPageShape? {
		guard let shape = decodePageShape(object, paginated: true), let node = object["page"] else { return nil }
		if let query, shape.queryItems.contains(query) {
			reader.error(
				"\(object.path("page")) sends query item \(quoted: query), which carries the parent's identifier ('query'); give the page another one",
				at: node.position)
		}
		return shape
	}

	/// GraphQL items: `{ "parent": "Character", "field": "character", "list": "episode" }`; the
	/// operation defaults to `Get{Parent}{Plural}`, the field to the parent in lowerCamelCase, the
	/// argument to `id` of type `ID!` (`argumentType`) and the list to the plural in lowerCamelCase.
	/// `"connection": true` reads the list a page at a time as a Relay connection; `on` selects the
	/// list in a fragment on that type, when the field answers an interface (`node(id:)`).
	mutating func decodeGraphQLParentReads(_ graphQL: SpecObject, plural: Name) -> [SpecParentRead] {
		// `page` is a REST read's: refused with why, not as an unknown key (issue 52).
		decodeParentReads(graphQL, keys: SpecKeys.graphQLByParent + ["page"]) { decoder, object, parent, name in
			decoder.refuseGraphQLParentReadPage(object)
			// A named read's defaults take its name before the plural: `GetUserStarredRepositories`, `starredRepositories`.
			let readPlural = name.map { Name(words: $0.words + plural.words) } ?? plural
			let operation = decoder.graphQLName(object, "operation") ?? "Get" + parent.upperCamel + readPlural.upperCamel
			let field = decoder.graphQLField(object) ?? parent.lowerCamel
			let argument = decoder.graphQLName(object, "argument") ?? "id"
			let list = decoder.graphQLField(object, "list") ?? readPlural.lowerCamel
			let argumentType = decoder.graphQLTypeName(object, "argumentType") ?? SpecParentRead.defaultArgumentType
			let on = decoder.graphQLName(object, "on")
			var page: SpecPageShape?
			if decoder.reader.bool(object, "connection") == true {
				page = .relayConnection
				page?.location = object["connection"].map { decoder.reader.location($0.position) }
			}
			return (.graphQL(operation: operation, field: field, argument: argument, list: list, argumentType: argumentType, on: on), page)
		}
	}

	/// The items of `byParent` under `owner`: each an object with a `parent`, an optional `name`
	/// and what `source` reads (given the parent and the name); a parent read twice under one
	/// name (or twice without one) is reported at the second.
	private mutating func decodeParentReads(
		_ owner: SpecObject, keys: [String],
		source: (inout SpecDecoder, SpecObject, Name, Name?) -> (SpecParentRead.Source, SpecPageShape?)?
	) -> [SpecParentRead] {
		var reads: [SpecParentRead] = []
		var readOf: [ParentReadKey: Int] = [:]
		for (index, node) in (reader.array(owner, "byParent") ?? []).enumerated() {
			let context = "\(owner.path("byParent"))[\(index)]"
			guard let object = reader.object(node, context: context, keys: keys, required: ["parent"]) else { continue }
			var parent = reader.string(object, "parent")
			if let name = parent, let problem = SpecNameRules.typeNameProblem(name.value, role: "parent") {
				reader.error(problem, at: name.position)
				// Not a type name, so not an entity's: the checker would only repeat it.
				parent = nil
			}
			let name = decodeParentReadName(object)
			let read = source(&self, object, Name(parent?.value ?? ""), name.map { Name($0.value) })
			guard let parent, let read else { continue }
			let key = ParentReadKey(parent: parent.value, name: name?.value)
			if let first = readOf[key].map({ reads[$0] }) {
				reader.error(
					duplicateParentReadMessage(parent: parent.value, name: name?.value, in: owner.path("byParent")),
					at: name?.position ?? parent.position, notes: [.init("first declared here", at: first.nameLocation ?? first.parentLocation)])
				continue
			}
			readOf[key] = reads.count
			reads.append(
				SpecParentRead(
					parent: parent.value, name: name?.value, source: read.0, parentLocation: reader.location(parent.position),
					location: reader.location(node.position), page: read.1, nameLocation: name.map { reader.location($0.position) }))
		}
		return reads
	}

	/// `path` with its placeholder spelled `{id}`, or why it cannot be a parent read's path: the
	/// collection path's rules, with one placeholder unless a query item carries the identifier.
	static func parentPath(_ path: String, hasQuery: Bool) -> Result<String, SpecPathProblem> {
		let hasPlaceholder = path.contains("{") || path.contains("}")
		if hasQuery {
			if hasPlaceholder {
				return .failure(SpecPathProblem("has a placeholder and a 'query': both would carry the parent's identifier; keep one"))
			}
			return restPathProblem(path).map { .failure(SpecPathProblem($0)) } ?? .success(path)
		}
		guard hasPlaceholder else {
			if let problem = restPathProblem(path) { return .failure(SpecPathProblem(problem)) }
			return .failure(
				SpecPathProblem("needs \(quoted: SpecParentRead.placeholder) where the parent's identifier goes, or a 'query' item that carries it"))
		}
		return SpecPathTemplate.parse(path).map { $0.prefix + SpecParentRead.placeholder + $0.suffix }
	}
}
