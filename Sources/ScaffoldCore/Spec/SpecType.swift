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
	case optional(SpecType)
	case array(SpecType)
	/// A struct declared in the spec's `types` (has `fields`).
	case valueType(String)
	/// A string enum declared in the spec's `types` (has `enum`).
	case enumType(String)
	/// Another entity of the spec, nested as the API sends it (an entity field only; see ``SpecReference``).
	case entity(String)

	/// The built-in type names, in the order messages list them.
	package static let builtinNames: [String] = ["String", "Int", "Double", "Bool", "Date", "URL", "UUID", "Decimal"]

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
		default: nil
		}
	}

	/// The Swift spelling, with spec type names as written: `[URL]?`, `Location`.
	package var swiftSpelling: String { spelling(naming: { $0 }) }

	/// The Swift spelling, with every spec type name passed through `naming` (e.g. to add `DTO`).
	package func spelling(naming: (String) -> String) -> String {
		switch self {
		case .string: "String"
		case .int: "Int"
		case .double: "Double"
		case .bool: "Bool"
		case .date: "Date"
		case .url: "URL"
		case .uuid: "UUID"
		case .decimal: "Decimal"
		case .optional(let wrapped): wrapped.spelling(naming: naming) + "?"
		case .array(let element): "[" + element.spelling(naming: naming) + "]"
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
