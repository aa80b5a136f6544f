/// Whether every byte of a buffer passes a test, as a plain loop over the buffer.
///
/// The template engine asks this of every tag's name and every line of text it reads. In a debug
/// build (`swift test`, and the `scaffold` binary the CLI tests run) the standard library's
/// `allSatisfy` is not specialised: over a slice of a buffer it took about 75 times as long per
/// byte as this loop (3.6 s against 0.05 s for ten megabytes), a fifth of the template
/// hostile-input suite. Release builds specialise both alike.
extension UnsafeBufferPointer where Element == UInt8 {
	/// Whether every byte in `range` passes `test` (true for an empty range).
	package func allBytes(in range: Range<Int>, _ test: (UInt8) -> Bool) -> Bool {
		var index = range.lowerBound
		while index < range.upperBound {
			if !test(self[index]) { return false }
			index += 1
		}
		return true
	}
}

extension UnsafeBufferPointer where Element == UInt8 {
	/// The first index in `range` that holds `byte`, as a plain loop: in a debug build
	/// `firstIndex(of:)` over a slice reads it a byte at a time through generic calls, as
	/// `allSatisfy` does (a tenth of the template scanner's time on long lines).
	package func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
		var index = range.lowerBound
		while index < range.upperBound {
			if self[index] == byte { return index }
			index += 1
		}
		return nil
	}
}

extension Array where Element == UInt8 {
	/// The first index in `range` that holds `byte`, as ``UnsafeBufferPointer/firstIndex(of:in:)``.
	package func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
		withUnsafeBufferPointer { $0.firstIndex(of: byte, in: range) }
	}

	/// Whether every byte passes `test` (true when empty), as ``UnsafeBufferPointer/allBytes(in:_:)``.
	package func allBytes(_ test: (UInt8) -> Bool) -> Bool {
		withUnsafeBufferPointer { $0.allBytes(in: 0..<$0.count, test) }
	}
}

extension String {
	/// Whether every byte of the text's UTF-8 passes `test`, as ``UnsafeBufferPointer/allBytes(in:_:)``.
	package func allUTF8Bytes(_ test: (UInt8) -> Bool) -> Bool {
		if let answer = utf8.withContiguousStorageIfAvailable({ $0.allBytes(in: 0..<$0.count, test) }) { return answer }
		var copy = self
		return copy.withUTF8 { $0.allBytes(in: 0..<$0.count, test) }
	}
}
