import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Swift source spellings of values, one function per place a value can take in Swift source.
///
/// Everything a spec (or a path) says reaches generated code through one of these, in the
/// context layer, so templates only ever receive text that is already safe where they put it:
/// a key with a quote cannot end a string literal early (and smuggle code after it), a
/// description with a line break cannot push text out of its comment.
package enum SwiftLiteral {
	/// A Swift string literal for `text`, with its quotes: `"a\"b"`.
	package static func string(_ text: String) -> String {
		"\"" + stringContent(text) + "\""
	}

	/// What goes between the quotes of a `"…"` literal that the template writes itself (for
	/// literals that also interpolate: `"{{restPath}}/\(identifier)"`). Quotes, backslashes and
	/// control characters are escaped, so the literal holds exactly `text` at run time.
	package static func stringContent(_ text: String) -> String {
		// Most text needs no escape at all: return it as it is (every byte of a longer UTF-8
		// sequence is 0x80 or above, so only ASCII bytes can need one).
		let needsEscape = text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
		return needsEscape ? escapedStringContent(text) : text
	}

	/// ``stringContent(_:)`` scalar by scalar: the general path, for text that needs an escape.
	package static func escapedStringContent(_ text: String) -> String {
		var result = ""
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
		return result
	}

	/// One line of a `"""` literal (the GraphQL queries). The escapes of ``stringContent(_:)``
	/// are all valid there and are exactly what is needed: `\"` keeps `"""` from closing the
	/// literal, `\\` keeps a trailing backslash from joining the next line, `\n` keeps a line
	/// break from starting a line without the literal's indentation.
	package static func multilineStringContent(_ text: String) -> String {
		stringContent(text)
	}

	/// Text for the rest of a `//` or `///` comment line: every line break (and any other
	/// control character, which Swift refuses or shows oddly) becomes a space, so nothing can
	/// end the comment and continue as code.
	package static func comment(_ text: String) -> String {
		// Most text breaks no line: return it as it is. U+0085 is C2 85 in UTF-8 and U+2028,
		// U+2029 start with E2, so text without those lead bytes (nor a control byte) has none.
		let mayBreakLine = text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
		return mayBreakLine ? spacedComment(text) : text
	}

	/// ``comment(_:)`` scalar by scalar: the general path, for text that may break a line.
	package static func spacedComment(_ text: String) -> String {
		var result = ""
		for scalar in text.unicodeScalars {
			let breaksLine = scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
			result.unicodeScalars.append(breaksLine ? " " : scalar)
		}
		return result
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
