extension Name {
	/// ``split(_:)`` for all-ASCII text, on its UTF-8 bytes; `nil` for any other text.
	///
	/// Gives exactly the words of ``splitCharacters(_:)``: for ASCII, a letter is `A`–`Z` or
	/// `a`–`z`, a number is `0`–`9`, and every byte is one `Character` (a `\r\n` pair is one
	/// `Character`, but both halves are separators either way). Splitting is the context
	/// layer's most frequent call, and `Character` properties cost a Unicode table lookup each.
	package static func splitASCII(_ text: String) -> [Word]? {
		if let words = text.utf8.withContiguousStorageIfAvailable(asciiWords) { return words }
		return Array(text.utf8).withUnsafeBufferPointer(asciiWords)
	}

	private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [Word]? {
		var hasLowercase = false
		for byte in bytes {
			if byte >= 0x80 { return nil }
			if ASCII.isLower(byte) { hasLowercase = true }
		}
		var words: [Word] = []
		var start: Int?
		for index in bytes.indices {
			let byte = bytes[index]
			guard ASCII.isLetter(byte) || ASCII.isDigit(byte) else {
				if let first = start { words.append(word(bytes, first..<index, allowAcronyms: hasLowercase)) }
				start = nil
				continue
			}
			guard let first = start else {
				start = index
				continue
			}
			// The token is not empty, so the byte before this one is its last.
			guard ASCII.isUpper(byte) else { continue }
			let previous = bytes[index - 1]
			if ASCII.isLower(previous) || ASCII.isDigit(previous)
				|| (ASCII.isUpper(previous) && index + 1 < bytes.count && ASCII.isLower(bytes[index + 1])
					&& !isLonePluralS(bytes, at: index + 1))
			{
				words.append(word(bytes, first..<index, allowAcronyms: hasLowercase))
				start = index
			}
		}
		if let first = start { words.append(word(bytes, first..<bytes.count, allowAcronyms: hasLowercase)) }
		return words
	}

	/// Whether `bytes[index]` is an `s` ending a word (`URLs`), not the start of one (`URLSession`).
	private static func isLonePluralS(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
		guard bytes[index] == UInt8(ascii: "s") else { return false }
		return index + 1 == bytes.count || !ASCII.isLower(bytes[index + 1])
	}

	/// The word of the letters and digits `bytes[range]`, as the `Character` path's `word(from:)` reads it.
	private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, allowAcronyms: Bool) -> Word {
		var letters = 0
		var capitals = 0
		for byte in bytes[range] where ASCII.isLetter(byte) {
			letters += 1
			if ASCII.isUpper(byte) { capitals += 1 }
		}
		let lower = lowercased(bytes, range)
		if allowAcronyms, letters > 1 {
			if capitals == letters { return Word(lower, isAcronym: true) }
			// A lower-case `s` after capitals only: `URLs`.
			if bytes[range.upperBound - 1] == UInt8(ascii: "s"), letters - 1 > 1, capitals == letters - 1 {
				return Word(lowercased(bytes, range.dropLast()), suffix: "s", isAcronym: true)
			}
		}
		// No known acronym is longer than `knownAcronymLength`: longer words skip the hashing.
		if range.count <= knownAcronymLength, knownAcronyms.contains(lower) { return Word(lower, isAcronym: true) }
		if range.count - 1 <= knownAcronymLength, bytes[range.upperBound - 1] | 0x20 == UInt8(ascii: "s") {
			let stem = lowercased(bytes, range.dropLast())
			if knownAcronyms.contains(stem) { return Word(stem, suffix: "s", isAcronym: true) }
		}
		return Word(lower)
	}

	/// The length of the longest of ``knownAcronyms``.
	private static let knownAcronymLength = knownAcronyms.map(\.utf8.count).max() ?? 0

	/// `bytes[range]` (ASCII letters and digits) in lower case.
	private static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
		String(unsafeUninitializedCapacity: range.count) { buffer in
			for (offset, byte) in bytes[range].enumerated() {
				buffer[offset] = ASCII.isUpper(byte) ? byte | 0x20 : byte
			}
			return range.count
		}
	}
}
