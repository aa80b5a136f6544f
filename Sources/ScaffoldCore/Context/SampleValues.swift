import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Deterministic, realistic sample values for fixtures and tests.
///
/// Every entity gets a first item, a second item and an updated copy of the first (same
/// identifier, other values). A field's spec `sample` wins for the first item; the others are
/// derived from it, so fixtures read like real API responses and never change between runs.
package struct SampleValues {
	/// Which of the sample items a value is for.
	package enum Variant: Int {
		case first = 1
		case second = 2
		case updated = 3
	}

	let spec: Spec
	let wire: WireType

	/// The identifier's JSON value for a variant (the updated item keeps the first's identifier).
	func identifier(_ field: SpecField, _ variant: Variant) -> JSONValue {
		let number = variant == .second ? 2 : 1
		return identifier(field.type, number: number)
	}

	/// An identifier value no sample uses, for "not found" tests.
	func missingIdentifier(_ field: SpecField) -> JSONValue {
		identifier(field.type, number: 999)
	}

	private func identifier(_ type: SpecType, number: Int) -> JSONValue { Self.identifier(type, number: number) }

	/// The identifier of sample item `number` (1 and 2 are the sample page's items).
	static func identifier(_ type: SpecType, number: Int) -> JSONValue {
		switch type.unwrapped {
		case .int: .number(String(number))
		case .uuid: .string(uuid(number))
		default: .string(String(number))
		}
	}

	/// The JSON value of `field` in a sample item.
	func value(of field: SpecField, _ variant: Variant, owner: String) -> JSONValue {
		value(of: field, variant, owner: owner, expanding: [])
	}

	/// The first sample of the value type `name` on its own (not inside an entity).
	func sample(ofValueType name: String) -> JSONValue {
		let type: SpecType = spec.entity(named: name) != nil ? .entity(name) : .valueType(name)
		let field = SpecField(
			name: "sample", type: type, jsonKey: "sample", hasExplicitJSONKey: false, sample: nil, summary: nil,
			location: spec.declaration(named: name)?.location ?? SourceLocation(path: "", position: nil))
		return value(of: field, .first, owner: name)
	}

	/// `expanding` holds the value types being built, so a type that contains itself through
	/// an array gets an empty array one level down instead of recursing forever; through an
	/// optional (a field held by reference), it holds itself once more, whose own such field is
	/// `null` (``recursionMark(_:)`` in `expanding` says the type was held once already). So a
	/// mapper that drops the field fails its test, and every sample ends.
	private func value(of field: SpecField, _ variant: Variant, owner: String, expanding: Set<String>) -> JSONValue {
		if let sample = field.sample?.value, variant == .first { return canonical(sample, as: field.type) }
		if let sample = field.sample?.value, case .string(let text) = sample, field.type.unwrapped == .string {
			return .string(variant == .second ? text + " 2" : text + " (updated)")
		}
		return value(of: field.type, named: field.name, variant, owner: owner, expanding: expanding)
	}

	func value(of type: SpecType, named name: String, _ variant: Variant, owner: String, expanding: Set<String>) -> JSONValue {
		switch type {
		case .optional(let wrapped):
			if variant == .second { return .null }
			guard case .valueType(let nested) = wrapped, expanding.contains(nested) else {
				return value(of: wrapped, named: name, variant, owner: owner, expanding: expanding)
			}
			let mark = Self.recursionMark(nested)
			return expanding.contains(mark) ? .null : value(of: wrapped, named: name, variant, owner: owner, expanding: expanding.union([mark]))
		case .dictionary(let valueType):
			// Two keys in the first item, none in the second: a map's keys are the API's to choose.
			let keys = variant == .second ? [] : variant == .first ? ["first", "second"] : ["first"]
			return .object(
				keys.map { key in
					JSONMember(key: key, value: JSONNode(value(of: valueType, named: name + " " + key, variant, owner: owner, expanding: expanding)))
				})
		case .array(let element):
			if let nested = element.referencedTypeName, expanding.contains(nested) { return .array([]) }
			let count = variant == .first ? 2 : variant == .second ? 0 : 1
			let variants: [Variant] = [.first, .second]
			return .array((0..<count).map { JSONNode(value(of: element, named: name, variants[$0], owner: owner, expanding: expanding)) })
		case .valueType(let typeName):
			if let union = spec.declaration(named: typeName)?.union {
				return unionValue(union, named: typeName, variant, owner: owner, expanding: expanding)
			}
			let fields = spec.declaration(named: typeName)?.fields ?? []
			let inner = expanding.union([typeName])
			return .object(
				fields.map { JSONMember(key: $0.jsonKey, value: JSONNode(value(of: $0, variant, owner: owner, expanding: inner))) })
		case .entity(let typeName):
			// A nested entity is its own sample of the same variant, identifier included; an entity
			// nested in itself is a spec error, so `expanding` only guards a spec built in code.
			guard let target = spec.entity(named: typeName), !expanding.contains(typeName) else { return .null }
			let inner = expanding.union([typeName])
			let identifier = JSONMember(key: target.identifier.jsonKey, value: JSONNode(self.identifier(target.identifier, variant)))
			return .object(
				[identifier] + target.fields.map { JSONMember(key: $0.jsonKey, value: JSONNode(value(of: $0, variant, owner: typeName, expanding: inner))) })
		case .enumType(let typeName):
			let cases = spec.declaration(named: typeName)?.cases ?? []
			guard !cases.isEmpty else { return .string("") }
			let index = variant == .first ? 0 : variant == .second ? min(1, cases.count - 1) : cases.count - 1
			return .string(cases[index].value)
		default:
			return scalar(type, named: name, variant, owner: owner)
		}
	}

	/// What `expanding` holds once a recursive optional of the value type `name` has held it once
	/// more: no type name can be spelled with a space.
	private static func recursionMark(_ name: String) -> String { name + " held" }

	private func scalar(_ type: SpecType, named name: String, _ variant: Variant, owner: String) -> JSONValue {
		// Only text and URLs spell the name: the other types skip splitting it.
		switch type {
		case .string:
			let base = Name(name).words.map(\.capitalized).joined(separator: " ")
			switch variant {
			case .first: return .string(base + " 1")
			case .second: return .string(base + " 2")
			case .updated: return .string(base + " 1 (updated)")
			}
		case .int: return .number(pick(variant, "10", "20", "11"))
		case .double: return .number(pick(variant, "1.5", "2.5", "1.75"))
		case .bool: return .bool(variant == .first)
		case .decimal: return .number(pick(variant, "9.99", "19.99", "10.49"))
		case .date: return date(variant)
		case .url:
			let path = Name(owner).plural.kebab + "/\(variant == .second ? 2 : 1)/" + Name(name).kebab
			return .string("https://example.com/" + path + (variant == .updated ? "?v=2" : ""))
		case .uuid: return .string(Self.uuid(100 + variant.rawValue))
		case .json: return json(named: name, variant)
		default: return .null
		}
	}

	/// A `JSON` field's value: an object with text, a number and an array in it, and plain text
	/// for the second item, so the tests see that the field decodes more than one kind of value.
	private func json(named name: String, _ variant: Variant) -> JSONValue {
		let base = Name(name).words.map(\.capitalized).joined(separator: " ")
		let tags: [JSONNode] = variant == .first ? [JSONNode(.string("a")), JSONNode(.bool(true))] : []
		switch variant {
		case .second: return .string(base + " 2")
		case .first, .updated:
			return .object([
				JSONMember(key: "label", value: JSONNode(.string(base + (variant == .first ? " 1" : " 1 (updated)")))),
				JSONMember(key: "count", value: JSONNode(.number(pick(variant, "10", "20", "11")))),
				JSONMember(key: "tags", value: JSONNode(.array(tags))),
			])
		}
	}

	/// The one of three spellings for `variant`.
	private func pick(_ variant: Variant, _ first: String, _ second: String, _ updated: String) -> String {
		switch variant {
		case .first: first
		case .second: second
		case .updated: updated
		}
	}

	/// A spec-given sample with its objects' keys in declaration order, so fixtures never
	/// depend on the order the spec's author wrote them in.
	func canonical(_ value: JSONValue, as type: SpecType) -> JSONValue {
		switch (value, type) {
		case (_, .optional(let wrapped)):
			return canonical(value, as: wrapped)
		case (_, .json):
			return Self.keysSorted(value)
		case (.object(let members), .dictionary(let valueType)):
			return .object(members.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, value: JSONNode(canonical($0.value.value, as: valueType))) })
		case (.array(let elements), .array(let element)):
			return .array(elements.map { JSONNode(canonical($0.value, as: element), at: $0.position) })
		case (.object, .valueType(let name)) where spec.declaration(named: name)?.union != nil:
			return canonicalUnion(value, spec.declaration(named: name)?.union)
		case (.object(let members), .valueType(let name)), (.object(let members), .entity(let name)):
			let fields = spec.nestedFields(of: name) ?? []
			let ordered = fields.compactMap { field in
				members.first { $0.key == field.jsonKey }.map {
					JSONMember(key: $0.key, value: JSONNode(canonical($0.value.value, as: field.type)))
				}
			}
			let unknown = members.filter { member in !fields.contains { $0.jsonKey == member.key } }
			return .object(ordered + unknown.sorted { $0.key < $1.key })
		default:
			return value
		}
	}

	/// A `JSON` sample with every object's keys sorted: it has no declared order to follow.
	static func keysSorted(_ value: JSONValue) -> JSONValue {
		switch value {
		case .object(let members):
			return .object(members.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, value: JSONNode(keysSorted($0.value.value))) })
		case .array(let elements):
			return .array(elements.map { JSONNode(keysSorted($0.value)) })
		default:
			return value
		}
	}

	private func date(_ variant: Variant) -> JSONValue {
		let iso = ["2017-11-04T18:48:46.250Z", "2017-11-05T09:12:00.000Z", "2017-11-06T10:00:00.000Z"]
		let seconds = ["1509821326.25", "1509873120", "1509962400"]
		let milliseconds = ["1509821326250", "1509873120000", "1509962400000"]
		let index = variant.rawValue - 1
		switch wire.dateFormat {
		case .iso8601: return .string(iso[index])
		case .secondsSince1970: return .number(seconds[index])
		case .millisecondsSince1970: return .number(milliseconds[index])
		}
	}

	private static func uuid(_ number: Int) -> String {
		let digits = String(number)
		return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
	}
}
