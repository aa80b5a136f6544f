/// The values mutations put into inputs: what parsers, checkers and escaping get wrong.
enum FuzzStrings {
	/// Strings for any string in a spec: quotes, backslashes, line breaks, `"""`, Swift and
	/// Mustache syntax, Unicode that is awkward in source, names at and past the length limits.
	static let tricky: [String] = [
		"", "\"", "\\", "\"\"\"", "a\"b", "ends\\", "k\" + { fatalError() }() + \"", "a\nb", "a\r\nb", "\u{2028}", "\u{0}",
		"\u{7}", "\t", "*/", "/*", "//", "#\"", "\"#", "\\(x)", "{{x}}", "{{#a}}", "}}", "é", "🙂", "\u{202E}rtl", "ｆｕｌｌ",
		"_", "self", "Self", "default", "class", "Type", "init", "id", "identifier", "String", "URL", "A", "a",
		String(repeating: "A", count: 101), String(repeating: "a", count: 300), String(repeating: "x", count: 4_001),
		"/", "/a/", "/a b", "/a?b", "/%20", "..", "../x", "Con", "NUL",
	]

	/// Type strings: built-ins, optionals, nesting at and past the limit, malformed ones.
	static let types: [String] = [
		"String", "Int", "Double", "Bool", "Date", "URL", "UUID", "Decimal", "Int?", "Int??", "[Int]", "[Int]?", "[[Int?]?]?",
		"[[[[[[[[Int]]]]]]]]", "[[[[[[[[[Int]]]]]]]]]", String(repeating: "[", count: 300) + "Int" + String(repeating: "]", count: 300),
		"[String: Int]", "[Int", "Int]", "", "?", "Location", "CharacterStatus", "Character",
	]

	/// Number literals at the edges of every range a spec has.
	static let numbers: [String] = [
		"0", "-0", "1", "-1", "2", "10000", "10001", "1.5", "-1.5", "1e3", "1E-7", "9223372036854775807", "9223372036854775808",
		"-9223372036854775808", "-9223372036854775809", "99999999999999999999999999999999999999999", "1e308", "1e309", "1e400",
		"-1e400", "1e-400", "253402300799", "253402300800", "253402300799999", "0.000000000000000000000000000000000000001",
	]
}

extension FuzzStrings {
	/// A name or token of 10^5 to 10^6 characters (a million in one case of four): what made a
	/// tag take 34 s to report and quote a megabyte. Mostly name characters, so it gets past
	/// the first check; sometimes with a space, dots or non-ASCII inside.
	static func long(_ random: inout SeededRandom) -> String {
		let length = random.chance(25) ? 1_000_000 : random.pick([100_000, 300_000])
		let unit = random.pick(["a", "A", "ab_", "Ab", "x1", "é", "a.b.", "a b"])
		return String(repeating: unit, count: max(1, length / unit.count))
	}

	/// `text` repeated until it is about `length` bytes: many tokens of one kind.
	static func repeated(_ text: String, toLength length: Int) -> String {
		String(repeating: text, count: max(1, length / max(1, text.utf8.count)))
	}
}
