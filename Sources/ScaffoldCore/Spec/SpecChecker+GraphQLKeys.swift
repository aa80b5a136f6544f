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
					if let name = field.type.referencedTypeName, let union = index.declaration(named: name)?.union {
						if checked.insert(name).inserted {
							checkGraphQLUnion(union, named: name, field: field, owner: owner, entity: entity)
							pending += union.cases.compactMap { unionCase in
								index.declaration(named: unionCase.type).map { ($0.fields, "type \(quoted: unionCase.type)") }
							}
						}
						continue
					}
					guard let (name, fields) = index.nested(field), checked.insert(name).inserted else { continue }
					pending.append((fields, index.entity(named: name) != nil ? "entity \(quoted: name)" : "type \(quoted: name)"))
				}
			}
		}
	}

	/// A union read over GraphQL: the answer names each object's type in `__typename`, which the
	/// query selects and the union's DTO reads, and each case is selected by an inline fragment
	/// on its GraphQL type (`... on Track`), its discriminator value.
	private mutating func checkGraphQLUnion(_ union: SpecUnion, named name: String, field: SpecField, owner: String, entity: SpecEntity) {
		if union.discriminator != "__typename" {
			error(
				"union \(quoted: name) (field \(quoted: field.name) in \(owner)) tells its cases apart by \(quoted: union.discriminator), but entity \(quoted: entity.name) is read over GraphQL, whose answers name an object's type in '__typename': give the union \"discriminator\": \"__typename\" and each case its GraphQL type's name as \"value\"",
				at: union.location)
			return
		}
		for unionCase in union.cases where !SwiftIdentifier.isPlain(unionCase.value) {
			error(
				"case \(quoted: unionCase.name) of union \(quoted: name) has value \(quoted: SpecNameRules.printable(unionCase.value)), which is not a GraphQL type name; entity \(quoted: entity.name) is read over GraphQL, whose query selects the case with '... on' its type",
				at: unionCase.location)
		}
	}
}
