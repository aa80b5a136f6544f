extension Name.Word {
	/// ``capitalized`` for an all-ASCII stem, on its UTF-8 bytes; `nil` for any other stem.
	///
	/// Exactly ``capitalizedCharacters`` there: ASCII upper-casing changes `a`–`z` alone, one
	/// byte each, and an ASCII stem's first `Character` is its first byte (or a `\r\n` pair,
	/// which upper-casing leaves alone either way).
	package var capitalizedASCII: String? {
		let capitalized = stem.utf8.withContiguousStorageIfAvailable { bytes -> String? in
			guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
			let upperCount = isAcronym ? bytes.count : min(1, bytes.count)
			return String(unsafeUninitializedCapacity: bytes.count) { buffer in
				for (offset, byte) in bytes.enumerated() {
					buffer[offset] = offset < upperCount && ASCII.isLower(byte) ? byte - 0x20 : byte
				}
				return bytes.count
			}
		}
		guard let capitalized, let capitalized else { return nil }
		return suffix.isEmpty ? capitalized : capitalized + suffix
	}
}
