/// Prints ``JSONValue``s as pretty, deterministic JSON text.
///
/// Used for the spec schema, inferred specs, fixtures and context snapshots, so the same
/// value always gives the same bytes: members in the node's order, numbers as their literal
/// text, one member or element per line, empty containers as `{}` and `[]`, `": "` after keys,
/// and a final newline. Strings escape only what JSON requires (`"`, `\`, control characters);
/// other characters, `/` and non-ASCII included, are written as they are.
package struct JSONWriter: Sendable {
	/// One level of indentation (a tab by default).
	package var indentation: Indentation

	/// Creates a writer.
	package init(indentation: Indentation = .tab) {
		self.indentation = indentation
	}

	/// The document text of `node`, ending in a newline.
	package func write(_ node: JSONNode) -> String {
		write(node.value)
	}

	/// The document text of `value`, ending in a newline.
	package func write(_ value: JSONValue) -> String {
		// Bytes, not a `String`: appending to a `String` checks and copies per call, and the
		// fixtures and the schema are written on every run.
		var output: [UInt8] = []
		output.reserveCapacity(4_096)
		let unit = Array(indentation.unit.utf8)
		append(value, depth: 0, unit: unit, to: &output)
		output.append(Self.newline)
		return String(decoding: output, as: UTF8.self)
	}

	/// `text` as a JSON string literal, quotes included.
	package static func quoted(_ text: String) -> String {
		var output: [UInt8] = []
		output.reserveCapacity(text.utf8.count + 2)
		appendQuoted(text, to: &output)
		return String(decoding: output, as: UTF8.self)
	}

	private static let newline = UInt8(ascii: "\n")
	private static let quote = UInt8(ascii: "\"")
	private static let backslash = UInt8(ascii: "\\")

	/// Appends `text` quoted: runs of bytes that need no escape are copied whole.
	private static func appendQuoted(_ text: String, to output: inout [UInt8]) {
		output.append(quote)
		var text = text
		text.withUTF8 { bytes in
			var runStart = 0
			for index in bytes.indices {
				let byte = bytes[index]
				// Only `"`, `\` and control characters are escaped; every other byte, UTF-8 included, is copied.
				guard byte < 0x20 || byte == quote || byte == backslash else { continue }
				output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
				runStart = index + 1
				switch byte {
				case quote: output.append(contentsOf: [backslash, quote])
				case backslash: output.append(contentsOf: [backslash, backslash])
				case UInt8(ascii: "\n"): output.append(contentsOf: [backslash, UInt8(ascii: "n")])
				case UInt8(ascii: "\r"): output.append(contentsOf: [backslash, UInt8(ascii: "r")])
				case UInt8(ascii: "\t"): output.append(contentsOf: [backslash, UInt8(ascii: "t")])
				case 0x08: output.append(contentsOf: [backslash, UInt8(ascii: "b")])
				case 0x0C: output.append(contentsOf: [backslash, UInt8(ascii: "f")])
				default:
					let hex = Array("0123456789abcdef".utf8)
					output.append(contentsOf: [backslash, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
					output.append(contentsOf: [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
				}
			}
			output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
		}
		output.append(quote)
	}

	private func append(_ value: JSONValue, depth: Int, unit: [UInt8], to output: inout [UInt8]) {
		switch value {
		case .null: output.append(contentsOf: "null".utf8)
		case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
		case .number(let text): output.append(contentsOf: text.utf8)
		case .string(let text): Self.appendQuoted(text, to: &output)
		case .array(let elements):
			guard !elements.isEmpty else { output.append(contentsOf: "[]".utf8); return }
			output.append(contentsOf: "[\n".utf8)
			for (index, element) in elements.enumerated() {
				indent(depth + 1, unit: unit, to: &output)
				append(element.value, depth: depth + 1, unit: unit, to: &output)
				output.append(contentsOf: (index == elements.count - 1 ? "\n" : ",\n").utf8)
			}
			indent(depth, unit: unit, to: &output)
			output.append(UInt8(ascii: "]"))
		case .object(let members):
			guard !members.isEmpty else { output.append(contentsOf: "{}".utf8); return }
			output.append(contentsOf: "{\n".utf8)
			for (index, member) in members.enumerated() {
				indent(depth + 1, unit: unit, to: &output)
				Self.appendQuoted(member.key, to: &output)
				output.append(contentsOf: ": ".utf8)
				append(member.value.value, depth: depth + 1, unit: unit, to: &output)
				output.append(contentsOf: (index == members.count - 1 ? "\n" : ",\n").utf8)
			}
			indent(depth, unit: unit, to: &output)
			output.append(UInt8(ascii: "}"))
		}
	}

	private func indent(_ depth: Int, unit: [UInt8], to output: inout [UInt8]) {
		for _ in 0..<depth { output.append(contentsOf: unit) }
	}
}

extension JSONValue {
	/// An object from an ordered list of key–value pairs (positions left at the start of the text).
	package static func ordered(_ pairs: [(String, JSONValue)]) -> JSONValue {
		.object(pairs.map { JSONMember(key: $0.0, value: JSONNode($0.1)) })
	}

	/// An array of values (positions left at the start of the text).
	package static func list(_ values: [JSONValue]) -> JSONValue {
		.array(values.map { JSONNode($0) })
	}

	/// A whole number.
	package static func integer(_ value: Int) -> JSONValue {
		.number(String(value))
	}
}
