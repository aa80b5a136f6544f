import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Schemas → spec types: `$ref`s followed, nullability read, formats and enums mapped, and
/// whatever the spec format cannot express left out with a warning at the schema.
extension OpenAPIImporter {
	/// The spec type of a property's schema and whether the schema allows null; `nil` (after a
	/// warning) when the spec format cannot express it. `inArray` says the reference is an
	/// array's element, which lets a value type contain itself; without an array between, the
	/// type found is the one being built and ``heldByReference`` says so (the field must be optional).
	mutating func type(of schema: JSONNode, owner: ImportOwner, key: String, inArray: Bool = false) throws(Diagnostic) -> (type: SpecType, nullable: Bool)? {
		let field = "field \(quoted: ImportNaming.fieldName(for: key).name) of \(owner.words)"
		heldByReference = false
		nesting += 1
		defer { nesting -= 1 }
		guard nesting <= Self.maximumNesting else {
			log.warn("schemas nest deeper than \(Self.maximumNesting) levels here; \(field) is left out", at: schema.position)
			return nil
		}
		// A field's definition missing from the document costs that field its type, not the import.
		if let missing = document.missingReference(schema) {
			log.warn("'$ref' \(quoted: missing.target) points to nothing in this document; \(field) is JSON, which decodes any value", at: missing.position)
			return (.json, false)
		}
		let node: JSONNode
		let component: String?
		switch try document.resolve(schema, path: log.path) {
		case .external(let target, let position):
			log.warn("external '$ref' \(quoted: target) cannot be followed; \(field) is left out", at: position)
			return nil
		case .node(let resolved, let name):
			(node, component) = (resolved, name)
		}
		var nullable = node["nullable"]?.bool == true
		for keyword in ["oneOf", "anyOf"] {
			guard let choices = node[keyword]?.elements else { continue }
			let others = choices.filter { $0["type"]?.string != "null" }
			if others.count == 1, choices.count == 2 {
				guard let inner = try type(of: others[0], owner: owner, key: key, inArray: inArray) else { return nil }
				log.note("\(field) is optional: its \(quoted: keyword) allows null", at: node[keyword]?.position)
				return (inner.type, true)
			}
			let discriminator = node["discriminator"]?["propertyName"]?.string
			if let discriminator, let union = try unionType(others, node, discriminator: discriminator, component: component, owner: owner, key: key, field: field) {
				return (union, others.count < choices.count || nullable)
			}
			return (union(keyword, others, discriminator: discriminator, field: field, at: node[keyword]?.position), others.count < choices.count || nullable)
		}
		var typeName = node["type"]?.string
		if let names = node["type"]?.elements {
			let kinds = names.compactMap(\.string)
			nullable = nullable || kinds.contains("null")
			let real = kinds.filter { $0 != "null" }
			guard real.count <= 1 else {
				log.warn("a value of several types (\(real.joined(separator: ", "))) cannot be expressed; \(field) is left out", at: node["type"]?.position)
				return nil
			}
			typeName = real.first
		}
		if let parts = node["allOf"]?.elements, parts.count == 1, node["properties"] == nil {
			guard let inner = try type(of: parts[0], owner: owner, key: key, inArray: inArray) else { return nil }
			return (inner.type, inner.nullable || nullable)
		}
		if typeName == nil {
			if node["properties"] != nil || node["allOf"] != nil || node["additionalProperties"] != nil {
				typeName = "object"
			} else if node["items"] != nil {
				typeName = "array"
			} else if node["enum"] != nil {
				typeName = "string"
			}
		}
		if let values = node["enum"]?.elements, values.contains(where: { $0.value == .null }) {
			// OpenAPI 3.1 spells a nullable enum with `null` among its values.
			nullable = true
		}
		guard let kind = typeName else {
			log.note("the schema of \(field) gives no type: it is JSON, which decodes any value", at: node.position)
			return (.json, nullable)
		}
		guard let type = try specType(kind, node, component: component, owner: owner, key: key, field: field, inArray: inArray) else { return nil }
		return (type, nullable)
	}

