import ScaffoldBasics

/// A tag as the scanner found it, before the parser gives it structure.
struct ScannedTag {
	package enum Kind: Equatable {
		case variable(escapes: Bool)
		case section
		case inverted
		case close
		case comment
		case partial
		case parent
		case block
		case delimiters

		/// Only these tags may stand alone on a line (and so take the line with them).
		var canStandAlone: Bool {
			if case .variable = self { return false }
			return true
		}
	}

	let kind: Kind
	/// The text between the sigil and the closing delimiter, trimmed.
	let content: String
	/// Where the opening delimiter starts.
	let position: SourcePosition
	/// For a closing tag: the kind of tag it closes, as far as the scanner can tell.
	var closes: Kind?
	/// The tag's line holds nothing else but blanks, so the whole line was removed.
	var standalone = false
	/// Spaces and tabs starting the tag's line.
	var lineIndentation: [UInt8] = []
	/// Spaces and tabs starting the line after a standalone tag's line.
	var nextLineIndentation: [UInt8] = []
}

/// What the scanner produces: text and tags in order, standalone lines already removed.
enum ScannedToken {
	case text(TextNode)
	case tag(ScannedTag)
}

/// Splits template source into text and tags, following set-delimiter tags, and applies
/// Mustache's standalone-line rule: a line holding only blanks and one tag that may stand
/// alone (section, inverted, closing, comment, partial, delimiter, parent or block tag)
/// vanishes entirely. Inheritance adds one case: a line of parent and block tags together
/// (`{{<parent}}{{$block}}`, `{{/block}}{{/parent}}`) also counts, as long as a parent
/// tag is among them.
struct TemplateScanner {
	private static let newline = UInt8(ascii: "\n")
	private static let carriageReturn = UInt8(ascii: "\r")

	let path: String
	private let bytes: [UInt8]
	private(set) var tokens: [ScannedToken] = []
	private(set) var diagnostics: [Diagnostic] = []
	/// An unclosed tag stopped the scan: what follows it cannot be read reliably.
	private(set) var stoppedEarly = false

	private var open: [UInt8] = Array("{{".utf8)
	private var close: [UInt8] = Array("}}".utf8)
	private var index = 0
	private var lineNumber = 1
	private var lineStart = 0
	/// The tokens of the line being read, decided on when its line ending is reached.
	private var line: [ScannedToken] = []
	/// Open sections, parents and blocks, so a closing tag knows what it closes.
	private var openTags: [(kind: ScannedTag.Kind, name: String)] = []
	/// The scalars counted on the line starting at `lineStart`, up to byte `offset`.
	private var columnCache: (lineStart: Int, offset: Int, scalars: Int) = (0, 0, 0)
	/// The last unbounded search for each needle: where it started and what it found (see ``find(_:from:before:)``).
	private var searches: [[UInt8]: (start: Int, found: Int?)] = [:]

	init(path: String, source: String) {
		self.path = path
		self.bytes = Array(source.utf8)
	}

	/// Reads the whole source.
	mutating func scan() {
		while index < bytes.count {
			guard let tagStart = find(open, from: index) else {
				addText(index..<bytes.count)
				index = bytes.count
				break
			}
			addText(index..<tagStart)
			index = tagStart
			if !scanTag() {
				stoppedEarly = true
				break
			}
		}
		finishLine(newline: nil)
	}

	// MARK: - Text and lines

	/// Adds text, ending the current line at every line break in it.
	private mutating func addText(_ range: Range<Int>) {
		var start = range.lowerBound
		while let lineBreak = bytes.firstIndex(of: Self.newline, in: start..<range.upperBound) {
			var end = lineBreak
			if end > start && bytes[end - 1] == Self.carriageReturn { end -= 1 }
			if end > start { line.append(.text(TextNode(bytes: Array(bytes[start..<end])))) }
			finishLine(newline: end..<(lineBreak + 1))
			lineNumber += 1
			lineStart = lineBreak + 1
			start = lineBreak + 1
		}
		if start < range.upperBound { line.append(.text(TextNode(bytes: Array(bytes[start..<range.upperBound])))) }
	}

