import Testing

import ScaffoldCore
import ScaffoldFuzzing
import ScaffoldHash

struct SHA256Tests {
	func matchesFIPSVectorsOverUTF8Text() {
		// Matches FIPS vectors.
		expectEqual(SHA256.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
		expectEqual(SHA256.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
		expectEqual(
			SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
		expectEqual(
			SHA256.hex("The quick brown fox jumps over the lazy dog"), "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592")

		// Hashes UTF8 bytes of text.
		expectEqual(SHA256.hex("é€😀"), "df9226927fd572c1ee66eec85de1bb139497614899f36e4e90474cb71f6ef9d0")
		expectEqual(SHA256.digest(Array("abc".utf8)).count, 32)
	}

	/// Lengths around the 56- and 64-byte padding boundaries, where off-by-one errors live.
	static let handlesPaddingBoundariesArguments: [(Int, String)] = [
		(55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
		(56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
		(63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
		(64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
		(65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
		(1000, "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
	]
	func handlesPaddingBoundaries(length: Int, expected: String) {
		expectEqual(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: length)), expected)
	}

	/// The CPU's SHA instructions (where this machine has them) and the portable compression
	/// agree on every length from 0 to 300 bytes and on long random messages. On a CPU without
	/// them both calls take the portable path and the test checks only that.
	func acceleratedAndPortableCompressionAgree() {
		var random = SeededRandom(seed: 256)
		var messages: [[UInt8]] = (0...300).map { length in (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
		messages += (0..<20).map { _ in (0..<random.below(20_000)).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
		for message in messages {
			expectEqual(SHA256.digest(message, accelerated: true), SHA256.digest(message, accelerated: false), "length \(message.count)")
		}
		let fox = Array("The quick brown fox jumps over the lazy dog".utf8)
		let expected = "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"
		expectEqual(SHA256.digest(fox, accelerated: false).map { String($0, radix: 16).leftPadded } .joined(), expected)
		expectEqual(SHA256.digest(fox, accelerated: true).map { String($0, radix: 16).leftPadded } .joined(), expected)
	}

	/// The template hash streams the text, a zero byte and the partials through one message: the
	/// same digest as hashing them joined, wherever the pieces end within a block.
	func templateHashIsTheDigestOfTheTextAZeroByteAndThePartials() {
		var random = SeededRandom(seed: 51)
		func text(_ length: Int) -> String { String((0..<length).map { _ in Character(UnicodeScalar(UInt8(97 + random.below(26)))) }) }
		for textLength in [0, 1, 55, 56, 62, 63, 64, 65, 127, 128, 129, 1_000] {
			for partialsLength in [0, 1, 63, 64, 65, 200, 5_000] {
				let (template, partials) = (text(textLength), text(partialsLength))
				expectEqual(
					TemplateHash.hex(text: template, partialsText: partials), SHA256.hex(template + "\u{0}" + partials),
					"text \(textLength), partials \(partialsLength)")
			}
		}
		expectEqual(TemplateHash.partialsText(["a", "b"]), "a\u{0}b")
		// A sequence without contiguous storage is hashed as its bytes.
		expectEqual(SHA256.hex(Array("abc".utf8).lazy.map { $0 }), SHA256.hex("abc"))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SHA256Tests>] = [
		SuiteTest("matchesFIPSVectorsOverUTF8Text") { $0.matchesFIPSVectorsOverUTF8Text() },
		SuiteTest("acceleratedAndPortableCompressionAgree") { $0.acceleratedAndPortableCompressionAgree() },
		SuiteTest("templateHashIsTheDigestOfTheTextAZeroByteAndThePartials") { $0.templateHashIsTheDigestOfTheTextAZeroByteAndThePartials() },
	]
		+ SuiteTest<SHA256Tests>.cases("handlesPaddingBoundaries(length:expected:)", handlesPaddingBoundariesArguments) { $0.handlesPaddingBoundaries(length: $1.0, expected: $1.1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SHA256Tests>) async throws { try await test.body(self) }
}

extension String {
	fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
