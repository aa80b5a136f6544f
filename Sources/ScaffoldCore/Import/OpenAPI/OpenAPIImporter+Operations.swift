import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Operations → the entity's REST block: which of list, detail, create, update and delete the
/// document offers with JSON bodies, the list's pagination and its query filters.
extension OpenAPIImporter {
	/// The schema of the resource's items: the item's GET response, else the collection's POST
	/// body, else the element of the collection's GET response.
	mutating func entitySchema(_ resource: Resource) throws(Diagnostic) -> (JSONNode, component: String?)? {
		let operations = Self.operations(resource)
		let key = try responseEnvelope(resource)
		var candidates: [JSONNode?] = []
		if let detail = operations.first(where: { $0.isItem && $0.method == "get" }) { candidates.append(try responseSchema(detail.node)) }
		if let create = operations.first(where: { !$0.isItem && $0.method == "post" }) {
			candidates.append(OpenAPIDocument.jsonSchema(of: try document.requestBody(create.node, path: log.path)?["content"]).schema)
		}
		for case let schema? in candidates {
			if case .node(let node, let component) = try document.resolve(try unwrapped(schema, key: key), path: log.path) { return (node, component) }
		}
		guard let list = operations.first(where: { !$0.isItem && $0.method == "get" }), let schema = try responseSchema(list.node),
			case .node(let composed, _) = try document.resolve(try unwrapped(schema, key: key), path: log.path)
		else { return nil }
		let node = try flattened(composed)
		// An array, an {info, results} page, or another envelope's first array (its list is warned about later).
		let envelopeArray = node["properties"]?.members?.first { $0.value["items"] != nil }?.value["items"]
		let items = node["items"] ?? node["properties"]?["results"]?["items"] ?? envelopeArray
		guard let items, case .node(let element, let component) = try document.resolve(items, path: log.path) else { return nil }
		return (element, component)
	}

	/// The `Link` header a list's success response declares (RFC 8288's next and last links), if
	/// any; the response may be a `$ref` to `components/responses` (the header's own `$ref` to
	/// `components/headers` needs no following: its name is the key).
	func linkHeader(of operation: JSONNode) throws(Diagnostic) -> JSONMember? {
		try document.successResponse(operation, path: log.path)?["headers"]?.members?.first { $0.key.lowercased() == "link" }
	}

	/// The JSON schema of an operation's first success response (followed through `components/responses`).
	func responseSchema(_ operation: JSONNode) throws(Diagnostic) -> JSONNode? {
		OpenAPIDocument.jsonSchema(of: try document.successResponse(operation, path: log.path)?["content"]).schema
	}

	/// The entity of a resource whose items `schema` describes.
	/// `nil` when none of its operations is left (each was warned about).
	mutating func entity(_ resource: Resource, schema: JSONNode, name: String) throws(Diagnostic) -> ImportedEntity? {
		var entity = ImportedEntity(name: name, summary: Self.sentence(schema["description"]))
		entity.position = schema.position
		// The item path's parameter comes first: the identifier is what the path takes (`login` of
		// `/users/{login}`, not the user's numeric `id`).
		let parameter = resource.itemParameter
		let fields = try fields(of: schema, owner: name)
		let key = try identifierKey(among: fields, of: schema, resource: resource, entity: name)
		// A resource without an item path that nothing identifies was warned about and is left
		// out; never a made-up `id`.
		if key == nil, resource.hasNoItemPath { return nil }
		let identifier = entity.adopt(fields, identifierKeys: key.map { [$0] } ?? [], log: &log, at: schema.position)
		if let identifier, identifier.key == parameter, identifier.key != "id", fields.contains(where: { $0.key == "id" }), let itemPath = resource.itemPath {
			log.note(
				"\(quoted: identifier.key) is the identifier of \(name), not \(quoted: "id"): the item path \(quoted: itemPath) takes it",
				at: resource.itemPosition)
		}
		if let identifier, identifier.type.isOptional {
			log.note("\(quoted: identifier.key) of \(name) is not required in the schema, but an identifier is always present", at: schema.position)
		}
		entity.restPath = resource.path
		entity.envelope = try responseEnvelope(resource)
		if let key = entity.envelope, let deciding = try decidingResponse(resource) {
			entity.envelopePosition = deciding.schema.position
			let beside = try envelopeNeighbours(deciding.schema, key: key)
			let skipped = beside.isEmpty ? "" : " (beside \(beside.map { "'\($0)'" }.joined(separator: ", ")), which the decoder skips)"
			log.note("\(deciding.label) wraps its payload in \(quoted: key)\(skipped): the entity's REST envelope", at: deciding.schema.position)
		}
		for operation in Self.operations(resource) {
			try apply(operation, of: resource, to: &entity)
		}
		if entity.detail || entity.update || entity.delete, let itemPath = resource.itemPath, itemPath != resource.defaultItemPath {
			entity.itemPath = itemPath
		}
		return entity.detail || entity.list != nil || entity.create || entity.update || entity.delete ? entity : nil
	}

