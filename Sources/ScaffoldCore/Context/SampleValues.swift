/// Deterministic, realistic sample values for fixtures and tests.
///
/// Every entity gets a first item, a second item and an updated copy of the first (same
/// identifier, other values). A field's spec `sample` wins for the first item; the others are
/// derived from it, so fixtures read like real API responses and never change between runs.
struct SampleValues {
	/// Which of the sample items a value is for.
	enum Variant: Int {
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

	private func identifier(_ type: SpecType, number: Int) -> JSONValue {
		switch type.unwrapped {
		case .int: .number(String(number))
		case .uuid: .string(uuid(number))
		default: .string(String(number))
		}
	}

	/// The JSON value of `field` in a sample item.
	func value(of field: SpecField, _ variant: Variant, owner: String) -> JSONValue {
		if let sample = field.sample?.value, variant == .first { return sample }
		if let sample = field.sample?.value, case .string(let text) = sample, field.type.unwrapped == .string {
			return .string(variant == .second ? text + " 2" : text + " (updated)")
		}
		return value(of: field.type, named: field.name, variant, owner: owner)
	}

	private func value(of type: SpecType, named name: String, _ variant: Variant, owner: String) -> JSONValue {
		switch type {
		case .optional(let wrapped):
			return variant == .second ? .null : value(of: wrapped, named: name, variant, owner: owner)
		case .array(let element):
			let count = [Variant.first: 2, .second: 0, .updated: 1][variant] ?? 1
			let variants: [Variant] = [.first, .second]
			return .array((0..<count).map { JSONNode(value(of: element, named: name, variants[$0], owner: owner)) })
		case .valueType(let typeName):
			let fields = spec.declaration(named: typeName)?.fields ?? []
			return .object(
				fields.map { JSONMember(key: $0.jsonKey, value: JSONNode(value(of: $0, variant, owner: owner))) })
		case .enumType(let typeName):
			let cases = spec.declaration(named: typeName)?.cases ?? []
			guard !cases.isEmpty else { return .string("") }
			let index = variant == .first ? 0 : variant == .second ? min(1, cases.count - 1) : cases.count - 1
			return .string(cases[index].value)
		default:
			return scalar(type, named: name, variant, owner: owner)
		}
	}

	private func scalar(_ type: SpecType, named name: String, _ variant: Variant, owner: String) -> JSONValue {
		let words = Name(name)
		let n = variant.rawValue
		switch type {
		case .string:
			let base = words.words.map(\.capitalized).joined(separator: " ")
			switch variant {
			case .first: return .string(base + " 1")
			case .second: return .string(base + " 2")
			case .updated: return .string(base + " 1 (updated)")
			}
		case .int: return .number(["1": "10", "2": "20", "3": "11"][String(n)] ?? "10")
		case .double: return .number(["1": "1.5", "2": "2.5", "3": "1.75"][String(n)] ?? "1.5")
		case .bool: return .bool(variant == .first)
		case .decimal: return .number(["1": "9.99", "2": "19.99", "3": "10.49"][String(n)] ?? "9.99")
		case .date: return date(variant)
		case .url:
			let path = Name(owner).plural.kebab + "/\(variant == .second ? 2 : 1)/" + words.kebab
			return .string("https://example.com/" + path + (variant == .updated ? "?v=2" : ""))
		case .uuid: return .string(uuid(100 + n))
		default: return .null
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

	private func uuid(_ number: Int) -> String {
		let digits = String(number)
		return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
	}
}
