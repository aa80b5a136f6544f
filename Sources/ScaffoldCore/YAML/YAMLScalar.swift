import ScaffoldBasics

/// What a plain YAML scalar means, by YAML 1.2's core schema, in JSON's terms.
enum YAMLScalar {
	/// `null`/`~`/empty → null, `true`/`false` (any of YAML's three spellings) → a boolean, decimal,
	/// octal (`0o17`) and hexadecimal (`0x1F`) integers and decimal floats → a number in JSON's
	/// grammar, anything else (`.inf`, `1.2.3`, `yes`) → the string as written.
	static func resolve(_ text: String) -> JSONValue {
		switch text {
		case "", "~", "null", "Null", "NULL": return .null
		case "true", "True", "TRUE": return .bool(true)
		case "false", "False", "FALSE": return .bool(false)
		default: break
		}
		if let number = integer(text) ?? decimal(text) { return .number(number) }
		return .string(text)
	}

	private static func integer(_ text: String) -> String? {
		for (prefix, radix) in [("0x", 16), ("0o", 8)] where text.hasPrefix(prefix) {
			return Int(text.dropFirst(2), radix: radix).map(String.init)
		}
		var digits = Substring(text)
		var negative = false
		if let sign = digits.first, sign == "-" || sign == "+" {
			negative = sign == "-"
			digits = digits.dropFirst()
		}
		guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
		let trimmed = digits.drop { $0 == "0" }
		return (negative && !trimmed.isEmpty ? "-" : "") + (trimmed.isEmpty ? "0" : String(trimmed))
	}

	/// `[-+]? ( . digits | digits ( . digits? )? ) ( [eE] [-+]? digits )?`, rewritten in JSON's grammar.
	private static func decimal(_ text: String) -> String? {
		var rest = Substring(text)
		var sign = ""
		if let first = rest.first, first == "-" || first == "+" {
			sign = first == "-" ? "-" : ""
			rest = rest.dropFirst()
		}
		let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
		let whole = rest.prefix(while: isDigit)
		rest = rest.dropFirst(whole.count)
		var fraction: Substring = ""
		if rest.first == "." {
			rest = rest.dropFirst()
			fraction = rest.prefix(while: isDigit)
			rest = rest.dropFirst(fraction.count)
		}
		guard !whole.isEmpty || !fraction.isEmpty else { return nil }
		var exponent = ""
		if let e = rest.first, e == "e" || e == "E" {
			rest = rest.dropFirst()
			var exponentSign = ""
			if let s = rest.first, s == "-" || s == "+" {
				exponentSign = String(s)
				rest = rest.dropFirst()
			}
			let digits = rest.prefix(while: isDigit)
			guard !digits.isEmpty else { return nil }
			rest = rest.dropFirst(digits.count)
			exponent = "e" + exponentSign + digits
		}
		guard rest.isEmpty else { return nil }
		let integerPart = whole.drop { $0 == "0" }
		return sign + (integerPart.isEmpty ? "0" : String(integerPart)) + "." + (fraction.isEmpty ? "0" : String(fraction)) + exponent
	}
}
