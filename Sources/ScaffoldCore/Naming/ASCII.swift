/// Byte classes of ASCII, for the fast paths that read UTF-8 bytes instead of `Character`s.
///
/// Each is exactly the `Character` property of the same name for an ASCII byte (`isUpper` is
/// `isUppercase`, `isDigit` is `isNumber`), and false for every byte of a longer UTF-8 sequence.
enum ASCII {
	/// `A`–`Z`.
	static func isUpper(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }
	/// `a`–`z`.
	static func isLower(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "a") < 26 }
	/// `A`–`Z` or `a`–`z`.
	static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
	/// `0`–`9`.
	static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