	private mutating func apply(_ operation: (method: String, isItem: Bool, node: JSONNode), of resource: Resource, to entity: inout ImportedEntity) throws(Diagnostic) {
		let label = "\(operation.method.uppercased()) \(operation.isItem ? resource.itemPath ?? resource.path : resource.path)"
		let request = try document.requestBody(operation.node, path: log.path)?["content"]
		let writes = [("post", false), ("put", true), ("post", true)].contains { $0 == (operation.method, operation.isItem) }
		// A write sending an HTML form (Stripe's, Twilio's) is `"encoding": "form"` when the item's fields are plain values.
		let form = writes ? OpenAPIDocument.formSchema(of: request) : (isForm: false, schema: nil)
		if form.isForm, let field = ((entity.identifier.map { [$0] } ?? []) + entity.fields).first(where: { !$0.type.isFormValue }) {
			log.warn(
				"\(label) sends a form (application/x-www-form-urlencoded), and field \(quoted: field.name) of \(entity.name) is '\(field.type.swiftSpelling)', which a form cannot send as one pair; it is left out",
				at: request?.position ?? operation.node.position)
			return
		}
		let encoding: SpecWriteEncoding = form.isForm ? .form : .json
		let bodySchema = form.isForm ? form.schema : OpenAPIDocument.jsonSchema(of: request).schema
		let bodies = [form.isForm ? nil : request, try document.successResponse(operation.node, path: log.path)?["content"]]
		for case let content? in bodies {
			let (schema, others) = OpenAPIDocument.jsonSchema(of: content)
			if schema == nil, !others.isEmpty {
				log.warn("\(label) has no JSON body (\(others.joined(separator: ", "))); it is left out", at: content.position)
				return
			}
		}
		// A list wrapped otherwise than the item (RealWorld's `{"articles": […], "articlesCount": 31}`
		// beside `{"article": {…}}`) is read in its own envelope, when it reads as a list there.
		if operation.method == "get", !operation.isItem, let key = entity.envelope, try envelopeMismatch(operation.node, key: key) != nil,
			let schema = try responseSchema(operation.node)
		{
			let own: SpecListEnvelope = try envelope(of: schema).map { .key($0.key) } ?? .unwrapped
			if var list = try list(operation.node, resource: resource, entity: entity, label: label, envelope: own) {
				list.envelope = own
				entity.list = list
				let read =
					switch own {
					case .key(let inner): "inside \(quoted: inner) (\"envelope\": \"\(inner)\")"
					case .unwrapped: "as it is (\"envelope\": null)"
					}
				log.note("\(label) is not wrapped in \(quoted: key) as the item is: the list is read \(read)", at: schema.position)
			}
			return
		}
		if let problem = try envelopeMismatch(operation.node, key: entity.envelope) {
			log.warn("\(label): \(problem); it is left out", at: operation.node.position)
			return
		}
		switch (operation.method, operation.isItem) {
		case ("get", true): entity.detail = true
		case ("get", false): entity.list = try list(operation.node, resource: resource, entity: entity, label: label, envelope: nil)
		case ("post", false):
			entity.create = true
			entity.createEnvelope = form.isForm ? nil : try bodyEnvelope(operation.node, key: entity.envelope)
			entity.createEncoding = encoding
		case ("put", true):
			guard let answer = try updateAnswer(operation.node, resource: resource, entity: entity, label: label) else { return }
			entity.update = true
			entity.updateAnswer = answer
			entity.updateMethod = .put
			entity.updateEnvelope = form.isForm ? nil : try bodyEnvelope(operation.node, key: entity.envelope)
			entity.updateEncoding = encoding
		case ("post", true) where Self.operations(resource).contains { $0.isItem && $0.method == "put" }:
			log.warn("\(label): the item's update is its PUT; POST on the item is left out", at: operation.node.position)
		case ("post", true) where entity.update:
			log.warn("\(label): the item's update is its PATCH; POST on the item is left out", at: operation.node.position)
		case ("post", true) where bodySchema == nil && !form.isForm:
			log.warn("\(label) sends no JSON body, so it updates no item (an action on it); it is left out", at: operation.node.position)
		case ("post", true) where try !foreignBodyKeys(bodySchema, of: entity).isEmpty:
			let foreign = Self.noneOfItsKeys(try foreignBodyKeys(bodySchema, of: entity))
			log.warn("\(label) sends a body that is not \(entity.name) (\(foreign)), and a spec's update sends the item; it is left out", at: operation.node.position)
		case ("post", true):
			// Xero updates an invoice by POST to its path (`POST /Invoices/{InvoiceID}`).
			guard let answer = try updateAnswer(operation.node, resource: resource, entity: entity, label: label) else { return }
			entity.update = true
			entity.updateAnswer = answer
			entity.updateMethod = .post
			entity.updateEnvelope = form.isForm ? nil : try bodyEnvelope(operation.node, key: entity.envelope)
			entity.updateEncoding = encoding
			log.note("\(label) updates the item: \"update\": {\"method\": \"POST\"}", at: operation.node.position)
		case ("delete", true): entity.delete = true
		case ("patch", true) where Self.operations(resource).contains { $0.isItem && $0.method == "put" }:
			log.warn("\(label): the item's update is its PUT, which sends the whole item; PATCH is left out", at: operation.node.position)
		case ("patch", true) where entity.update:
			log.warn("\(label): the item's update is its POST, which sends the whole item; PATCH is left out", at: operation.node.position)
		case ("patch", true) where bodySchema == nil:
			log.warn("\(label) sends no JSON body, so it changes no field; it is left out", at: operation.node.position)
		case ("patch", true) where try !foreignBodyKeys(bodySchema, of: entity).isEmpty:
			let foreign = Self.noneOfItsKeys(try foreignBodyKeys(bodySchema, of: entity))
			log.warn(
				"\(label) sends a body that is not \(entity.name)'s fields (\(foreign)), and a spec's PATCH sends some of them; it is left out", at: operation.node.position)
		case ("patch", true) where entity.fields.isEmpty:
			log.warn("\(label): \(entity.name) has no field besides its identifier for a PATCH to change; it is left out", at: operation.node.position)
		case ("patch", true):
			// Resend changes a domain or a contact by PATCH with some of its keys, all optional.
			guard let answer = try updateAnswer(operation.node, resource: resource, entity: entity, label: label) else { return }
			entity.update = true
			entity.updateAnswer = answer
			entity.updateMethod = .patch
			entity.updateEnvelope = try bodyEnvelope(operation.node, key: entity.envelope)
			entity.updateEncoding = .json
			// One note is enough: the one of the answer (`updateAnswer`) says the rest.
			if answer == .item { log.note("\(label) changes the fields it is sent: \"update\": {\"method\": \"PATCH\"}", at: operation.node.position) }
		default:
			log.warn("\(label) has no counterpart in a spec's REST block; it is left out", at: operation.node.position)
		}
	}

