import ScaffoldBasics

/// The layout of a file whose lines need at most their indentation and wrapping: one pass over
/// the rendered bytes, line by line, that writes each line as it is read (or nothing at all while
/// the lines come out as they went in), hands only the lines too long for the style to
/// ``LineWrapping``, and keeps nothing per line.
///
/// Templates are written in the house style, so most lines are short. Long numbers are grouped
/// here (``NumberGrouping``), runs of imports sorted (``ImportOrdering``), and the comma a collection
/// literal's closing sets (``CollectionCommas``) is added to or removed from its last line in the
/// output when that line was written whole and stays short. Any other file (every test here is
/// conservative) is left to the general passes (``SwiftLayout/formatByLines(_:style:)``), which
/// decide it line by line; this pass gives the same bytes for every file it takes.
package enum DirectLayout {
	/// `text` laid out in `style`, or nil when a line may need more than its indentation and wrapping.
	package static func format(_ text: String, style: CodeStyle) -> String? {
		// An empty file is one empty line, which every style leaves as it is.
		guard !text.isEmpty else { return text }
		var contiguous = text
		return contiguous.withUTF8 { bytes -> String? in
			var output = Output(bytes, style: style)
			guard layOut(bytes, style: style, into: &output) else { return nil }
			// Nothing moved: the text itself, not a copy.
			return output.written.map { String(decoding: $0, as: UTF8.self) } ?? text
		}
	}

	/// ``format(_:style:)`` of the text whose UTF-8 is `bytes`: the string is made once, of the
	/// output, or of `bytes` when nothing moved.
	package static func format(utf8 bytes: UnsafeBufferPointer<UInt8>, style: CodeStyle) -> String? {
		guard !bytes.isEmpty else { return "" }
		var output = Output(bytes, style: style)
		guard layOut(bytes, style: style, into: &output) else { return nil }
		if let written = output.written { return String(decoding: written, as: UTF8.self) }
		return String(decoding: bytes, as: UTF8.self)
	}

	/// Writes the lines of `bytes` in `style` to `output`; false when one may need a comma (the
	/// general passes' work).
	private static func layOut(_ bytes: UnsafeBufferPointer<UInt8>, style: CodeStyle, into output: inout Output) -> Bool {
		// `LineWrapping` keeps a column to spare; a line is never wider than its bytes.
		let limit = style.lineLength.map { $0 - 1 } ?? Int.max
		// Once per file: the style's getter is another module's, a call per line otherwise.
		let levelWidth = style.levelWidth
		var shifts = LevelShifts(style: style)
		var brackets = OpenBrackets(text: bytes, trailing: style.multiElementCollectionTrailingCommas)
		// A multi-line string literal left open: its `#`s, and where its first line of contents starts.
		var openString: (hashes: Int, first: Int)?
		var imports = ImportRun()
		var inHeader = true
		var start = 0
		while start <= bytes.count {
			if let string = openString {
				let rest = UnsafeBufferPointer(rebasing: bytes[start...])
				guard SwiftLineScan.closesMultilineString(rest, hashes: string.hashes) else {
					// Contents: written when the closing delimiter sets their indentation.
					start = lineEnd(bytes, from: start) + 1
					continue
				}
				let facts = LineFacts(bytes, from: start, following: &brackets)
				let body = UnsafeBufferPointer(rebasing: bytes[(start + facts.tabs)..<facts.end])
				imports.flush(into: &output, bytes)
				// The closing delimiter sets the string's indentation, as in `SwiftLayout.levelled`.
				let level = facts.tabs + shifts.closing(body)
				output.contents(from: string.first, to: start - 1, level: level, baseTabs: facts.tabs)
				openString = nil
				guard setCommas(&brackets, in: &output, before: start) else { return false }
				// Never wrapped, as in `SwiftLayout.levelled`.
				output.code(start: start, body: start + facts.tabs, end: facts.end, level: level, element: brackets.isElementLine(end: facts.end))
				guard !facts.hasLongDigitRun else { return false }
				start = facts.end + 1
				continue
			}
			let inList = brackets.inList
			let facts = LineFacts(bytes, from: start, following: &brackets)
			defer { start = facts.end + 1 }
			let body = UnsafeBufferPointer(rebasing: bytes[(start + facts.tabs)..<facts.end])
			if body.isEmpty {
				imports.flush(into: &output, bytes)
				guard setCommas(&brackets, in: &output, before: start) else { return false }
				output.code(start: start, body: start + facts.tabs, end: facts.end, level: 0)
				continue
			}
			let (levels, scan) = shifts.next(body, scanning: facts.hasTripleQuote || (style.indentSwitchCaseLabels && facts.hasBrace))
			let level = facts.tabs + levels
			if !facts.isComment { inHeader = false }
			if ImportOrdering.isImport(body) {
				// Sorted as `ImportOrdering` sorts a run, unless something else might change the line
				// (a line without brackets closes no literal, so it leaves no comma to set).
				guard !facts.hasLongDigitRun, !facts.hasBrackets, !facts.hasTripleQuote,
					!LineFacts.mayBeLonger(bytes: body.count, level: level, than: limit, levelWidth: levelWidth)
				else { return false }
				imports.append(start: start, body: start + facts.tabs, end: facts.end, level: level, bytes, output: &output)
				continue
			}
			imports.flush(into: &output, bytes)
			guard setCommas(&brackets, in: &output, before: start) else { return false }
			// Digits grouped as `NumberGrouping` groups them, before the line is wrapped.
			var grouped: String?
			if facts.hasLongDigitRun && !facts.isComment {
				let text = NumberGrouping.grouped(Array(body))
				if text.utf8.count != body.count { grouped = text }
			}
			let wrappable = !(inHeader && facts.isComment)
			let bytesAfterGrouping = grouped?.utf8.count ?? body.count
			if wrappable, let lineLength = style.lineLength, LineFacts.mayBeLonger(bytes: bytesAfterGrouping, level: level, than: limit, levelWidth: levelWidth) {
				let whole = SwiftLayout.Line(level: level, text: grouped ?? String(decoding: body, as: UTF8.self))
				let pieces = LineWrapping.wrapped(whole, inList: inList, lineLength: lineLength, style: style)
				if pieces != [whole] || grouped != nil {
					output.pieces(pieces, start: start)
				} else {
					output.code(start: start, body: start + facts.tabs, end: facts.end, level: level, element: brackets.isElementLine(end: facts.end))
				}
			} else if let grouped {
				output.pieces([SwiftLayout.Line(level: level, text: grouped)], start: start)
			} else {
				output.code(start: start, body: start + facts.tabs, end: facts.end, level: level, element: brackets.isElementLine(end: facts.end))
			}
			if let hashes = scan?.opensMultilineString { openString = (hashes, facts.end + 1) }
		}
		imports.flush(into: &output, bytes)
		// A string literal never closed: its contents as they are.
		if let string = openString { output.contents(from: string.first, to: bytes.count, level: 0, baseTabs: 0) }
		return true
	}

	/// Makes the comma edits closing literals asked for (``OpenBrackets/commaEdits``) on the lines
	/// already written, before the line at `start` is: as ``CollectionCommas`` sets them before
	/// anything is wrapped. False when a line to edit was not written whole by ``Output/code(start:body:end:level:element:)``
	/// or might then need wrapping: the general passes' work.
	@inline(__always)
	private static func setCommas(_ brackets: inout OpenBrackets, in output: inout Output, before start: Int) -> Bool {
		// Asked before every line: most have no edit waiting, and pay no call.
		brackets.commaEdits.isEmpty || makeCommaEdits(&brackets, in: &output, before: start)
	}

	private static func makeCommaEdits(_ brackets: inout OpenBrackets, in output: inout Output, before start: Int) -> Bool {
		for edit in brackets.commaEdits {
			guard output.setComma(lineEnd: edit.end, add: edit.add, before: start) else { return false }
		}
		brackets.clearCommaEdits()
		return true
	}

	/// Where the line that starts at `start` ends: its newline, or the text's end.
	static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
		var index = start
		while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
		return index
	}
}
