import Testing

import ScaffoldCore

struct ByteTestTests {
	/// The answer of `allSatisfy`, for every range of a buffer whose bytes fail the test at some places.
	@Test func answersAsAllSatisfyForEveryRange() {
		let bytes: [UInt8] = Array("ab\u{E9}c d\u{1F600}e".utf8)
		let isASCII: (UInt8) -> Bool = { $0 < 0x80 }
		bytes.withUnsafeBufferPointer { buffer in
			for start in 0...bytes.count {
				for end in start...bytes.count {
					expectEqual(buffer.allBytes(in: start..<end, isASCII), bytes[start..<end].allSatisfy(isASCII), "\(start)..<\(end)")
				}
			}
		}
		#expect(bytes.allBytes { $0 != 0 })
		#expect(!bytes.allBytes(isASCII))
		#expect([UInt8]().allBytes { _ in false })
	}

	@Test func readsATextsUTF8() {
		#expect("plain ascii".allUTF8Bytes { $0 < 0x80 })
		#expect(!"caf\u{E9}".allUTF8Bytes { $0 < 0x80 })
		#expect("".allUTF8Bytes { _ in false })
		#expect(!"x y".allUTF8Bytes { $0 != 0x20 })
		#expect("x\u{1F600}".allUTF8Bytes { $0 != 0x20 })
	}
}