	/// `'Invoices', 'Warnings' are none of its keys`: the keys of a body that is not the item.
	private static func noneOfItsKeys(_ keys: [String]) -> String {
		"\(keys.map { "\(quoted: $0)" }.joined(separator: ", ")) \(keys.count == 1 ? "is" : "are") none of its keys"
	}

	/// The keys of a request body's schema (inside the entity's envelope) that are none of the
	/// entity's: an update by POST must send the item, or some of its keys (a body
	/// `{Warnings, Invoices: [Invoice]}` sends the item one level down, so it is no update).
	private func foreignBodyKeys(_ body: JSONNode?, of entity: ImportedEntity) throws(Diagnostic) -> [String] {
		guard let body, case .node(let composed, _) = try document.resolve(try unwrapped(body, key: entity.envelope), path: log.path)
		else { return [] }
		let known = Set(entity.fields.map(\.key) + (entity.identifier.map { [$0.key] } ?? []))
		return (try flattened(composed)["properties"]?.members ?? []).map(\.key).filter { !known.contains($0) }
	}

	/// What an update answers: the item, or (`"answer": "none"`, with a note) something else when
	/// the item path has a GET to read the item again; `nil` after a warning when it has none (an
	/// update's answer replaces the device's copy, so keeping an answer of other keys would keep an
	/// item of nils).
	private mutating func updateAnswer(_ operation: JSONNode, resource: Resource, entity: ImportedEntity, label: String) throws(Diagnostic) -> SpecWriteAnswer? {
		guard let lacking = try answerLacksTheItem(operation, of: entity) else { return .item }
		guard Self.operations(resource).contains(where: { $0.isItem && $0.method == "get" }) else {
			log.warn(
				"\(label) answers \(lacking), not the \(entity.name), and the item path has no GET to read the item again; it is left out",
				at: operation.position)
			return nil
		}
		let method = label.hasPrefix("PUT") ? "" : "\"method\": \"\(label.prefix { $0 != " " })\", "
		log.note("\(label) answers \(lacking), not the \(entity.name): the item is read again after it, \"update\": {\(method)\"answer\": \"none\"}", at: operation.position)
		return SpecWriteAnswer.none
	}

