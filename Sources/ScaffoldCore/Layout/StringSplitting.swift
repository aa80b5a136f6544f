import ScaffoldBasics

/// A string literal too long for any line, whose `.utf8` is taken (a JSON sample given to
/// `Data`) or which is a dictionary entry's value (a `Link` header): written as a parenthesised
/// sum of shorter literals, one per line, which is the same `String`. Only those are split:
/// elsewhere the literal may have to stay a literal (a test's name, a `Comment`, a `StaticString`).
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
