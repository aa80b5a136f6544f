import Testing

import ScaffoldCore

struct ByteComparisonTests {
	/// Every length around the eight-byte words, a difference at every position, and lengths that differ.
	@Test func findsEveryDifferenceAndNoOtherOne() {
		for length in 0..<40 {
			let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
			#expect(bytes.hasSameBytes(as: Array(bytes)))
			#expect(!bytes.hasSameBytes(as: bytes + [0]))
			#expect(!(bytes + [0]).hasSameBytes(as: bytes))
			for position in 0..<length {
				var changed = bytes
				changed[position] ^= 0x01
				#expect(!bytes.hasSameBytes(as: changed), "length \(length), position \(position)")
			}
		}
	}
}