	/// What an update's success answer is when it is not the item (`nil` when it is): a PATCH's
	/// answer replaces the device's copy, so an answer of other keys (Resend's `{id, object}`)
	/// would keep an item of nils. It must have every key of the item (inside the entity's envelope).
	private mutating func answerLacksTheItem(_ operation: JSONNode, of entity: ImportedEntity) throws(Diagnostic) -> String? {
		guard let schema = try responseSchema(operation) else { return "no JSON body" }
		guard case .node(let composed, let component) = try document.resolve(try unwrapped(schema, key: entity.envelope), path: log.path)
		else { return "no object" }
		let keys = Set((try flattened(composed)["properties"]?.members ?? []).map(\.key))
		let item = (entity.identifier.map { [$0.key] } ?? []) + entity.fields.map(\.key)
		let missing = item.filter { !keys.contains($0) }
		guard !missing.isEmpty else { return nil }
		let shape = "{\(keys.sorted().joined(separator: ", "))}"
		return component.map { "\(quoted: $0) (\(shape))" } ?? shape
	}

	/// The list: an array, or an `{info, results}` page; other envelopes are left out. `envelope`
	/// is the list's own, when it is wrapped otherwise than the entity's other responses.
	private mutating func list(_ operation: JSONNode, resource: Resource, entity: ImportedEntity, label: String, envelope own: SpecListEnvelope?)
		throws(Diagnostic) -> ImportedList?
	{
		let key: String? =
			switch own {
			case .unwrapped?: nil
			case .key(let key)?: key
			case nil: entity.envelope
			}
		guard let schema = try responseSchema(operation),
			case .node(let composed, _) = try document.resolve(try unwrapped(schema, key: key), path: log.path)
		else {
			log.warn("\(label) has no JSON response; the list is left out", at: operation.position)
			return nil
		}
		// A page built with allOf (Spotify's paging object and its items) is read as one object.
		let node = try flattened(composed)
		var list = ImportedList(paginated: false)
		// Said once the list is known to answer the entity's items.
		var pageNotes: [(severity: Diagnostic.Severity, message: String, position: SourcePosition)] = []
		if node["items"] != nil || node["type"]?.string == "array" {
			list.paginated = false
			if let link = try linkHeader(of: operation) {
				list.paginated = true
				list.page = .linkHeader
				pageNotes.append(
					(.note, "\(label) answers an array and declares a Link header: the list is paginated by its next link (\"linkHeader\": true)",
						link.keyPosition))
			}
		} else if let properties = node["properties"], properties["results"] != nil, properties["info"] != nil {
			list.paginated = true
			log.note("\(label) answers an {info, results} page: the list is paginated", at: node.position)
		} else if var shape = try pageShape(of: node),
			let request = try pageRequest(operation, resource: resource, shape: shape, answered: node["properties"]?.members?.map(\.key) ?? [])
		{
			list.paginated = true
			shape = shape.asked(by: request)
			list.page = shape
			let place = shape.info.map { "in \(quoted: $0)" } ?? "beside them"
			let named = ([shape.count, shape.pages ?? "no number of pages"] + (shape.linked ? [shape.next, shape.prev] : ["no links"])).joined(separator: ", ")
			let answer =
				switch shape.continuation {
				case .cursor(let key)?: "the next page's cursor in \(quoted: key) \(place)"
				case .lastItem(let flag)?: "whether more follow in \(quoted: flag) beside them"
				case .nextURL(let key)? where shape.href != nil:
					"the next page as a link object in \(quoted: key) \(place), its URL in \(quoted: shape.href ?? "") (\"href\", HAL's links; no \(quoted: key) on the last page)"
				case .nextURL(let key)? where shape.info.map(Self.pageKeyNames[2].names.contains) == true:
					"the next page as an object, its URL in \(quoted: key) \(place) (the object null on the last page)"
				case .nextURL(let key)?: "the next page's URL in \(quoted: key) \(place)"
				case .linkHeader?: "the next page's URL in the Link header"
				case .connection?, nil: "counts \(place) (\(named))"
				}
			let asked =
				switch request {
				case .number(let parameter): "the page number in query item \(quoted: parameter)"
				case .offset(let offset, let limit, _): "an offset in \(quoted: offset) and a limit in \(quoted: limit)"
				case .cursor(let parameter):
					shape.continuation?.role == "hasMore"
						? "the last item's identifier sent back in query item \(quoted: parameter)" : "the cursor sent back in query item \(quoted: parameter)"
				case .link: "the next page asked for with that URL's query items"
				}
			pageNotes.append(
				(.note, "\(label) answers a page: items in \(quoted: shape.items), \(answer), \(asked): the list is paginated with this 'page'",
					node.position))
			if shape.continuation == nil, shape.pages == nil || shape.offset != nil {
				if case .offset(_, _, let size?) = request {
					list.pageSize = size
				} else {
					pageNotes.append(
						(.warning, "\(label) does not say how many items a page holds: the spec assumes \(SpecListOffline.defaultPageSize) (its list's 'pageSize'); set it to the API's",
							node.position))
				}
			}
		} else {
			if case .cursor(let key)? = try pageShape(of: node)?.continuation {
				let names = Self.cursorParameterNames.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
				log.warn(
					"\(label) answers the next page's cursor in \(quoted: key) but takes no query parameter to send it back (\(names)…); the list is left out",
					at: node.position)
				return nil
			}
			if case .lastItem(let flag)? = try pageShape(of: node)?.continuation {
				log.warn(
					"\(label) answers whether more follow in \(quoted: flag) but takes no query parameter to send back its last item's identifier ('starting_after', 'after'…); the list is left out",
					at: node.position)
				return nil
			}
			if let next = try nextPageObject(node["properties"]?.members ?? []) {
				log.warn(
					"\(label) answers the next page as an object in \(quoted: next.key) ({\(next.keys.joined(separator: ", "))}) with no URL in it (\(Self.nextObjectURLNames.map { "'\($0)'" }.joined(separator: ", "))): a spec reads such an object by the next page's URL in it ('page.info' the object, 'page.nextURL' the URL's key); the list is left out (write it by hand as \"list\": {\"paginated\": false} to read the first page alone)",
					at: node.position)
				return nil
			}
			let members = node["properties"]?.members?.map(\.key) ?? []
			let keys = members.joined(separator: ", ")
			// Intercom's `{"type": "list", "data": […]}`: an array beside constant markers only, read
			// inside its key as a list wrapped otherwise than the item.
			if own == nil, let wrapped = try envelope(of: node), case .node(let payload, _) = try document.resolve(wrapped.payload, path: log.path),
				payload["items"] != nil,
				var inner = try self.list(operation, resource: resource, entity: entity, label: label, envelope: SpecListEnvelope.key(wrapped.key))
			{
				inner.envelope = SpecListEnvelope.key(wrapped.key)
				log.note(
					"\(label) answers {\(keys)}: the list is read inside \(quoted: wrapped.key) (\"envelope\": \"\(wrapped.key)\"), the other keys holding one constant each",
					at: node.position)
				return inner
			}
			log.warn("\(label) answers {\(keys)}: \(Self.unexpressedPaging(members)); the list is left out", at: node.position)
			return nil
		}
		// A list of summaries (PokeAPI's `{name, url}`, Resend's `ListDomainsItem`) would not decode as
		// the item the entity reads one at a time: its rows get a model of their own (`row`).
		// A page read from a Link header is the array itself.
		let itemsKey = list.paginated && list.page.continuation != .linkHeader ? list.page.items : nil
		if let element = try listElement(of: node, itemsKey: itemsKey), element.position != entity.position,
			try !isInlineCopy(element.node, of: resource)
		{
			let listed = element.component.map { "'\($0)'" } ?? "another schema"
			let answered = Self.operations(resource).contains { $0.isItem && $0.method == "get" } ? "its item path answers" : "its create sends"
			guard let row = try row(of: element.node, component: element.component, entity: entity, label: label, answered: answered, at: element.position) else { return nil }
			list.row = row
			log.note(
				"\(label) lists \(listed), not the \(entity.name) \(answered): its rows are a model of their own, \(quoted: row.name) (\"row\"), with \(entity.name)'s identifier",
				at: element.position)
		}
		for note in pageNotes {
			if note.severity == .warning { log.warn(note.message, at: note.position) } else { log.note(note.message, at: note.position) }
		}
		let parameters = (resource.collection?["parameters"]?.elements ?? []) + (operation["parameters"]?.elements ?? [])
		for parameterNode in parameters {
			guard case .node(let parameter, _) = try document.resolve(parameterNode, path: log.path), let name = parameter["name"]?.string else { continue }
			guard parameter["in"]?.string == "query" else {
				if parameter["in"]?.string != "path" {
					log.note("\(parameter["in"]?.string ?? "?") parameter \(quoted: name) of \(label) is not part of a spec; it is left out", at: parameter.position)
				}
				continue
			}
			if list.paginated && list.page.continuation == nil && [list.page.offset, list.page.limit].contains(name) { continue }
			// A list continued by cursor or link sends the cursor itself, and the page size as 'limit'.
			if list.paginated, list.page.continuation != nil, Self.isOne(of: Self.limitParameterNames, name), list.page.sizeParameter == nil {
				list.page.sizeParameter = name
				let size = parameter["schema"]?["default"]?.int.flatMap { (1...SpecLimits.pageSize).contains($0) ? $0 : nil }
				list.pageSize = size
				log.note(
					"query parameter \(quoted: name) of \(label) is the page size: the page's 'limit'\(size.map { ", pageSize \($0) (its default)" } ?? ", pageSize the spec's default")",
					at: parameter.position)
				continue
			}
			if list.paginated, list.page.continuation != nil, Self.isOne(of: Self.cursorParameterNames + Self.limitParameterNames, name) {
				log.note("query parameter \(quoted: name) of \(label) goes with the next page; it is no filter", at: parameter.position)
				continue
			}
			if list.paginated && name == list.page.parameter && list.page.offset == nil {
				if list.page.isDefault { log.note("query parameter 'page' of \(label) is the page number", at: parameter.position) }
				continue
			}
			if Self.isOne(of: Self.pagingParameterNames, name) {
				let why = list.paginated ? "the list's 'page' does not send it" : "the list is read as one array, unpaged"
				log.note(
					"query parameter \(quoted: name) of \(label) asks for a page, so it is no filter, and \(why); it is left out",
					at: parameter.position)
				continue
			}
			guard let schema = parameter["schema"], let (type, _) = try type(of: schema, owner: ImportOwner(typeName: entity.name + "List", words: "\(entity.name)'s list"), key: name) else { continue }
			guard type.isBuiltinScalar ? [.string, .int, .double, .bool, .uuid].contains(type) : type.referencedTypeName != nil && type.arrayElement == nil && isEnum(type) else {
				log.warn("query parameter \(quoted: name) of \(label) is \(type); a filter is String, Int, Double, Bool, UUID or an enum, so it is left out", at: parameter.position)
				continue
			}
			list.filters.append(ImportedFilter(name: ImportNaming.fieldName(for: name).name, type: type, parameter: name))
		}
		return list
	}

