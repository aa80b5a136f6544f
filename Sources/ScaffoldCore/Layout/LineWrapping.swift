import ScaffoldBasics

/// Wraps lines longer than the style allows, in layouts swift-format's pretty printer keeps as
/// they are (it respects existing line breaks where it may break):
///
/// - a call, a parameter list or a collection literal: its widest bracket pair of the line is
///   spread out, one element per line one level deeper, the closing bracket back at the line's
///   level with the rest of the line after it;
/// - a type's header with its conformances: the conformances one level deeper, `{` on a line of
///   its own;
/// - a comment: its words refilled onto as many comment lines as they need.
///
/// A line that is still too long after this (a long string literal) is left as it is.
enum LineWrapping {
	/// `lines` with every line longer than `lineLength` wrapped where a layout above fits it.
	static func wrap(_ lines: [SwiftLayout.Line], limit lineLength: Int, style: CodeStyle) -> [SwiftLayout.Line] {
		// swift-format's printer reports some lines of exactly `lineLength` columns (it measures a
		// group with the break that follows it): a column to spare keeps clear of that.
		let limit = lineLength - 1
		// Most files have no line to wrap: they are returned as they are, without copying a line.
		var output: [SwiftLayout.Line]?
		// The brackets earlier lines left open: a line inside `(` or `[` lists elements.
		var open: [UInt8] = []
		// By index: a `for … in` would copy every line (and its scan) out of the array.
		for index in lines.indices {
			if output == nil {
				guard needsWrapping(lines[index], limit: limit, style: style) else {
					trackBrackets(of: lines[index], in: &open)
					continue
				}
				output = Array(lines[..<index])
				output!.reserveCapacity(lines.count + 8)
			}
			let inList = open.last.map { $0 != UInt8(ascii: "{") } ?? false
			append(lines[index], inList: inList, to: &output!, limit: limit, style: style, budget: 16)
			trackBrackets(of: lines[index], in: &open)
		}
		return output ?? lines
	}

	/// `line` wrapped as ``wrap(_:limit:style:)`` wraps it where the lines above it leave a `(`
	/// or `[` open (`inList`) or not: the line itself when it needs no wrapping.
	static func wrapped(_ line: SwiftLayout.Line, inList: Bool, lineLength: Int, style: CodeStyle) -> [SwiftLayout.Line] {
		var output: [SwiftLayout.Line] = []
		append(line, inList: inList, to: &output, limit: lineLength - 1, style: style, budget: 16)
		return output
	}

	/// Opens and closes, in `open`, the brackets of `line`'s code.
	private static func trackBrackets(of line: SwiftLayout.Line, in open: inout [UInt8]) {
		guard line.kind == .code, !line.text.hasBytes(prefix: "//"), line.text.utf8.first != UInt8(ascii: "#") else { return }
		if let scan = line.scan {
			track(scan.marks, in: &open)
		} else {
			track(SwiftLineScan(Array(line.text.utf8)[...]).marks, in: &open)
		}
	}

	/// Opens and closes, in `open`, the brackets `marks` hold.
	static func track(_ marks: [SwiftLineScan.Mark], in open: inout [UInt8]) {
		for mark in marks { follow(mark.byte, in: &open) }
	}

