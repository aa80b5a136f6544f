import ScaffoldBasics

/// The two ways a long line breaks without spreading a bracket pair:
///
/// - a line inside a bracket pair an earlier line opened, holding several of its elements
///   (`a: 1, b: f(x), c: 3)`): one element per line, at the line's level;
/// - a comparison or a chain of `&&`, `||`, `??` at the line's top level: a new line, one level
///   deeper, before each operator, as swift-format breaks binary expressions.
enum OperandSplitting {
	/// The line's elements one per line, when it has commas outside its own bracket pairs.
	static func atCommas(_ line: SwiftLayout.Line, _ bytes: [UInt8], _ scan: SwiftLineScan) -> [SwiftLayout.Line]? {
		var cuts: [Int] = []
		var depth = 0
		for mark in scan.marks {
			switch mark.byte {
			case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
			case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
				// A closer of an earlier line's pair ends the elements: what follows is not one.
				if depth == 0 { return pieces(line, bytes, cuts: cuts) }
				depth -= 1
			case UInt8(ascii: ","):
				if depth == 0 { cuts.append(mark.offset) }
			default: break
			}
		}
		return pieces(line, bytes, cuts: cuts)
	}

	private static func pieces(_ line: SwiftLayout.Line, _ bytes: [UInt8], cuts: [Int]) -> [SwiftLayout.Line]? {
		// A comma that ends the line separates it from the next line, not two of its elements.
		let cuts = cuts.filter { !LineWrapping.trimmed(bytes[($0 + 1)...]).isEmpty }
		guard !cuts.isEmpty else { return nil }
		var result: [SwiftLayout.Line] = []
		var start = 0
		for cut in cuts {
			result.append(SwiftLayout.Line(level: line.level, text: LineWrapping.trimmed(bytes[start...cut])))
			start = cut + 1
		}
		result.append(SwiftLayout.Line(level: line.level, text: LineWrapping.trimmed(bytes[start...])))
		return result
	}

	/// The operators a line breaks before.
	private static let operators: [[UInt8]] = [" == ", " != ", " && ", " || ", " ?? "].map { Array($0.utf8) }

	/// The line broken before each top-level operator, when it has some.
	static func atOperators(_ line: SwiftLayout.Line, _ bytes: [UInt8], _ scan: SwiftLineScan) -> [SwiftLayout.Line]? {
		// Offsets of code at the line's top level: outside bracket pairs and string literals.
		var topLevel = [Bool](repeating: false, count: bytes.count)
		var depth = 0
		var last = 0
		var inString = false
		for mark in scan.marks {
			for offset in last..<mark.offset where depth == 0 { topLevel[offset] = true }
			switch mark.byte {
			case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
			case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
			default: break
			}
			last = mark.offset + 1
		}
		for offset in last..<bytes.count where depth == 0 { topLevel[offset] = true }
		// String literals hold no marks, so blank out their bytes by quotes at the top level.
		for offset in bytes.indices where topLevel[offset] {
			if bytes[offset] == UInt8(ascii: "\""), offset == 0 || bytes[offset - 1] != UInt8(ascii: "\\") { inString.toggle() }
			if inString { topLevel[offset] = false }
		}
		var cuts: [Int] = []
		var offset = 0
		while offset < bytes.count {
			// Every operator starts with a space at the top level: most offsets are told apart by it.
			if bytes[offset] == UInt8(ascii: " "), topLevel[offset], let found = operators.first(where: { matches($0, bytes, at: offset, topLevel) }) {
				cuts.append(offset)
				offset += found.count
			} else {
				offset += 1
			}
		}
		guard !cuts.isEmpty, cuts.first! > 0 else { return nil }
		var result = [SwiftLayout.Line(level: line.level, text: LineWrapping.trimmed(bytes[..<cuts[0]]))]
		for (index, cut) in cuts.enumerated() {
			let end = index + 1 < cuts.count ? cuts[index + 1] : bytes.count
			result.append(SwiftLayout.Line(level: line.level + 1, text: LineWrapping.trimmed(bytes[cut..<end])))
		}
		return result
	}

	private static func matches(_ pattern: [UInt8], _ bytes: [UInt8], at offset: Int, _ topLevel: [Bool]) -> Bool {
		guard offset + pattern.count <= bytes.count else { return false }
		for index in 0..<pattern.count where bytes[offset + index] != pattern[index] || !topLevel[offset + index] { return false }
		return true
	}
}
