/// Splits Swift source into ``Token``s, skipping whitespace and comments.
///
/// It is not a Swift lexer: it only has to be right about where identifiers, brackets and literals start and
/// end, so that brackets inside strings and comments never unbalance the outline.
struct Tokenizer {
	private let bytes: [UInt8]
	private var index = 0
	private var sawNewline = true

	init(_ source: String) {
		bytes = Array(source.utf8)
	}

	static func tokens(of source: String) -> [Token] {
		var tokenizer = Tokenizer(source)
		var tokens: [Token] = []
		while let token = tokenizer.next() {
			tokens.append(token)
		}
		return tokens
	}

	mutating func next() -> Token? {
		skipTrivia()
		guard index < bytes.count else { return nil }
		let start = index
		let startsLine = sawNewline
		sawNewline = false
		let byte = bytes[index]
		let kind: Token.Kind
		if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart(at: index)) {
			skipString()
			kind = .literal
		} else if byte == UInt8(ascii: "#") {
			index += 1
			skipIdentifierCharacters()
			kind = .pound
		} else if byte == UInt8(ascii: "`") {
			index += 1
			while index < bytes.count, bytes[index] != UInt8(ascii: "`") { index += 1 }
			index = min(index + 1, bytes.count)
			kind = .identifier
		} else if isIdentifierStart(byte) {
			skipIdentifierCharacters()
			kind = .identifier
		} else if isDigit(byte) {
			skipIdentifierCharacters()
			kind = .literal
		} else {
			index += 1
			kind = .punctuation
		}
		let text = String(decoding: bytes[start..<index], as: UTF8.self)
		return Token(kind: kind, text: text, start: start, end: index, startsLine: startsLine)
	}
}

// MARK: - Private

private extension Tokenizer {
	mutating func skipTrivia() {
		while index < bytes.count {
			let byte = bytes[index]
			if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
				sawNewline = true
				index += 1
			} else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
				index += 1
			} else if starts(with: "//") {
				while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
			} else if starts(with: "/*") {
				skipBlockComment()
			} else {
				return
			}
		}
	}

	/// Block comments nest in Swift.
	mutating func skipBlockComment() {
		var depth = 0
		repeat {
			if starts(with: "/*") {
				depth += 1
				index += 2
			} else if starts(with: "*/") {
				depth -= 1
				index += 2
			} else {
				if bytes[index] == UInt8(ascii: "\n") { sawNewline = true }
				index += 1
			}
		} while depth > 0 && index < bytes.count
	}

	func isRawStringStart(at position: Int) -> Bool {
		var cursor = position
		while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
		return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "\"")
	}

	/// Skips `"…"`, `"""…"""` and raw strings `#"…"#`, including interpolations that contain strings.
	mutating func skipString() {
		var hashes = 0
		while bytes[index] == UInt8(ascii: "#") {
			hashes += 1
			index += 1
		}
		let multiline = starts(with: "\"\"\"")
		index += multiline ? 3 : 1
		let closing = Array((multiline ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
		let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
		while index < bytes.count {
			if starts(with: closing) {
				index += closing.count
				return
			}
			if starts(with: escape) {
				index += escape.count
				if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
					skipInterpolation()
				} else {
					index += 1
				}
				continue
			}
			index += 1
		}
	}

	/// Skips a balanced `( … )` that may itself contain strings.
	mutating func skipInterpolation() {
		var depth = 0
		while index < bytes.count {
			let byte = bytes[index]
			if byte == UInt8(ascii: "\"") {
				skipString()
				continue
			}
			index += 1
			if byte == UInt8(ascii: "(") { depth += 1 }
			if byte == UInt8(ascii: ")") {
				depth -= 1
				if depth == 0 { return }
			}
		}
	}

	mutating func skipIdentifierCharacters() {
		while index < bytes.count, isIdentifierStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
	}

	func starts(with text: String) -> Bool {
		starts(with: Array(text.utf8))
	}

	func starts(with prefix: [UInt8]) -> Bool {
		guard index + prefix.count <= bytes.count else { return false }
		return bytes[index..<index + prefix.count].elementsEqual(prefix)
	}

	func isIdentifierStart(_ byte: UInt8) -> Bool {
		(byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
			|| byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
	}

	func isDigit(_ byte: UInt8) -> Bool {
		byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
	}
}