	/// Decides whether the line just read is standalone, then emits its tokens.
	private mutating func finishLine(newline: Range<Int>?) {
		defer { line.removeAll(keepingCapacity: true) }
		// Most lines are text alone: the text starts the line and takes its line break along.
		if line.count == 1, case .text(var text) = line[0] {
			line.removeAll(keepingCapacity: true)  // so that the text's bytes have one owner, and grow in place
			text.startsLine = true
			text.isBlankLine = text.bytes.allBytes(Self.isBlank)
			if let newline { text.bytes += bytes[newline] }
			tokens.append(.text(text))
			return
		}
		var tags: [ScannedTag] = []
		var blank = true
		for token in line {
			switch token {
			case .tag(let tag): tags.append(tag)
			case .text(let text): blank = blank && text.bytes.allBytes(Self.isBlank)
			}
		}
		var leading: [UInt8] = []
		if case .text(let first)? = line.first { leading = Array(first.bytes.prefix(while: Self.isBlank)) }

		if blank && standsAlone(tags) {
			let next = newline.map { Array(bytes[$0.upperBound...].prefix(while: Self.isBlank)) } ?? []
			for var tag in tags {
				tag.standalone = true
				tag.lineIndentation = leading
				tag.nextLineIndentation = next
				tokens.append(.tag(tag))
			}
			return
		}
		if case .tag? = line.first {
			// Marks where the line starts, so block re-indentation sees its (empty) indentation.
			tokens.append(.text(TextNode(bytes: [], startsLine: true)))
		}
		for (position, token) in line.enumerated() {
			switch token {
			case .text(var text):
				text.startsLine = position == 0
				text.isBlankLine = position == 0 && line.count == 1 && blank
				tokens.append(.text(text))
			case .tag(var tag):
				tag.lineIndentation = leading
				tokens.append(.tag(tag))
			}
		}
		guard let newline else { return }
		// The line break joins the line's last text, if it ends in one: the texts are merged anyway.
		if case .text(var last)? = tokens.last, !line.isEmpty, case .text = line[line.count - 1] {
			tokens.removeLast()
			last.bytes += bytes[newline]
			tokens.append(.text(last))
		} else {
			tokens.append(.text(TextNode(bytes: Array(bytes[newline]))))
		}
	}

	private func standsAlone(_ tags: [ScannedTag]) -> Bool {
		guard !tags.isEmpty, tags.allSatisfy(\.kind.canStandAlone) else { return false }
		if tags.count == 1 { return true }
		var sawParent = false
		for tag in tags {
			switch (tag.kind, tag.closes) {
			case (.parent, _), (.close, .parent?): sawParent = true
			case (.block, _), (.close, .block?): break
			default: return false
			}
		}
		return sawParent
	}

	// MARK: - Tags

	/// Reads the tag at `index`; returns `false` when the tag never closes.
	private mutating func scanTag() -> Bool {
		let position = self.position(at: index)
		var cursor = index + open.count
		let sigil = cursor < bytes.count ? bytes[cursor] : nil
		var terminator = close
		let kind: ScannedTag.Kind
		switch sigil {
		case UInt8(ascii: "{"): kind = .variable(escapes: false); terminator = [UInt8(ascii: "}")] + close
		case UInt8(ascii: "&"): kind = .variable(escapes: false)
		case UInt8(ascii: "#"): kind = .section
		case UInt8(ascii: "^"): kind = .inverted
		case UInt8(ascii: "/"): kind = .close
		case UInt8(ascii: "!"): kind = .comment
		case UInt8(ascii: ">"): kind = .partial
		case UInt8(ascii: "<"): kind = .parent
		case UInt8(ascii: "$"): kind = .block
		case UInt8(ascii: "="): kind = .delimiters; terminator = [UInt8(ascii: "=")] + close
		default: kind = .variable(escapes: true)
		}
		if kind != .variable(escapes: true) { cursor += 1 }

		// A triple mustache that meets an opening delimiter before its `}}}` was never closed; the
		// search for `}}}` stops there, so a line of `{{{a}}` tags costs one pass, not one per tag.
		let isTriple = kind == .variable(escapes: false) && terminator != close
		let reopenedBeforeTriple = isTriple ? find(open, from: cursor) : nil
		guard let end = find(terminator, from: cursor, before: reopenedBeforeTriple) else {
			if let reopened = reopenedBeforeTriple {
				report("unclosed tag; expected \(quoted: text(terminator))", at: position)
				advance(to: reopened)
				return true
			}
			// `{{{name}}` or `{{=a b}}`: report, then carry on after the plain closing delimiter.
			if terminator != close, let end = find(close, from: cursor) {
				if kind == .delimiters {
					report(invalidDelimiters, at: position)
				} else {
					report("unclosed tag; expected \(quoted: text(terminator))", at: position)
				}
				advance(to: end + close.count)
				return true
			}
			report("unclosed tag; expected \(quoted: text(terminator))", at: position)
			return false
		}
		// `{{name … {{other}}`: the first tag was never closed; resume at the second one.
		if kind != .comment, kind != .delimiters, let reopened = find(open, from: cursor, before: end) {
			report("unclosed tag; expected \(quoted: text(terminator))", at: position)
			advance(to: reopened)
			return true
		}
		let content = TagName.trimmed(String(decoding: bytes[cursor..<end], as: UTF8.self))
		advance(to: end + terminator.count)

		var tag = ScannedTag(kind: kind, content: content, position: position)
		switch kind {
		case .delimiters: setDelimiters(content, at: position)
		case .section, .inverted, .parent, .block:
			// Deeper tags are an error the parser reports; keeping the stack short keeps each
			// closing tag's search short too.
			if openTags.count < TemplateTreeBuilder.maximumDepth * 2 { openTags.append((kind, content)) }
		case .close:
			if let match = openTags.lastIndex(where: { $0.name == content }) {
				tag.closes = openTags[match].kind
				openTags.removeSubrange(match...)
			}
		default: break
		}
		line.append(.tag(tag))
		return true
	}

