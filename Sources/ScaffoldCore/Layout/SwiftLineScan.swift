import ScaffoldBasics

/// One line of generated Swift, scanned for what layout needs: where its brackets and commas are
/// (outside string literals and comments), where a `//` comment starts, and whether it opens a
/// multi-line string literal that goes on below it.
///
/// A line scan, not a parser: scaffold's templates put one statement on a line, so a line's
/// brackets either pair up on it or open a block that later lines close.
struct SwiftLineScan: Equatable {
	/// A bracket, comma or colon of the line's code, at top level of the line's string nesting
	/// (not inside an interpolation).
	struct Mark: Equatable {
		/// Byte offset in the line.
		var offset: Int
		/// `(`, `)`, `[`, `]`, `{`, `}` or `,`.
		var byte: UInt8
	}

	/// The line's marks, in order.
	private(set) var marks: [Mark] = []
	/// Where the line's trailing `//` comment starts, or the line's length.
	private(set) var codeEnd: Int
	/// The number of `#` of a multi-line string literal the line opens and leaves open, or nil.
	private(set) var opensMultilineString: Int?
	/// Where each string literal of the line's code starts (its first `#` or `"`).
	private(set) var literalStarts: [Int] = []
	/// Where each string literal ends (just after its closing quote and `#`s); a literal the
	/// line leaves open ends at the line's end.
	private(set) var literalEnds: [Int] = []

	/// Scans `line` (without its newline).
	init(_ line: ArraySlice<UInt8>) {
		// Scanned in place: a copy of every line was most of what scanning cost.
		self = line.withUnsafeBufferPointer { SwiftLineScan(scanning: $0) }
	}

	/// Scans `line` (without its newline) where it lies.
	init(_ line: UnsafeBufferPointer<UInt8>) {
		self.init(scanning: line)
	}

	/// Scans `bytes`, a whole line: offsets count from its start.
	private init(scanning bytes: UnsafeBufferPointer<UInt8>) {
		codeEnd = bytes.count
		Self.walk(bytes, into: &self)
	}

