import ScaffoldBasics
import ScaffoldSpec

/// The `application/x-www-form-urlencoded` body a generated data source sends for a sample item,
/// worked out here independently of the generated encoder, so the generated tests hold that
/// encoder to it: one `key=value` pair per field the item has (a null is left out, as the DTO's
/// encoder leaves a nil out), in the order of the keys, each escaped by WHATWG's form serializer.
package enum FormBody {
	/// `item`'s body, its values spelled as the DTO's JSON spells them: a UUID in capitals, a
	/// whole number of a `Double` without `.0` (the generated encoder reads it as a whole number).
	package static func of(_ item: JSONValue, entity: SpecEntity) -> String {
		guard case .object(let members) = item else { return "" }
		let types = Dictionary(entity.allFields.map { ($0.jsonKey, $0.type.unwrapped) }) { first, _ in first }
		var pairs: [(key: String, value: String)] = []
		for member in members {
			guard let value = text(of: member.value.value, type: types[member.key]) else { continue }
			pairs.append((member.key, value))
		}
		return pairs.sorted { $0.key < $1.key }.map { escaped($0.key) + "=" + escaped($0.value) }.joined(separator: "&")
	}

	private static func text(of value: JSONValue, type: SpecType?) -> String? {
		switch value {
		case .string(let text): return type == .uuid ? text.uppercased() : text
		case .bool(let flag): return flag ? "true" : "false"
		case .number(let text):
			guard type == .double, let number = Double(text) else { return text }
			if number.rounded() == number, abs(number) < 9.0e15 { return String(Int(number)) }
			return String(number)
		case .null, .array, .object: return nil
		}
	}

	/// WHATWG's `application/x-www-form-urlencoded` byte serializer: ASCII letters, digits and
	/// `*-._` as they are, a space as `+`, every other UTF-8 byte as `%XX`.
	package static func escaped(_ text: String) -> String {
		var result = ""
		for byte in text.utf8 {
			switch byte {
			case UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "0")...UInt8(ascii: "9"),
				UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
				result.unicodeScalars.append(Unicode.Scalar(byte))
			case UInt8(ascii: " "): result += "+"
			default: result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
			}
		}
		return result
	}
}

extension String {
	fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
