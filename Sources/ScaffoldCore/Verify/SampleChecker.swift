import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Walks recorded responses against an entity's fields, value types and enums.
struct SampleChecker {
	let spec: Spec
	let path: String
	var findings: [Diagnostic] = []

	/// The entity the items are of: the one whose GraphQL field the response names, else the one
	/// whose JSON keys the items share most.
	static func entity(in spec: Spec, for items: [JSONNode], envelope: SpecInference.Envelope, path: String) throws(Diagnostic) -> SpecEntity {
		if case .graphQL(let field, _) = envelope,
			let entity = spec.entities.first(where: { $0.graphQL?.detail?.field == field || $0.graphQL?.list?.field == field })
		{
			return entity
		}
		let keys = Set(items.flatMap { $0.members?.map(\.key) ?? [] })
		let scored = spec.entities.map { entity in (entity, entity.allFields.filter { keys.contains($0.jsonKey) }.count) }
		guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 > 0 else {
			throw .error("no entity of the spec has any of these keys", at: SourceLocation(path: path, position: items.first?.position ?? .start))
		}
		return best.0
	}

	/// ``Diagnostic/code`` of a required key the response lacks: no drift in an example made of
	/// a schema's property examples, which leaves out the properties that have none.
	static let missingKeyCode = "verify.missingKey"

	private mutating func drift(_ message: String, at position: SourcePosition, declared field: SpecField) {
		findings.append(
			.error(message, at: SourceLocation(path: path, position: position), notes: [.init("\(quoted: field.name) is declared here as \(field.type)", at: field.location)]))
	}

	/// Checks one object against the fields of `owner`.
	mutating func check(_ object: JSONNode, fields: [SpecField], owner: String, ownerLocation: SourceLocation) {
		guard let members = object.members else { return }
		for field in fields {
			guard let value = object[field.jsonKey] else {
				if !field.type.isOptional {
					drift("key \(quoted: field.jsonKey) is missing, but field \(quoted: field.name) of \(owner) is required", at: object.position, declared: field)
					findings[findings.count - 1].code = Self.missingKeyCode
				}
				continue
			}
			check(value, field.type, field: field, owner: owner)
		}
		for member in members where !fields.contains(where: { $0.jsonKey == member.key }) {
			findings.append(
				Diagnostic(
					.note, "key \(quoted: member.key) is not in the spec: \(owner) ignores it", at: SourceLocation(path: path, position: member.keyPosition),
					notes: [.init("\(owner) is declared here", at: ownerLocation)]))
		}
	}

	private mutating func check(_ node: JSONNode, _ type: SpecType, field: SpecField, owner: String) {
		let key = "\(quoted: field.jsonKey)"
		// A `JSON` field holds whatever the API sends, `null` included.
		if type.unwrapped == .json { return }
		if case .null = node.value {
			if !type.isOptional { drift("\(key) is null, but field \(quoted: field.name) of \(owner) is \(type), not optional", at: node.position, declared: field) }
			return
		}
		let mismatch = { (self: inout SampleChecker, expected: String) in
			self.drift("\(key) is \(node.value.kindName), but field \(quoted: field.name) of \(owner) expects \(expected)", at: node.position, declared: field)
		}
		switch type.unwrapped {
		case .string: if node.string == nil { mismatch(&self, "a string") }
		case .bool: if node.bool == nil { mismatch(&self, "a boolean") }
		case .int:
			if case .number(let text) = node.value, !text.contains(where: { ".eE".contains($0) }) { return }
			if case .number(let text) = node.value {
				drift("\(key) is \(shortened: text), but field \(quoted: field.name) of \(owner) is Int", at: node.position, declared: field)
			} else {
				mismatch(&self, "a whole number")
			}
		case .double, .decimal: if case .number = node.value {} else { mismatch(&self, "a number") }
		case .json: return
		case .url: if node.string == nil { mismatch(&self, "a URL string") }
		case .uuid:
			guard let text = node.string else { return mismatch(&self, "a UUID string") }
			if !TextFormat.isUUID(text) { drift("\(key) is \(quoted: text), which is not a UUID (field \(quoted: field.name) of \(owner))", at: node.position, declared: field) }
		case .date:
			if spec.dateFormat == .iso8601 {
				guard let text = node.string else { return mismatch(&self, "an ISO 8601 date string") }
				if !TextFormat.isISO8601(text) {
					drift("\(key) is \(quoted: text), which is not an ISO 8601 date-time (field \(quoted: field.name) of \(owner))", at: node.position, declared: field)
				}
			} else if case .number = node.value {} else { mismatch(&self, "a number of seconds or milliseconds") }
		case .enumType(let name):
			guard let text = node.string else { return mismatch(&self, "a string of enum \(name)") }
			let values = spec.declaration(named: name)?.cases.map(\.value) ?? []
			if !values.contains(text) {
				drift(
					"\(key) is \(quoted: text), a value enum \(name) of field \(quoted: field.name) does not know (\(values.joined(separator: ", ")))",
					at: node.position, declared: field)
			}
		case .valueType(let name), .entity(let name):
			guard node.members != nil else { return mismatch(&self, "an object (\(name))") }
			if let union = spec.declaration(named: name)?.union {
				// A union's object is its case's: the discriminator says which, and a value no case has fails decoding.
				let text = node[union.discriminator]?.string
				guard let match = text.flatMap(union.matchingCase) else {
					let cases = union.cases.map { "'\($0.value)'" }.joined(separator: ", ")
					let found = text.map { "is \(quoted: $0), which names no case of it" } ?? "is missing or not text, but it names the case"
					return drift(
						"\(quoted: union.discriminator) of \(key) \(found) (field \(quoted: field.name) of \(owner) is union \(name) of \(cases))",
						at: node.position, declared: field)
				}
				return check(node, .valueType(match.type), field: field, owner: owner)
			}
			guard let fields = spec.nestedFields(of: name) else { return }
			let location = spec.declaration(named: name)?.location ?? spec.entity(named: name)?.location ?? field.location
			check(node, fields: fields, owner: name, ownerLocation: location)
		case .array(let element):
			guard let elements = node.elements else { return mismatch(&self, "an array") }
			for item in elements { check(item, element, field: field, owner: owner) }
		case .dictionary(let value):
			guard let members = node.members else { return mismatch(&self, "an object (a map)") }
			for member in members { check(member.value, value, field: field, owner: owner) }
		case .optional:
			break
		}
	}
}