	/// Reads `bytes` (a whole line, or the rest of one from a point in its code outside any
	/// literal) once, telling `sink` each mark, literal and comment in order: the one reading of a
	/// line's code that every scan shares.
	static func walk<Sink: SwiftLineScanSink>(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
		var index = 0
		// Interpolations nest: each entry counts the parentheses open inside one `\(`.
		var interpolations: [Int] = []
		// nil in code; the `#` count of the string being read otherwise.
		var string: Int?
		var stringReturns: [Int] = []  // the string each open interpolation returns to
		while index < bytes.count {
			let byte = bytes[index]
			if let hashes = string {
				if byte == UInt8(ascii: "\\") && Self.hashes(bytes, from: index + 1) >= hashes {
					let after = index + 1 + hashes
					if after < bytes.count && bytes[after] == UInt8(ascii: "(") {
						interpolations.append(0)
						stringReturns.append(hashes)
						string = nil
						index = after + 1
					} else {
						index = after + 1
					}
					continue
				}
				if byte == UInt8(ascii: "\"") && Self.hashes(bytes, from: index + 1) >= hashes {
					string = nil
					index += 1 + hashes
					if interpolations.isEmpty { sink.literalEnd(at: index) }
					continue
				}
				index += 1
				continue
			}
			switch byte {
			case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
				if interpolations.isEmpty { sink.commentStart(at: index) }
				return
			case UInt8(ascii: "#"), UInt8(ascii: "\""):
				let hashes = byte == UInt8(ascii: "#") ? Self.hashes(bytes, from: index) : 0
				let quote = index + hashes
				guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else {
					index += max(1, hashes)
					continue
				}
				if interpolations.isEmpty { sink.literalStart(at: index) }
				if Self.isTripleQuote(bytes, at: quote) {
					let closing = Self.closingTriple(bytes, from: quote + 3, hashes: hashes)
					if let closing {
						index = closing
						if interpolations.isEmpty { sink.literalEnd(at: index) }
					} else {
						sink.multilineStringOpened(hashes: hashes)
						if interpolations.isEmpty { sink.literalEnd(at: bytes.count) }
						return
					}
					continue
				}
				string = hashes
				index = quote + 1
			case UInt8(ascii: "("):
				if !interpolations.isEmpty { interpolations[interpolations.count - 1] += 1 } else { sink.mark(index, byte) }
				index += 1
			case UInt8(ascii: ")"):
				if let open = interpolations.last {
					if open == 0 {
						interpolations.removeLast()
						string = stringReturns.removeLast()
					} else {
						interpolations[interpolations.count - 1] -= 1
					}
				} else {
					sink.mark(index, byte)
				}
				index += 1
			case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","):
				if interpolations.isEmpty { sink.mark(index, byte) }
				index += 1
			default:
				index += 1
			}
		}
	}

	/// Whether `offset` is inside one of the line's string literals.
	func isInLiteral(_ offset: Int) -> Bool {
		// The last literal starting at or before `offset` (starts are in order): binary search.
		var low = 0
		var high = literalStarts.count
		while low < high {
			let middle = (low + high) / 2
			if literalStarts[middle] <= offset { low = middle + 1 } else { high = middle }
		}
		guard low > 0 else { return false }
		let end = low - 1 < literalEnds.count ? literalEnds[low - 1] : Int.max
		return offset < end
	}

	/// The `#` characters from `index` on.
	private static func hashes(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
		var count = 0
		while index + count < bytes.count && bytes[index + count] == UInt8(ascii: "#") { count += 1 }
		return count
	}

	private static func isTripleQuote(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
		index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
	}

	/// The offset just after a `"""` (and `hashes` `#`) on the same line, or nil.
	private static func closingTriple(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, hashes: Int) -> Int? {
		var index = start
		while index + 2 < bytes.count {
			if isTripleQuote(bytes, at: index) && Self.hashes(bytes, from: index + 3) >= hashes { return index + 3 + hashes }
			index += 1
		}
		return nil
	}

	/// Whether `line`, inside a multi-line string literal opened with `hashes` `#`, closes it.
	static func closesMultilineString(_ line: ArraySlice<UInt8>, hashes: Int) -> Bool {
		line.withUnsafeBufferPointer { closesMultilineString($0, hashes: hashes) }
	}

	/// Whether `line`, inside a multi-line string literal opened with `hashes` `#`, closes it.
	static func closesMultilineString(_ line: UnsafeBufferPointer<UInt8>, hashes: Int) -> Bool {
		var start = 0
		while start < line.count && (line[start] == UInt8(ascii: " ") || line[start] == UInt8(ascii: "\t")) { start += 1 }
		let bytes = UnsafeBufferPointer(rebasing: line[start...])
		return isTripleQuote(bytes, at: 0) && Self.hashes(bytes, from: 3) >= hashes
	}
}

/// What ``SwiftLineScan``'s one reading of a line reports, in the order met.
protocol SwiftLineScanSink {
	/// A bracket, brace, parenthesis or comma of the code at `offset` (not in an interpolation).
	mutating func mark(_ offset: Int, _ byte: UInt8)
	/// A string literal of the code starts at `offset`.
	mutating func literalStart(at offset: Int)
	/// A string literal of the code ends just before `offset`.
	mutating func literalEnd(at offset: Int)
	/// The line's trailing `//` comment starts at `offset`.
	mutating func commentStart(at offset: Int)
	/// The line opens a multi-line string literal with `hashes` `#` and leaves it open.
	mutating func multilineStringOpened(hashes: Int)
}

extension SwiftLineScan: SwiftLineScanSink {
	mutating func mark(_ offset: Int, _ byte: UInt8) { marks.append(Mark(offset: offset, byte: byte)) }
	mutating func literalStart(at offset: Int) { literalStarts.append(offset) }
	mutating func literalEnd(at offset: Int) { literalEnds.append(offset) }
	mutating func commentStart(at offset: Int) { codeEnd = offset }
	mutating func multilineStringOpened(hashes: Int) { opensMultilineString = hashes }
}
