import ScaffoldBasics

/// The trailing comma of collection literals that templates spread over several lines: added or
/// removed as the style's `multiElementCollectionTrailingCommas` says, the way swift-format's
/// rule of that name does.
enum CollectionCommas {
	/// Sets the last element's comma of every multi-line collection literal in `lines`.
	static func apply(to lines: inout [SwiftLayout.Line], trailing: Bool) {
		// One frame per bracket left open at the end of a line: whether it is a collection
		// literal, and the last line of code seen inside it.
		var frames: [(isCollection: Bool, lastLine: Int?, lines: Int)] = []
		for index in lines.indices where lines[index].kind == .code {
			let text = lines[index].text.utf8
			if lines[index].text.hasBytes(prefix: "//") || lines[index].text.hasBytes(prefix: "#") { continue }
			let scan = lines[index].scan ?? SwiftLineScan(Array(text)[...])
			// Most lines open and close nothing, outside any literal spread over lines.
			if frames.isEmpty && scan.marks.isEmpty { continue }
			let bytes = Array(text)
			var open: [(byte: UInt8, isCollection: Bool)] = []
			for mark in scan.marks {
				switch mark.byte {
				case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
					open.append((mark.byte, mark.byte == UInt8(ascii: "[") && isLiteralBracket(bytes, at: mark.offset)))
				case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
					if open.popLast() == nil, let frame = frames.popLast() {
						// Closes a bracket of an earlier line: the frame's last element is final.
						// swift-format wants no comma after a literal's only element.
						if frame.isCollection, mark.byte == UInt8(ascii: "]"), let last = frame.lastLine {
							setComma(on: &lines[last], trailing && frame.lines > 1)
						}
					}
				default:
					break
				}
			}
			if !frames.isEmpty, !bytes.hasBytes(prefix: "]"), !bytes.hasBytes(prefix: ")"), !bytes.hasBytes(prefix: "}") {
				frames[frames.count - 1].lastLine = index
				// A line may hold several elements: count the commas between them too.
				frames[frames.count - 1].lines += 1 + innerCommas(scan)
			} else if !frames.isEmpty {
				frames[frames.count - 1].lastLine = index
			}
			for bracket in open { frames.append((bracket.isCollection, nil, 0)) }
		}
	}

	/// The commas of a line at its own top level, but for one that ends it.
	static func innerCommas(_ scan: SwiftLineScan) -> Int {
		var depth = 0
		var count = 0
		for mark in scan.marks {
			switch mark.byte {
			case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
			case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
			case UInt8(ascii: ","): if depth == 0 && mark.offset != scan.codeEnd - 1 { count += 1 }
			default: break
			}
		}
		return count
	}

	/// The words after which a `[` opens a literal: `return [`, `in [`, `try [`, `await [`, `throw [`.
	private static let literalKeywords: [StaticString] = ["return", "in", "try", "await", "throw"]

	/// Whether the `[` at `offset` opens a collection literal rather than a subscript or a type.
	static func isLiteralBracket<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at offset: Int) -> Bool where Bytes.Index == Int {
		var index = offset - 1
		while index >= 0 && bytes[index] == UInt8(ascii: " ") { index -= 1 }
		guard index >= 0 else { return true }
		let byte = bytes[index]
		if isIdentifierByte(byte) {
			// `return [`, `in [`, `try [`, `await [` open literals; `name[` is a subscript.
			guard index < offset - 1 else { return false }
			var start = index
			while start > 0 && isIdentifierByte(bytes[start - 1]) { start -= 1 }
			// Compared in place: the layout asks this of every `[` of every file.
			return literalKeywords.contains { word in
				word.utf8CodeUnitCount == index + 1 - start
					&& (0..<word.utf8CodeUnitCount).allSatisfy { bytes[start + $0] == word.utf8Start[$0] }
			}
		}
		switch byte {
		case UInt8(ascii: "="), UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"): return true
		default: return false
		}
	}

	/// Adds or removes the comma at the end of `line`'s code.
	private static func setComma(on line: inout SwiftLayout.Line, _ trailing: Bool) {
		let bytes = Array(line.text.utf8)
		let scan = SwiftLineScan(bytes[...])
		guard scan.codeEnd == bytes.count else { return }  // a trailing comment: left as written
		let hasComma = bytes.last == UInt8(ascii: ",")
		if trailing && !hasComma {
			line.text += ","
		} else if !trailing && hasComma {
			line.text.removeLast()
		}
	}
}
