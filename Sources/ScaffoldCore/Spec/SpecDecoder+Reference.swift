import ScaffoldBasics

extension SpecDecoder {
	/// The field's reference to another entity, when its type names one: `reference`, `deleteRule`
	/// and `inverse`, with their defaults. `owner` is the plural of the entity holding the field
	/// (the default inverse); `nil` for a value type's field, which cannot refer to an entity.
	mutating func decodeReference(_ field: SpecObject, type: SpecType?, owner: Name?) -> SpecReference? {
		let keys = ["reference", "deleteRule", "inverse"].filter { field[$0] != nil }
		guard let target = type?.referencedEntity, let owner else {
			if let key = keys.first, let node = field[key], type != nil {
				reader.error("\(field.path(key)) applies only to a field whose type is an entity of the spec", at: node.position)
			}
			return nil
		}
		let toMany = type?.arrayElement != nil
		let mode = reader.choice(field, "reference", SpecReference.Mode.self) ?? .nested
		var reference = SpecReference(
			entity: target, mode: mode, isToMany: toMany, deleteRule: SpecReference.defaultRule(toMany: toMany), inverse: owner.lowerCamel)
		if let rule = reader.choice(field, "deleteRule", SpecReference.DeleteRule.self) {
			reference.deleteRule = rule
			reference.deleteRuleLocation = field["deleteRule"].map { reader.location($0.position) }
		}
		if let inverse = reader.string(field, "inverse") {
			if let problem = SpecNameRules.memberNameProblem(inverse.value, role: "inverse") {
				reader.error(problem, at: inverse.position)
			}
			reference.inverse = inverse.value
			reference.inverseLocation = reader.location(inverse.position)
		}
		if mode == .identifier {
			for key in ["deleteRule", "inverse"] {
				guard let node = field[key] else { continue }
				reader.error(
					"\(field.path(key)) applies only to a nested reference; a reference by identifier is stored as the identifier itself",
					at: node.position)
			}
		}
		return reference
	}
}
