import ScaffoldBasics

/// A closure written on one line (`map { (value) in try f(value) }`) that makes its line too
/// long: its body goes on lines of its own, one level deeper, after `in` (or after `{` when it
/// names no parameters), and `}` goes back to the line's level with the rest of the line.
enum ClosureSplitting {
	static func split(_ line: SwiftLayout.Line, _ bytes: [UInt8], _ scan: SwiftLineScan) -> [SwiftLayout.Line]? {
		// The widest `{ … }` pair at the line's top level.
		let braces = LineWrapping.widestTopLevelPair(scan) { open, close in
			open.byte == UInt8(ascii: "{") && close.byte == UInt8(ascii: "}")
		}
		guard let pair = braces else { return nil }
		let head = signatureEnd(bytes, scan, pair) ?? pair.open + 1
		let body = LineWrapping.trimmed(bytes[head..<pair.close])
		guard !body.isEmpty else { return nil }
		return [
			SwiftLayout.Line(level: line.level, text: LineWrapping.trimmed(bytes[..<head])),
			SwiftLayout.Line(level: line.level + 1, text: body),
			SwiftLayout.Line(level: line.level, text: LineWrapping.trimmed(bytes[pair.close...])),
		]
	}

	/// Just after the closure's ` in`, when its signature ends with one outside nested pairs.
	private static func signatureEnd(_ bytes: [UInt8], _ scan: SwiftLineScan, _ pair: (open: Int, close: Int)) -> Int? {
		// Offsets inside nested pairs of the closure are not its signature.
		var nested: [Range<Int>] = []
		var stack: [Int] = []
		for mark in scan.marks where mark.offset > pair.open && mark.offset < pair.close {
			switch mark.byte {
			case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): stack.append(mark.offset)
			case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
				if let open = stack.popLast(), stack.isEmpty { nested.append(open..<(mark.offset + 1)) }
			default: break
			}
		}
		var isNested = [Bool](repeating: false, count: bytes.count)
		for range in nested { for offset in range { isNested[offset] = true } }
		let word = Array(" in ".utf8)
		var offset = pair.open + 1
		while offset + word.count <= pair.close {
			if !isNested[offset] && bytes[offset..<(offset + word.count)].elementsEqual(word) {
				return offset + word.count - 1
			}
			// A string literal at the closure's top level ends the search: ` in ` inside it is text.
			if bytes[offset] == UInt8(ascii: "\"") && !isNested[offset] { return nil }
			offset += 1
		}
		return nil
	}
}
