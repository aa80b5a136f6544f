import ScaffoldBasics

/// The domain's own choices: a field's and an identifier's `domain` object and a list's
/// `invalidItems`. What needs the rest of the spec (the date format, writes, the repository) is
/// checked once the spec is whole (``SpecChecker``).
extension SpecDecoder {
	/// A field's `domain` object: `omit` and `lenient`.
	mutating func decodeFieldDomain(_ field: SpecObject) -> SpecFieldDomain {
		var domain = SpecFieldDomain()
		guard let node = field["domain"],
			let object = reader.object(node, context: field.path("domain"), keys: SpecKeys.fieldDomain)
		else { return domain }
		domain.location = reader.location(node.position)
		for key in SpecKeys.fieldDomain {
			if let value = object[key] { domain.keyLocations[key] = reader.location(value.position) }
		}
		domain.omit = reader.bool(object, "omit") ?? false
		domain.lenient = reader.bool(object, "lenient") ?? false
		return domain
	}

	/// An identifier's `domain` object: the `type` the domain reads a numeric `String` identifier as.
	mutating func decodeIdentifierDomain(_ identifier: SpecObject, wireType: SpecType) -> SpecFieldDomain {
		var domain = SpecFieldDomain()
		guard let node = identifier["domain"],
			let object = reader.object(node, context: identifier.path("domain"), keys: SpecKeys.identifierDomain, required: ["type"])
		else { return domain }
		domain.location = reader.location(node.position)
		guard let type = decodeType(object, "type") else { return domain }
		domain.keyLocations["type"] = reader.location(type.position)
		if type.value == .uuid {
			reader.error(
				"the identifier's domain type cannot be 'UUID': write \"type\": \"UUID\" on the identifier itself, which the DTO keeps as text",
				at: type.position)
		} else if type.value != .int {
			reader.error(
				"the identifier's domain type must be 'Int' (a numeric 'String' identifier read as a number), found \(quoted: type.value)",
				at: type.position)
		} else if wireType != .string {
			reader.error(
				"\"domain\": {\"type\": \"Int\"} reads a numeric 'String' identifier as a number; this identifier is \(quoted: wireType) on the wire already: remove \"domain\"",
				at: type.position)
		} else {
			domain.type = type.value
		}
		return domain
	}

	/// A list's `invalidItems`, with its location (`fail` when absent).
	mutating func decodeInvalidItems(_ list: SpecObject) -> (SpecInvalidItems, SourceLocation?) {
		let value = reader.choice(list, "invalidItems", SpecInvalidItems.self) ?? .fail
		return (value, list["invalidItems"].map { reader.location($0.position) })
	}
}
