import ScaffoldBasics

/// Lays generated Swift out in a project's ``CodeStyle``, so that `swift format lint --strict`
/// under the team's configuration accepts it.
///
/// Templates are written in one shape: a tab per level, `#if` bodies and `case` labels not
/// indented, a statement per line however long. This pass re-indents every line (one level per
/// tab, plus one inside `#if` blocks and `switch` bodies when the style asks), keeps the contents
/// of multi-line string literals byte for byte, sets the trailing comma of collection literals
/// spread over lines, and wraps lines longer than the style allows (``LineWrapping``). It is a
/// pure function of the text and the style, so the output stays deterministic and its hash is
/// the hash of the formatted bytes.
package enum SwiftLayout {
	/// `text` laid out in `style`.
	package static func format(_ text: String, style: CodeStyle) -> String {
		// Most files need only their indentation: one scan, no `Line` values.
		DirectLayout.format(text, style: style) ?? formatByLines(text, style: style)
	}

	/// ``format(_:style:)`` of the text whose UTF-8 is `bytes` (a render's output), made a string
	/// once: as it comes out of the direct layout, or before the general passes.
	package static func format(utf8 bytes: UnsafeBufferPointer<UInt8>, style: CodeStyle) -> String {
		DirectLayout.format(utf8: bytes, style: style) ?? formatByLines(String(decoding: bytes, as: UTF8.self), style: style)
	}

	/// `text` laid out in `style` by every pass, line by line: the general path, for files with a
	/// line that may need wrapping, a comma, digit groups or another place among the imports.
	package static func formatByLines(_ text: String, style: CodeStyle) -> String {
		var lines = levelled(text, style: style)
		CollectionCommas.apply(to: &lines, trailing: style.multiElementCollectionTrailingCommas)
		NumberGrouping.apply(to: &lines)
		ImportOrdering.apply(to: &lines)
		if let limit = style.lineLength {
			lines = LineWrapping.wrap(lines, limit: limit, style: style)
		}
		return render(lines, style: style)
	}

	/// One output line before it is indented.
	struct Line: Equatable {
		package enum Kind: Equatable {
			/// Swift code (or a comment, a directive): indented to ``Line/level``.
			case code
			/// A line inside a multi-line string literal: its first `baseTabs` tabs (the closing
			/// delimiter's indentation) become ``Line/level`` levels, the rest is kept verbatim.
			case stringContent(baseTabs: Int)
		}

		var level: Int
		/// The line without its leading tabs (for string contents: the whole line).
		var text: String
		var kind: Kind = .code
		/// Whether the line may be wrapped: not the file's leading comments (the header and the
		/// marker line scaffold looks for).
		var wrappable = true
		/// The scan of ``text`` as the first pass read it (nil for string contents and blank lines),
		/// so the later passes need not scan every line again. A pass that changes the text only
		/// appends a comma or groups digits, which moves no bracket.
		var scan: SwiftLineScan?
	}

	/// The lines of `text` with their levels in `style`.
	static func levelled(_ text: String, style: CodeStyle) -> [Line] {
		let raw = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
		var lines: [Line] = []
		lines.reserveCapacity(raw.count)
		var shifts = LevelShifts(style: style)
		var openString: (hashes: Int, first: Int)?
		var inHeader = true
		for slice in raw {
			let tabs = slice.prefix { $0 == UInt8(ascii: "\t") }.count
			let body = slice.dropFirst(tabs)
			if let string = openString {
				if SwiftLineScan.closesMultilineString(slice, hashes: string.hashes) {
					// The closing delimiter sets the string's indentation: its contents keep
					// everything after it, and move with it.
					let level = tabs + shifts.closing(body)
					for index in string.first..<lines.count {
						lines[index].level = level
						lines[index].kind = .stringContent(baseTabs: tabs)
					}
					openString = nil
					lines.append(Line(level: level, text: String(decoding: body, as: UTF8.self), wrappable: false))
				} else {
					lines.append(Line(level: 0, text: String(decoding: slice, as: UTF8.self), kind: .stringContent(baseTabs: 0)))
				}
				continue
			}
			if body.isEmpty {
				lines.append(Line(level: 0, text: ""))
				continue
			}
			let isComment = body.hasBytes(prefix: "//")
			if !isComment { inHeader = false }
			let (levels, scan) = shifts.next(body)
			var line = Line(level: tabs + levels, text: String(decoding: body, as: UTF8.self), wrappable: !(inHeader && isComment))
			line.scan = scan
			lines.append(line)
			if let hashes = scan?.opensMultilineString { openString = (hashes, lines.count) }
		}
		return lines
	}

	/// The text of `lines`, indented in `style`.
	static func render(_ lines: [Line], style: CodeStyle) -> String {
		let unit = Array(style.indentation.unit.utf8)
		// Bytes first, one string at the end: appending to a `String` line by line cost more
		// than the copying itself.
		var output: [UInt8] = []
		output.reserveCapacity(lines.reduce(0) { $0 + $1.text.utf8.count + 1 + $1.level * unit.count })
		func indent(_ level: Int) {
			for _ in 0..<max(0, level) { output.append(contentsOf: unit) }
		}
		// By index: a `for … in` would copy every line (and its scan) out of the array.
		for index in lines.indices {
			if index > 0 { output.append(UInt8(ascii: "\n")) }
			let text = lines[index].text
			switch lines[index].kind {
			case .code:
				if !text.isEmpty {
					indent(lines[index].level)
					output.append(contentsOf: text.utf8)
				}
			case .stringContent(let baseTabs):
				let tabs = text.utf8.prefix { $0 == UInt8(ascii: "\t") }.count
				if tabs >= baseTabs && !text.isEmpty {
					indent(lines[index].level)
					output.append(contentsOf: text.utf8.dropFirst(baseTabs))
				} else {
					output.append(contentsOf: text.utf8)
				}
			}
		}
		return String(decoding: output, as: UTF8.self)
	}
}

