import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// A wire value the domain refuses, as the generated tests send it: text that is not a URL, a
/// UUID, an ISO 8601 date or (for an identifier read as a number) a whole number, with the reason
/// the feature's `WireValueParser` gives for it.
struct DomainRefusal {
	/// The domain type that cannot be parsed from ``badValue``: `URL`, `UUID`, `Date` or `Int`.
	let type: SpecType

	/// The text sent instead of a valid value.
	var badValue: String {
		switch type {
		case .url: "not a url"
		case .uuid: "not-a-uuid"
		case .int: "not-a-number"
		default: "yesterday"
		}
	}

	/// The reason the feature's `WireValueParser` gives (`WireValueParser.swift.mustache`).
	var reason: String {
		switch type {
		case .url: "'\(badValue)' is not an absolute URL"
		case .uuid: "'\(badValue)' is not a UUID"
		case .int: "'\(badValue)' is not a whole number"
		default: "'\(badValue)' is not an ISO 8601 date-time"
		}
	}

	/// The `MappingError` the mapper of `typeName` throws for `field`, as a Swift expression.
	func mappingError(typeName: String, field: String, names: ProjectRuntime) -> String {
		"\(names("MappingError"))(type: \(SwiftLiteral.string(typeName)), field: \(SwiftLiteral.string(field)), reason: \(SwiftLiteral.string(reason)))"
	}

	/// What `MappingError.description` says for it.
	func errorDescription(typeName: String, field: String) -> String {
		"Cannot map \(typeName).\(field): \(reason)"
	}

	/// ``badValue`` inside as many arrays as `fieldType` has (`["not a url"]` for `[URL?]`).
	func json(shapedLike fieldType: SpecType) -> JSONValue {
		switch fieldType {
		case .optional(let wrapped): json(shapedLike: wrapped)
		case .array(let element): .array([JSONNode(json(shapedLike: element))])
		default: .string(badValue)
		}
	}
}
