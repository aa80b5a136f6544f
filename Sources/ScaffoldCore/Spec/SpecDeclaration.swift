import ScaffoldBasics

/// Whether a declared type is a struct or a string enum.
package enum SpecDeclarationKind: Sendable, Hashable {
	case valueType
	case enumeration
}

/// A type declared in the spec's `types`: a value type (struct with fields) or a string enum.
package struct SpecDeclaration: Sendable, Equatable {
	/// What the declaration holds.
	package enum Body: Sendable, Equatable {
		/// A struct: its fields, in order.
		case fields([SpecField])
		/// A string enum: its cases, in order.
		case cases([SpecEnumCase])
	}

	/// The Swift type name (`Location`).
	package var name: String
	/// A sentence for the generated doc comment, if the spec gave one.
	package var summary: String?
	/// The fields or the cases.
	package var body: Body
	/// The declaration's JSON object.
	package var location: SourceLocation

	/// Struct or enum.
	package var kind: SpecDeclarationKind {
		if case .fields = body { return .valueType }
		return .enumeration
	}

	/// The fields of a value type (empty for an enum).
	package var fields: [SpecField] {
		if case .fields(let fields) = body { return fields }
		return []
	}

	/// The cases of an enum (empty for a value type).
	package var cases: [SpecEnumCase] {
		if case .cases(let cases) = body { return cases }
		return []
	}

	/// The type's name split into words.
	package var words: Name { Name(name) }

	/// This declaration as a field type.
	package var type: SpecType {
		kind == .valueType ? .valueType(name) : .enumType(name)
	}
}

/// One case of a string enum.
package struct SpecEnumCase: Sendable, Equatable {
	/// The Swift case name (`alive`).
	package var name: String
	/// The raw value in JSON (`Alive`); the case name when the spec gives none.
	package var value: String
	/// The case's JSON object.
	package var location: SourceLocation

	/// The case name as Swift must write it (`` `default` ``).
	package var swiftName: String { SwiftIdentifier.escaped(name) }
}
