import ScaffoldBasics

/// Cuts Swift source into ``SwiftToken``s in one pass, never going back: comments (`//`, nested
/// `/* */`) and white space are dropped, each string literal is one token (escapes,
/// interpolations with their own strings and comments, `"""` blocks, raw `#"…"#` forms), as is
/// each `#/…/#` regex. Unterminated comments and multi-line strings run to the end; an
/// unterminated single-line string ends at its line's end. Nesting is counted, never recursed
/// into, so no input traps it.
package struct SwiftLexer {
	private var cursor: SourceCursor<UInt8>

	/// Every token of `bytes`, in order.
	package static func tokens(_ bytes: [UInt8]) -> [SwiftToken] {
		var lexer = SwiftLexer(bytes: bytes)
		var tokens: [SwiftToken] = []
		var space = false
		var newline = false
		while let byte = lexer.peek() {
			if byte == .space || byte == .tab || byte == .carriageReturn || byte == .newline {
				if byte == .newline { newline = true }
				space = true
				lexer.advance()
			} else if byte == .slash, lexer.peek(1) == .slash {
				while let c = lexer.peek(), c != .newline { lexer.advance() }
				space = true
			} else if byte == .slash, lexer.peek(1) == .star {
				if lexer.skipBlockComment() { newline = true }
				space = true
			} else {
				var token = SwiftToken(
					kind: .punctuation, start: lexer.index, end: lexer.index, line: lexer.line, column: lexer.column, spaceBefore: space,
					newlineBefore: newline)
				token.kind = lexer.token()
				token.end = lexer.index
				tokens.append(token)
				space = false
				newline = false
			}
		}
		return tokens
	}

	private init(bytes: [UInt8]) {
		cursor = SourceCursor(bytes)
	}

	private var bytes: [UInt8] { cursor.units }
	private var index: Int { cursor.index }
	private var line: Int { cursor.line }
	private var column: Int { cursor.column }

	private func peek(_ offset: Int = 0) -> UInt8? { cursor.peek(offset) }

	/// Moves one byte on; columns count the first byte of each UTF-8 sequence, so Unicode scalars.
	private mutating func advance() { cursor.advance() }

	private mutating func advance(_ count: Int) { cursor.advance(count) }

	/// Skips a `/* */` comment, nested ones counted; whether it held a line break.
	private mutating func skipBlockComment() -> Bool {
		var depth = 0
		var newline = false
		while let byte = peek() {
			if byte == .slash, peek(1) == .star {
				depth += 1
				advance(2)
			} else if byte == .star, peek(1) == .slash {
				depth -= 1
				advance(2)
				if depth == 0 { break }
			} else {
				if byte == .newline { newline = true }
				advance()
			}
		}
		return newline
	}

	/// Reads the token at `index`, which is neither white space nor a comment.
	private mutating func token() -> SwiftToken.Kind {
		let byte = bytes[index]
		if Self.isWordStart(byte) || byte == .dollar {
			advance()
			while let c = peek(), Self.isWordStart(c) || Self.isDigit(c) { advance() }
			return .word
		}
		if byte == .backtick {
			advance()
			while let c = peek(), c != .backtick, c != .newline { advance() }
			if peek() == .backtick { advance() }
			return .word
		}
		if Self.isDigit(byte) {
			while let c = peek(), Self.isWordStart(c) || Self.isDigit(c) || (c == .dot && peek(1).map(Self.isDigit) == true) { advance() }
			return .literal
		}
		if byte == .quote {
			string(hashes: 0)
			return .literal
		}
		if byte == .at || byte == .hash {
			var hashes = 0
			while byte == .hash, peek(hashes) == .hash { hashes += 1 }
			if byte == .hash, peek(hashes) == .quote {
				advance(hashes)
				string(hashes: hashes)
				return .literal
			}
			if byte == .hash, peek(hashes) == .slash {
				regex(hashes: hashes)
				return .literal
			}
			advance()
			guard let c = peek(), Self.isWordStart(c) else { return .punctuation }
			while let c = peek(), Self.isWordStart(c) || Self.isDigit(c) { advance() }
			return byte == .at ? .attribute : .pound
		}
		if Self.isOperator(byte) {
			advance()
			while let c = peek(), Self.isOperator(c), !(c == .slash && (peek(1) == .slash || peek(1) == .star)) { advance() }
			return .operator
		}
		advance()
		return .punctuation
	}

	/// What the lexer is inside while it reads a string literal: the string itself, or one of
	/// its interpolations (with its open parentheses counted).
	private enum Frame {
		case string(hashes: Int, multiline: Bool)
		case interpolation(depth: Int)
	}

	/// Skips a string literal whose opening `"` is at `index`, after its `hashes` `#`s.
	private mutating func string(hashes: Int) {
		var frames: [Frame] = [open(hashes: hashes)]
		while let byte = peek(), let frame = frames.last {
			switch frame {
			case .string(let hashes, let multiline):
				if byte == .backslash, hashesFollow(1, count: hashes) {
					advance(1 + hashes)
					if peek() == .openParen {
						advance()
						frames.append(.interpolation(depth: 0))
					} else if let c = peek(), c != .newline || multiline {
						advance()
					}
				} else if byte == .quote, multiline ? peek(1) == .quote && peek(2) == .quote && hashesFollow(3, count: hashes) : hashesFollow(1, count: hashes) {
					advance((multiline ? 3 : 1) + hashes)
					frames.removeLast()
				} else if byte == .newline, !multiline {
					frames.removeLast()
				} else {
					advance()
				}
			case .interpolation(let depth):
				var hashes = 0
				while byte == .hash, peek(hashes) == .hash { hashes += 1 }
				if peek(hashes) == .quote {
					advance(hashes)
					frames.append(open(hashes: hashes))
				} else if byte == .slash, peek(1) == .slash {
					while let c = peek(), c != .newline { advance() }
				} else if byte == .slash, peek(1) == .star {
					_ = skipBlockComment()
				} else {
					advance()
					if byte == .openParen { frames[frames.count - 1] = .interpolation(depth: depth + 1) }
					if byte == .closeParen {
						if depth == 0 { frames.removeLast() } else { frames[frames.count - 1] = .interpolation(depth: depth - 1) }
					}
				}
			}
		}
	}

	/// Moves past a string's opening `"` or `"""` at `index`; the frame that reads it.
	private mutating func open(hashes: Int) -> Frame {
		let multiline = peek(1) == .quote && peek(2) == .quote
		advance(multiline ? 3 : 1)
		return .string(hashes: hashes, multiline: multiline)
	}

	/// Whether `count` `#`s follow `offset` bytes on.
	private func hashesFollow(_ offset: Int, count: Int) -> Bool {
		for position in 0..<count where peek(offset + position) != .hash { return false }
		return true
	}

	/// Skips a `#/…/#` regex literal (`hashes` `#`s), to its closing `/` and as many `#`s.
	private mutating func regex(hashes: Int) {
		advance(hashes + 1)
		while let byte = peek() {
			if byte == .backslash {
				advance(2)
			} else if byte == .slash, hashesFollow(1, count: hashes) {
				advance(1 + hashes)
				return
			} else {
				advance()
			}
		}
	}

	private static func isWordStart(_ byte: UInt8) -> Bool {
		(byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
	}

	private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

	private static func isOperator(_ byte: UInt8) -> Bool {
		switch byte {
		case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
			UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"),
			UInt8(ascii: "."):
			true
		default: false
		}
	}
}

extension UInt8 {
	fileprivate static let space = UInt8(ascii: " ")
	fileprivate static let tab = UInt8(ascii: "\t")
	fileprivate static let newline = UInt8(ascii: "\n")
	fileprivate static let carriageReturn = UInt8(ascii: "\r")
	fileprivate static let slash = UInt8(ascii: "/")
	fileprivate static let star = UInt8(ascii: "*")
	fileprivate static let quote = UInt8(ascii: "\"")
	fileprivate static let backslash = UInt8(ascii: "\\")
	fileprivate static let backtick = UInt8(ascii: "`")
	fileprivate static let hash = UInt8(ascii: "#")
	fileprivate static let at = UInt8(ascii: "@")
	fileprivate static let dollar = UInt8(ascii: "$")
	fileprivate static let dot = UInt8(ascii: ".")
	fileprivate static let openParen = UInt8(ascii: "(")
	fileprivate static let closeParen = UInt8(ascii: ")")
}
