import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

extension SpecInferrer {
	/// The spec text for the entity's items, found in `envelope`.
	mutating func specText(items: [JSONNode], envelope: SpecInference.Envelope) -> String {
		var fields = fields(of: items, owner: options.name)
		settleSharedTypes()
		var identifier: InferredField?
		if let index = fields.firstIndex(where: { $0.key == "id" }) {
			let candidate = fields[index]
			if [.int, .string, .uuid].contains(candidate.type) {
				identifier = candidate
				fields.remove(at: index)
			} else {
				warn("key 'id' is \(candidate.type), not Int, String or UUID; it stays a field, and the entity gets the default identifier", at: items[0].position)
			}
		} else {
			warn("the items have no 'id' key; the entity gets the default identifier 'id', edit 'identifier' to match", at: items[0].position)
		}
		let style = options.jsonKeys ?? (sawSnakeKey ? .snakeCase : .camelCase)
		var top: [(String, JSONValue)] = [("version", .integer(Spec.currentVersion)), ("feature", .string(options.feature ?? options.name))]
		if style == .snakeCase { top.append(("jsonKeys", .string(style.rawValue))) }
		if !types.isEmpty {
			top.append(("types", .list(types.map { .ordered([("name", .string($0.name)), ("fields", .list($0.fields.map { json($0, style) }))]) })))
		}
		var entity: [(String, JSONValue)] = [("name", .string(options.name))]
		if let identifier {
			var members: [(String, JSONValue)] = [("name", .string(identifier.name)), ("type", .string(identifier.type.swiftSpelling))]
			if style.key(for: identifier.name) != identifier.key { members.append(("jsonKey", .string(identifier.key))) }
			entity.append(("identifier", .ordered(members)))
		}
		entity.append(("fields", .list(fields.map { json($0, style) })))
		entity.append(contentsOf: source(envelope, at: items[0].position))
		entity.append(("local", .string(SpecLocalStore.none.rawValue)))
		top.append(("entities", .list([.ordered(entity)])))
		return JSONWriter().write(.ordered(top))
	}

	private func json(_ field: InferredField, _ style: JSONKeyStyle) -> JSONValue {
		var members: [(String, JSONValue)] = [("name", .string(field.name)), ("type", .string(field.type.swiftSpelling))]
		if style.key(for: field.name) != field.key { members.append(("jsonKey", .string(field.key))) }
		if let sample = field.sample { members.append(("sample", sample)) }
		return .ordered(members)
	}

	/// The `rest` or `graphql` block the envelope suggests.
	private mutating func source(_ envelope: SpecInference.Envelope, at position: SourcePosition) -> [(String, JSONValue)] {
		let name = Name(options.name)
		switch envelope {
		case .graphQL(let field, let paginated):
			if paginated || field == name.plural.lowerCamel {
				return [("graphql", .ordered([("detail", .bool(true)), ("list", .ordered([("field", .string(field)), ("paginated", .bool(paginated))]))]))]
			}
			return [("graphql", .ordered([("detail", .ordered([("field", .string(field))]))]))]
		case .single, .array, .page:
			let path = "/" + name.kebab
			note("the REST path \(quoted: path) is a guess; check it against the API", at: position)
			var rest: [(String, JSONValue)] = [("path", .string(path)), ("detail", .bool(true))]
			if envelope == .page { rest.append(("list", .ordered([("paginated", .bool(true))]))) }
			if envelope == .array { rest.append(("list", .bool(true))) }
			return [("rest", .ordered(rest))]
		}
	}
}
