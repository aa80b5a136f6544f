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
		let isPlain = needle.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }
		let found = isPlain ? text.utf8.withContiguousStorageIfAvailable { bytes in byteSearch(bytes, needle) } : nil
		return (found ?? nil) ?? containsCharacters(text, needle)
	}

	/// `text.contains(needle)` as this module spells it (the standard library's, by `Character`s;
	/// Foundation's differs on `\r\n` and on an empty needle): the general path.
	package static func containsCharacters(_ text: String, _ needle: String) -> Bool {
		text.contains(needle)
	}

	/// Whether `bytes` hold `needle`'s bytes in a row; `nil` when `bytes` are not all ASCII.
	private static func byteSearch(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: String) -> Bool? {
		guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
		let pattern = Array(needle.utf8)
		guard !pattern.isEmpty else { return true }
		guard pattern.count <= bytes.count else { return false }
		for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
			var matched = 1
			while matched < pattern.count && bytes[start + matched] == pattern[matched] { matched += 1 }
			if matched == pattern.count { return true }
		}
		return false
	}
}
