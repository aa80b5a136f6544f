/// Byte prefixes compared in place. `starts(with:)` over a `String.UTF8View` or an `ArraySlice`
/// walks generic iterators byte by byte; the layout pass asks it of every line several times
/// (is it a comment, a directive, an import), which made it a measurable part of `check`.
extension UnsafeBufferPointer<UInt8> {
	/// Whether the bytes start with `prefix`'s UTF-8.
	func hasBytes(prefix: StaticString) -> Bool {
		let count = prefix.utf8CodeUnitCount
		guard self.count >= count else { return false }
		let start = prefix.utf8Start
		for index in 0..<count where self[index] != start[index] { return false }
		return true
	}
}

extension ArraySlice<UInt8> {
	/// Whether the bytes start with `prefix`'s UTF-8.
	func hasBytes(prefix: StaticString) -> Bool {
		withUnsafeBufferPointer { $0.hasBytes(prefix: prefix) }
	}
}

extension Array<UInt8> {
	/// Whether the bytes start with `prefix`'s UTF-8.
	func hasBytes(prefix: StaticString) -> Bool {
		withUnsafeBufferPointer { $0.hasBytes(prefix: prefix) }
	}
}

extension String {
	/// Whether the UTF-8 of the string starts with `prefix`'s, byte for byte (no Unicode
	/// equivalence: code is compared as written).
	func hasBytes(prefix: StaticString) -> Bool {
		// The first byte tells most lines apart without reaching the string's storage.
		guard prefix.utf8CodeUnitCount > 0 else { return true }
		guard utf8.first == prefix.utf8Start[0] else { return false }
		var copy = self
		return copy.withUTF8 { $0.hasBytes(prefix: prefix) }
	}
}
