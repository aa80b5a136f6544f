/// Whether a declared type is a struct or a string enum.
public enum SpecDeclarationKind: Sendable, Hashable {
	case valueType
	case enumeration
}

/// A type declared in the spec's `types`: a value type (struct with fields) or a string enum.
public struct SpecDeclaration: Sendable, Equatable {
	/// What the declaration holds.
	public enum Body: Sendable, Equatable {
		/// A struct: its fields, in order.
		case fields([SpecField])
		/// A string enum: its cases, in order.
		case cases([SpecEnumCase])
	}

	/// The Swift type name (`Location`).
	public var name: String
	/// A sentence for the generated doc comment, if the spec gave one.
	public var summary: String?
	/// The fields or the cases.
	public var body: Body
	/// The declaration's JSON object.
	public var location: SourceLocation

	/// Struct or enum.
	public var kind: SpecDeclarationKind {
		if case .fields = body { return .valueType }
		return .enumeration
	}

	/// The fields of a value type (empty for an enum).
	public var fields: [SpecField] {
		if case .fields(let fields) = body { return fields }
		return []
	}

	/// The cases of an enum (empty for a value type).
	public var cases: [SpecEnumCase] {
		if case .cases(let cases) = body { return cases }
		return []
	}

	/// The type's name split into words.
	public var words: Name { Name(name) }

	/// This declaration as a field type.
	public var type: SpecType {
		kind == .valueType ? .valueType(name) : .enumType(name)
	}
}

/// One case of a string enum.
public struct SpecEnumCase: Sendable, Equatable {
	/// The Swift case name (`alive`).
	public var name: String
	/// The raw value in JSON (`Alive`); the case name when the spec gives none.
	public var value: String
	/// The case's JSON object.
	public var location: SourceLocation

	/// The case name as Swift must write it (`` `default` ``).
	public var swiftName: String { SwiftIdentifier.escaped(name) }
}