	private var invalidDelimiters: String {
		"invalid delimiter tag; expected two delimiters separated by a space, as in \(quoted: text(open) + "=<% %>=" + text(close))"
	}

	/// The longest delimiter a template may set, in bytes. Mustache sets no limit, but each tag is
	/// found by searching for its delimiters, and a search for a delimiter of n bytes costs up to
	/// n per byte of the template: a 100,000-byte delimiter in a megabyte of text took minutes.
	static let longestDelimiter = 32

	private mutating func setDelimiters(_ content: String, at position: SourcePosition) {
		let parts = content.split(whereSeparator: \.isWhitespace)
		guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
			report(invalidDelimiters, at: position)
			return
		}
		if let long = parts.first(where: { $0.utf8.count > Self.longestDelimiter }) {
			report(
				"a delimiter may be at most \(Self.longestDelimiter) bytes long, found \(quoted: String(long))",
				at: position)
			return
		}
		open = Array(parts[0].utf8)
		close = Array(parts[1].utf8)
	}

	/// Moves to `target`, counting the line breaks passed (tags such as comments may span lines).
	private mutating func advance(to target: Int) {
		var cursor = index
		while let lineBreak = bytes.firstIndex(of: Self.newline, in: cursor..<target) {
			lineNumber += 1
			lineStart = lineBreak + 1
			cursor = lineBreak + 1
		}
		index = target
	}

	// MARK: - Helpers

	/// Where `needle` first starts at or after `start` (and before `limit`, when given).
	///
	/// Unbounded searches are remembered per needle: the scan only moves forward, so a search
	/// starting between an earlier one's start and its result has that result, and one starting
	/// after an earlier search found nothing finds nothing. Without this, every tag of
	/// `{{a {{a {{a … }}` searched to the far `}}` again, and every `{{=a b}}` to the end for `=}}`.
	private mutating func find(_ needle: [UInt8], from start: Int, before limit: Int? = nil) -> Int? {
		if let limit { return Self.search(needle, in: bytes, from: start, before: limit) }
		if let known = searches[needle], known.start <= start, known.found.map({ start <= $0 }) ?? true { return known.found }
		let found = Self.search(needle, in: bytes, from: start, before: bytes.count)
		searches[needle] = (start, found)
		return found
	}

	/// The first start of `needle` in `start..<limit` (the needle may run past `limit`).
	private static func search(_ needle: [UInt8], in bytes: [UInt8], from start: Int, before limit: Int) -> Int? {
		guard let first = needle.first, needle.count <= bytes.count else { return nil }
		var candidate = start
		let last = min(bytes.count - needle.count, limit - 1)
		// Plain loops over indices, not `firstIndex(of:)` and `elementsEqual` over slices, which a
		// debug build (`swift test`) runs a byte at a time through generic calls.
		while candidate <= last {
			guard let found = bytes.firstIndex(of: first, in: candidate..<(last + 1)) else { return nil }
			var matched = 1
			while matched < needle.count, bytes[found + matched] == needle[matched] { matched += 1 }
			if matched == needle.count { return found }
			candidate = found + 1
		}
		return nil
	}

	/// The position of a byte on the current line; columns count Unicode scalars.
	///
	/// Counting goes on from the last position asked for on the same line, so a line of
	/// thousands of tags costs one pass, not one pass per tag.
	private mutating func position(at offset: Int) -> SourcePosition {
		if columnCache.lineStart != lineStart || columnCache.offset > offset { columnCache = (lineStart, lineStart, 0) }
		// A plain loop over the array held once, not `reduce` over a slice (generic calls per byte in
		// a debug build).
		let bytes = self.bytes
		var scalars = columnCache.scalars
		var index = columnCache.offset
		while index < offset {
			if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
			index += 1
		}
		columnCache = (lineStart, offset, scalars)
		return SourcePosition(line: lineNumber, column: scalars + 1)
	}

	private mutating func report(_ message: String, at position: SourcePosition) {
		diagnostics.append(.error(message, at: SourceLocation(path: path, position: position)))
	}

	private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

	static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