/// The `{` blocks open before a line, and how many of them are `switch` bodies.
struct BraceTracker {
	/// One entry per open `{`: whether it opened a `switch` body.
	private var frames: [Bool] = []
	private(set) var switchDepth = 0

	/// Closes the blocks the line's leading `}` close, before the line's level is decided.
	mutating func closeLeading(_ scan: SwiftLineScan, text: UnsafeBufferPointer<UInt8>) {
		// The marks at the line's start: `}` with nothing but spaces and other `}` before them.
		// Offsets count from the line's start, as the scan's do.
		var position = 0
		leadingClosed = 0
		for mark in scan.marks {
			while position < mark.offset && text[text.startIndex + position] == UInt8(ascii: " ") { position += 1 }
			guard mark.byte == UInt8(ascii: "}"), position == mark.offset else { break }
			pop()
			leadingClosed += 1
			position += 1
		}
	}

	private var leadingClosed = 0

	/// Opens and closes the line's other blocks.
	mutating func consume(_ scan: SwiftLineScan, text: UnsafeBufferPointer<UInt8>) {
		let lastOpen = scan.marks.lastIndex { $0.byte == UInt8(ascii: "{") }
		// Only a line that opens a block can open a switch body: most lines are not searched.
		let isSwitch = lastOpen != nil && Self.containsSwitch(text)
		for (index, mark) in scan.marks.enumerated().dropFirst(leadingClosed) {
			if mark.byte == UInt8(ascii: "{") {
				let opensSwitch = isSwitch && index == lastOpen
				frames.append(opensSwitch)
				if opensSwitch { switchDepth += 1 }
			} else if mark.byte == UInt8(ascii: "}") {
				pop()
			}
		}
		leadingClosed = 0
	}

	private mutating func pop() {
		guard let last = frames.popLast() else { return }
		if last { switchDepth -= 1 }
	}

	/// Whether the line has the keyword `switch` (as a word).
	private static func containsSwitch(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
		let word = "switch".utf8
		var index = text.startIndex
		while index + word.count <= text.endIndex {
			if text[index..<(index + word.count)].elementsEqual(word) {
				let before = index == text.startIndex ? UInt8(ascii: " ") : text[index - 1]
				let after = index + word.count < text.endIndex ? text[index + word.count] : UInt8(ascii: " ")
				if !isIdentifierByte(before) && !isIdentifierByte(after) { return true }
			}
			index += 1
		}
		return false
	}
}

/// Letters, digits, `_` and any byte of a non-ASCII character.
func isIdentifierByte(_ byte: UInt8) -> Bool {
	(byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
		|| (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
}
