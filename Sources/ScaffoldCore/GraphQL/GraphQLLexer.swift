import ScaffoldBasics

/// Splits GraphQL text into tokens with positions. Whitespace, commas, comments and the byte
/// order mark are skipped, as the GraphQL specification says; anything else it does not know
/// is a located error. It never traps.
struct GraphQLLexer {
	private var cursor: SourceCursor<Unicode.Scalar>
	/// The cursor's text again, for ``peek`` (below): a buffer of its own, which `storage` owns.
	private let scalars: UnsafeBufferPointer<Unicode.Scalar>
	private let storage: ScalarStorage
	private let path: String

	/// Every token of `bytes`, ending with `.end`.
	static func tokens(_ bytes: [UInt8], path: String) throws(Diagnostic) -> [GraphQLToken] {
		guard let text = String(validating: bytes, as: UTF8.self) else {
			throw .error("invalid UTF-8", at: SourceLocation(path: path, position: UTF8Text.firstInvalidPosition(in: bytes)))
		}
		var lexer = GraphQLLexer(s: Array(text.unicodeScalars), path: path)
		var tokens: [GraphQLToken] = []
		while true {
			let token = try lexer.next()
			tokens.append(token)
			if token.kind == .end { return tokens }
		}
	}

	private init(s: [Unicode.Scalar], path: String) {
		self.cursor = SourceCursor(s)
		self.storage = ScalarStorage(s)
		self.scalars = UnsafeBufferPointer(storage.buffer)
		self.path = path
	}

	private var s: [Unicode.Scalar] { cursor.units }
	private var index: Int { cursor.index }
	// Asked for every scalar, from mutating methods: as mutating accessors of the lexer's own
	// concrete buffer they neither copy the lexer (its text and path retained and released, as a
	// non-mutating call from a mutating method does in a debug build) nor call the cursor's
	// generic code, which debug builds do not specialise, nor retain an array (as in `YAMLParser`).
	private var peek: Unicode.Scalar? { mutating get { cursor.index < scalars.count ? scalars[cursor.index] : nil } }
	private mutating func peek(_ offset: Int) -> Unicode.Scalar? {
		cursor.index + offset < scalars.count ? scalars[cursor.index + offset] : nil
	}
	private var here: SourcePosition { cursor.position }

	// Past the scalar `peek` reads (see `SourceCursor.advance(past:)`).
	private mutating func advance() {
		if let scalar = peek { cursor.advance(past: scalar) }
	}

	private func failure(_ message: String, at position: SourcePosition) -> Diagnostic {
		.error(message, at: SourceLocation(path: path, position: position))
	}

	private mutating func next() throws(Diagnostic) -> GraphQLToken {
		while let scalar = peek {
			if scalar == "#" {
				while let c = peek, c != "\n", c != "\r" { advance() }
			} else if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "," || scalar == "\u{FEFF}" {
				advance()
			} else {
				break
			}
		}
		let position = here
		guard let scalar = peek else { return GraphQLToken(kind: .end, position: position) }
		if Self.isNameStart(scalar) {
			var name = ""
			while let c = peek, Self.isNameStart(c) || ("0"..."9").contains(c) {
				name.unicodeScalars.append(c)
				advance()
			}
			return GraphQLToken(kind: .name(name), position: position)
		}
		if scalar == "-" || ("0"..."9").contains(scalar) { return try number(at: position) }
		if scalar == "\"" {
			let value = peek(1) == "\"" && peek(2) == "\"" ? try blockString(at: position) : try string(at: position)
			return GraphQLToken(kind: .string(value), position: position)
		}
		if scalar == "." {
			guard peek(1) == ".", peek(2) == "." else { throw failure("unexpected '.'; did you mean '...'?", at: position) }
			advance(); advance(); advance()
			return GraphQLToken(kind: .punctuator("..."), position: position)
		}
		if "!$&():=@[]{}|".unicodeScalars.contains(scalar) {
			advance()
			return GraphQLToken(kind: .punctuator(String(Character(scalar))), position: position)
		}
		let shown = scalar.value > 0x20 && scalar.value < 0x7F ? "'\(Character(scalar))'" : "U+\(String(scalar.value, radix: 16, uppercase: true))"
		throw failure("unexpected character \(shown)", at: position)
	}

