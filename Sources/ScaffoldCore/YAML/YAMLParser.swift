import ScaffoldBasics

/// The state of one YAML read: the text as Unicode scalars (so a column is an index on its
/// line), the position, the nesting depth and the anchors defined so far.
///
/// Block structure is decided by indentation, so the parser works on positions rather than
/// tokens: every method starts where the previous one stopped, and `mark`/`reset` let a method
/// look ahead (at the next line's indentation) and step back.
struct YAMLParser {
	/// The text and the position in it.
	private(set) var cursor: SourceCursor<Unicode.Scalar>
	/// The cursor's text again, for ``peek`` (below): a buffer of its own, which `storage` owns.
	private let scalars: UnsafeBufferPointer<Unicode.Scalar>
	private let storage: ScalarStorage
	let path: String
	var depth = 0
	/// Anchored nodes. What each holds is measured when an alias copies it, not when it is
	/// anchored: anchors nested in anchors would measure the same nodes again at every level.
	var anchors: [String: JSONNode] = [:]
	var aliasNodes = 0

	init(scalars: [Unicode.Scalar], path: String) {
		self.cursor = SourceCursor(scalars)
		self.storage = ScalarStorage(scalars)
		self.scalars = UnsafeBufferPointer(storage.buffer)
		self.path = path
	}

	/// The text, as Unicode scalars.
	var s: [Unicode.Scalar] { cursor.units }
	/// The index of the next scalar.
	var index: Int { cursor.index }
	/// The next scalar's line and column, from 1.
	var line: Int { cursor.line }
	var column: Int { cursor.column }

	/// One document: directives and `---` before it, `...` after it, blanks and comments anywhere.
	mutating func document() throws(Diagnostic) -> JSONNode {
		skipBlankLines()
		while peek == "%", column == 1 {
			skipToEndOfLine()
			skipBlankLines()
		}
		if isDocumentMarker("---") {
			advance(3)
			skipSpaces()
		}
		let node = try blockNode(parentIndent: -1, inlineMapping: true)
		skipBlankLines()
		if isDocumentMarker("...") {
			advance(3)
			skipBlankLines()
		}
		if isDocumentMarker("---") { throw failure("a second document ('---'); only one document per file is read") }
		if peek != nil { throw failure("unexpected \(describeCurrent()) after the document") }
		return node
	}

	// MARK: - Looking

	// `peek`, `peek(_:)` and `atLineEnd` are asked in every loop of the parser, from mutating
	// methods: as mutating accessors they take the parser in place, where a non-mutating one
	// would copy it (its text, path and anchors retained and released) at every call in a debug
	// build (`swift test`). What is not mutating asks `cursor` itself. They read `scalars`, not
	// `cursor.peek`: in a debug build the cursor's generic code is not specialised, and each call
	// looked up the array's type metadata (a sixth of the YAML reader's time in the debug tests).
	// `scalars` is a buffer rather than an array: reading an array out of `self` retains and
	// releases it at every call in a debug build (a sixth of the samples of the YAML suites).

	/// The next scalar, or `nil` at the end.
	var peek: Unicode.Scalar? { mutating get { cursor.index < scalars.count ? scalars[cursor.index] : nil } }

	mutating func peek(_ offset: Int) -> Unicode.Scalar? {
		cursor.index + offset < scalars.count ? scalars[cursor.index + offset] : nil
	}

	var here: SourcePosition { cursor.position }

	/// Whether the current scalar is a line break or the end of the text.
	var atLineEnd: Bool {
		mutating get {
			let next = peek
			return next == nil || next == "\n" || next == "\r"
		}
	}

	/// Whether `scalar` (or the end) separates tokens: a space, a tab, a line break.
	static func isBlank(_ scalar: Unicode.Scalar?) -> Bool {
		scalar == nil || scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
	}

	/// `---` or `...` at the start of a line, followed by a blank.
	func isDocumentMarker(_ marker: String) -> Bool {
		guard column == 1 else { return false }
		let scalars = Array(marker.unicodeScalars)
		return cursor.peek == scalars[0] && cursor.peek(1) == scalars[1] && cursor.peek(2) == scalars[2] && Self.isBlank(cursor.peek(3))
	}

	// MARK: - Moving

	// Past the scalar `peek` reads, not through the cursor's generic `advance()` (see
	// `SourceCursor.advance(past:)`).
	mutating func advance() {
		if let scalar = peek { cursor.advance(past: scalar) }
	}

	mutating func advance(_ count: Int) {
		for _ in 0..<count { advance() }
	}

	typealias Mark = SourceCursor<Unicode.Scalar>.Mark

	var mark: Mark { cursor.mark }

	mutating func reset(_ mark: Mark) { cursor.reset(mark) }

	/// Skips spaces and tabs on this line.
	mutating func skipSpaces() {
		while peek == " " || peek == "\t" { advance() }
	}

	mutating func skipToEndOfLine() {
		while !atLineEnd { advance() }
	}

	/// Skips spaces, a comment, line breaks and whole blank or comment lines; stops at the first
	/// scalar of content (or the end). A comment needs a blank before it unless it starts the line.
	mutating func skipBlankLines() {
		while let scalar = peek {
			switch scalar {
			case " ", "\t", "\r", "\n": advance()
			case "#" where index == 0 || Self.isBlank(s[index - 1]): skipToEndOfLine()
			default: return
			}
		}
	}

	/// After a value: only spaces and a comment may follow on its line.
	mutating func finishLine() throws(Diagnostic) {
		skipSpaces()
		if peek == "#" { skipToEndOfLine() }
		guard atLineEnd else { throw failure("unexpected \(describeCurrent()) after the value") }
	}

	/// Whether the indentation of the current line (up to the current position) holds a tab.
	func indentationHasTab() -> Bool {
		var position = index - 1
		while position >= 0, s[position] != "\n" {
			if s[position] == "\t" { return true }
			position -= 1
		}
		return false
	}

	/// Whether only blanks precede the current position on its line.
	var atLineStart: Bool {
		var position = index - 1
		while position >= 0, s[position] != "\n" {
			if s[position] != " " && s[position] != "\t" { return false }
			position -= 1
		}
		return true
	}

	// MARK: - Nesting and errors

	mutating func enterNesting() throws(Diagnostic) {
		depth += 1
		if depth > YAMLReader.maximumDepth { throw failure("nesting is deeper than \(YAMLReader.maximumDepth) levels") }
	}

	mutating func leaveNesting() {
		depth -= 1
	}

	func describeCurrent() -> String {
		guard let scalar = cursor.peek else { return "end of file" }
		if scalar == "\n" || scalar == "\r" { return "end of line" }
		if scalar.value > 0x20 && scalar.value < 0x7F { return "'\(Character(scalar))'" }
		return "U+\(String(scalar.value, radix: 16, uppercase: true))"
	}

	func location(_ position: SourcePosition) -> SourceLocation {
		SourceLocation(path: path, position: position)
	}

	func failure(_ message: String, at position: SourcePosition? = nil) -> Diagnostic {
		.error(message, at: location(position ?? here))
	}
}
