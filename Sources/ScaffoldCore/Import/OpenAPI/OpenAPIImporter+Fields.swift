import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Object schemas → fields: properties in order, `allOf` merged, optionality and samples explained.
extension OpenAPIImporter {
	/// One property of an object schema, with what decides its optionality and sample.
	struct Property {
		var member: JSONMember
		var required: Bool
		var example: JSONNode?
	}

	/// The fields of an object schema (already resolved), named for messages as `owner`.
	mutating func fields(of schema: JSONNode, owner: String) throws(Diagnostic) -> [ImportedField] {
		var properties: [Property] = []
		try collect(schema, into: &properties, example: nil, visited: [])
		var fields: [ImportedField] = []
		var keyNamed: [String: String] = [:]
		for property in properties {
			let key = property.member.key
			let position = property.member.keyPosition
			guard let (type, nullable) = try type(of: property.member.value, owner: ImportOwner(owner), key: key) else { continue }
			let isHeldByReference = heldByReference
			heldByReference = false
			var (name, isMadeUp) = ImportNaming.fieldName(for: key)
			if isMadeUp { log.warn("property \(quoted: key) of \(owner) is not a Swift identifier; the field is named \(quoted: name)", at: position) }
			if let first = keyNamed[name] {
				let unique = name + String(fields.count + 1)
				log.warn("properties \(quoted: key) and \(quoted: first) of \(owner) give the same Swift name; this one is named \(quoted: unique)", at: position)
				name = unique
			}
			if keyNamed[name] == nil { keyNamed[name] = key }
			var fieldType = type
			if (nullable || !property.required || isHeldByReference) && !type.isOptional {
				fieldType = .optional(type)
				// A summary's fields are the entity's, whose own note says it already.
				if !isHeldByReference && summaries[owner] == nil {
					let reason = nullable ? "it is nullable" : "it is not required"
					log.note("field \(quoted: name) of \(owner) is optional because \(reason)", at: position)
				}
			}
			let resolved = try? document.resolve(property.member.value, path: log.path)
			var description: JSONNode?
			if case .node(let node, _)? = resolved { description = node["description"] }
			let sample = Self.sample(property.example, fitting: fieldType, types: spec.types)
			fields.append(ImportedField(key: key, name: name, type: fieldType, sample: sample, summary: Self.sentence(description), position: position))
		}
		return fields
	}

	/// The properties of `schema` and of every `allOf` part, in order; the first definition of a key wins.
	private func collect(_ schema: JSONNode, into properties: inout [Property], example: JSONNode?, visited: Set<Int>) throws(Diagnostic) {
		guard case .node(let node, _) = try document.resolve(schema, path: log.path) else { return }
		// A cycle of allOf references would never end: each node is merged once per path.
		let identity = node.position.line * 100_000 + node.position.column
		guard !visited.contains(identity), visited.count < Self.maximumNesting else { return }
		let required = Set(node["required"]?.elements?.compactMap(\.string) ?? [])
		let objectExample = node["example"] ?? node["examples"]?.elements?.first ?? example
		let examples = Dictionary((objectExample?.members ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
		// Where each key is in `properties`, so that each member costs one lookup.
		var indexOf = Dictionary(properties.enumerated().map { ($1.member.key, $0) }, uniquingKeysWith: { first, _ in first })
		for member in node["properties"]?.members ?? [] {
			if let index = indexOf[member.key] {
				properties[index].required = properties[index].required || required.contains(member.key)
				continue
			}
			let own = member.value["example"] ?? member.value["examples"]?.elements?.first
			indexOf[member.key] = properties.count
			properties.append(Property(member: member, required: required.contains(member.key), example: own ?? examples[member.key]))
		}
		for key in required {
			if let index = indexOf[key] { properties[index].required = true }
		}
		for part in node["allOf"]?.elements ?? [] {
			try collect(part, into: &properties, example: objectExample, visited: visited.union([identity]))
		}
	}

	/// `node` with the properties of its `allOf` parts merged into its own `properties` (the
	/// first definition of a key wins), so that a page composed of a paging object and its items
	/// reads as the object it is on the wire; `node` itself when it has no `allOf`.
	func flattened(_ node: JSONNode) throws(Diagnostic) -> JSONNode {
		guard node["allOf"] != nil, var members = node.members else { return node }
		var properties: [Property] = []
		try collect(node, into: &properties, example: nil, visited: [])
		let merged = JSONNode(.object(properties.map(\.member)), at: node["properties"]?.position ?? node.position)
		members.removeAll { $0.key == "properties" || $0.key == "allOf" }
		members.append(JSONMember(key: "properties", keyPosition: node.position, value: merged))
		return JSONNode(.object(members), at: node.position)
	}

	/// `example` as a sample when it fits the field's type (built-in scalars and enums only).
	static func sample(_ example: JSONNode?, fitting type: SpecType, types: [ImportedType]) -> JSONValue? {
		guard let example else { return nil }
		let value = example.value
		switch type.unwrapped {
		case .string: return example.string != nil ? value : nil
		case .int: return example.int != nil ? value : nil
		case .double, .decimal: if case .number = value { return value } else { return nil }
		case .bool: return example.bool != nil ? value : nil
		case .date: return example.string.map(TextFormat.isISO8601) == true ? value : nil
		case .url: return example.string.map { !$0.isEmpty } == true ? value : nil
		case .uuid: return example.string.map(TextFormat.isUUID) == true ? value : nil
		case .enumType(let name):
			guard let text = example.string, types.first(where: { $0.name == name })?.cases?.contains(text) == true else { return nil }
			return value
		default: return nil
		}
	}
}
