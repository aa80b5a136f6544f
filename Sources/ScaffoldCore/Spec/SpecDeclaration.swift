import ScaffoldBasics

/// Whether a declared type is a struct, a string enum or a union.
package enum SpecDeclarationKind: Sendable, Hashable {
	case valueType
	case enumeration
	/// One of several value types, told apart by a discriminator key (``SpecUnion``).
	case union
}

/// A type declared in the spec's `types`: a value type (struct with fields) or a string enum.
package struct SpecDeclaration: Sendable, Equatable {
	/// What the declaration holds.
	package enum Body: Sendable, Equatable {
		/// A struct: its fields, in order.
		case fields([SpecField])
		/// A string enum: its cases, in order.
		case cases([SpecEnumCase])
		/// A union of value types: a Swift enum with associated values.
		case union(SpecUnion)
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
		switch body {
		case .fields: .valueType
		case .cases: .enumeration
		case .union: .union
		}
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

	/// The union's discriminator and cases (`nil` for a value type or an enum).
	package var union: SpecUnion? {
		if case .union(let union) = body { return union }
		return nil
	}

	/// The type's name split into words.
	package var words: Name { Name(name) }

	/// This declaration as a field type. A union is spelled as a value type: it has a DTO, a
	/// domain type, a mapper each way and a stub of the same names, so fields holding it need no
	/// case of their own.
	package var type: SpecType {
		kind == .enumeration ? .enumType(name) : .valueType(name)
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
