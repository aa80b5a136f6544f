import ScaffoldBasics

/// Compiles a template's source straight into a program's tables, in one pass over its bytes.
///
/// The general parser (``TemplateScanner``, ``TemplateTreeBuilder``, ``TextMerger``, then
/// ``TemplateProgram``'s compiler) makes an array per line, a token per tag and a node tree,
/// and copies every text three times; it was most of a `scaffold feature` run that changes
/// nothing. Nearly every template is plain: text, variables, sections, comments and partials,
/// no errors. This compiler handles exactly those, with the same rules (the standalone-line
/// rule, names, positions, texts merged), and gives up (`nil`) on anything else: a set-delimiter,
/// parent or block tag, or any mistake. The general parser then parses the source again, so
/// inheritance and every error message have one implementation. Tests check that both give the
/// same tables wherever this one succeeds, and that it never succeeds where the other reports.
package struct OnePassCompiler {
	/// What a successful compile gives ``Template``.
	package struct Result {
		package let tables: TemplateProgram.Tables
		/// Templates included by a fixed name, each once, in order of first appearance.
		package let partialNames: [String]
		package let includesDynamicNames: Bool
	}

	/// The tables of `source`, or `nil` when it needs the general parser.
	package static func compile(_ source: String) -> Result? {
		var source = source
		return source.withUTF8 { bytes in
			var compiler = OnePassCompiler(bytes: bytes)
			return compiler.run()
		}
	}

	private enum Kind: Equatable {
		case variable(escapes: Bool)
		case section(inverted: Bool)
		case close
		case comment
		case partial
	}

	/// A tag of the line being read: plain values, so keeping a line costs no reference counting.
	private struct LineTag {
		let kind: Kind
		/// The bytes between the sigil and the closing delimiter, untrimmed.
		let content: Range<Int>
		let position: SourcePosition
	}

	/// One piece of the line being read: text (`tag == nil`) or a tag.
	private struct LineItem {
		var text: Range<Int>
		var tag: LineTag?
	}

	/// A section whose closing tag has not been seen yet.
	private struct Frame {
		let instruction: Int
		let tag: Int32
		let inverted: Bool
		let name: String
	}

	private static let newline = UInt8(ascii: "\n")
	private static let carriageReturn = UInt8(ascii: "\r")
	private static let brace = UInt8(ascii: "{")
	private static let closingBrace = UInt8(ascii: "}")

	/// The helpers that only read the bytes are static and take them as an argument: in a debug
	/// build (`swift run`, `swift test`), calling a method of this struct from a mutating one
	/// copies the whole struct, its tables' arrays retained and released, at every call.
	private let bytes: UnsafeBufferPointer<UInt8>
	private var tables = TemplateProgram.Tables()
	private var partialNames: [String] = []
	private var seenPartials: Set<String> = []
	private var includesDynamicNames = false
	private var frames: [Frame] = []
	/// Where the text not yet turned into an instruction starts in `tables.text`.
	private var pendingText = 0
	private var line: [LineItem] = []
	private var lineNumber = 1
	private var lineStart = 0
	private var columnCache: (lineStart: Int, offset: Int, scalars: Int) = (0, 0, 0)

	private init(bytes: UnsafeBufferPointer<UInt8>) {
		self.bytes = bytes
		tables.text.reserveCapacity(bytes.count)
	}

	private mutating func run() -> Result? {
		let count = bytes.count
		var index = 0
		var segmentStart = 0
		while true {
			// The next line break or opening delimiter.
			var cursor = index
			while cursor < count {
				let byte = bytes[cursor]
				if byte == Self.newline || (byte == Self.brace && cursor + 1 < count && bytes[cursor + 1] == Self.brace) { break }
				cursor += 1
			}
			if cursor == count {
				if cursor > segmentStart { line.append(LineItem(text: segmentStart..<cursor)) }
				guard finishLine(newline: nil) else { return nil }
				break
			}
			if bytes[cursor] == Self.newline {
				var end = cursor
				if end > segmentStart && bytes[end - 1] == Self.carriageReturn { end -= 1 }
				if end > segmentStart { line.append(LineItem(text: segmentStart..<end)) }
				guard finishLine(newline: end..<(cursor + 1)) else { return nil }
				lineNumber += 1
				lineStart = cursor + 1
				index = cursor + 1
				segmentStart = index
				continue
			}
			if cursor > segmentStart { line.append(LineItem(text: segmentStart..<cursor)) }
			guard let next = scanTag(at: cursor) else { return nil }
			index = next
			segmentStart = next
		}
		guard frames.isEmpty else { return nil }
		flushText()
		return Result(tables: tables, partialNames: partialNames, includesDynamicNames: includesDynamicNames)
	}

	// MARK: - Lines

	/// Applies the standalone-line rule to the line just read, then compiles its pieces.
	private mutating func finishLine(newline: Range<Int>?) -> Bool {
		defer { line.removeAll(keepingCapacity: true) }
		// Index loops rather than `for item in line`: a debug build looks the iterator's generic
		// type up at every loop, and this runs for every line of every template a run parses.
		var tagCount = 0
		var blank = true
		var standalone: LineTag?
		var index = 0
		while index < line.count {
			if let tag = line[index].tag {
				tagCount += 1
				standalone = tag
			} else if blank {
				blank = Self.isBlank(line[index].text, in: bytes)
			}
			index += 1
		}
		// One tag other than a variable, and nothing else but blanks: the line vanishes.
		if tagCount == 1, blank, let tag = standalone, tag.kind != .variable(escapes: true), tag.kind != .variable(escapes: false) {
			let indentation = line[0].tag == nil ? Array(bytes[line[0].text]) : []
			return compile(tag, indentation: indentation)
		}
		index = 0
		while index < line.count {
			if let tag = line[index].tag {
				guard compile(tag, indentation: []) else { return false }
			} else {
				appendText(line[index].text)
			}
			index += 1
		}
		if let newline { appendText(newline) }
		return true
	}

	/// Appends `range` of the template to the pending text.
	///
	/// As a buffer, not a slice of one: a debug build (`swift test`, the CLI tests' `scaffold`)
	/// does not specialise `append(contentsOf:)`, which copies a slice one byte at a time through
	/// its generic iterator (5% of a debug `scaffold feature` or `check` run) but a buffer in one
	/// copy of the whole range. Release builds specialise both alike.
	private mutating func appendText(_ range: Range<Int>) {
		tables.text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
	}

	private static func isBlank(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
		for index in range where !TemplateScanner.isBlank(bytes[index]) { return false }
		return true
	}

	// MARK: - Tags

	/// Reads the tag at `start`; returns where the text after it starts, or `nil` to give up.
	private mutating func scanTag(at start: Int) -> Int? {
		let position = self.position(at: start)
		var cursor = start + 2
		guard cursor < bytes.count else { return nil }
		let kind: Kind
		var triple = false
		switch bytes[cursor] {
		case UInt8(ascii: "{"): kind = .variable(escapes: false); triple = true
		case UInt8(ascii: "&"): kind = .variable(escapes: false)
		case UInt8(ascii: "#"): kind = .section(inverted: false)
		case UInt8(ascii: "^"): kind = .section(inverted: true)
		case UInt8(ascii: "/"): kind = .close
		case UInt8(ascii: "!"): kind = .comment
		case UInt8(ascii: ">"): kind = .partial
		case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "$"): return nil
		default: kind = .variable(escapes: true)
		}
		if kind != .variable(escapes: true) { cursor += 1 }
		guard let end = Self.closingDelimiter(from: cursor, triple: triple, in: bytes) else { return nil }
		let after = end + (triple ? 3 : 2)
		// `{{name … {{other}}`: the general parser reports the first tag unclosed.
		if kind != .comment {
			var probe = cursor
			while probe + 1 < end {
				if bytes[probe] == Self.brace && bytes[probe + 1] == Self.brace { return nil }
				probe += 1
			}
		}
		// Tags may span lines (comments do): count the line breaks passed.
		for offset in start..<after where bytes[offset] == Self.newline {
			lineNumber += 1
			lineStart = offset + 1
		}
		line.append(LineItem(text: 0..<0, tag: LineTag(kind: kind, content: cursor..<end, position: position)))
		return after
	}

	/// Where the first `}}` (`}}}` for a triple mustache) at or after `start` begins.
	private static func closingDelimiter(from start: Int, triple: Bool, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
		let length = triple ? 3 : 2
		var candidate = start
		while candidate + length <= bytes.count {
			if bytes[candidate] == Self.closingBrace && bytes[candidate + 1] == Self.closingBrace
				&& (!triple || bytes[candidate + 2] == Self.closingBrace)
			{
				return candidate
			}
			candidate += 1
		}
		return nil
	}

	/// Adds a tag's instructions; `false` when the general parser would report it.
	private mutating func compile(_ tag: LineTag, indentation: [UInt8]) -> Bool {
		switch tag.kind {
		case .comment:
			return true
		case .variable(let escapes):
			// The usual tag: a plain one-key name, judged, made and fingerprinted from its bytes.
			if let (name, fingerprint) = Self.plainKey(tag.content, in: bytes) {
				flushText()
				tables.instructions.append(.variable(tag: tables.addTag(name, at: tag.position, fingerprint: fingerprint), escapes: escapes))
				return true
			}
			guard let name = Self.tagName(Self.content(of: tag, in: bytes)) else { return false }
			flushText()
			tables.instructions.append(.variable(tag: tables.addTag(name, at: tag.position), escapes: escapes))
		case .section(let inverted):
			guard frames.count < TemplateTreeBuilder.maximumDepth else { return false }
			let key = Self.plainKey(tag.content, in: bytes)
			guard let name = key?.name ?? Self.tagName(Self.content(of: tag, in: bytes)) else { return false }
			flushText()
			let at = tables.reserve()
			let index = tables.addTag(name, at: tag.position, fingerprint: key?.fingerprint)
			frames.append(Frame(instruction: at, tag: index, inverted: inverted, name: name.text))
		case .close:
			let content = Self.content(of: tag, in: bytes)
			let name = content.hasPrefix("*") ? "*" + TagName.trimmed(content.dropFirst()) : content
			guard let frame = frames.last, frame.name == name else { return false }
			frames.removeLast()
			flushText()
			tables.instructions[frame.instruction] = .section(tag: frame.tag, inverted: frame.inverted, end: Int32(tables.instructions.count))
		case .partial:
			let content = Self.content(of: tag, in: bytes)
			let target: TemplateProgram.Target
			if content.hasPrefix("*") {
				guard let name = Self.tagName(TagName.trimmed(content.dropFirst())) else { return false }
				flushText()
				target = .dynamic(tag: tables.addTag(name, at: tag.position))
				includesDynamicNames = true
			} else {
				guard !content.isEmpty, !Self.containsWhitespace(content) else { return false }
				flushText()
				target = .named(content)
				if seenPartials.insert(content).inserted { partialNames.append(content) }
			}
			tables.partials.append(TemplateProgram.Partial(target: target, indentation: indentation, position: tag.position))
			tables.instructions.append(.partial(index: Int32(tables.partials.count - 1)))
		}
		return true
	}

	/// A tag's text without surrounding whitespace, as ``TagName/trimmed(_:)`` gives it.
	private static func content(of tag: LineTag, in bytes: UnsafeBufferPointer<UInt8>) -> String {
		guard bytes.allBytes(in: tag.content, { $0 < 0x80 }) else {
			return TagName.trimmed(String(decoding: UnsafeBufferPointer(rebasing: bytes[tag.content]), as: UTF8.self))
		}
		return String(decoding: UnsafeBufferPointer(rebasing: bytes[withoutASCIIWhitespace(tag.content, in: bytes)]), as: UTF8.self)
	}

	/// `range` without the ASCII whitespace at its ends.
	private static func withoutASCIIWhitespace(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
		var start = range.lowerBound
		var end = range.upperBound
		while start < end, Self.isASCIIWhitespace(bytes[start]) { start += 1 }
		while end > start, Self.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
		return start..<end
	}

	/// The name in `range` and its fingerprint when it is one plain key: printable ASCII without
	/// dots, spaces inside or anything the rules would question; else `nil` (the general path).
	private static func plainKey(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (name: TagName, fingerprint: UInt32)? {
		let trimmed = withoutASCIIWhitespace(range, in: bytes)
		guard !trimmed.isEmpty, bytes.allBytes(in: trimmed, { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ".") }) else { return nil }
		let key = UnsafeBufferPointer(rebasing: bytes[trimmed])
		let text = String(decoding: key, as: UTF8.self)
		return (TagName(text: text, parts: [text]), TemplateObject.fingerprint(of: key))
	}

	/// Ends the text run before an instruction (texts next to each other are one run).
	private mutating func flushText() {
		let end = tables.text.count
		guard end > pendingText else { return }
		tables.instructions.append(.text(start: Int32(pendingText), end: Int32(end)))
		pendingText = end
	}

	// MARK: - Helpers

	/// The position of a byte on the current line; columns count Unicode scalars, counted on
	/// from the last position asked for on the same line.
	private mutating func position(at offset: Int) -> SourcePosition {
		if columnCache.lineStart != lineStart || columnCache.offset > offset { columnCache = (lineStart, lineStart, 0) }
		var scalars = columnCache.scalars
		for index in columnCache.offset..<offset where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
		columnCache = (lineStart, offset, scalars)
		return SourcePosition(line: lineNumber, column: scalars + 1)
	}

	/// The name of a variable or section, or `nil` where the general parser reports it (`validName`).
	///
	/// Nearly every name is printable ASCII with a key around every dot, and most have no dot:
	/// those are judged and split here in one look at their bytes; the rest go by the rules.
	private static func tagName(_ text: String) -> TagName? {
		let dot = UInt8(ascii: ".")
		var previous = dot
		var dots = 0
		for byte in text.utf8 {
			guard byte > 0x20, byte < 0x7F, byte != dot || previous != dot else {
				return !text.isEmpty && TagName.problem(with: text) == nil ? TagName(text) : nil
			}
			if byte == dot { dots += 1 }
			previous = byte
		}
		guard !text.isEmpty, previous != dot else { return !text.isEmpty && TagName.problem(with: text) == nil ? TagName(text) : nil }
		return dots == 0 ? TagName(text: text, parts: [text]) : TagName(text)
	}

	/// Whether `text` holds whitespace (`validPlainName` refuses a partial's name that does).
	private static func containsWhitespace(_ text: String) -> Bool {
		guard text.allUTF8Bytes({ $0 < 0x80 }) else { return text.contains(where: \.isWhitespace) }
		return !text.allUTF8Bytes { !isASCIIWhitespace($0) }
	}

	/// The ASCII scalars with Unicode's White_Space property.
	private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
		byte == 0x20 || (0x09...0x0D).contains(byte)
	}
}
