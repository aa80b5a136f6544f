import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

// The record's file: line-based, so that it is cheap to read and easy to look at, and closed
// by a digest of everything before it, so that a torn or edited file is simply not a record.
//
//   scaffold unchanged-run record 1
//   key <64 hex digits>
//   paths <count>
//   <64 hex digits> <e (a plan entry) or i (only inspected)> <path>
//   …
//   text <byte count>
//   <the listing, exactly that many bytes>
//   check <64 hex digits: SHA-256 of every byte above this line>

extension UnchangedRunRecord {
	/// The first line of every record file.
	static let header = "scaffold unchanged-run record 1"

	/// The record's file; `nil` when a path cannot be written on one line.
	package func serialized() -> [UInt8]? {
		// Written into one buffer sized up front: `check` records tens of thousands of paths, and
		// an array per piece of each line was most of the cost.
		var bytes: [UInt8] = []
		bytes.reserveCapacity(160 + text.utf8.count + paths.reduce(0) { $0 + 68 + $1.path.utf8.count })
		bytes += (Self.header + "\nkey ").utf8
		Self.appendHexDigits(key, to: &bytes)
		bytes += "\npaths \(paths.count)\n".utf8
		for inspected in paths {
			if inspected.path.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) { return nil }
			Self.appendHexDigits(inspected.fingerprint, to: &bytes)
			bytes += (inspected.isPlanEntry ? " e " : " i ").utf8
			bytes += inspected.path.utf8
			bytes.append(UInt8(ascii: "\n"))
		}
		bytes += "text \(text.utf8.count)\n".utf8
		bytes += text.utf8
		bytes += "\ncheck ".utf8
		Self.appendHexDigits(SHA256.digest(bytes[..<(bytes.count - "check ".utf8.count)]), to: &bytes)
		bytes.append(UInt8(ascii: "\n"))
		return bytes
	}

	/// The record in `bytes`; `nil` unless they are exactly what ``serialized()`` writes.
	package static func parse(_ bytes: [UInt8]) -> UnchangedRunRecord? {
		var reader = LineReader(bytes: bytes)
		guard reader.line().map(Array.init) == Array(header.utf8),
			let keyLine = reader.line(), let key = field("key ", keyLine).flatMap(digest),
			let countLine = reader.line(), let count = field("paths ", countLine).flatMap(number)
		else { return nil }
		var paths: [InspectedPath] = []
		for _ in 0..<count {
			guard let slice = reader.line(), slice.count > 67 else { return nil }
			let line = Array(slice)
			guard line[64] == UInt8(ascii: " "), line[66] == UInt8(ascii: " "), let fingerprint = digest(line[0..<64]) else { return nil }
			let kind = line[65]
			guard kind == UInt8(ascii: "e") || kind == UInt8(ascii: "i") else { return nil }
			paths.append(InspectedPath(path: String(decoding: line[67...], as: UTF8.self), fingerprint: fingerprint, isPlanEntry: kind == UInt8(ascii: "e")))
		}
		guard let textLine = reader.line(), let length = field("text ", textLine).flatMap(number),
			let text = reader.take(length), reader.take(1)?.first == UInt8(ascii: "\n")
		else { return nil }
		let checked = reader.offset
		guard let checkLine = reader.line(), let check = field("check ", checkLine).flatMap(digest), reader.isAtEnd,
			bytes.last == UInt8(ascii: "\n"), check == SHA256.digest(bytes[0..<checked])
		else { return nil }
		return UnchangedRunRecord(key: key, paths: paths, text: String(decoding: text, as: UTF8.self))
	}

	/// Appends `bytes` as lower-case hexadecimal digits.
	private static func appendHexDigits(_ bytes: [UInt8], to text: inout [UInt8]) {
		let digits: StaticString = "0123456789abcdef"
		digits.withUTF8Buffer { digits in
			for byte in bytes {
				text.append(digits[Int(byte >> 4)])
				text.append(digits[Int(byte & 0x0F)])
			}
		}
	}

	/// The line after `prefix`, when it starts with it.
	private static func field(_ prefix: String, _ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
		let prefix = Array(prefix.utf8)
		guard line.starts(with: prefix) else { return nil }
		return line.dropFirst(prefix.count)
	}

	/// 32 bytes from 64 lower-case hexadecimal digits.
	private static func digest(_ text: ArraySlice<UInt8>) -> [UInt8]? {
		guard text.count == 64 else { return nil }
		var bytes: [UInt8] = []
		bytes.reserveCapacity(32)
		var index = text.startIndex
		while index < text.endIndex {
			guard let high = nibble(text[index]), let low = nibble(text[index + 1]) else { return nil }
			bytes.append(high << 4 | low)
			index += 2
		}
		return bytes
	}

	private static func nibble(_ digit: UInt8) -> UInt8? {
		switch digit {
		case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
		case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
		default: nil
		}
	}

	/// A decimal number without sign or leading zero, of at most nine digits.
	private static func number(_ text: ArraySlice<UInt8>) -> Int? {
		guard !text.isEmpty, text.count <= 9, text.count == 1 || text.first != UInt8(ascii: "0") else { return nil }
		var value = 0
		for digit in text {
			guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
			value = value * 10 + Int(digit - UInt8(ascii: "0"))
		}
		return value
	}
}

/// Lines and runs of bytes, front to back.
private struct LineReader {
	let bytes: [UInt8]
	private(set) var offset = 0

	init(bytes: [UInt8]) {
		self.bytes = bytes
	}

	var isAtEnd: Bool { offset == bytes.count }

	/// The next line without its `\n`; `nil` at the end or when the last line is not ended.
	mutating func line() -> ArraySlice<UInt8>? {
		guard let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
		defer { offset = end + 1 }
		return bytes[offset..<end]
	}

	/// The next `count` bytes; `nil` when fewer are left.
	mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
		guard count <= bytes.count - offset else { return nil }
		defer { offset += count }
		return bytes[offset..<offset + count]
	}
}
