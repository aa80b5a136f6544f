import ScaffoldBasics

extension SpecDecoder {
	mutating func decodeREST(_ node: JSONNode, context: String) -> SpecREST? {
		// `path` is required unless the entity is read by parent alone (`pathForParentReadsAlone`).
		guard let object = reader.object(node, context: context, keys: SpecKeys.rest) else { return nil }
		let base = decodeBasePath(object)
		let written = reader.string(object, "path", atMost: SpecLimits.restPathLength)
		if let written, let problem = Self.restPathProblem(written.value) {
			reader.error("REST path \(quoted: SpecNameRules.printable(written.value)) \(problem)", at: written.position)
		}
		let path = written.map { base + $0.value }
		let itemPath = decodeItemPath(object, base: base)
		let envelope = reader.string(object, "envelope", atMost: SpecLimits.keyLength)
		if let envelope, envelope.value.isEmpty { reader.error("\(object.path("envelope")) is empty", at: envelope.position) }
		let detail = reader.bool(object, "detail") ?? true
		let list = decodeList(object)
		let (create, createWrite) = decodeWrite(object, "create", method: .post)
		let (update, updateWrite) = decodeWrite(object, "update", method: .put)
		let delete = reader.bool(object, "delete") ?? false
		let byParent = decodeRESTParentReads(object, collectionPath: path, base: base)
		guard let path = path ?? pathForParentReadsAlone(object, detail: detail, list: list, writes: create || update || delete, byParent: byParent) else {
			return nil
		}
		return SpecREST(
			path: path, itemPath: itemPath ?? .item(under: path), basePath: base.isEmpty ? nil : base,
			envelope: envelope?.value, detail: detail, list: list, create: create, update: update,
			createWrite: createWrite, updateWrite: updateWrite, delete: delete, byParent: byParent,
			location: reader.location(node.position))
	}

	/// `create` or `update`: `true`, `false`, or an object saying how the body is sent (`method`,
	/// an update's only, `envelope` and `encoding`), which writes it too.
	private mutating func decodeWrite(_ rest: SpecObject, _ key: String, method: SpecWriteMethod) -> (Bool, SpecWrite) {
		var write = SpecWrite(method: method)
		guard let node = rest[key] else { return (false, write) }
		if let flag = node.bool { return (flag, write) }
		guard node.members != nil else {
			reader.mismatch("a boolean or an object", rest.path(key), node)
			return (false, write)
		}
		guard let object = reader.object(node, context: rest.path(key), keys: SpecKeys.write) else { return (false, write) }
		write.location = reader.location(node.position)
		if let written = object["method"] {
			if key == "create" {
				reader.error("\(object.path("method")): a create is always a POST to the collection path; remove it", at: written.position)
			} else if let chosen = reader.choice(object, "method", SpecWriteMethod.self) {
				write.method = chosen
			}
		}
		if let envelope = reader.string(object, "envelope", atMost: SpecLimits.keyLength) {
			if envelope.value.isEmpty {
				reader.error("\(object.path("envelope")) is empty", at: envelope.position)
			} else {
				write.envelope = envelope.value
			}
		}
		if let written = object["encoding"], let encoding = reader.choice(object, "encoding", SpecWriteEncoding.self) {
			write.encoding = encoding
			write.encodingLocation = reader.location(written.position)
			if encoding == .form, let envelope = object["envelope"] {
				reader.error(
					"\(object.path("envelope")): a form body is its fields' pairs, with no key around them; remove 'envelope' or 'encoding'",
					at: envelope.position)
			}
		}
		if let written = object["answer"], let answer = reader.choice(object, "answer", SpecWriteAnswer.self) {
			if key == "create" {
				reader.error("\(object.path("answer")): a create's answer is the item it made; remove it", at: written.position)
			} else {
				write.answer = answer
				write.answerLocation = reader.location(written.position)
			}
		}
		return (true, write)
	}

	/// `basePath`: a plain path that starts with `/` and does not end with one (the paths it
	/// goes in front of start with theirs); empty when not written or wrong.
	private mutating func decodeBasePath(_ rest: SpecObject) -> String {
		guard let base = reader.string(rest, "basePath", atMost: SpecLimits.restPathLength) else { return "" }
		let problem = base.value.hasSuffix("/") ? "must not end with '/': the paths after it start with one" : Self.restPathProblem(base.value)
		if let problem {
			reader.error("base path \(quoted: SpecNameRules.printable(base.value)) \(problem)", at: base.position)
			return ""
		}
		return base.value
	}