	/// Opens or closes, in `open`, the bracket `byte` (a comma or anything else leaves it as it
	/// is): how the brackets above a long line are followed, here from a line's marks and in
	/// ``OpenBrackets`` while ``DirectLayout`` reads the line.
	@inline(__always)
	static func follow(_ byte: UInt8, in open: inout [UInt8]) {
		switch byte {
		case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(byte)
		case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): _ = open.popLast()
		default: break
		}
	}

	/// Whether `line` is longer than `limit` and may be wrapped.
	private static func needsWrapping(_ line: SwiftLayout.Line, limit: Int, style: CodeStyle) -> Bool {
		// A line is never wider than its bytes: most lines are told apart without counting columns.
		line.kind == .code && line.wrappable && line.level * style.levelWidth + line.text.utf8.count > limit
			&& width(of: line, style: style) > limit
	}

	/// Appends `line`, wrapped as far as it needs and `budget` allows (each wrap spends one).
	private static func append(
		_ line: SwiftLayout.Line, inList: Bool, to output: inout [SwiftLayout.Line], limit: Int, style: CodeStyle, budget: Int
	) {
		guard budget > 0, needsWrapping(line, limit: limit, style: style),
			let pieces = pieces(of: line, inList: inList, limit: limit, style: style)
		else {
			output.append(line)
			return
		}
		// The first piece continues the line; the others are inside what it opened.
		for (index, piece) in pieces.enumerated() {
			append(piece, inList: index == 0 ? inList : piece.level > line.level || inList, to: &output, limit: limit, style: style, budget: budget - 1)
		}
	}

	/// The columns `line` takes in `style`.
	static func width(of line: SwiftLayout.Line, style: CodeStyle) -> Int {
		let indent = line.level * style.levelWidth
		// An ASCII line's bytes are its columns; any other is counted in Unicode scalars.
		return isASCII(line.text) ? indent + line.text.utf8.count : indent + line.text.unicodeScalars.count
	}

	/// Whether `text` is ASCII: its bytes are its characters and its columns.
	static func isASCII(_ text: String) -> Bool {
		// Over the contiguous bytes: the UTF-8 view's iterator cost more than the wrapping it guards.
		var text = text
		return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
	}

	/// `line` wrapped once, or nil when no layout above applies.
	private static func pieces(of line: SwiftLayout.Line, inList: Bool, limit: Int, style: CodeStyle) -> [SwiftLayout.Line]? {
		let bytes = Array(line.text.utf8)
		if bytes.hasBytes(prefix: "//") {
			return CommentFilling.fill(line, limit: limit, style: style)
		}
		let scan = SwiftLineScan(bytes[...])
		guard scan.codeEnd == bytes.count, scan.opensMultilineString == nil else { return nil }
		if inList, let pieces = OperandSplitting.atCommas(line, bytes, scan) {
			return pieces
		}
		// A statement with its block on the line (`guard … else { throw … }`): the block first.
		let statements = ["guard ", "if ", "} else ", "else ", "for ", "while "]
		if statements.contains(where: { line.text.hasPrefix($0) }), let pieces = ClosureSplitting.split(line, bytes, scan) {
			return pieces
		}
		if bytes.last != UInt8(ascii: "{"), let pieces = OperandSplitting.atOperators(line, bytes, scan) {
			return pieces
		}
		if let pair = widestPair(scan, bytes) {
			return spread(line, bytes, scan, pair, style: style)
		}
		return ClosureSplitting.split(line, bytes, scan) ?? conformances(line, bytes) ?? returnType(line, bytes, scan)
			?? StringSplitting.split(line, bytes, scan, limit: limit, style: style)
	}

	/// The bracket pair of the line, at its top level, to spread: the one with the most text
	/// inside (the last of equals).
	private static func widestPair(_ scan: SwiftLineScan, _ bytes: [UInt8]) -> (open: Int, close: Int)? {
		widestTopLevelPair(scan) { open, close in
			guard open.byte != UInt8(ascii: "{"), close.offset > open.offset + 1 else { return false }
			if open.byte == UInt8(ascii: "[") { return spreadableBracket(bytes, open: open.offset, close: close.offset) }
			// A parenthesised expression is not spread: swift-format keeps its contents together.
			return isCall(bytes, open: open.offset)
		}
	}

	/// The bracket pair at the line's top level (inside no other pair of the line) with the most
	/// text inside, the last of equals, among those `accept` takes.
	static func widestTopLevelPair(
		_ scan: SwiftLineScan, accept: (_ open: SwiftLineScan.Mark, _ close: SwiftLineScan.Mark) -> Bool
	) -> (open: Int, close: Int)? {
		var stack: [SwiftLineScan.Mark] = []
		var best: (open: Int, close: Int)?
		for mark in scan.marks {
			switch mark.byte {
			case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
				stack.append(mark)
			case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
				guard let open = stack.popLast(), stack.isEmpty, accept(open, mark) else { continue }
				if best == nil || mark.offset - open.offset >= best!.close - best!.open { best = (open.offset, mark.offset) }
			default:
				break
			}
		}
		return best
	}

	/// Whether a `[…]` pair is a collection literal worth spreading (not a subscript, and not the
	/// type of a declaration: `let a: [Int] = …`).
	private static func spreadableBracket(_ bytes: [UInt8], open: Int, close: Int) -> Bool {
		guard CollectionCommas.isLiteralBracket(bytes, at: open) else { return false }
		let rest = bytes[(close + 1)...].drop { $0 == UInt8(ascii: " ") }
		return !(rest.first == UInt8(ascii: "=") && rest.dropFirst().first == UInt8(ascii: " "))
	}

	/// Whether the `(` at `open` starts an argument or parameter list: it follows a name, a
	/// closing bracket, a generic argument list or an optional chain.
	private static func isCall(_ bytes: [UInt8], open: Int) -> Bool {
		guard open > 0 else { return false }
		let before = bytes[open - 1]
		if isIdentifierByte(before) {
			var start = open - 1
			while start > 0 && isIdentifierByte(bytes[start - 1]) { start -= 1 }
			let word = String(decoding: bytes[start..<open], as: UTF8.self)
			return !["if", "guard", "while", "return", "in", "try", "await", "switch", "case", "where"].contains(word)
		}
		// A tuple returned by a function: `-> (`.
		if before == UInt8(ascii: " ") && open >= 3 && bytes[(open - 3)..<open].elementsEqual("-> ".utf8) { return true }
		return [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(before)
	}

	/// The pair's elements one per line, between the line's head and its closing bracket.
	private static func spread(
		_ line: SwiftLayout.Line, _ bytes: [UInt8], _ scan: SwiftLineScan, _ pair: (open: Int, close: Int), style: CodeStyle
	) -> [SwiftLayout.Line] {
		var elements: [String] = []
		var start = pair.open + 1
		var depth = 0
		for mark in scan.marks where mark.offset > pair.open && mark.offset < pair.close {
			switch mark.byte {
			case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
			case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
			case UInt8(ascii: ","):
				if depth == 0 {
					elements.append(trimmed(bytes[start..<mark.offset]))
					start = mark.offset + 1
				}
			default: break
			}
		}
		let last = trimmed(bytes[start..<pair.close])
		if !last.isEmpty { elements.append(last) }
		let isCollection = bytes[pair.open] == UInt8(ascii: "[")
		var pieces = [SwiftLayout.Line(level: line.level, text: trimmed(bytes[...pair.open]))]
		for (index, element) in elements.enumerated() {
			let isLast = index == elements.count - 1
			let comma = !isLast || (isCollection && elements.count > 1 && style.multiElementCollectionTrailingCommas)
			pieces.append(SwiftLayout.Line(level: line.level + 1, text: element + (comma ? "," : "")))
		}
		pieces.append(SwiftLayout.Line(level: line.level, text: trimmed(bytes[pair.close...])))
		return pieces
	}

	/// `struct Name: A, B {` as the head, its conformances one level deeper, then `{`.
	private static func conformances(_ line: SwiftLayout.Line, _ bytes: [UInt8]) -> [SwiftLayout.Line]? {
		guard bytes.last == UInt8(ascii: "{") else { return nil }
		let words = line.text.split(separator: " ")
		let kinds: Set<Substring> = ["class", "struct", "actor", "enum", "protocol", "extension"]
		guard let kind = words.firstIndex(where: { kinds.contains($0) }), kind + 1 < words.count,
			let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon + 1 < bytes.count - 1
		else { return nil }
		let head = trimmed(bytes[...colon])
		let list = trimmed(bytes[(colon + 1)..<(bytes.count - 1)])
		guard !list.isEmpty else { return nil }
		return [
			SwiftLayout.Line(level: line.level, text: head),
			SwiftLayout.Line(level: line.level + 1, text: list),
			SwiftLayout.Line(level: line.level, text: "{"),
		]
	}

	/// `func name() -> Result {` with nothing to spread: the result on the next line one level
	/// deeper, then `{` on a line of its own, as swift-format breaks a signature.
	private static func returnType(_ line: SwiftLayout.Line, _ bytes: [UInt8], _ scan: SwiftLineScan) -> [SwiftLayout.Line]? {
		guard bytes.last == UInt8(ascii: "{"), line.text.contains("func ") || line.text.hasPrefix("init") else { return nil }
		let arrow = Array(" -> ".utf8)
		var depth = 0
		var marks = scan.marks.makeIterator()
		var next = marks.next()
		var index = 0
		while index + arrow.count < bytes.count {
			while let mark = next, mark.offset < index {
				switch mark.byte {
				case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
				case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
				default: break
				}
				next = marks.next()
			}
			if depth == 0 && bytes[index..<(index + arrow.count)].elementsEqual(arrow) {
				return [
					SwiftLayout.Line(level: line.level, text: trimmed(bytes[..<index])),
					SwiftLayout.Line(level: line.level + 1, text: trimmed(bytes[(index + 1)..<(bytes.count - 1)])),
					SwiftLayout.Line(level: line.level, text: "{"),
				]
			}
			index += 1
		}
		return nil
	}

	/// `bytes` without the spaces at either end, as a string.
	static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
		// By index: lazily reversed slices cost more than the rest of a wrap in a debug build.
		var start = bytes.startIndex
		var end = bytes.endIndex
		while start < end && bytes[start] == UInt8(ascii: " ") { start += 1 }
		while end > start && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
		return String(decoding: bytes[start..<end], as: UTF8.self)
	}
}

