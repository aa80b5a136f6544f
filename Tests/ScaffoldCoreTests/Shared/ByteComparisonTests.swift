import Testing

import ScaffoldCore

struct ByteComparisonTests {
	/// Every length around the eight-byte words, a difference at every position, and lengths that
	/// differ; against an array and in place against a text's UTF-8 (ASCII and not).
	@Test func findsEveryDifferenceAndNoOtherOne() {
		for length in 0..<40 {
			let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) % 0x7F }
			#expect(bytes.hasSameBytes(as: Array(bytes)))
			#expect(!bytes.hasSameBytes(as: bytes + [0]))
			#expect(!(bytes + [0]).hasSameBytes(as: bytes))
			let text = String(decoding: bytes, as: UTF8.self)
			#expect(bytes.hasSameBytes(asUTF8: text))
			#expect(!bytes.hasSameBytes(asUTF8: text + "a"))
			#expect(!(bytes + [0x61]).hasSameBytes(asUTF8: text))
			let accented = text + "é"
			#expect(Array(accented.utf8).hasSameBytes(asUTF8: accented))
			#expect(!Array((text + "e").utf8).hasSameBytes(asUTF8: accented))
			for position in 0..<length {
				var changed = bytes
				changed[position] ^= 0x01
				#expect(!bytes.hasSameBytes(as: changed), "length \(length), position \(position)")
				#expect(!changed.hasSameBytes(asUTF8: text), "length \(length), position \(position)")
			}
		}
	}
}
