import ScaffoldBasics

extension SpecChecker {
	/// Reports JSON keys that cannot be selected in a GraphQL query.
	///
	/// An entity read over GraphQL selects every field by its JSON key, nested value types
	/// included; the query is text in the generated source, so a key that is not a GraphQL
	/// name (`image url`, `"""`) would make a query the server refuses, or no query at all.
	mutating func checkGraphQLKeys() {
		var checked: Set<String> = []
		for entity in spec.entities where entity.graphQL != nil {
			var pending: [(fields: [SpecField], owner: String)] = [(entity.allFields, "entity \(quoted: entity.name)")]
			while let (fields, owner) = pending.popLast() {
				for field in fields {
					if !SwiftIdentifier.isPlain(field.jsonKey) {
						error(
							"JSON key \(quoted: SpecNameRules.printable(field.jsonKey)) of field \(quoted: field.name) in \(owner) is not a GraphQL name (ASCII letters, digits and '_', not starting with a digit); entity \(quoted: entity.name) is read over GraphQL, which selects fields by their JSON keys",
							at: field.location)
					}
					if let name = field.type.referencedTypeName, index.declaration(named: name)?.kind == .union {
						error(
							"field \(quoted: field.name) in \(owner) is the union \(quoted: name), and entity \(quoted: entity.name) is read over GraphQL: a query selects a union's cases with fragments ('... on Type'), which scaffold does not write yet; make the field JSON, or read the entity over REST",
							at: field.location)
						continue
					}
					guard let (name, fields) = index.nested(field), checked.insert(name).inserted else { continue }
					pending.append((fields, index.entity(named: name) != nil ? "entity \(quoted: name)" : "type \(quoted: name)"))
				}
			}
		}
	}
}
