/// Reads JSON text into ``JSONNode``s that remember where every value starts.
///
/// Foundation's decoders give no positions; this reader exists so that every problem in a
/// spec or a data file can be reported as `file:line:column`. It accepts exactly RFC 8259
/// JSON (plus a leading UTF-8 byte-order mark), refuses duplicate keys, invalid UTF-8 and
/// nesting deeper than ``maximumDepth``, and never traps on any input.
public struct JSONReader: Sendable {
	/// Deeper nesting is reported as an error rather than risking the stack.
	public static let maximumDepth = 256

	/// Path used in diagnostics.
	public var path: String

	/// Creates a reader whose diagnostics name `path`.
	public init(path: String) {
		self.path = path
	}

	/// Parses a whole document. Throws a ``Diagnostic`` at the first syntax error.
	public func read(_ bytes: some Collection<UInt8>) throws(Diagnostic) -> JSONNode {
		let buffer = Array(bytes)
		var parser = JSONParser(bytes: buffer, path: path)
		return try parser.document()
	}

	/// Parses a whole document given as text.
	public func read(_ text: String) throws(Diagnostic) -> JSONNode {
		try read(Array(text.utf8))
	}
}

/// The recursive-descent parser behind ``JSONReader``; its ``SourceCursor`` tracks line and
/// column as it goes.
struct JSONParser {
	let bytes: [UInt8]
	let path: String
	private var cursor: SourceCursor<UInt8>
	private var depth = 0

	init(bytes: [UInt8], path: String) {
		self.bytes = bytes
		self.path = path
		cursor = SourceCursor(bytes)
		// A byte order mark is no column of the first line.
		if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { cursor.reset((index: 3, line: 1, column: 1)) }
	}

	// `index`, `peek`, `here` and the digit tests are asked for every byte, from mutating methods:
	// as mutating accessors and static functions they do not copy the parser (its bytes, path and
	// cursor retained and released) at every call, as a non-mutating method's call does in a debug
	// build (`swift test`, `swift run`).

	/// The index of the next byte.
	private var index: Int { mutating get { cursor.index } }

	mutating func document() throws(Diagnostic) -> JSONNode {
		skipWhitespace()
		guard index < bytes.count else { throw failure("expected a JSON value, found end of file") }
		let node = try value()
		skipWhitespace()
		if index < bytes.count { throw failure("unexpected \(describeCurrent()) after the JSON value") }
		return node
	}

	// MARK: - Values

