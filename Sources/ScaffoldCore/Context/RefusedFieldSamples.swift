import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// What the mapper tests of a type (entity or value type) send to see its mapper refuse each
/// field it validates or converts: the sample with that one field's value replaced by one the
/// domain cannot accept (``Spec/refusals(of:)`` says which fields, and where the bad value goes),
/// and the `MappingError` naming the field.
///
/// One test per field, so that a mapper that turned any one field's invalid value into a
/// placeholder would fail a test; `refusedSamples` (``DomainTestContext/refusedSample(typeName:fields:)``)
/// stays the single broken sample the repository tests send.
package struct RefusedFieldSamples {
	let feature: ResolvedFeature
	/// The spec of ``feature``.
	var spec: Spec { feature.spec }
	let samples: SampleValues

	/// `refusedFields`, one item per refusable field of `fields`, in order: `testName`
	/// (`ImageURL`, unique in the list), `refusedPath` (`episode[0]`, `link.href`: where the bad
	/// value is, by Swift names), `jsonKey` (a Swift literal), `badValue` (a Swift expression of
	/// the value `JSONSerialization` sends instead) and `expectedError` (the `MappingError`).
	/// `sample` is the JSON object the tests break (its values are kept around the bad one).
	func list(typeName: String, fields: [SpecField], sample: JSONValue) -> [TemplateValue] {
		var testNames: Set<String> = []
		return spec.refusals(of: fields).map { field, path in
			let refusal = DomainRefusal(type: path.parsedType)
			// A nested mapper's error names its own type and field, which the outer mapper rethrows.
			let (owner, refusedField) = path.innermostNested.map { ($0.type, $0.field.name) } ?? (typeName, field.name)
			let bad = broken(JSONNode(sample)[field.jsonKey]?.value, along: path)
			return [
				"testName": .string(Self.unique(field.words.upperCamel, in: &testNames)),
				"refusedPath": .string(field.name + Self.pathSuffix(path)),
				"jsonKey": .string(SwiftLiteral.string(field.jsonKey)),
				"badValue": .string(path.isNested ? Self.jsonObjectExpression(bad) : DomainChoiceSamples.swiftLiteral(bad)),
				"expectedError": .string(refusal.mappingError(typeName: owner, field: refusedField, names: feature.runtime)),
			]
		}
	}

	/// `value` (the field's sample, if any) with the refused text put where `path` says: the
	/// first element of an array (alone), a nested object's field (its other fields kept, or the
	/// nested type's own sample when the field's sample has no object there).
	package func broken(_ value: JSONValue?, along path: SpecRefusalPath) -> JSONValue {
		switch path {
		case .value(let type):
			return .string(DomainRefusal(type: type).badValue)
		case .element(let inner):
			let first = value.flatMap { JSONNode($0).elements?.first?.value }
			return .array([JSONNode(broken(first, along: inner))])
		case .nested(let type, let field, let inner):
			var members = value.flatMap { JSONNode($0).members } ?? JSONNode(samples.sample(ofValueType: type)).members ?? []
			let replacement = JSONNode(broken(members.first { $0.key == field.jsonKey }?.value.value, along: inner))
			if let index = members.firstIndex(where: { $0.key == field.jsonKey }) {
				members[index] = JSONMember(key: field.jsonKey, value: replacement)
			} else {
				members.append(JSONMember(key: field.jsonKey, value: replacement))
			}
			return .object(members)
		}
	}

	/// `[0]` for an element, `.href` for a nested field, after the field's own name.
	private static func pathSuffix(_ path: SpecRefusalPath) -> String {
		switch path {
		case .value: ""
		case .element(let inner): "[0]" + pathSuffix(inner)
		case .nested(_, let field, let inner): "." + field.name + pathSuffix(inner)
		}
	}

	/// A Swift expression reading `value` from JSON text: an object cannot be a Swift literal for
	/// `JSONSerialization` (its values would need `[String: Any]` and `NSNull`).
	private static func jsonObjectExpression(_ value: JSONValue) -> String {
		let json = JSONWriter(indentation: .spaces(0)).write(value).split(separator: "\n").joined(separator: " ")
		return "try JSONSerialization.jsonObject(with: Data(\(SwiftLiteral.string(json)).utf8))"
	}

	/// `name`, or `name` with the first number that makes it unused (`ImageURL2`): two fields can
	/// spell the same words (`imageURL`, `imageUrl`), and test functions need distinct names.
	private static func unique(_ name: String, in used: inout Set<String>) -> String {
		var candidate = name
		var number = 2
		while !used.insert(candidate).inserted {
			candidate = name + String(number)
			number += 1
		}
		return candidate
	}
}