	/// Why a list answering an object with `keys` cannot be read: the paging styles a spec cannot
	/// write yet are named as such (issue 52), others get what a spec reads.
	static func unexpressedPaging(_ keys: [String]) -> String {
		if let flag = keys.first(where: { isOne(of: moreKeyNames, $0) }) {
			return "a list that stops on \(quoted: flag) needs its items in one array beside it (a spec's \"hasMore\")"
		}
		if keys.contains(where: { isOne(of: ["offset", "skip"], $0) }), keys.contains(where: { pageKeyNames[0].names.contains($0) }) {
			return "an offset page with a total needs offset and limit query parameters (or a page number) to ask for each page"
		}
		// Discourse's `{groups, total_rows_groups, load_more_groups}`: a link the API always sends (so no
		// sign of the last page) beside a total, and no page query parameter to ask for a page by.
		if let more = keys.first(where: { $0.hasPrefix("load_more_") }),
			let total = keys.first(where: { $0.hasPrefix("total_rows_") || pageKeyNames[0].names.contains($0) })
		{
			return "\(quoted: more) links the next page beside a total (\(quoted: total)), and the GET takes no page query parameter: which query item the link carries, from which number pages count, and whether the link is left out on the last page, the document does not say, so no 'page' can be written from it (read the first page alone with \"list\": {\"paginated\": false}, or write the 'page' by hand from the API's answers)"
		}
		return "a spec reads a list as an array, a numbered page (items, a count, a number of pages, next and previous links, a page query item) or a page continued by a cursor or the next page's URL"
	}