/// A comment line too long for the style, refilled word by word onto lines of the same prefix.
enum CommentFilling {
	static func fill(_ line: SwiftLayout.Line, limit: Int, style: CodeStyle) -> [SwiftLayout.Line]? {
		let text = line.text
		let prefix = text.hasPrefix("/// ") ? "/// " : text.hasPrefix("// ") ? "// " : nil
		guard let prefix else { return nil }
		let body = text.dropFirst(prefix.count)
		// Indented text in a doc comment is a code block: wrapping it would change it.
		guard !body.hasPrefix(" "), !body.hasPrefix("```") else { return nil }
		let room = limit - line.level * style.levelWidth - prefix.count
		// Characters counted as bytes in an ASCII comment (a line holds no newline), as they come
		// otherwise: counting the line so far again for every word made refilling quadratic.
		if LineWrapping.isASCII(text) {
			var body = body
			let lines = body.withUTF8 { ASCIIWordFill.lines($0, prefix: Array(prefix.utf8), room: room) }
			guard lines.count > 1 else { return nil }
			return lines.map { SwiftLayout.Line(level: line.level, text: $0) }
		}
		var lines: [String] = []
		var current = ""
		for word in body.split(separator: " ") {
			if !current.isEmpty && current.count + 1 + word.count > room {
				lines.append(current)
				current = ""
			}
			current += (current.isEmpty ? "" : " ") + word
		}
		if !current.isEmpty { lines.append(current) }
		guard lines.count > 1 else { return nil }
		return lines.map { SwiftLayout.Line(level: line.level, text: prefix + $0) }
	}
}
