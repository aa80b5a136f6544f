import ScaffoldBasics

/// Where a wire value that a field's mapper refuses sits inside that field's value, and what it
/// fails to parse as: the field itself (`"not a url"`), an element of its array
/// (`["not a url"]`), or a field of the value type or entity nested there, which that type's own
/// mapper refuses (`{"href": "not a url", …}`).
///
/// Enums are never refused: their mappers read a value this version does not know as
/// `.unknown`, which the enum's own tests cover. Lenient and omitted fields are never refused
/// either: a lenient one maps an invalid value to `nil`, an omitted one is not read.
package indirect enum SpecRefusalPath: Sendable, Equatable {
	/// The value itself does not parse as this type: `URL`, `UUID`, an ISO 8601 `Date`, or `Int`
	/// for an identifier whose domain type is a number sent as text.
	case value(SpecType)
	/// An element of the array holds the refused value (the tests break the first).
	case element(SpecRefusalPath)
	/// The value type or entity `type` nested here is refused by its own mapper, for its `field`.
	case nested(type: String, field: SpecField, SpecRefusalPath)

	/// The domain type the refused text fails to parse as, at the bottom of the path.
	package var parsedType: SpecType {
		switch self {
		case .value(let type): type
		case .element(let inner), .nested(_, _, let inner): inner.parsedType
		}
	}

	/// The innermost nested type and its field, when the refusal is a nested mapper's: the
	/// `MappingError` names them, not the field that holds them. `nil` when the mapper of the
	/// field's own type refuses it.
	package var innermostNested: (type: String, field: SpecField)? {
		switch self {
		case .value: nil
		case .element(let inner): inner.innermostNested
		case .nested(let type, let field, let inner): inner.innermostNested ?? (type, field)
		}
	}

	/// Whether a nested value type or entity is on the path (so the value sent is an object).
	package var isNested: Bool { innermostNested != nil }
}

extension Spec {
	/// Every field of `fields` (a value type's, or an entity's with its identifier) whose wire
	/// value the mapper of their type can refuse, in order, each with where a refused value goes.
	package func refusals(of fields: [SpecField]) -> [(field: SpecField, path: SpecRefusalPath)] {
		fields.compactMap { field in refusalPath(of: field, searching: []).map { (field, $0) } }
	}

	/// How the mapper can refuse `field`'s wire value; `nil` when every value maps.
	package func refusalPath(of field: SpecField) -> SpecRefusalPath? {
		refusalPath(of: field, searching: [])
	}

	/// `searching` holds the nested types whose fields are being searched, so that a type holding
	/// itself (through an array: `Category.children`) is not searched again. The spec checker
	/// bounds how far nested types expand (``SpecLimits/expandedValues``), so the search is small.
	private func refusalPath(of field: SpecField, searching: Set<String>) -> SpecRefusalPath? {
		guard field.isInDomain && !field.domain.lenient else { return nil }
		// An identifier read as a number (`domain.type`) is parsed from the wire's text.
		if let type = field.domain.type { return .value(type) }
		return refusalPath(of: field.type, searching: searching)
	}

	private func refusalPath(of type: SpecType, searching: Set<String>) -> SpecRefusalPath? {
		switch type {
		case .optional(let wrapped):
			// Not lenient: text that does not parse throws, `nil` or not.
			return refusalPath(of: wrapped, searching: searching)
		case .array(let element):
			return refusalPath(of: element, searching: searching).map(SpecRefusalPath.element)
		case .valueType(let name), .entity(let name):
			guard !searching.contains(name), let fields = nestedFields(of: name) else { return nil }
			// One field is enough: the nested type's own mapper tests refuse each of its fields.
			for field in fields {
				if let inner = refusalPath(of: field, searching: searching.union([name])) { return .nested(type: name, field: field, inner) }
			}
			return nil
		default:
			// An enum reads an unknown value as `.unknown`; numbers, text and flags always map.
			return type.isParsedInDomain(dateFormat) ? .value(type) : nil
		}
	}
}