	/// Whether a list's rows, written inline, are the item's schema written again: the same
	/// properties (each with the same type, format or reference) and the same required ones, as
	/// Meilisearch's `PaginationView_IndexView` repeats `IndexView`.
	private mutating func isInlineCopy(_ row: JSONNode, of resource: Resource) throws(Diagnostic) -> Bool {
		guard let (item, _) = try entitySchema(resource) else { return false }
		func outline(_ schema: JSONNode) -> [String]? {
			guard let properties = schema["properties"]?.members else { return nil }
			let required = (schema["required"]?.elements ?? []).compactMap(\.string).sorted()
			return properties.map { member in
				let shape = ["type", "format", "$ref"].map { member.value[$0]?.string ?? "" }
				return ([member.key] + shape).joined(separator: "|")
			}.sorted() + ["required:" + required.joined(separator: ",")]
		}
		guard let rows = outline(row) else { return false }
		return rows == outline(item)
	}

	/// The schema of a list's items: the array's element, or the element of a page's items.
	private func listElement(of node: JSONNode, itemsKey: String?) throws(Diagnostic) -> (position: SourcePosition, component: String?, node: JSONNode)? {
		var array = node
		if let itemsKey {
			guard let property = node["properties"]?[itemsKey], case .node(let resolved, _) = try document.resolve(property, path: log.path) else { return nil }
			array = resolved
		}
		guard let items = array["items"], case .node(let element, let component) = try document.resolve(items, path: log.path) else { return nil }
		return (element.position, component, element)
	}

