import ScaffoldBasics

/// Decimal integer literals of seven digits or more, grouped by three with `_` (`1_509_821_326`),
/// as swift-format's `GroupNumericLiterals` rule asks. Samples from a spec (timestamps, large
/// counts) reach generated tests as plain digits.
enum NumberGrouping {
	static let minimumDigits = 7

	static func apply(to lines: inout [SwiftLayout.Line]) {
		for index in lines.indices where lines[index].kind == .code && !lines[index].text.hasBytes(prefix: "//") {
			// Cheap test first: most lines have no run of seven digits.
			guard hasLongDigitRun(lines[index].text) else { continue }
			lines[index].text = grouped(Array(lines[index].text.utf8))
		}
	}

	private static func hasLongDigitRun(_ text: String) -> Bool {
		// In place: iterating the string's UTF-8 view byte by byte cost more than the test.
		var text = text
		return text.withUTF8 { bytes in
			var run = 0
			for byte in bytes {
				run = isDigit(byte) ? run + 1 : 0
				if run >= minimumDigits { return true }
			}
			return false
		}
	}

	/// `bytes` (a line of code) with its decimal literals of ``minimumDigits`` or more grouped.
	static func grouped(_ bytes: [UInt8]) -> String {
		let scan = SwiftLineScan(bytes[...])
		var output: [UInt8] = []
		var index = 0
		while index < bytes.count {
			let startsNumber = isDigit(bytes[index]) && index < scan.codeEnd
				&& (index == 0 || !(isIdentifierByte(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: ".")))
				&& !scan.isInLiteral(index)
			guard startsNumber else {
				output.append(bytes[index])
				index += 1
				continue
			}
			var end = index
			while end < bytes.count && isDigit(bytes[end]) { end += 1 }
			let run = bytes[index..<end]
			// Followed by a letter or `_`, it is not a plain decimal literal (`0x…` starts with 0x).
			let plain = end == bytes.count || !isIdentifierByte(bytes[end])
			if plain && run.count >= minimumDigits {
				for (offset, digit) in run.enumerated() {
					if offset > 0 && (run.count - offset) % 3 == 0 { output.append(UInt8(ascii: "_")) }
					output.append(digit)
				}
			} else {
				output.append(contentsOf: run)
			}
			index = end
		}
		return String(decoding: output, as: UTF8.self)
	}

	private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
