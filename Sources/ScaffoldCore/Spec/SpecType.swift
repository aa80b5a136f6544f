import ScaffoldBasics

/// The type of a spec field, filter or stored element, as the spec writes it (`[URL]?`).
package indirect enum SpecType: Sendable, Hashable, CustomStringConvertible {
	case string
	case int
	case double
	case bool
	case date
	case url
	case uuid
	case decimal
	/// Any JSON value (`JSON` in a spec): a field whose schema gives no type. It decodes whatever
	/// the API sends, as the runtime's `JSONValue`, so an untyped field never fails a response.
	case json
	case optional(SpecType)
	case array(SpecType)
	/// A map (`[String: T]`): a JSON object whose keys the API chooses (OpenAPI's
	/// `additionalProperties`). Its values are of a type the wire carries as it is
	/// (``mapValueTypes``), so no mapper converts them.
	case dictionary(SpecType)
	/// A struct declared in the spec's `types` (has `fields`).
	case valueType(String)
	/// A string enum declared in the spec's `types` (has `enum`).
	case enumType(String)
	/// Another entity of the spec, nested as the API sends it (an entity field only; see ``SpecReference``).
	case entity(String)

	/// The built-in type names, in the order messages list them.
	package static let builtinNames: [String] = ["String", "Int", "Double", "Bool", "Date", "URL", "UUID", "Decimal", "JSON"]

	/// The built-in type spelled `name`, if any.
	package static func builtin(named name: String) -> SpecType? {
		switch name {
		case "String": .string
		case "Int": .int
		case "Double": .double
		case "Bool": .bool
		case "Date": .date
		case "URL": .url
		case "UUID": .uuid
		case "Decimal": .decimal
		case "JSON": .json
		default: nil
		}
	}

	/// The spelling as the spec writes it: `[URL]?`, `Location`, `JSON`.
	package var swiftSpelling: String { spelling(naming: { $0 }) }

	/// The Swift spelling in generated code, with `json` naming the runtime's JSON value type
	/// (`JSONValue`, or `ScaffoldJSONValue` in an adopted app): `[String: JSONValue]?`.
	package func swiftSpelling(json: String) -> String { spelling(naming: { $0 }, json: json) }

	/// The Swift spelling, with every spec type name passed through `naming` (e.g. to add `DTO`),
	/// and `json` for ``json`` (the spec's own spelling unless a context passes the runtime's).
	package func spelling(naming: (String) -> String, json: String = "JSON") -> String {
		switch self {
		case .string: "String"
		case .int: "Int"
		case .double: "Double"
		case .bool: "Bool"
		case .date: "Date"
		case .url: "URL"
		case .uuid: "UUID"
		case .decimal: "Decimal"
		case .json: json
		case .optional(let wrapped): wrapped.spelling(naming: naming, json: json) + "?"
		case .array(let element): "[" + element.spelling(naming: naming, json: json) + "]"
		case .dictionary(let value): "[String: " + value.spelling(naming: naming, json: json) + "]"
		case .valueType(let name), .enumType(let name), .entity(let name): naming(name)
		}
	}

	/// The spelling, as in the spec.
	package var description: String { swiftSpelling }

	/// Whether this is `T?`.
	package var isOptional: Bool {
		if case .optional = self { return true }
		return false
	}

	/// `T` for `T?`, else the type itself.
	package var unwrapped: SpecType {
		if case .optional(let wrapped) = self { return wrapped }
		return self
	}

	/// The element type of `[T]` or `[T]?`, else `nil`.
	package var arrayElement: SpecType? {
		if case .array(let element) = unwrapped { return element }
		return nil
	}

	/// The types a map's values may have: what the wire carries as it is, in DTO and domain alike.
	package static let mapValueTypes: [SpecType] = [.string, .int, .double, .bool, .decimal, .json]

	/// Whether this is one of the eight built-in scalar types (not optional, not an array).
	package var isBuiltinScalar: Bool {
		switch self {
		case .string, .int, .double, .bool, .date, .url, .uuid, .decimal: true
		default: false
		}
	}

	/// The spec type name (value type or enum) inside any optionals and arrays, if there is one.
	package var referencedTypeName: String? {
		switch self {
		case .optional(let inner), .array(let inner): inner.referencedTypeName
		case .valueType(let name), .enumType(let name): name
		default: nil
		}
	}

	/// Whether `JSON` is in this type (through optionals and arrays): the file that spells it
	/// imports the Core module, which declares the runtime's JSON value type.
	package var containsJSON: Bool {
		switch self {
		case .json: true
		case .optional(let inner), .array(let inner), .dictionary(let inner): inner.containsJSON
		default: false
		}
	}

	/// The entity nested inside any optionals and arrays, if there is one.
	package var referencedEntity: String? {
		switch self {
		case .optional(let inner), .array(let inner): inner.referencedEntity
		case .entity(let name): name
		default: nil
		}
	}

	/// This type with the entity inside it replaced by `replacement` (`[Character]?` → `[Int]?`).
	package func replacingEntity(with replacement: SpecType) -> SpecType {
		switch self {
		case .optional(let inner): .optional(inner.replacingEntity(with: replacement))
		case .array(let inner): .array(inner.replacingEntity(with: replacement))
		case .entity: replacement
		default: self
		}
	}
}
