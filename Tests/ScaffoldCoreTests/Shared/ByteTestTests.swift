import Testing

import ScaffoldCore

struct ByteTestTests {
	/// The answer of `allSatisfy`, for every range of a buffer whose bytes fail the test at some places.
	func answersAsAllSatisfyForEveryRange() {
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

	/// The answer of `firstIndex(of:)` over the slice, for every range and every byte of a text
	/// where bytes repeat, and one it lacks.
	func findsAByteAsFirstIndexForEveryRange() {
		let bytes: [UInt8] = Array("a\nb\u{E9}\n\na".utf8)
		for byte in Set(bytes).union([0x7A]) {
			for start in 0...bytes.count {
				for end in start...bytes.count {
					expectEqual(bytes.firstIndex(of: byte, in: start..<end), bytes[start..<end].firstIndex(of: byte), "\(byte) in \(start)..<\(end)")
				}
			}
		}
	}

	func readsATextsUTF8() {
		#expect("plain ascii".allUTF8Bytes { $0 < 0x80 })
		#expect(!"caf\u{E9}".allUTF8Bytes { $0 < 0x80 })
		#expect("".allUTF8Bytes { _ in false })
		#expect(!"x y".allUTF8Bytes { $0 != 0x20 })
		#expect("x\u{1F600}".allUTF8Bytes { $0 != 0x20 })
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ByteTestTests>] = [
		SuiteTest("answersAsAllSatisfyForEveryRange") { $0.answersAsAllSatisfyForEveryRange() },
		SuiteTest("findsAByteAsFirstIndexForEveryRange") { $0.findsAByteAsFirstIndexForEveryRange() },
		SuiteTest("readsATextsUTF8") { $0.readsATextsUTF8() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ByteTestTests>) async throws { try await test.body(self) }
}