	private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
		("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
	}

	private mutating func number(at position: SourcePosition) throws(Diagnostic) -> GraphQLToken {
		var text = ""
		func digits(_ lexer: inout GraphQLLexer, _ text: inout String) -> Bool {
			var any = false
			while let c = lexer.peek, ("0"..."9").contains(c) {
				text.unicodeScalars.append(c)
				lexer.advance()
				any = true
			}
			return any
		}
		if peek == "-" {
			text += "-"
			advance()
		}
		guard digits(&self, &text) else { throw failure("expected a digit in the number", at: position) }
		var isFloat = false
		if peek == ".", let next = peek(1), ("0"..."9").contains(next) {
			text += "."
			advance()
			_ = digits(&self, &text)
			isFloat = true
		}
		if peek == "e" || peek == "E" {
			text += "e"
			advance()
			if peek == "+" || peek == "-" {
				text.unicodeScalars.append(peek!)
				advance()
			}
			guard digits(&self, &text) else { throw failure("expected a digit in the exponent", at: position) }
			isFloat = true
		}
		if let c = peek, Self.isNameStart(c) || c == "." { throw failure("unexpected '\(Character(c))' after the number", at: here) }
		return GraphQLToken(kind: isFloat ? .float(text) : .int(text), position: position)
	}

	private mutating func string(at position: SourcePosition) throws(Diagnostic) -> String {
		advance()
		var value = ""
		while true {
			guard let c = peek, c != "\n", c != "\r" else { throw failure("unterminated string", at: position) }
			advance()
			if c == "\"" { return value }
			guard c == "\\" else {
				value.unicodeScalars.append(c)
				continue
			}
			let escape = here
			guard let e = peek else { throw failure("unterminated string", at: position) }
			advance()
			if let plain = Self.simpleEscapes[e] {
				value.unicodeScalars.append(plain)
				continue
			}
			guard e == "u" else { throw failure("invalid escape '\\\(Character(e))' in a string", at: escape) }
			var code: UInt32 = 0
			for _ in 0..<4 {
				guard let h = peek, let digit = Character(h).hexDigitValue else { throw failure("expected four hex digits after '\\u'", at: escape) }
				code = code * 16 + UInt32(digit)
				advance()
			}
			guard let scalar = Unicode.Scalar(code) else { throw failure("'\\u' escape is not a Unicode scalar", at: escape) }
			value.unicodeScalars.append(scalar)
		}
	}

	private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
		"\"": "\"", "\\": "\\", "/": "/", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t",
	]

	/// A `"""block string"""`: raw text with `\"""` as its only escape, common indentation removed.
	private mutating func blockString(at position: SourcePosition) throws(Diagnostic) -> String {
		advance(); advance(); advance()
		var raw = ""
		while true {
			guard let c = peek else { throw failure("unterminated block string", at: position) }
			if c == "\"" && peek(1) == "\"" && peek(2) == "\"" {
				advance(); advance(); advance()
				break
			}
			if c == "\\" && peek(1) == "\"" && peek(2) == "\"" && peek(3) == "\"" {
				raw += "\"\"\""
				for _ in 0..<4 { advance() }
				continue
			}
			raw.unicodeScalars.append(c)
			advance()
		}
		var lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
		let isBlank = { (line: String) in line.allSatisfy { $0 == " " || $0 == "\t" } }
		let indents = lines.dropFirst().filter { !isBlank($0) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
		if let common = indents.min() { lines = [lines[0]] + lines.dropFirst().map { String($0.dropFirst(common)) } }
		// Blank lines at either end go, all at once (one at a time, a million of them took minutes).
		guard let first = lines.firstIndex(where: { !isBlank($0) }), let last = lines.lastIndex(where: { !isBlank($0) }) else { return "" }
		return lines[first...last].joined(separator: "\n")
	}
}