	/// How the list's request says which page.
	enum PageRequest {
		/// A page number (`page`, `p`, `page_number`).
		case number(String)
		/// An offset and a limit (`offset`, `limit`), with the limit's default when it has one.
		case offset(String, limit: String, size: Int?)
		/// A cursor sent back in a query parameter (`cursor`, `after`, `page_token`).
		case cursor(String)
		/// The next page's URL, whose query items ask for it.
		case link
	}

	/// The list's query parameters carrying the page: for a list continued by cursor, the cursor's
	/// (nil without one); by link, none; else a page number, else an offset and a limit. A cursor
	/// that is a number may go back in a parameter the page echoes among its `answered` keys
	/// (Meilisearch's `?from=` answered by `{"from": 144, "next": 143, …}`).
	func pageRequest(_ operation: JSONNode, resource: Resource, shape: SpecPageShape, answered: [String]) throws(Diagnostic)
		-> PageRequest?
	{
		// Keyed loosely (case, '_' and '-' aside: `PageSize`, `page_size`), the document's name kept.
		var query: [String: (name: String, node: JSONNode)] = [:]
		for parameter in try queryParameters(of: operation, in: resource.collection) {
			query[Self.loose(parameter.name)] = parameter
		}
		func found(_ names: [String]) -> String? { names.lazy.compactMap { query[Self.loose($0)]?.name }.first }
		switch shape.continuation {
		case .nextURL, .linkHeader: return .link
		case .cursor(let key):
			// The page's size and total are echoed too, and are no cursor.
			let echoed =
				shape.cursorIsNumber
				? answered.filter { $0 != key && $0 != shape.items && !Self.isOne(of: Self.limitParameterNames + Self.pageKeyNames[0].names.sorted(), $0) } : []
			return (found(Self.cursorParameterNames) ?? found(echoed)).map(PageRequest.cursor)
		case .lastItem: return found(Self.cursorParameterNames).map(PageRequest.cursor)
		case .connection, nil: break
		}
		if let name = found(Self.pageParameterNames.sorted()) { return .number(name) }
		guard let offset = found(["offset", "skip", "start"]), let limit = found(Self.limitParameterNames) else { return nil }
		let size = query[Self.loose(limit)]?.node["schema"]?["default"]?.int
		return .offset(offset, limit: limit, size: size.flatMap { (1...SpecLimits.pageSize).contains($0) ? $0 : nil })
	}

	/// The query parameters an operation takes, its path item's first (an operation's own one of
	/// the same name comes later, so a lookup keyed by name keeps it), references followed.
	func queryParameters(of operation: JSONNode, in pathItem: JSONNode?) throws(Diagnostic) -> [(name: String, node: JSONNode)] {
		var parameters: [(name: String, node: JSONNode)] = []
		for node in (pathItem?["parameters"]?.elements ?? []) + (operation["parameters"]?.elements ?? []) {
			guard case .node(let parameter, _) = try document.resolve(node, path: log.path), parameter["in"]?.string == "query",
				let name = parameter["name"]?.string
			else { continue }
			parameters.append((name, parameter))
		}
		return parameters
	}

	private func isEnum(_ type: SpecType) -> Bool {
		if case .enumType = type { return true }
		return false
	}
}
