import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// A Swift expression turning one value into another, as a mapper writes it.
package struct Conversion: Equatable {
	/// The expression, without a leading `try`.
	package var code: String
	/// Whether the expression throws (a `MappingError`), so the caller writes `try` before it.
	var throwing: Bool

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(code: String, throwing: Bool) {
		self.code = code
		self.throwing = throwing
	}

	/// The expression as an argument: with `try` when it throws.
	package var argument: String { throwing ? "try " + code : code }
}

/// How values cross between DTOs (wire types, see ``WireType``) and domain models (Swift's own
/// types: `Date`, `URL`, `UUID`, the spec's enums and value types).
///
/// Toward the domain, text that is not a URL, a UUID or (with ISO 8601 dates) a date throws a
/// `MappingError` through the feature's `WireValueParser`; value types go through their own
/// mappers. Toward the wire nothing can fail. Closures that throw spell out `throws(MappingError)`:
/// Swift infers `any Error` for a closure, which a typed-throws mapper cannot rethrow.
package struct DomainConversion {
	let dateFormat: DateFormat
	/// How the project spells `MappingError`.
	var names: ProjectRuntime = .plain

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(dateFormat: DateFormat, names: ProjectRuntime = .plain) {
		self.dateFormat = dateFormat
		self.names = names
	}

	/// The wire value `value` of `field` as its domain value: an identifier with a domain type
	/// parsed from its text, a lenient field's invalid URL, UUID or date as `nil`.
	package func toDomain(_ field: SpecField, _ value: String) -> Conversion {
		if field.domain.type == .int {
			return Conversion(code: "parser.integer(\(value), field: \(SwiftLiteral.string(field.name)))", throwing: true)
		}
		return toDomain(field.type, value, field: field.name, lenient: field.domain.lenient)
	}

	/// The domain value `value` of `field` as the DTO holds it.
	package func toWire(_ field: SpecField, _ value: String) -> Conversion {
		field.domain.type == .int ? Conversion(code: "String(\(value))", throwing: false) : toWire(field.type, value)
	}

	/// The wire value `value` of `type` as a domain value; `field` names the field in errors.
	/// `lenient`: an optional URL, UUID or date that does not parse is `nil` rather than an error.
	package func toDomain(_ type: SpecType, _ value: String, field: String, lenient: Bool = false, depth: Int = 0) -> Conversion {
		let fieldLiteral = SwiftLiteral.string(field)
		switch type {
		case .string, .int, .double, .bool, .decimal, .json, .dictionary:
			// A map's values are of a type the wire carries as it is (`SpecType.mapValueTypes`).
			return Conversion(code: value, throwing: false)
		case .url:
			return Conversion(code: "parser.url(\(value), field: \(fieldLiteral))", throwing: true)
		case .uuid:
			return Conversion(code: "parser.uuid(\(value), field: \(fieldLiteral))", throwing: true)
		case .date:
			switch dateFormat {
			case .iso8601: return Conversion(code: "parser.date(\(value), field: \(fieldLiteral))", throwing: true)
			case .secondsSince1970: return Conversion(code: "Date(timeIntervalSince1970: \(value))", throwing: false)
			case .millisecondsSince1970: return Conversion(code: "Date(timeIntervalSince1970: TimeInterval(\(value)) / 1000)", throwing: false)
			}
		case .enumType(let name):
			return Conversion(code: "\(name)(rawValue: \(value))", throwing: false)
		case .valueType(let name), .entity(let name):
			return Conversion(code: "\(GeneratedNames.mapper(name))().map(\(value))", throwing: true)
		case .optional(let wrapped) where lenient && wrapped.isParsedInDomain(dateFormat):
			let parameter = Self.parameter("value", depth)
			let parsed = toDomain(wrapped, parameter, field: field, depth: depth + 1)
			return Conversion(code: "\(value).flatMap { \(parameter) in try? \(parsed.code) }", throwing: false)
		case .optional(let wrapped):
			let inner = toDomain(wrapped, Self.parameter("value", depth), field: field, lenient: lenient, depth: depth + 1)
			return lifted(inner, over: value, "value", depth)
		case .array(let element):
			let inner = toDomain(element, Self.parameter("element", depth), field: field, lenient: lenient, depth: depth + 1)
			return lifted(inner, over: value, "element", depth)
		}
	}

	/// The domain value `value` of `type` as the wire value a DTO holds (for writes and filters).
	package func toWire(_ type: SpecType, _ value: String, depth: Int = 0) -> Conversion {
		switch type {
		case .string, .int, .double, .bool, .decimal, .json, .dictionary:
			// A map's values are of a type the wire carries as it is (`SpecType.mapValueTypes`).
			return Conversion(code: value, throwing: false)
		case .url:
			return Conversion(code: "\(value).absoluteString", throwing: false)
		case .uuid:
			return Conversion(code: Self.uuidText(value), throwing: false)
		case .date:
			switch dateFormat {
			case .iso8601: return Conversion(code: "WireValueParser.text(from: \(value))", throwing: false)
			case .secondsSince1970: return Conversion(code: "\(value).timeIntervalSince1970", throwing: false)
			case .millisecondsSince1970: return Conversion(code: "Int((\(value).timeIntervalSince1970 * 1000).rounded())", throwing: false)
			}
		case .enumType:
			return Conversion(code: "\(value).rawValue", throwing: false)
		case .valueType(let name), .entity(let name):
			return Conversion(code: "\(GeneratedNames.dtoMapper(name))().map(\(value))", throwing: false)
		case .optional(let wrapped):
			return lifted(toWire(wrapped, Self.parameter("value", depth), depth: depth + 1), over: value, "value", depth)
		case .array(let element):
			return lifted(toWire(element, Self.parameter("element", depth), depth: depth + 1), over: value, "element", depth)
		}
	}

	/// A UUID as text on the wire: lower case, the canonical form of RFC 4122.
	static func uuidText(_ value: String) -> String {
		"\(value).uuidString.lowercased()"
	}

	/// `inner` applied inside an optional or an array with `map`, or `value` itself when `inner`
	/// changes nothing.
	private func lifted(_ inner: Conversion, over value: String, _ name: String, _ depth: Int) -> Conversion {
		let parameter = Self.parameter(name, depth)
		if inner.code == parameter { return Conversion(code: value, throwing: false) }
		let closure =
			inner.throwing
			? "{ (\(parameter)) throws(\(names("MappingError"))) in \(inner.argument) }"
			: "{ \(parameter) in \(inner.code) }"
		return Conversion(code: "\(value).map \(closure)", throwing: inner.throwing)
	}

	/// Closure parameters by nesting depth, so nested closures never shadow each other.
	private static func parameter(_ name: String, _ depth: Int) -> String {
		depth == 0 ? name : name + String(depth + 1)
	}
}
