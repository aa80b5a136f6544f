/// Prints ``JSONValue``s as pretty, deterministic JSON text.
///
/// Used for the spec schema, inferred specs, fixtures and context snapshots, so the same
/// value always gives the same bytes: members in the node's order, numbers as their literal
/// text, one member or element per line, empty containers as `{}` and `[]`, `": "` after keys,
/// and a final newline. Strings escape only what JSON requires (`"`, `\`, control characters);
/// other characters, `/` and non-ASCII included, are written as they are.
public struct JSONWriter: Sendable {
	/// One level of indentation (a tab by default).
	public var indentation: Indentation

	/// Creates a writer.
	public init(indentation: Indentation = .tab) {
		self.indentation = indentation
	}

	/// The document text of `node`, ending in a newline.
	public func write(_ node: JSONNode) -> String {
		write(node.value)
	}

	/// The document text of `value`, ending in a newline.
	public func write(_ value: JSONValue) -> String {
		var output = ""
		append(value, depth: 0, to: &output)
		output += "\n"
		return output
	}

	/// `text` as a JSON string literal, quotes included.
	public static func quoted(_ text: String) -> String {
		var output = "\""
		for scalar in text.unicodeScalars {
			switch scalar {
			case "\"": output += "\\\""
			case "\\": output += "\\\\"
			case "\n": output += "\\n"
			case "\r": output += "\\r"
			case "\t": output += "\\t"
			case "\u{08}": output += "\\b"
			case "\u{0C}": output += "\\f"
			case _ where scalar.value < 0x20:
				let digits = String(scalar.value, radix: 16, uppercase: false)
				output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
			default: output.unicodeScalars.append(scalar)
			}
		}
		return output + "\""
	}

	private func append(_ value: JSONValue, depth: Int, to output: inout String) {
		switch value {
		case .null: output += "null"
		case .bool(let flag): output += flag ? "true" : "false"
		case .number(let text): output += text
		case .string(let text): output += Self.quoted(text)
		case .array(let elements):
			guard !elements.isEmpty else { output += "[]"; return }
			output += "[\n"
			for (index, element) in elements.enumerated() {
				output += indent(depth + 1)
				append(element.value, depth: depth + 1, to: &output)
				output += index == elements.count - 1 ? "\n" : ",\n"
			}
			output += indent(depth) + "]"
		case .object(let members):
			guard !members.isEmpty else { output += "{}"; return }
			output += "{\n"
			for (index, member) in members.enumerated() {
				output += indent(depth + 1) + Self.quoted(member.key) + ": "
				append(member.value.value, depth: depth + 1, to: &output)
				output += index == members.count - 1 ? "\n" : ",\n"
			}
			output += indent(depth) + "}"
		}
	}

	private func indent(_ depth: Int) -> String {
		String(repeating: indentation.unit, count: depth)
	}
}

extension JSONValue {
	/// An object from an ordered list of key–value pairs (positions left at the start of the text).
	public static func ordered(_ pairs: [(String, JSONValue)]) -> JSONValue {
		.object(pairs.map { JSONMember(key: $0.0, value: JSONNode($0.1)) })
	}

	/// An array of values (positions left at the start of the text).
	public static func list(_ values: [JSONValue]) -> JSONValue {
		.array(values.map { JSONNode($0) })
	}

	/// A whole number.
	public static func integer(_ value: Int) -> JSONValue {
		.number(String(value))
	}
}
