/// Swift source spellings of values, for generated tests and expressions.
enum SwiftLiteral {
	/// A Swift string literal for `text`, with quotes, backslashes and control characters escaped.
	static func string(_ text: String) -> String {
		var result = "\""
		for scalar in text.unicodeScalars {
			switch scalar {
			case "\"": result += "\\\""
			case "\\": result += "\\\\"
			case "\n": result += "\\n"
			case "\r": result += "\\r"
			case "\t": result += "\\t"
			case "\0": result += "\\0"
			default:
				if scalar.value < 0x20 || scalar.value == 0x7F {
					result += "\\u{" + String(scalar.value, radix: 16) + "}"
				} else {
					result.unicodeScalars.append(scalar)
				}
			}
		}
		return result + "\""
	}

	/// The Swift literal of a JSON scalar as a DTO holds it, or `nil` when a literal
	/// comparison would not be exact (objects, arrays, decimals).
	static func scalar(_ value: JSONValue, wireSpelling: String) -> String? {
		switch value {
		case .null: return "nil"
		case .bool(let flag): return flag ? "true" : "false"
		case .string(let text): return string(text)
		case .number(let text): return wireSpelling.hasPrefix("Decimal") ? nil : text
		case .array, .object: return nil
		}
	}
}
