import ScaffoldBasics

/// A string literal too long for any line, whose `.utf8` is taken (a JSON sample given to
/// `Data`) or which is a dictionary entry's value (a `Link` header): written over several lines as
/// the same `String`. Only those are split: elsewhere the literal may have to stay a literal (a
/// test's name, a `Comment`, a `StaticString`).
///
/// A literal that starts its line and whose `.utf8` is taken becomes a multi-line literal whose
/// lines end in `\` (no newline between them), as swift-format lays one out; any other, a
/// parenthesised sum of shorter literals. The type checker solves a sum's `+` overloads together:
/// a JSON sample of 180 terms took 5.5 s to type-check (its multi-line literal 0.08 s), and a
/// generated test module with four of them 22 s.
enum StringSplitting {
	static func split(
		_ line: SwiftLayout.Line, _ bytes: [UInt8], _ scan: SwiftLineScan, limit: Int, style: CodeStyle
	) -> [SwiftLayout.Line]? {
		for (start, end) in zip(scan.literalStarts, scan.literalEnds) {
			// A plain "…" literal (no raw delimiters, no interpolation) followed by `.utf8`, or the
			// value of a dictionary entry with a string key (`"Link": "…"`).
			let takesUTF8 = end < bytes.count && bytes[end...].starts(with: ".utf8".utf8)
			let isEntryValue = start >= 3 && bytes[(start - 3)..<start].elementsEqual("\": ".utf8)
			guard bytes[start] == UInt8(ascii: "\""), takesUTF8 || isEntryValue, end - start > 2,
				!bytes[start..<end].elementsEqual("\"\"\"".utf8)
			else { continue }
			let content = Array(bytes[(start + 1)..<(end - 1)])
			guard !containsInterpolation(content) else { continue }
			if takesUTF8 && start == 0, let lines = multilineLiteral(line, bytes, content: content, end: end, limit: limit, style: style) {
				return lines
			}
			let room = limit - (line.level + 1) * style.levelWidth - "+ \"\"".count - ").utf8".count - 2
			let chunks = chunked(content, room: max(20, room))
			guard chunks.count > 1 else { continue }
			let tail = ")" + String(decoding: bytes[end...], as: UTF8.self)
			if isEntryValue {
				// swift-format puts an entry's long value below its key, the sum's terms one level deeper.
				var pieces = [
					SwiftLayout.Line(level: line.level, text: LineWrapping.trimmed(bytes[..<(start - 1)])),
					SwiftLayout.Line(level: line.level + 1, text: "(\"" + chunks[0] + "\""),
				]
				for (index, chunk) in chunks.enumerated().dropFirst() {
					pieces.append(SwiftLayout.Line(level: line.level + 1, text: "+ \"" + chunk + "\"" + (index == chunks.count - 1 ? tail : "")))
				}
				return pieces
			}
			let head = String(decoding: bytes[..<start], as: UTF8.self)
			var pieces = [SwiftLayout.Line(level: line.level, text: head + "(\"" + chunks[0] + "\"")]
			for (index, chunk) in chunks.enumerated().dropFirst() {
				pieces.append(SwiftLayout.Line(level: line.level + 1, text: "+ \"" + chunk + "\"" + (index == chunks.count - 1 ? tail : "")))
			}
			return pieces
		}
		return nil
	}

	/// The literal that is `line`'s first token, `content` between its quotes, as a multi-line
	/// literal at the line's level: `"""`, the content in lines that end in `\` (each joined to the
	/// next without a newline), then `"""` with the rest of the line. Its quotes are written
	/// unescaped (the JSON reads as JSON) unless that would make a `"""`. Nil when it needs no
	/// second line.
	private static func multilineLiteral(
		_ line: SwiftLayout.Line, _ bytes: [UInt8], content: [UInt8], end: Int, limit: Int, style: CodeStyle
	) -> [SwiftLayout.Line]? {
		let unescaped = unescapingQuotes(content)
		let text = unescaped.firstRange(of: Array("\"\"\"".utf8)) == nil ? unescaped : content
		// A line's content and the `\` that joins it to the next.
		let chunks = chunked(text, room: max(20, limit - line.level * style.levelWidth - 1))
		guard chunks.count > 1 else { return nil }
		// Never wrapped again: the lines are a string's contents, not code.
		var lines = [SwiftLayout.Line(level: line.level, text: "\"\"\"", wrappable: false)]
		for (index, chunk) in chunks.enumerated() {
			lines.append(SwiftLayout.Line(level: line.level, text: index == chunks.count - 1 ? chunk : chunk + "\\", wrappable: false))
		}
		lines.append(SwiftLayout.Line(level: line.level, text: "\"\"\"" + String(decoding: bytes[end...], as: UTF8.self), wrappable: false))
		return lines
	}

	/// `content` (a literal's bytes between its quotes) with each `\"` written as `"`; every other
	/// escape as it is.
	private static func unescapingQuotes(_ content: [UInt8]) -> [UInt8] {
		var output: [UInt8] = []
		output.reserveCapacity(content.count)
		var index = 0
		while index < content.count {
			if content[index] == UInt8(ascii: "\\") && index + 1 < content.count {
				if content[index + 1] != UInt8(ascii: "\"") { output.append(content[index]) }
				output.append(content[index + 1])
				index += 2
			} else {
				output.append(content[index])
				index += 1
			}
		}
		return output
	}

	private static func containsInterpolation(_ content: [UInt8]) -> Bool {
		var index = 0
		while index + 1 < content.count {
			if content[index] == UInt8(ascii: "\\") {
				if content[index + 1] == UInt8(ascii: "(") { return true }
				index += 2
			} else {
				index += 1
			}
		}
		return false
	}

	/// `content` cut into pieces of at most `room` bytes, after a space where one is near, never
	/// inside an escape (`\"`, `\u{…}`) or a character.
	private static func chunked(_ content: [UInt8], room: Int) -> [String] {
		// Offsets where a cut may go: not inside an escape sequence or a UTF-8 sequence.
		var cuts: [Int] = []
		var index = 0
		while index < content.count {
			cuts.append(index)
			if content[index] == UInt8(ascii: "\\") {
				if index + 1 < content.count && content[index + 1] == UInt8(ascii: "u"),
					let close = content[index...].firstIndex(of: UInt8(ascii: "}"))
				{
					index = close + 1
				} else {
					index += 2
				}
			} else {
				index += 1
				while index < content.count && content[index] & 0xC0 == 0x80 { index += 1 }
			}
		}
		// One pass over the cut points: each chunk ends at the last one within `room`, after a
		// space when there is one in its second half.
		var chunks: [String] = []
		var start = 0
		var next = 0
		while content.count - start > room {
			var last: Int?
			var afterSpace: Int?
			while next < cuts.count && cuts[next] - start <= room {
				let cut = cuts[next]
				if cut > start {
					last = cut
					if cut - start > room / 2 && content[cut - 1] == UInt8(ascii: " ") { afterSpace = cut }
				}
				next += 1
			}
			guard let end = afterSpace ?? last else { break }
			chunks.append(String(decoding: content[start..<end], as: UTF8.self))
			start = end
			// Cut points between the chosen end and the scan's position are looked at again.
			while next > 0 && cuts[next - 1] > start { next -= 1 }
		}
		chunks.append(String(decoding: content[start...], as: UTF8.self))
		return chunks
	}
}