	private mutating func value() throws(Diagnostic) -> JSONNode {
		let position = here
		guard index < bytes.count else { throw failure("expected a JSON value, found end of file") }
		switch bytes[index] {
		case UInt8(ascii: "{"): return JSONNode(try object(), at: position)
		case UInt8(ascii: "["): return JSONNode(try array(), at: position)
		case UInt8(ascii: "\""): return JSONNode(.string(try string()), at: position)
		case UInt8(ascii: "t"): try literal("true"); return JSONNode(.bool(true), at: position)
		case UInt8(ascii: "f"): try literal("false"); return JSONNode(.bool(false), at: position)
		case UInt8(ascii: "n"): try literal("null"); return JSONNode(.null, at: position)
		case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try number()), at: position)
		default: throw failure("expected a JSON value, found \(describeCurrent())")
		}
	}

	private mutating func object() throws(Diagnostic) -> JSONValue {
		try enterNesting()
		advance()  // {
		var members: [JSONMember] = []
		var seen: [String: SourcePosition] = [:]
		skipWhitespace()
		if peek == UInt8(ascii: "}") {
			advance()
			depth -= 1
			return .object(members)
		}
		while true {
			skipWhitespace()
			guard peek == UInt8(ascii: "\"") else { throw failure("expected a string key, found \(describeCurrent())") }
			let keyPosition = here
			let key = try string()
			if let first = seen[key] {
				throw Diagnostic.error(
					"duplicate key \(quoted: key)", at: location(keyPosition),
					notes: [.init("first defined here", at: location(first))])
			}
			seen[key] = keyPosition
			skipWhitespace()
			guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after key \(quoted: key), found \(describeCurrent())") }
			advance()
			skipWhitespace()
			members.append(JSONMember(key: key, keyPosition: keyPosition, value: try value()))
			skipWhitespace()
			switch peek {
			case UInt8(ascii: ","): advance()
			case UInt8(ascii: "}"): advance(); depth -= 1; return .object(members)
			default: throw failure("expected ',' or '}' in object, found \(describeCurrent())")
			}
		}
	}

	private mutating func array() throws(Diagnostic) -> JSONValue {
		try enterNesting()
		advance()  // [
		var elements: [JSONNode] = []
		skipWhitespace()
		if peek == UInt8(ascii: "]") {
			advance()
			depth -= 1
			return .array(elements)
		}
		while true {
			skipWhitespace()
			elements.append(try value())
			skipWhitespace()
			switch peek {
			case UInt8(ascii: ","): advance()
			case UInt8(ascii: "]"): advance(); depth -= 1; return .array(elements)
			default: throw failure("expected ',' or ']' in array, found \(describeCurrent())")
			}
		}
	}

	private mutating func enterNesting() throws(Diagnostic) {
		depth += 1
		if depth > JSONReader.maximumDepth {
			throw failure("nesting is deeper than \(JSONReader.maximumDepth) levels")
		}
	}

	private mutating func literal(_ word: String) throws(Diagnostic) {
		for expected in word.utf8 {
			guard peek == expected else { throw failure("invalid literal; expected '\(word)'") }
			advance()
		}
	}

	// MARK: - Numbers

	private mutating func number() throws(Diagnostic) -> String {
		let start = index
		if peek == UInt8(ascii: "-") { advance() }
		if peek == UInt8(ascii: "0") {
			advance()
			if let next = peek, Self.isDigit(next) { throw failure("a number must not have leading zeros") }
		} else {
			try digits()
		}
		if peek == UInt8(ascii: ".") {
			advance()
			try digits()
		}
		if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
			advance()
			if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
			try digits()
		}
		return String(decoding: bytes[start..<index], as: UTF8.self)
	}

	private mutating func digits() throws(Diagnostic) {
		guard let first = peek, Self.isDigit(first) else { throw failure("expected a digit, found \(describeCurrent())") }
		while let next = peek, Self.isDigit(next) { advance() }
	}

	private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

	// MARK: - Strings

	private mutating func string() throws(Diagnostic) -> String {
		advance()  // opening quote
		var runStart = index
		var runPosition = here
		var result = ""
		while true {
			skipPlainStringBytes()
			guard index < bytes.count else { throw failure("unterminated string") }
			let byte = bytes[index]
			if byte == UInt8(ascii: "\"") {
				try appendRun(runStart, at: runPosition, into: &result)
				advance()
				return result
			}
			if byte < 0x20 { throw failure("control character U+\(hex(UInt32(byte))) must be escaped in a string") }
			if byte == UInt8(ascii: "\\") {
				// Append the raw run before the escape, then the escape, so both keep their order.
				try appendRun(runStart, at: runPosition, into: &result)
				advance()
				result.unicodeScalars.append(try escape())
				runStart = index
				runPosition = here
				continue
			}
			advance()
		}
	}

	/// Moves past the bytes a string holds as they are (no quote, backslash or control
	/// character): the hot loop of reading a spec, kept free of bounds checks. Strings never
	/// contain a raw newline, so only the column moves (one per Unicode scalar).
	private mutating func skipPlainStringBytes() {
		let (end, scalars) = bytes.withUnsafeBufferPointer { buffer in
			var position = index
			var scalars = 0
			while position < buffer.count {
				let byte = buffer[position]
				if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
				if byte & 0xC0 != 0x80 { scalars += 1 }
				position += 1
			}
			return (position, scalars)
		}
		cursor.skip(to: end, columns: scalars)
	}

	/// Appends the raw bytes `start..<index` (which begin at `position`) to `result`, refusing invalid UTF-8.
	private func appendRun(_ start: Int, at position: SourcePosition, into result: inout String) throws(Diagnostic) {
		guard start < cursor.index else { return }
		let run = bytes[start..<cursor.index]
		if let text = String(validating: run, as: UTF8.self) {
			result += text
			return
		}
		// Point at the first byte that is not valid UTF-8: count the scalars decoded before it.
		var parser = Unicode.UTF8.ForwardParser()
		var iterator = run.makeIterator()
		var column = position.column
		decoding: while true {
			switch parser.parseScalar(from: &iterator) {
			case .valid: column += 1
			case .emptyInput, .error: break decoding
			}
		}
		throw Diagnostic.error("invalid UTF-8 in string", at: location(SourcePosition(line: position.line, column: column)))
	}

	private mutating func escape() throws(Diagnostic) -> Unicode.Scalar {
		guard let byte = peek else { throw failure("unterminated string") }
		advance()
		switch byte {
		case UInt8(ascii: "\""): return "\""
		case UInt8(ascii: "\\"): return "\\"
		case UInt8(ascii: "/"): return "/"
		case UInt8(ascii: "b"): return "\u{08}"
		case UInt8(ascii: "f"): return "\u{0C}"
		case UInt8(ascii: "n"): return "\n"
		case UInt8(ascii: "r"): return "\r"
		case UInt8(ascii: "t"): return "\t"
		case UInt8(ascii: "u"):
			let high = try hexQuad()
			if (0xD800...0xDBFF).contains(high) {
				guard peek == UInt8(ascii: "\\") else { throw failure("unpaired surrogate \\u\(hex(high))") }
				advance()
				guard peek == UInt8(ascii: "u") else { throw failure("unpaired surrogate \\u\(hex(high))") }
				advance()
				let low = try hexQuad()
				guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate \\u\(hex(high))") }
				return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
			}
			guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate \\u\(hex(high))") }
			return scalar
		default:
			throw failure("invalid escape '\\\(String(decoding: [byte], as: UTF8.self))'")
		}
	}

	private mutating func hexQuad() throws(Diagnostic) -> UInt32 {
		var value: UInt32 = 0
		for _ in 0..<4 {
			guard let byte = peek, let digit = Self.hexDigit(byte) else { throw failure("expected four hex digits after \\u") }
			value = value * 16 + digit
			advance()
		}
		return value
	}

	private static func hexDigit(_ byte: UInt8) -> UInt32? {
		switch byte {
		case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
		case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
		case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
		default: nil
		}
	}

	private func hex(_ value: UInt32) -> String {
		let digits = String(value, radix: 16, uppercase: true)
		return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
	}

	// MARK: - Position tracking

	private var peek: UInt8? { mutating get { cursor.peek } }

	private var here: SourcePosition { mutating get { cursor.position } }

	/// Moves one byte forward; a column is one Unicode scalar, so UTF-8 continuation bytes do not count.
	private mutating func advance() { cursor.advance() }

	private mutating func skipWhitespace() {
		while let byte = peek,
			byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
		{
			advance()
		}
	}

	private func describeCurrent() -> String {
		guard let byte = cursor.peek else { return "end of file" }
		if byte >= 0x21 && byte < 0x7F { return "'\(String(decoding: [byte], as: UTF8.self))'" }
		return "byte 0x\(String(byte, radix: 16, uppercase: true))"
	}

	private func location(_ position: SourcePosition) -> SourceLocation {
		SourceLocation(path: path, position: position)
	}

	private func failure(_ message: String) -> Diagnostic {
		.error(message, at: location(cursor.position))
	}
}
