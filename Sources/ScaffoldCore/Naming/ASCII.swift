/// Byte classes of ASCII, for the fast paths that read UTF-8 bytes instead of `Character`s.
///
/// Each is exactly the `Character` property of the same name for an ASCII byte (`isUpper` is
/// `isUppercase`, `isDigit` is `isNumber`), and false for every byte of a longer UTF-8 sequence.
package enum ASCII {
	/// `A`–`Z`.
	static func isUpper(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }
	/// `a`–`z`.
	static func isLower(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "a") < 26 }
	/// `A`–`Z` or `a`–`z`.
	static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
	/// `0`–`9`.
	static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

	/// `text.contains(needle)`, on bytes when both are ASCII and `needle` has no line break.
	///
	/// `String.contains` compares `Character`s, a costly walk for the context's short checks
	/// (`"parser."` in a conversion); for such text every byte of a match is one `Character`
	/// (only `\r\n` pairs two bytes), so the answers are the same.
	package static func contains(_ text: String, _ needle: String) -> Bool {
		guard isPlain(needle), let found = byteMatches(of: needle, in: text, first: true) else { return containsCharacters(text, needle) }
		return found.first != nil
	}

	/// `text.contains(needle)` as this module spells it (the standard library's, by `Character`s;
	/// Foundation's differs on `\r\n` and on an empty needle): the general path.
	package static func containsCharacters(_ text: String, _ needle: String) -> Bool {
		text.contains(needle)
	}

	/// `text.firstRange(of: needle)`, on bytes under ``contains(_:_:)``'s conditions.
	///
	/// The standard library's `firstRange(of:)` and `ranges(of:)` (`_StringProcessing`) cost tens of
	/// thousands of instructions a call; a stored-shape file's every line asks one or two of them.
	package static func firstRange(of needle: String, in text: String) -> Range<String.Index>? {
		guard isPlain(needle), !needle.isEmpty, let offsets = byteMatches(of: needle, in: text, first: true) else {
			return text.firstRange(of: needle)
		}
		return offsets.first.map { range(at: $0, length: needle.utf8.count, in: text) }
	}

	/// `text.ranges(of: needle).last`, on bytes under ``contains(_:_:)``'s conditions: the last of the
	/// matches found from the start without overlapping one another (not always the last place
	/// `needle` starts, when it overlaps itself).
	package static func lastRange(of needle: String, in text: String) -> Range<String.Index>? {
		guard isPlain(needle), !needle.isEmpty, let offsets = byteMatches(of: needle, in: text, first: false) else {
			return text.ranges(of: needle).last
		}
		return offsets.last.map { range(at: $0, length: needle.utf8.count, in: text) }
	}

	/// Whether `needle` is ASCII without a line break: each of its bytes is a `Character` of
	/// any ASCII text it is found in.
	private static func isPlain(_ needle: String) -> Bool {
		needle.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }
	}

	/// ``matches(of:in:first:)`` over `text`'s bytes; nil when they are not contiguous or not ASCII.
	private static func byteMatches(of needle: String, in text: String, first: Bool) -> (first: Int?, last: Int?)? {
		text.utf8.withContiguousStorageIfAvailable { matches(of: needle, in: $0, first: first) } ?? nil
	}

	/// The range of `length` bytes at byte `offset` of `text`.
	private static func range(at offset: Int, length: Int, in text: String) -> Range<String.Index> {
		let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
		return start..<text.utf8.index(start, offsetBy: length)
	}

	/// Where the first and the last of `needle`'s matches in `bytes` start, found from the start
	/// without overlapping (as `ranges(of:)` finds them), only the first with `first`; `nil` when
	/// `bytes` are not all ASCII. An empty needle is found at the start.
	private static func matches(of needle: String, in bytes: UnsafeBufferPointer<UInt8>, first: Bool) -> (first: Int?, last: Int?)? {
		guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
		let pattern = Array(needle.utf8)
		guard !pattern.isEmpty else { return (0, 0) }
		var found: (first: Int?, last: Int?) = (nil, nil)
		var start = 0
		while start + pattern.count <= bytes.count {
			var matched = 0
			while matched < pattern.count && bytes[start + matched] == pattern[matched] { matched += 1 }
			guard matched == pattern.count else {
				start += 1
				continue
			}
			if found.first == nil { found.first = start }
			found.last = start
			if first { break }
			start += pattern.count
		}
		return found
	}
}
