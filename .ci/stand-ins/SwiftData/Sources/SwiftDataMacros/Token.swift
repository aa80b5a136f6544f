/// One lexical token of the declaration the compiler sends.
///
/// The macros only need the outline of a declaration (its kind, name, modifiers and stored properties), so
/// the tokenizer keeps just enough to find it: identifiers and keywords, punctuation, and opaque literals. Each
/// token remembers where it came from so that expansions can copy the user's text verbatim (attribute
/// arguments) and diagnostics can point at it.
struct Token: Equatable {
	enum Kind: Equatable {
		/// An identifier or keyword, backticks included (`` `default` ``).
		case identifier
		/// A string or number literal, kept whole.
		case literal
		/// A single punctuation or operator character.
		case punctuation
		/// `#if`, `#else`, `#available`… kept as one token.
		case pound
	}

	let kind: Kind
	let text: String
	/// UTF-8 offset of the first byte in the source.
	let start: Int
	/// UTF-8 offset one past the last byte.
	let end: Int
	/// Whether a newline separates this token from the previous one: a declaration ends at a line break.
	let startsLine: Bool

	/// The name without backticks.
	var bareText: String {
		if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 {
			return String(text.dropFirst().dropLast())
		}
		return text
	}

	func isPunctuation(_ character: String) -> Bool {
		kind == .punctuation && text == character
	}

	func isIdentifier(_ word: String) -> Bool {
		kind == .identifier && text == word
	}
}
