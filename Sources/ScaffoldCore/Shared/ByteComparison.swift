extension Array where Element == UInt8 {
	/// Whether both arrays hold the same bytes, compared eight at a time: `==` compares one
	/// element at a time, and `check` compares every generated file with the disk.
	package func hasSameBytes(as other: [UInt8]) -> Bool {
		guard count == other.count else { return false }
		return withUnsafeBytes { left in other.withUnsafeBytes { right in Self.sameBytes(left, right) } }
	}

	/// Whether the array holds exactly `text`'s UTF-8, compared in place: judging a generated file
	/// against the disk needs no array of its text (a copy of every file `check` generates).
	package func hasSameBytes(asUTF8 text: String) -> Bool {
		guard count == text.utf8.count else { return false }
		var text = text
		return text.withUTF8 { right in withUnsafeBytes { left in Self.sameBytes(left, UnsafeRawBufferPointer(right)) } }
	}

	/// Whether `left` and `right`, of the same length, hold the same bytes.
	private static func sameBytes(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
		let words = left.count / 8
		for word in 0..<words
		where left.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
			!= right.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
		{
			return false
		}
		for offset in (words * 8)..<left.count where left[offset] != right[offset] { return false }
		return true
	}
}
