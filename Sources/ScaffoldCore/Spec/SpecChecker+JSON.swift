import ScaffoldBasics

extension SpecChecker {
	/// A `JSON` field cannot be kept in a SwiftData model yet: the runtime's JSON value is a
	/// recursive enum, which SwiftData cannot store as an attribute. Every `JSON` field an entity
	/// with a SwiftData model stores (its own, and its value types' through any depth) is an error.
	/// So is a value type's field held by reference (a value type containing itself, `Indirect`):
	/// a composite attribute is a struct SwiftData reads field by field, and it would never end.
	mutating func checkJSONInSwiftData() {
		var reported: Set<SourceLocation> = []
		for name in swiftDataModels where !broken.contains(name) {
			guard let entity = index.entity(named: name) else { continue }
			var seen: Set<String> = []
			reportJSON(in: entity.fields, of: nil, model: name, seen: &seen, reported: &reported)
		}
	}

	/// `owner`: the value type the fields are of (`nil` for the entity's own).
	private mutating func reportJSON(in fields: [SpecField], of owner: String?, model: String, seen: inout Set<String>, reported: inout Set<SourceLocation>) {
		for field in fields {
			if field.type.containsJSON {
				guard reported.insert(field.location).inserted else { continue }
				error(
					"field \(quoted: field.name) is JSON, which a SwiftData model cannot store yet (entity \(quoted: model) has \"local\": \"swiftData\"); keep the entity in 'file' or 'memory', or declare a value type for the field",
					at: field.location)
			} else if let name = field.type.referencedTypeName, spec.declaration(named: name)?.kind == .union {
				guard reported.insert(field.location).inserted else { continue }
				error(
					"field \(quoted: field.name) is the union \(quoted: name), which a SwiftData model cannot store yet (entity \(quoted: model) has \"local\": \"swiftData\"); keep the entity in 'file' or 'memory'",
					at: field.location)
			} else if let owner, case .valueType(let name) = field.type.unwrapped, spec.isHeldByReference(field, in: owner) {
				guard reported.insert(field.location).inserted else { continue }
				error(
					"field \(quoted: field.name) of \(quoted: owner) holds \(quoted: name) by reference, so that \(quoted: owner) can contain itself, which a SwiftData model cannot store (entity \(quoted: model) has \"local\": \"swiftData\"); keep the entity in 'file' or 'memory', or make the field an array",
					at: field.location)
			} else if let name = field.type.referencedTypeName, seen.insert(name).inserted, !broken.contains(name),
				let nested = spec.declaration(named: name)?.fields
			{
				reportJSON(in: nested, of: name, model: model, seen: &seen, reported: &reported)
			}
		}
	}
}
