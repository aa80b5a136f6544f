import ScaffoldBasics
import ScaffoldSpec

/// Samples of unions: a union's sample is one of its cases' samples, with the discriminator
/// set to that case's value (first in the object, or in its own place when the case's type
/// declares it as a field).
extension SampleValues {
	/// The first sample of `unionCase` on its own: what the union's mapper tests decode.
	package func sample(of union: SpecUnion, case unionCase: SpecUnionCase, named name: String) -> JSONValue {
		caseValue(union, unionCase, named: name, .first, owner: name, expanding: [name])
	}

	/// The case a variant of a sample holds: the first case for the first item, the second for
	/// the second, the last for the updated copy, so fixtures show more than one case.
	func unionValue(_ union: SpecUnion, named name: String, _ variant: Variant, owner: String, expanding: Set<String>) -> JSONValue {
		guard !union.cases.isEmpty else { return .object([]) }
		let index = variant == .first ? 0 : variant == .second ? min(1, union.cases.count - 1) : union.cases.count - 1
		return caseValue(union, union.cases[index], named: name, variant, owner: owner, expanding: expanding.union([name]))
	}

	private func caseValue(
		_ union: SpecUnion, _ unionCase: SpecUnionCase, named name: String, _ variant: Variant, owner: String, expanding: Set<String>
	) -> JSONValue {
		let payload = value(of: .valueType(unionCase.type), named: name, variant, owner: owner, expanding: expanding)
		return Self.settingDiscriminator(payload, union.discriminator, to: unionCase.value)
	}

	/// A spec-given sample of a union: its case's keys in that type's order.
	func canonicalUnion(_ value: JSONValue, _ union: SpecUnion?) -> JSONValue {
		guard let union, case .object(let members) = value,
			case .string(let text) = members.first(where: { $0.key == union.discriminator })?.value.value,
			let match = union.matchingCase(text)
		else { return value }
		return Self.settingDiscriminator(canonical(value, as: .valueType(match.type)), union.discriminator, to: text)
	}

	/// `object` with `key` holding `text`: in place when it has the key, else first.
	static func settingDiscriminator(_ object: JSONValue, _ key: String, to text: String) -> JSONValue {
		guard case .object(var members) = object else { return object }
		let discriminator = JSONNode(.string(text))
		if let index = members.firstIndex(where: { $0.key == key }) {
			members[index].value = discriminator
		} else {
			members.insert(JSONMember(key: key, value: discriminator), at: 0)
		}
		return .object(members)
	}
}
