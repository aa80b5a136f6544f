import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// `oneOf`/`anyOf` with a `discriminator` → a spec union (docs/spec.md, "Unions"): each variant an
/// object value type, told apart by the text at the discriminator's key.
extension OpenAPIImporter {
	/// The union of `variants`, or `nil` (nothing imported) when one of them is no object value type
	/// or its discriminator value cannot be known: the caller then makes the field `JSON`.
	mutating func unionType(
		_ variants: [JSONNode], _ node: JSONNode, discriminator: String, component: String?, owner: ImportOwner, key: String, field: String
	) throws(Diagnostic) -> SpecType? {
		guard !variants.isEmpty else { return nil }
		// The mapping's values are references: each variant's value is the key that points at it.
		var mapped: [String: String] = [:]
		for member in node["discriminator"]?["mapping"]?.members ?? [] {
			if let target = member.value.string, mapped[target] == nil { mapped[target] = member.key }
		}
		var values: [String] = []
		for variant in variants {
			guard let value = discriminatorValue(variant, discriminator, mapped) else { return nil }
			values.append(value)
		}
		guard Set(values).count == values.count else { return nil }
		let identity = component ?? "\(owner.typeName).\(key)"
		if let name = valueTypes[identity] { return .valueType(name) }
		var cases: [(type: String, value: String)] = []
		for (variant, value) in zip(variants, values) {
			guard case .valueType(let type)? = try self.type(of: variant, owner: owner, key: key + "_" + value)?.type else { return nil }
			cases.append((type, value))
		}
		let union = ImportedUnion(discriminator: discriminator, cases: cases)
		if component == nil, let same = spec.types.first(where: { $0.union == union }) {
			log.note("\(field) is the same union as \(quoted: same.name) and shares it", at: node.position)
			return .valueType(same.name)
		}
		let name = namer.unique(ImportNaming.typeName(component ?? (owner.typeName + Name(key).upperCamel)))
		valueTypes[identity] = name
		spec.types.append(ImportedType(name: name, summary: Self.sentence(node["description"]), union: union, position: node.position))
		let described = cases.map { "\($0.type) ('\($0.value)')" }.joined(separator: ", ")
		log.note("\(field) is union \(quoted: name) of \(described), told apart by \(quoted: discriminator)", at: node["discriminator"]?.position)
		return .valueType(name)
	}

	/// The discriminator's text for `variant`: the mapping's key naming it, else the one value its
	/// discriminator property allows (`enum: [track]`), else its component's name (OpenAPI's rule).
	private func discriminatorValue(_ variant: JSONNode, _ discriminator: String, _ mapped: [String: String]) -> String? {
		let reference = variant["$ref"]?.string
		if let reference, let value = mapped[reference] { return value }
		if let schema = (try? document.resolved(variant, path: log.path)) ?? nil, let property = properties(of: schema)[discriminator] {
			let target = ((try? document.resolved(property, path: log.path)) ?? nil) ?? property
			if let values = target["enum"]?.elements, values.count == 1, let value = values[0].string { return value }
			if let constant = target["const"]?.string { return constant }
		}
		return reference.map { String($0.split(separator: "/").last ?? "") }
	}

	/// The properties of an object schema, its `allOf` parts' included (first definition wins).
	private func properties(of schema: JSONNode) -> [String: JSONNode] {
		var all: [String: JSONNode] = [:]
		for member in schema["properties"]?.members ?? [] where all[member.key] == nil { all[member.key] = member.value }
		for part in schema["allOf"]?.elements ?? [] {
			guard let node = (try? document.resolved(part, path: log.path)) ?? nil else { continue }
			for (key, value) in properties(of: node) where all[key] == nil { all[key] = value }
		}
		return all
	}
}
