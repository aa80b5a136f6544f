import ScaffoldBasics

/// What one pass over a line's bytes tells ``DirectLayout``: where the line ends, its template
/// tabs, and which bytes might ask for more than indentation (a `"""`, a brace, a run of digits).
/// Each is a cheap, conservative test: a line that has none of them needs no scan at all. The same
/// pass follows the line's brackets (``OpenBrackets``): those of its plain code directly, those
/// after its first `"` or `/` through ``SwiftLineScan``, and only when there are some.
struct LineFacts {
	/// Where the line ends (its newline, or the text's end).
	private(set) var end: Int
	/// The line's leading tabs.
	private(set) var tabs = 0
	/// Whether the line's text (after its tabs) starts with `//`.
	private(set) var isComment = false
	/// Whether the line has a `"""` (it may open a multi-line string literal).
	private(set) var hasTripleQuote = false
	/// Whether the line has a `{` or `}` (it may open or close a `switch` body).
	private(set) var hasBrace = false
	/// Whether the line has any bracket, brace or parenthesis.
	private(set) var hasBrackets = false
	/// Whether the line has a run of ``NumberGrouping/minimumDigits`` digits.
	private(set) var hasLongDigitRun = false

	/// The facts of the line that starts at `start` in `bytes`, its brackets followed in `brackets`
	/// unless it is a comment or a directive (``CollectionCommas`` and ``LineWrapping`` pass them by).
	init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, following brackets: inout OpenBrackets) {
		// Read through the base address: a buffer's subscript is a checked call in a debug build, a
		// pointer's is not. `DirectLayout` never hands over an empty text.
		let text = bytes.baseAddress!
		let count = bytes.count
		var index = start
		while index < count && text[index] == UInt8(ascii: "\t") { index += 1 }
		tabs = index - start
		let body = index
		isComment = index + 1 < count && text[index] == UInt8(ascii: "/") && text[index + 1] == UInt8(ascii: "/")
		let follows = !isComment && !(index < count && text[index] == UInt8(ascii: "#"))
		if follows { brackets.beginLine(body: body) }
		// Where the code that may hold a literal or a comment starts: the line's first `"` or `/`.
		var plainEnd = follows ? Int.max : -1
		var bracketAfter = false
		var quotes = 0
		var digits = 0
		let looked = Self.lookedAt
		while index < count {
			// Most bytes are none of those looked at (letters, spaces, dots, colons): a run of them
			// costs a table load each, and ends any run of quotes or digits.
			guard looked[Int(text[index])] else {
				index += 1
				// Four bytes a step while four remain: one bound check for four table loads.
				while index + 4 <= count && !looked[Int(text[index])] && !looked[Int(text[index + 1])] && !looked[Int(text[index + 2])]
					&& !looked[Int(text[index + 3])]
				{
					index += 4
				}
				while index < count && !looked[Int(text[index])] { index += 1 }
				quotes = 0
				digits = 0
				continue
			}
			let byte = text[index]
			if byte == UInt8(ascii: "\n") { break }
			quotes = byte == UInt8(ascii: "\"") ? quotes + 1 : 0
			digits = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? digits + 1 : 0
			if quotes >= 3 { hasTripleQuote = true }
			if digits >= NumberGrouping.minimumDigits { hasLongDigitRun = true }
			switch byte {
			case UInt8(ascii: "\""), UInt8(ascii: "/"):
				if index < plainEnd { plainEnd = index }
			case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"):
				hasBrackets = true
				if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { hasBrace = true }
				if index < plainEnd {
					brackets.follow(byte, at: index)
				} else {
					bracketAfter = true
				}
			default:
				break
			}
			index += 1
		}
		end = index
		guard follows else { return }
		if bracketAfter {
			// A raw literal starts at its first `#`: the reading starts where a whole line's would.
			var from = plainEnd
			while from > body && text[from - 1] == UInt8(ascii: "#") { from -= 1 }
			brackets.walk(from: from, to: end)
		}
		brackets.endLine(end: end)
	}

	/// The bytes the pass looks at, by value: newline, `"`, `/`, the digits and the brackets
	/// (`(`, `)`, `[`, `]`, `{`, `}`). Any other byte, and every byte of a longer UTF-8 sequence,
	/// changes no fact but ends a run of quotes or digits. A table, not a test per byte: the pass
	/// reads every byte of every generated Swift file.
	nonisolated(unsafe) private static let lookedAt: UnsafePointer<Bool> = {
		let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
		table.initialize(repeating: false, count: 256)
		for byte in Array("\n\"/0123456789()[]{}".utf8) { table[Int(byte)] = true }
		return UnsafePointer(table)
	}()

	/// Whether code of `bytes` bytes at `level` (each level `levelWidth` columns, the style's) may be
	/// longer than `limit`: its bytes are, and a line is never narrower than its bytes.
	/// ``LineWrapping`` decides.
	static func mayBeLonger(bytes: Int, level: Int, than limit: Int, levelWidth: Int) -> Bool {
		level * levelWidth + bytes > limit
	}
}