	/// `itemPath`, `basePath` in front: one placeholder where the identifier goes.
	private mutating func decodeItemPath(_ rest: SpecObject, base: String) -> SpecPathTemplate? {
		guard let written = reader.string(rest, "itemPath", atMost: SpecLimits.restPathLength) else { return nil }
		switch SpecPathTemplate.parse(base + written.value) {
		case .success(let template):
			if base.isEmpty || written.value.hasPrefix("/") { return template }
			reader.error("item path \(quoted: SpecNameRules.printable(written.value)) must start with '/'", at: written.position)
		case .failure(let problem):
			reader.error("item path \(quoted: SpecNameRules.printable(written.value)) \(problem.message)", at: written.position)
		}
		return nil
	}

	/// Why `path` cannot be a REST path: it must start with `/` and be plain (a trailing `/` is
	/// kept: many APIs write one, and some answer a path without it with a redirect or a 404).
	package static func restPathProblem(_ path: String) -> String? {
		if !path.hasPrefix("/") { return "must start with '/'" }
		if path.contains("//") { return "must not have an empty segment ('//')" }
		if path.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || "?#{}".unicodeScalars.contains($0) }) {
			return "must be a plain path: no spaces, control characters, '?', '#', '{' or '}'"
		}
		return nil
	}

	/// `list`: `true` (no pagination, no filters), `false` (none), or an object.
	private mutating func decodeList(_ parent: SpecObject) -> SpecList? {
		guard let node = parent["list"] else { return nil }
		if let flag = node.bool { return flag ? SpecList(paginated: false, filters: [], location: reader.location(node.position)) : nil }
		guard node.members != nil else {
			reader.mismatch("a boolean or an object", parent.path("list"), node)
			return nil
		}
		guard let object = reader.object(node, context: parent.path("list"), keys: SpecKeys.list) else { return nil }
		let (invalidItems, invalidItemsLocation) = decodeInvalidItems(object)
		let paginated = reader.bool(object, "paginated") ?? false
		var list = SpecList(
			paginated: paginated, filters: decodeFilters(object, graphQL: false),
			offline: decodeListOffline(object), invalidItems: invalidItems, invalidItemsLocation: invalidItemsLocation,
			location: reader.location(node.position))
		if let shape = decodePageShape(object, paginated: paginated) { list.page = shape }
		list.envelope = decodeListEnvelope(object)
		let pageItems = list.page.queryItems
		if paginated, let clash = list.filters.first(where: { pageItems.contains($0.parameter) }) {
			reader.error(
				"filter \(quoted: clash.name) sends query item \(quoted: clash.parameter), which carries the page; give it another 'parameter'",
				at: clash.location.position ?? node.position)
		}
		return list
	}

	/// `envelope` of a REST list: `null` (not wrapped) or the key its responses wrap their payload in.
	private mutating func decodeListEnvelope(_ list: SpecObject) -> SpecListEnvelope? {
		if list["envelope"]?.value == .null { return .unwrapped }
		guard let key = reader.string(list, "envelope", atMost: SpecLimits.keyLength) else { return nil }
		if key.value.isEmpty {
			reader.error("\(list.path("envelope")) is empty; write null when the list's responses are not wrapped", at: key.position)
			return nil
		}
		return .key(key.value)
	}

	/// `page`: the page's query item and keys, each a non-empty string (`info` may be null: the
	/// counts sit beside the items); keys of one JSON object must differ. A list's, and a REST
	/// read by parent's (`paginated` true: it has no such key).
	mutating func decodePageShape(_ list: SpecObject, paginated: Bool) -> SpecPageShape? {
		guard let node = list["page"] else { return nil }
		guard let object = reader.object(node, context: list.path("page"), keys: SpecKeys.page) else { return nil }
		if !paginated {
			reader.error("\(list.path("page")) describes a page, which needs \"paginated\": true", at: node.position)
			return nil
		}
		var shape = SpecPageShape()
		shape.location = reader.location(node.position)
		func key(_ name: String) -> String? {
			guard let text = reader.string(object, name, atMost: SpecLimits.keyLength) else { return nil }
			if text.value.isEmpty { reader.error("\(object.path(name)) is empty", at: text.position) }
			return text.value.isEmpty ? nil : text.value
		}
		if let linkHeader = reader.bool(object, "linkHeader"), linkHeader {
			// The body is the items, the next page in a header: no other key names anything.
			for name in SpecKeys.page where name != "linkHeader" && name != "limit" {
				guard let written = object[name] else { continue }
				reader.error(
					"\(list.path("page")) reads the next page from the Link header and the items from the body: it has no \(quoted: name); remove it",
					at: written.position)
			}
			var linked = SpecPageShape.linkHeader
			linked.location = shape.location
			linked.sizeParameter = key("limit")
			return linked
		}
		if let value = key("parameter") { shape.parameter = value }
		decodeContinuation(object, into: &shape, path: list.path("page"))
		decodeCursorType(object, into: &shape, path: list.path("page"))
		decodeHref(object, into: &shape, path: list.path("page"))
		shape.offset = key("offset")
		if let value = key("limit") {
			shape.limit = value
			if shape.continuation != nil { shape.sizeParameter = value }
		}
		if shape.offset != nil, let written = object["parameter"] {
			reader.error(
				"\(list.path("page")) takes an offset and a limit, not a page number: remove 'parameter' or 'offset'", at: written.position)
		}
		if shape.offset == nil, shape.continuation == nil, let written = object["limit"] {
			reader.error("\(list.path("page")) gives a 'limit' without an 'offset': the limit goes with an offset", at: written.position)
		}
		if shape.offset != nil, shape.offset == shape.limit {
			reader.error("\(list.path("page")) gives 'offset' and 'limit' the same query item \(quoted: shape.limit)", at: node.position)
		}
		if let value = key("items") { shape.items = value }
		if object["info"]?.value == .null {
			shape.info = nil
		} else if case .lastItem(let flag)? = shape.continuation {
			// The flag sits beside the items, whose last one is the cursor.
			shape.info = nil
			if let written = object["info"] {
				reader.error(
					"\(list.path("page")) reads \(quoted: flag) beside the items: it has no 'info' object; remove 'info' or write null",
					at: written.position)
			}
		} else if let value = key("info") {
			shape.info = value
		}
		if let value = key("count") { shape.count = value }
		if object["pages"]?.value == .null {
			shape.pages = nil
		} else if let value = key("pages") {
			shape.pages = value
		}
		// `"next": null, "prev": null`: the pages send a total and no links (both or neither).
		let unlinked = ["next", "prev"].filter { object[$0]?.value == .null }
		if unlinked.count == 1, let written = object[unlinked[0]] {
			reader.error(
				"\(list.path("page")) gives \(quoted: unlinked[0]) null but not the other link: an API without links has neither; write null for both, or name both keys",
				at: written.position)
		}
		shape.linked = unlinked.isEmpty
		if shape.linked {
			if let value = key("next") { shape.next = value }
			if let value = key("prev") { shape.prev = value }
		}
		var roleOfKey: [String: String] = [:]
		for (role, name) in shape.keysInOneObject {
			if let first = roleOfKey[name] {
				reader.error("\(list.path("page")) gives \(quoted: first) and \(quoted: role) the same key \(quoted: name)", at: node.position)
			}
			roleOfKey[name] = roleOfKey[name] ?? role
		}
		if let info = shape.info, info == shape.items {
			reader.error("\(list.path("page")) gives \"items\" and \"info\" the same key \(quoted: info)", at: node.position)
		}
		return shape
	}

	/// `cursor`, `nextURL` or `hasMore`: a list continued by the previous page's answer, which has no
	/// counts, numbers or offsets (each written is an error at its key), and, by link, no query
	/// item of its own (the link carries them).
	private mutating func decodeContinuation(_ object: SpecObject, into shape: inout SpecPageShape, path: String) {
		let ways = ["cursor", "nextURL", "hasMore"].compactMap { name in
			reader.string(object, name, atMost: SpecLimits.keyLength).map { (name: name, written: $0) }
		}
		for way in ways where way.written.value.isEmpty {
			reader.error("\(object.path(way.name)) is empty", at: way.written.position)
		}
		if ways.count > 1 {
			let names = ways.map { "'\($0.name)'" }.joined(separator: " and ")
			reader.error("\(path) gives both \(names): a list continues one way; remove one", at: ways[1].written.position)
			return
		}
		guard let way = ways.first, !way.written.value.isEmpty else { return }
		if object["parameter"] == nil {
			// The query item of a cursor (Stripe's `starting_after` after the last item); a link
			// names its own (the samples name it so too).
			shape.parameter = way.name == "hasMore" ? "starting_after" : "cursor"
		}
		switch way.name {
		case "cursor": shape.continuation = .cursor(key: way.written.value)
		case "hasMore": shape.continuation = .lastItem(hasMore: way.written.value)
		default:
			shape.continuation = .nextURL(key: way.written.value)
			if let written = object["parameter"] {
				reader.error(
					"\(path) follows the next page's URL, which carries its query items: remove 'parameter'", at: written.position)
			}
		}
		guard let continuation = shape.continuation else { return }
		for name in ["offset", "count", "pages", "next", "prev"] {
			guard let written = object[name] else { continue }
			let how =
				switch continuation {
				case .cursor: "by cursor"
				case .lastItem: "after its last item while \(quoted: continuation.key) is true"
				default: "by the next page's URL"
				}
			reader.error(
				"\(path) continues \(how): its pages have no \(quoted: name) (no counts, page numbers or offsets; 'limit' names the page size's query item); remove it",
				at: written.position)
		}
	}

	/// `cursorType`: `"Int"` when the API sends the cursor as a number, `"String"` (the default)
	/// when as text; only with `cursor`, since a URL, a flag and an identifier have types of their own.
	private mutating func decodeCursorType(_ object: SpecObject, into shape: inout SpecPageShape, path: String) {
		guard let written = reader.string(object, "cursorType", atMost: SpecLimits.keyLength) else { return }
		guard case .cursor = shape.continuation else {
			reader.error("\(path) gives 'cursorType' without 'cursor': only a cursor the pages give has a type; remove it", at: written.position)
			return
		}
		switch written.value {
		case "String": shape.cursorIsNumber = false
		case "Int": shape.cursorIsNumber = true
		default:
			reader.error("\(object.path("cursorType")) must be \"String\" or \"Int\", found \(quoted: written.value)", at: written.position)
		}
	}

	/// `href`: with `nextURL`, the key of the URL inside the link object the next page is sent as
	/// (HAL's `{"next": {"href": "…"}}`); a cursor, a flag and a header hold no link object.
	private mutating func decodeHref(_ object: SpecObject, into shape: inout SpecPageShape, path: String) {
		guard let written = reader.string(object, "href", atMost: SpecLimits.keyLength) else { return }
		guard case .nextURL = shape.continuation else {
			// A 'nextURL' written wrong has its own error already.
			if object["nextURL"] != nil { return }
			reader.error(
				"\(path) gives 'href' without 'nextURL': only a next page's URL may come as a link object; remove it, or name the link's key as 'nextURL'",
				at: written.position)
			return
		}
		if written.value.isEmpty {
			reader.error("\(object.path("href")) is empty", at: written.position)
			return
		}
		shape.href = written.value
	}

	/// The offline keys of a list; how they fit the rest of the entity is checked once the entity
	/// is whole (``SpecChecker``).
	private mutating func decodeListOffline(_ list: SpecObject) -> SpecListOffline {
		var offline = SpecListOffline()
		for key in SpecKeys.listOffline {
			if let node = list[key] { offline.keyLocations[key] = reader.location(node.position) }
		}
		offline.cachePages = reader.bool(list, "cachePages")
		offline.notFoundIsEmpty = reader.bool(list, "notFoundIsEmpty")
		offline.maxAge = reader.duration(list, "maxAge")?.value
		if let size = reader.integer(list, "pageSize") {
			if size.value < 1 {
				reader.error("\(list.path("pageSize")) must be at least 1, found \(size.value)", at: size.position)
			} else if size.value > SpecLimits.pageSize {
				reader.error("\(list.path("pageSize")) must be at most \(SpecLimits.pageSize), found \(size.value)", at: size.position)
			} else {
				offline.pageSize = size.value
			}
		}
		if let elements = reader.array(list, "search") {
			offline.search = elements.enumerated().compactMap { index, node in
				guard let name = node.string else {
					reader.mismatch("a filter name", "\(list.path("search"))[\(index)]", node)
					return nil
				}
				return SpecSearchField(name: name, location: reader.location(node.position))
			}
		}
		return offline
	}

	/// A GraphQL filter's parameter is written into the query (`$status: String`), so it must
	/// be a GraphQL name; a REST one is a query item name and may be any text.
	private mutating func decodeFilters(_ list: SpecObject, graphQL: Bool) -> [SpecFilter] {
		var filters: [SpecFilter] = []
		var filterNamed: [String: Int] = [:]
		for (index, node) in (reader.array(list, "filters") ?? []).enumerated() {
			let context = "\(list.path("filters"))[\(index)]"
			guard let object = reader.object(node, context: context, keys: SpecKeys.filter, required: ["name", "type"]) else { continue }
			let name = reader.string(object, "name")
			if let name, let problem = SpecNameRules.memberNameProblem(name.value, role: "filter") {
				reader.error(problem, at: name.position)
			}
			let type = decodeType(object, "type")
			if let type, !Self.isFilterType(type.value) {
				reader.error(
					"filter type must be 'String', 'Int', 'Double', 'Bool', 'UUID' or an enum, found \(quoted: type.value)", at: type.position)
			}
			let parameter: String?
			if graphQL {
				parameter = graphQLName(object, "parameter")
			} else {
				let text = reader.string(object, "parameter", atMost: SpecLimits.keyLength)
				if let text, text.value.isEmpty { reader.error("\(object.path("parameter")) is empty", at: text.position) }
				parameter = text?.value
			}
			guard let name, let type else { continue }
			if let first = filterNamed[name.value].map({ filters[$0] }) {
				reader.error("duplicate filter \(quoted: name.value)", at: name.position, notes: [.init("first declared here", at: first.location)])
				continue
			}
			filterNamed[name.value] = filters.count
			filters.append(
				SpecFilter(
					name: name.value, type: type.value, parameter: parameter ?? jsonKeys.key(for: name.value),
					location: reader.location(node.position)))
		}
		return filters
	}

	private static func isFilterType(_ type: SpecType) -> Bool {
		switch type {
		case .string, .int, .double, .bool, .uuid, .enumType: true
		default: false
		}
	}

	// MARK: - GraphQL

	mutating func decodeGraphQL(_ node: JSONNode, context: String, entity: Name, plural: Name) -> SpecGraphQL? {
		guard let object = reader.object(node, context: context, keys: SpecKeys.graphQL) else { return nil }
		var detail: SpecGraphQLOperation?
		let detailNode = object["detail"] ?? JSONNode(.bool(true), at: node.position)
		if let flag = detailNode.bool {
			if flag {
				detail = SpecGraphQLOperation(
					operation: "Get" + entity.upperCamel, field: entity.lowerCamel, location: reader.location(detailNode.position))
			}
		} else if let detailObject = reader.object(detailNode, context: object.path("detail"), keys: SpecKeys.graphQLDetail) {
			detail = SpecGraphQLOperation(
				operation: graphQLName(detailObject, "operation") ?? "Get" + entity.upperCamel,
				field: graphQLField(detailObject) ?? entity.lowerCamel, on: graphQLName(detailObject, "on"),
				location: reader.location(detailNode.position))
		}
		var list: SpecGraphQLList?
		if let listNode = object["list"] {
			let defaultList = SpecGraphQLList(
				operation: "Get" + plural.upperCamel, field: plural.lowerCamel, paginated: false, filterInput: "Filter" + entity.upperCamel,
				filters: [], location: reader.location(listNode.position))
			if let flag = listNode.bool {
				list = flag ? defaultList : nil
			} else if let listObject = reader.object(listNode, context: object.path("list"), keys: SpecKeys.graphQLList) {
				let (invalidItems, invalidItemsLocation) = decodeInvalidItems(listObject)
				let connection = reader.bool(listObject, "connection") ?? false
				if connection, listObject["paginated"]?.bool == false, let written = listObject["paginated"] {
					reader.error(
						"\(object.path("list")) is a Relay connection, which is paginated: remove \"paginated\": false or \"connection\"", at: written.position)
				}
				list = SpecGraphQLList(
					operation: graphQLName(listObject, "operation") ?? defaultList.operation,
					field: graphQLField(listObject) ?? defaultList.field,
					paginated: connection || (reader.bool(listObject, "paginated") ?? false),
					filterInput: graphQLName(listObject, "filterInput") ?? defaultList.filterInput, filters: decodeFilters(listObject, graphQL: true),
					offline: decodeListOffline(listObject), invalidItems: invalidItems, invalidItemsLocation: invalidItemsLocation,
					location: defaultList.location)
				list?.connection = connection
			}
		}
		let byParent = decodeGraphQLParentReads(object, plural: plural)
		var graphQL = SpecGraphQL(detail: detail, list: list, byParent: byParent, location: reader.location(node.position))
		graphQL.arguments = decodeGraphQLArguments(object, filters: list?.filters ?? [])
		return graphQL
	}

	/// `arguments`: `{ "name": "channel", "type": "String" }`, each a GraphQL name that no query
	/// passes already (the identifier, the page, the filter or one of its fields) and that the
	/// container's initializer does not take, of a type a variable can carry as a scalar.
	private mutating func decodeGraphQLArguments(_ graphQL: SpecObject, filters: [SpecFilter]) -> [SpecGraphQLArgument] {
		var arguments: [SpecGraphQLArgument] = []
		var taken = Dictionary(filters.map { ($0.parameter, $0.location) }, uniquingKeysWith: { first, _ in first })
		for (index, node) in (reader.array(graphQL, "arguments") ?? []).enumerated() {
			let context = "\(graphQL.path("arguments"))[\(index)]"
			guard let object = reader.object(node, context: context, keys: SpecKeys.graphQLArgument, required: ["name", "type"]) else { continue }
			let name = graphQLName(object, "name")
			let type = decodeType(object, "type")
			if let type, ![.string, .int, .double, .bool].contains(type.value) {
				reader.error("\(object.path("type")) must be 'String', 'Int', 'Double' or 'Bool', found \(quoted: type.value.swiftSpelling)", at: type.position)
			}
			let graphQLType = graphQLTypeName(object, "graphQLType")
			guard let name, let type, [.string, .int, .double, .bool].contains(type.value) else { continue }
			let position = object["name"]?.position ?? node.position
			if SpecGraphQLArgument.isReserved(name) {
				reader.error(
					"argument \(quoted: name) of \(graphQL.path("arguments")) is a name the queries or the container already use (id, page, first, after, filter, the container's parameters); an API's argument of that name cannot be written here",
					at: position)
				continue
			}
			if let first = taken[name] {
				reader.error("argument \(quoted: name) is already sent by the list or another argument", at: position, notes: [.init("first declared here", at: first)])
				continue
			}
			taken[name] = reader.location(node.position)
			arguments.append(
				SpecGraphQLArgument(
					name: name, type: type.value, graphQLType: graphQLType ?? SpecGraphQLArgument.defaultGraphQLType(type.value),
					location: reader.location(node.position)))
		}
		return arguments
	}

	/// A query's field (`key`, the root `field` by default): a GraphQL name that is also the
	/// property of the Swift response wrapper, so not one that no Swift member can be called
	/// (keywords are backticked).
	mutating func graphQLField(_ object: SpecObject, _ key: String = "field") -> String? {
		guard let name = graphQLName(object, key) else { return nil }
		if name == "_" || SwiftIdentifier.forbiddenMemberNames.contains(name) {
			reader.error(
				"\(quoted: name) cannot be the field of \(object.path(key)): the generated response type stores the result in a property of that name",
				at: object[key]?.position ?? object.node.position)
			return nil
		}
		return name
	}

	/// A GraphQL named type, non-null or not (`String!`, `ID!`, `LanguageCode`): the type of a
	/// variable the spec cannot infer (an argument's `graphQLType`, a read by parent's `argumentType`).
	mutating func graphQLTypeName(_ object: SpecObject, _ key: String) -> String? {
		guard let written = reader.string(object, key, atMost: SpecLimits.keyLength) else { return nil }
		let scalar = written.value.hasSuffix("!") ? String(written.value.dropLast()) : written.value
		guard SwiftIdentifier.isPlain(scalar) else {
			reader.error(
				"\(object.path(key)) must be a GraphQL named type, non-null or not ('String!', 'ID!', 'LanguageCode'), found \(quoted: SpecNameRules.printable(written.value))",
				at: written.position)
			return nil
		}
		return written.value
	}

	/// A GraphQL name (`/[_A-Za-z][_0-9A-Za-z]*/`, the GraphQL specification's `Name`).
	mutating func graphQLName(_ object: SpecObject, _ key: String) -> String? {
		guard let name = reader.string(object, key) else { return nil }
		if let problem = SpecNameRules.lengthProblem(name.value, role: "GraphQL") {
			reader.error("\(object.path(key)): \(problem)", at: name.position)
			return nil
		}
		guard SwiftIdentifier.isPlain(name.value) else {
			reader.error(
				"\(quoted: SpecNameRules.printable(name.value)) is not a valid GraphQL name for \(object.path(key)) (ASCII letters, digits and '_', not starting with a digit)",
				at: name.position)
			return nil
		}
		return name.value
	}
}
