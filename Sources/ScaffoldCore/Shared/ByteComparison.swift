extension Array where Element == UInt8 {
	/// Whether both arrays hold the same bytes, compared eight at a time: `==` compares one
	/// element at a time, and `check` compares every generated file with the disk.
	package func hasSameBytes(as other: [UInt8]) -> Bool {
		guard count == other.count else { return false }
		return withUnsafeBytes { left in
			other.withUnsafeBytes { right in
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
	}
}