	private mutating func specType(
		_ kind: String, _ node: JSONNode, component: String?, owner: ImportOwner, key: String, field: String, inArray: Bool
	) throws(Diagnostic) -> SpecType? {
		switch kind {
		case "object":
			return try objectType(node, component: component, owner: owner, key: key, field: field, inArray: inArray)
		case "array":
			guard let items = node["items"] else {
				log.warn("an array without 'items' cannot be typed; \(field) is left out", at: node.position)
				return nil
			}
			guard let element = try type(of: items, owner: owner, key: Name(key).singular.lowerCamel, inArray: true) else { return nil }
			return .array(element.nullable ? .optional(element.type) : element.type)
		case "string":
			if let values = node["enum"]?.elements {
				return enumType(values, node, component: component, owner: owner, key: key, field: field)
			}
			let format = node["format"]?.string ?? ""
			let mapped: [String: SpecType] = ["date-time": .date, "uri": .url, "url": .url, "uuid": .uuid]
			if let type = mapped[format] {
				log.note("\(field) is \(type) because its format is \(quoted: format)", at: node["format"]?.position)
				return type
			}
			if format == "date" { log.note("\(field) stays String: format 'date' has no time of day, and Date needs one", at: node["format"]?.position) }
			return .string
		case "integer":
			if node["enum"] != nil { log.warn("integer enums cannot be expressed; \(field) is Int without its values", at: node["enum"]?.position) }
			return .int
		case "number":
			if node["enum"] != nil { log.warn("number enums cannot be expressed; \(field) is Double without its values", at: node["enum"]?.position) }
			return .double
		case "boolean":
			return .bool
		default:
			log.warn("type \(quoted: kind) cannot be expressed; \(field) is left out", at: node["type"]?.position ?? node.position)
			return nil
		}
	}

	private mutating func objectType(
		_ node: JSONNode, component: String?, owner: ImportOwner, key: String, field: String, inArray: Bool
	) throws(Diagnostic) -> SpecType? {
		// An entity's schema embedded in another type is its `{Entity}Summary`: a value type with all
		// of the entity's fields (a spec field cannot use an entity), written out like any other, so
		// that a cycle back to it is held by reference.
		let entity = component.flatMap { entityComponents[$0] }
		guard entity != nil || node["properties"] != nil || node["allOf"] != nil else {
			if let values = node["additionalProperties"], values.members != nil {
				return try mapType(values, field: field)
			}
			// A free-form object, or a map of anything (`additionalProperties: true`): any JSON object decodes as JSON.
			let isMap = node["additionalProperties"].map { $0.bool != false } ?? false
			let what = isMap ? "a map (additionalProperties)" : "a free-form object"
			log.note("\(field) is \(what): it is JSON, which decodes any object", at: (node["additionalProperties"] ?? node).position)
			return .json
		}
		let identity = component ?? "\(owner.typeName).\(key)"
		if let index = building.firstIndex(where: { $0.identity == identity }) {
			if !inArray && !building[(index + 1)...].contains(where: \.inArray) {
				// Optional, so a value of it ends; the generated code holds it by reference (`Indirect`).
				heldByReference = true
				log.note(
					"\(field) contains \(quoted: building[index].name) again without an array between: it is optional, and held by reference so that a struct can contain itself",
					at: node.position)
			}
			return .valueType(building[index].name)
		}
		if let name = valueTypes[identity] { return .valueType(name) }
		let name = namer.unique(entity.map { $0 + "Summary" } ?? ImportNaming.typeName(component ?? (owner.typeName + Name(key).upperCamel)))
		valueTypes[identity] = name
		var summary = Self.sentence(node["description"])
		if let entity {
			summaries[name] = entity
			summary = "The part of \(Name(entity).lowerCamel) that other types embed."
			log.note("\(field) embeds entity \(quoted: entity): it gets value type \(quoted: name) with \(shortened: entity)'s fields", at: node.position)
		}
		building.append((identity, name, inArray))
		defer { building.removeLast() }
		let fields = try fields(of: node, owner: name)
		spec.types.append(ImportedType(name: name, summary: summary, fields: fields, position: node.position))
		return .valueType(name)
	}

