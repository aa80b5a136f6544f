/// A JSON value exactly as written: object members keep their order, numbers keep their
/// text (`85` stays `85`, `1.21` stays `1.21`), and every value knows where it starts.
public indirect enum JSONValue: Sendable, Equatable {
	case null
	case bool(Bool)
	/// The number's literal text, already checked against JSON's number grammar.
	case number(String)
	case string(String)
	case array([JSONNode])
	case object([JSONMember])

	/// A short name of the kind, for messages such as "expected a string, found an array".
	public var kindName: String {
		switch self {
		case .null: "null"
		case .bool: "a boolean"
		case .number: "a number"
		case .string: "a string"
		case .array: "an array"
		case .object: "an object"
		}
	}
}

/// A JSON value with the position of its first character.
public struct JSONNode: Sendable, Equatable {
	/// The value.
	public var value: JSONValue
	/// Where the value starts in its source text.
	public var position: SourcePosition

	/// Creates a node.
	public init(_ value: JSONValue, at position: SourcePosition = .start) {
		self.value = value
		self.position = position
	}

	/// The members if this is an object.
	public var members: [JSONMember]? {
		if case .object(let members) = value { return members }
		return nil
	}

	/// The elements if this is an array.
	public var elements: [JSONNode]? {
		if case .array(let elements) = value { return elements }
		return nil
	}

	/// The text if this is a string.
	public var string: String? {
		if case .string(let text) = value { return text }
		return nil
	}

	/// The value if this is a boolean.
	public var bool: Bool? {
		if case .bool(let flag) = value { return flag }
		return nil
	}

	/// The value if this is a number written as a whole number that fits an `Int`.
	public var int: Int? {
		if case .number(let text) = value { return Int(text) }
		return nil
	}

	/// The member named `key` if this is an object (the first one, though the reader refuses duplicates).
	public subscript(key: String) -> JSONNode? {
		members?.first { $0.key == key }?.value
	}
}

/// One `"key": value` pair of an object, with the key's own position.
public struct JSONMember: Sendable, Equatable {
	/// The key.
	public var key: String
	/// Where the key's opening quote is.
	public var keyPosition: SourcePosition
	/// The value.
	public var value: JSONNode

	/// Creates a member.
	public init(key: String, keyPosition: SourcePosition = .start, value: JSONNode) {
		self.key = key
		self.keyPosition = keyPosition
		self.value = value
	}
}
