import ScaffoldBasics

/// The brackets the lines read so far leave open, followed once for a whole file by
/// ``DirectLayout`` while it reads each line: what ``LineWrapping`` asks of them (is a long line
/// inside a `(` or `[` an earlier line opened?) and what ``CollectionCommas`` asks (which
/// collection literals are spread over lines, their last element's line, how many elements they
/// hold, and whether closing one adds or removes that line's comma: ``commaEdits``).
///
/// Fed the lines of code ``CollectionCommas/apply(to:trailing:)`` and
/// ``LineWrapping/wrap(_:limit:style:)`` follow (not comments, directives or a multi-line string
/// literal's contents), each between ``beginLine(body:)`` and ``endLine(end:)``, with the line's
/// brackets in order: the plain code before its first `"` or `/` from ``LineFacts``' pass over the
/// line, the rest from ``SwiftLineScan``'s reading, which knows literals and comments.
struct OpenBrackets: SwiftLineScanSink {
	/// The stand-in for a `[` that opens a collection literal (``CollectionCommas/isLiteralBracket(_:at:)``).
	private static let literal: UInt8 = 0

	/// One byte per open bracket, innermost last: `(`, `[`, `{` or ``literal``.
	private var open: [UInt8] = []
	/// The collection literals left open at the end of a line, innermost last.
	private var literals: [Literal] = []
	/// The whole text; offsets below count from its start.
	private let text: UnsafeBufferPointer<UInt8>
	/// Whether the style wants a comma after the last element of a literal with several.
	private let trailing: Bool
	/// Where the current line's text starts (after its tabs).
	private var body = 0
	/// Where the part of the line ``SwiftLineScan`` reads starts: its marks count from there.
	private var walked = 0
	/// The fewest brackets open at any point of the current line: those below it were opened by
	/// earlier lines and are still open.
	private var lowest = 0
	/// The commas that closing literals changes, not yet made: where each literal's last line
	/// ends, and whether it gains its comma (or loses it). ``DirectLayout`` edits those lines in
	/// its output, or hands the file to the general passes when it cannot.
	private(set) var commaEdits: [(end: Int, add: Bool)] = []

	/// A collection literal spread over lines, as ``CollectionCommas`` keeps its frame.
	private struct Literal {
		/// Its place in ``open``.
		var depth: Int
		/// The text of the last line read inside it (directly, not in a nested bracket): -1 for none.
		var lastStart = -1
		var lastEnd = -1
		/// Its elements so far.
		var elements = 0
	}

	init(text: UnsafeBufferPointer<UInt8>, trailing: Bool) {
		self.text = text
		self.trailing = trailing
		open.reserveCapacity(16)
	}

	/// Whether a line read now is inside a `(` or `[` an earlier line opened (and so lists elements).
	var inList: Bool {
		guard let last = open.last else { return false }
		return last != UInt8(ascii: "{")
	}

	/// A line of code whose text starts at `body` begins.
	mutating func beginLine(body: Int) {
		self.body = body
		lowest = open.count
	}

	/// Opens or closes the bracket `byte` at `index` of the text (anything else changes nothing).
	@inline(__always)
	mutating func follow(_ byte: UInt8, at index: Int) {
		let depth = open.count
		LineWrapping.follow(byte, in: &open)
		if open.count > depth {
			if byte == UInt8(ascii: "["),
				CollectionCommas.isLiteralBracket(UnsafeBufferPointer(rebasing: text[body...index]), at: index - body)
			{
				open[depth] = Self.literal
			}
		} else if open.count < depth {
			lowest = min(lowest, open.count)
			// Closes a literal an earlier line opened: its last element is final.
			if let frame = literals.last, frame.depth == open.count {
				literals.removeLast()
				if byte == UInt8(ascii: "]") { close(frame) }
			}
		}
	}

	/// Follows the brackets of the line's code from `start` to `end` (the line's end), reading
	/// literals and comments as ``SwiftLineScan`` does.
	mutating func walk(from start: Int, to end: Int) {
		walked = start
		SwiftLineScan.walk(UnsafeBufferPointer(rebasing: text[start..<end]), into: &self)
	}

	/// The line that began last ends at `end`: the innermost literal still open from an earlier
	/// line counts it, and the literals it leaves open are kept.
	mutating func endLine(end: Int) {
		if lowest > 0, let frame = literals.last, frame.depth == lowest - 1 {
			let line = UnsafeBufferPointer(rebasing: text[body..<end])
			literals[literals.count - 1].lastStart = body
			literals[literals.count - 1].lastEnd = end
			// A line that starts by closing a bracket ends an element; it adds none.
			let first = line.first
			if first != UInt8(ascii: "]") && first != UInt8(ascii: ")") && first != UInt8(ascii: "}") {
				literals[literals.count - 1].elements += 1 + CollectionCommas.innerCommas(SwiftLineScan(line))
			}
		}
		for depth in lowest..<open.count where open[depth] == Self.literal {
			literals.append(Literal(depth: depth))
		}
	}

	/// Whether ``CollectionCommas`` would change the comma of `frame`'s last line when its `]` closes it.
	private mutating func close(_ frame: Literal) {
		guard frame.lastStart >= 0 else { return }
		let line = UnsafeBufferPointer(rebasing: text[frame.lastStart..<frame.lastEnd])
		// A line with a trailing comment is left as written.
		guard SwiftLineScan(line).codeEnd == line.count else { return }
		let hasComma = line.last == UInt8(ascii: ",")
		let wanted = trailing && frame.elements > 1
		if hasComma != wanted { commaEdits.append((frame.lastEnd, wanted)) }
	}

	/// Whether the line that ended at `end` is the last line read so far inside a collection literal
	/// still open: the line whose comma closing that literal may set.
	func isElementLine(end: Int) -> Bool {
		literals.contains { $0.lastEnd == end }
	}

	/// The comma edits have been made.
	mutating func clearCommaEdits() {
		commaEdits.removeAll(keepingCapacity: true)
	}

	mutating func mark(_ offset: Int, _ byte: UInt8) { follow(byte, at: walked + offset) }
	func literalStart(at offset: Int) {}
	func literalEnd(at offset: Int) {}
	func commentStart(at offset: Int) {}
	func multilineStringOpened(hashes: Int) {}
}
