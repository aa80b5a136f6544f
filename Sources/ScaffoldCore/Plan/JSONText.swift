/// Writes JSON string literals for the manifest and the `--json` plan.
///
/// Only `"`, `\` and control characters are escaped; everything else stays as UTF-8, so the
/// output is byte-for-byte stable and readable in diffs of the manifest.
enum JSONText {
	static func quoted(_ text: String) -> String {
		var result = "\""
		for scalar in text.unicodeScalars {
			switch scalar {
			case "\"": result += "\\\""
			case "\\": result += "\\\\"
			case "\n": result += "\\n"
			case "\r": result += "\\r"
			case "\t": result += "\\t"
			case "\u{08}": result += "\\b"
			case "\u{0C}": result += "\\f"
			default:
				if scalar.value < 0x20 {
					let digits = String(scalar.value, radix: 16)
					result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
				} else {
					result.unicodeScalars.append(scalar)
				}
			}
		}
		return result + "\""
	}
}