	/// A union (`oneOf`, `anyOf`) that is no spec union (no discriminator, or a variant that is no
	/// object): the field is `JSON`, which decodes any of its variants, said with a warning naming
	/// them and what to write to type it.
	private mutating func union(_ keyword: String, _ variants: [JSONNode], discriminator: String?, field: String, at position: SourcePosition?) -> SpecType {
		let names = variants.map { variant in variant["$ref"]?.string.map { String($0.split(separator: "/").last ?? "") } ?? "an inline schema" }
		let why =
			discriminator.map { "; discriminator \(quoted: $0), but not every variant is an object holding it as text, so it cannot be a spec union" }
			?? " without a discriminator cannot be a spec union (a union reads its case from one key)"
		log.warn(
			"\(quoted: keyword) of \(names.joined(separator: ", "))\(why); \(field) is JSON, which decodes any of them (to type it, declare a value type with the variants' fields, optional, and give the field that type)",
			at: position)
		return .json
	}

	/// A map (`additionalProperties` with a schema): `[String: T]` when its values are of a type the
	/// wire carries as it is, else `[String: JSON]` (which decodes any values), said with a note.
	/// The values' schema is only read, never imported: a type made for them and then not used would
	/// be an unused type of the spec.
	private mutating func mapType(_ values: JSONNode, field: String) throws(Diagnostic) -> SpecType {
		var resolved: JSONNode?
		if case .node(let node, _) = try document.resolve(values, path: log.path) { resolved = node }
		let scalars: [String: SpecType] = ["string": .string, "integer": .int, "number": .double, "boolean": .bool]
		if let node = resolved, node["enum"] == nil, node["nullable"]?.bool != true,
			let kind = node["type"]?.string, let value = scalars[kind]
		{
			log.note("\(field) is a map (additionalProperties) of \(kind) values: it is [String: \(value)]", at: values.position)
			return .dictionary(value)
		}
		log.note(
			"\(field) is a map (additionalProperties) whose values a map cannot hold (String, Int, Double, Bool, Decimal or JSON): it is [String: JSON], which decodes any values",
			at: values.position)
		return .dictionary(.json)
	}

	private mutating func enumType(_ values: [JSONNode], _ node: JSONNode, component: String?, owner: ImportOwner, key: String, field: String) -> SpecType {
		// `null` among the values makes the field optional (``type(of:owner:key:inArray:)``), not a case.
		let values = values.filter { $0.value != .null }
		let raw = values.compactMap(\.string)
		guard raw.count == values.count, !raw.isEmpty else {
			log.warn("an enum with values that are not strings cannot be expressed; \(field) is String", at: node["enum"]?.position)
			return .string
		}
		let identity = component ?? "\(owner.typeName).\(key)"
		if let name = enumTypes[identity] { return .enumType(name) }
		if component == nil, let same = spec.types.first(where: { $0.cases == raw }) {
			log.note("\(field) has the same values as enum \(quoted: same.name) and shares it", at: node["enum"]?.position)
			return .enumType(same.name)
		}
		let name = namer.uniqueEnum(ImportNaming.typeName(component ?? (owner.typeName + Name(key).upperCamel)))
		enumTypes[identity] = name
		spec.types.append(ImportedType(name: name, summary: Self.sentence(node["description"]), cases: raw, position: node["enum"]?.position))
		log.note("\(field) is enum \(quoted: name) (\(raw.count) values)", at: node["enum"]?.position)
		return .enumType(name)
	}

	/// A one-line description: whitespace runs (newlines too) become one space.
	static func sentence(_ node: JSONNode?) -> String? {
		guard let text = node?.string else { return nil }
		let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
		return words.isEmpty ? nil : words.joined(separator: " ")
	}
}
