/// A value a template can render: the typed, order-preserving render context.
///
/// No `Any` and no reflection: the generator builds contexts from these cases (the literal
/// conformances below keep that short), and JSON converts losslessly with ``init(json:)``.
/// Numbers keep their text, so `85` renders as `85` and `1.21` as `1.21`.
///
/// Truthiness follows Mustache: `null`, `false` and the empty list are falsey; everything
/// else (including `""`, `0` and the empty object) is truthy.
public enum TemplateValue: Sendable, Equatable {
	/// No value: falsey; interpolating it is an error in strict mode.
	case null
	/// Renders as `true` or `false`; a section on `false` is skipped.
	case bool(Bool)
	/// The number's text exactly as it should appear in output.
	case number(String)
	/// Text, inserted as is (or HTML-escaped by `{{name}}` when the options say so).
	case string(String)
	/// A section renders once per element; the empty list is falsey.
	case list([TemplateValue])
	/// Members a name can look up; a section on an object makes its members visible.
	case object(TemplateObject)

	/// A number from an integer, written in decimal.
	public init(_ integer: Int) {
		self = .number(String(integer))
	}

	/// A number from a double, written the way Swift prints it (`1.5`, `2.0`).
	public init(_ double: Double) {
		self = .number(double.description)
	}

	/// Whether a section `{{#x}}` renders (and an inverted section `{{^x}}` does not).
	public var isTruthy: Bool {
		switch self {
		case .null: false
		case .bool(let flag): flag
		case .list(let items): !items.isEmpty
		case .number, .string, .object: true
		}
	}

	/// The value under `key` if this is an object.
	public subscript(key: String) -> TemplateValue? {
		if case .object(let object) = self { return object[key] }
		return nil
	}

	/// The member under `key`, whose ``TemplateObject/fingerprint(of:)-(String)`` the caller knows,
	/// if this is an object: read where it lies. A template's every name is looked up through the
	/// frames of its context stack, and binding each frame's object to a variable there copied it
	/// (a retain and a release of its members and index, 185,000 copies in a 20-feature `check`).
	package func member(forKey key: String, fingerprint: UInt32) -> TemplateValue? {
		guard case .object(let object) = self else { return nil }
		return object.value(forKey: key, fingerprint: fingerprint)
	}

	/// A short name of the kind, for messages such as "'x' is a list".
	public var kindName: String {
		switch self {
		case .null: "null"
		case .bool: "a boolean"
		case .number: "a number"
		case .string: "a string"
		case .list: "a list"
		case .object: "an object"
		}
	}
}

extension TemplateValue: ExpressibleByNilLiteral {
	public init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
	public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
	public init(integerLiteral value: Int) { self = .number(String(value)) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
	public init(floatLiteral value: Double) { self = .number(value.description) }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
	public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
	public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
	/// An object whose keys keep the order written.
	public init(dictionaryLiteral elements: (String, TemplateValue)...) {
		self = .object(TemplateObject(elements))
	}
}
