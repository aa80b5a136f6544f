import ScaffoldBasics

/// The layout of a file whose lines need at most their indentation and wrapping: one scan of the
/// rendered bytes, each line kept as a byte range, only the lines too long for the style handed
/// to ``LineWrapping``, and the output written once (or the text itself returned when the style's
/// indentation is the templates' tab and no line moves).
///
/// Templates are written in the house style, so most generated files have no collection literal
/// whose trailing comma the style changes, no long number to group and no imports out of order,
/// and most of their lines are short. A file with any such line (or one that might be: every test
/// here is conservative) is left to the general passes (``SwiftLayout/formatByLines(_:style:)``),
/// which decide it line by line; this pass gives the same bytes for every file it takes.
package enum DirectLayout {
	/// One line of the text, by its byte offsets.
	struct LineRange: Equatable {
		/// Where the line starts (its template tabs first).
		var start: Int
		/// Where the line's text starts: after its tabs for code, `start` for a string literal's contents.
		var body: Int
		/// Where the line ends (before its newline).
		var end: Int
		/// Its level in the style.
		var level: Int
		/// For a line inside a multi-line string literal, the closing delimiter's tabs; -1 for code.
		var baseTabs = -1
		/// Whether the line may be longer than the style allows (``LineWrapping`` decides).
		var mayWrap = false
		/// Whether the line may be wrapped at all: not the file's leading comments.
		var wrappable = true
		/// Whether the line has a bracket, brace or parenthesis.
		var hasMarks = false
	}

	/// `text` laid out in `style`, or nil when a line may need more than its indentation.
	package static func format(_ text: String, style: CodeStyle) -> String? {
		var contiguous = text
		let unit = Array(style.indentation.unit.utf8)
		return contiguous.withUTF8 { bytes -> String? in
			guard let lines = lines(of: bytes, style: style) else { return nil }
			let wrapped = wrappedLines(lines, bytes, style: style)
			// The house style of a file without `#if` blocks: nothing moves, nothing is copied.
			if wrapped.isEmpty && unit == [UInt8(ascii: "\t")] && lines.allSatisfy({ isVerbatim($0, bytes) }) { return text }
			return render(lines, bytes, wrapped: wrapped, unit: unit)
		}
	}

	/// The lines of `bytes` with their levels in `style`, or nil when one may need a comma, digit
	/// groups or another place among the imports.
	static func lines(of bytes: UnsafeBufferPointer<UInt8>, style: CodeStyle) -> [LineRange]? {
		// `LineWrapping` keeps a column to spare; a line is never wider than its bytes.
		let limit = style.lineLength.map { $0 - 1 } ?? Int.max
		var lines: [LineRange] = []
		lines.reserveCapacity(bytes.count / 24)
		var shifts = LevelShifts(style: style)
		var openString: (hashes: Int, first: Int)?
		var lastImport: (line: Int, level: Int)?
		var inHeader = true
		var start = 0
		while start <= bytes.count {
			let facts = LineFacts(bytes, from: start)
			let tabs = facts.tabs
			let body = UnsafeBufferPointer(rebasing: bytes[(start + tabs)..<facts.end])
			defer { start = facts.end + 1 }
			if let string = openString {
				let whole = UnsafeBufferPointer(rebasing: bytes[start..<facts.end])
				guard SwiftLineScan.closesMultilineString(whole, hashes: string.hashes) else {
					lines.append(LineRange(start: start, body: start, end: facts.end, level: 0, baseTabs: 0))
					continue
				}
				// The closing delimiter sets the string's indentation, as in `SwiftLayout.levelled`.
				let level = tabs + shifts.closing(body)
				for index in string.first..<lines.count {
					lines[index].level = level
					lines[index].baseTabs = tabs
				}
				openString = nil
				// Never wrapped, as in `SwiftLayout.levelled`.
				var line = LineRange(start: start, body: start + tabs, end: facts.end, level: level, wrappable: false)
				line.hasMarks = facts.hasMarks
				lines.append(line)
				guard facts.isPlain(body) else { return nil }
				continue
			}
			if body.isEmpty {
				lines.append(LineRange(start: start, body: start + tabs, end: facts.end, level: 0))
				continue
			}
			let (levels, scan) = shifts.next(body, scanning: facts.hasTripleQuote || (style.indentSwitchCaseLabels && facts.hasBrace))
			let level = tabs + levels
			let isComment = body.hasBytes(prefix: "//")
			if !isComment { inHeader = false }
			var line = LineRange(start: start, body: start + tabs, end: facts.end, level: level, wrappable: !(inHeader && isComment))
			line.mayWrap = line.wrappable && LineFacts.mayBeLonger(body, level: level, than: limit, style: style)
			line.hasMarks = facts.hasMarks
			lines.append(line)
			guard facts.isPlain(body) else { return nil }
			if ImportOrdering.isImport(body) {
				if let last = lastImport, last.line == lines.count - 2, last.level == level,
					ImportOrdering.sortsBefore(body, lines[last.line].bytes(in: bytes))
				{
					return nil
				}
				lastImport = (lines.count - 1, level)
			}
			if let hashes = scan?.opensMultilineString { openString = (hashes, lines.count) }
		}
		return lines
	}

	/// Whether `line`, indented with tabs, is written as it was read.
	private static func isVerbatim(_ line: LineRange, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
		let tabs = line.body - line.start
		if line.baseTabs < 0 { return line.body == line.end ? tabs == 0 : line.level == tabs }
		return line.level == line.baseTabs || !contentIsIndented(line, bytes)
	}

	/// Whether a string literal's line starts with its delimiter's tabs (and so moves with it).
	private static func contentIsIndented(_ line: LineRange, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
		guard line.end > line.start else { return false }
		var tabs = 0
		while line.start + tabs < line.end && bytes[line.start + tabs] == UInt8(ascii: "\t") { tabs += 1 }
		return tabs >= line.baseTabs
	}

	/// The output of `lines`, with `wrapped` (in line order) in place of the lines they wrap, as
	/// ``SwiftLayout/render(_:style:)`` writes it.
	private static func render(
		_ lines: [LineRange], _ bytes: UnsafeBufferPointer<UInt8>, wrapped: [(line: Int, pieces: [SwiftLayout.Line])], unit: [UInt8]
	) -> String {
		var output: [UInt8] = []
		output.reserveCapacity(bytes.count + lines.count * unit.count * 2)
		func indent(_ level: Int) {
			for _ in 0..<max(0, level) { output.append(contentsOf: unit) }
		}
		var nextWrapped = 0
		for (index, line) in lines.enumerated() {
			if index > 0 { output.append(UInt8(ascii: "\n")) }
			if nextWrapped < wrapped.count && wrapped[nextWrapped].line == index {
				for (number, piece) in wrapped[nextWrapped].pieces.enumerated() {
					if number > 0 { output.append(UInt8(ascii: "\n")) }
					guard !piece.text.isEmpty else { continue }
					indent(piece.level)
					output.append(contentsOf: piece.text.utf8)
				}
				nextWrapped += 1
			} else if line.baseTabs < 0 {
				guard line.body < line.end else { continue }
				indent(line.level)
				output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[line.body..<line.end]))
			} else if contentIsIndented(line, bytes) {
				indent(line.level)
				output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(line.start + line.baseTabs)..<line.end]))
			} else {
				output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[line.start..<line.end]))
			}
		}
		return String(decoding: output, as: UTF8.self)
	}
}

extension DirectLayout.LineRange {
	/// The line's text (after its tabs).
	func bytes(in text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
		UnsafeBufferPointer(rebasing: text[body..<end])
	}
}
