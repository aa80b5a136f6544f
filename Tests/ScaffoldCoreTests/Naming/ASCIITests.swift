import Testing

import ScaffoldCore

/// `ASCII.contains` must answer what `String.contains` answers in ScaffoldCore (the standard
/// library's; this target also sees Foundation's, which differs on `\r\n` and empty needles).
struct ASCIITests {
	func containsAnswersAsStringContainsDoes() {
		let needles = ["stubDate(", "parser.", "", "a", "\r", "\n", "\r\n", "(\u{301}", "é"]
		let pieces = ["stubDate(", "parser", ".", "(", "a", "\r", "\n", "\r\n", "\u{301}", "é", "x", " "]
		var generator = SeededGenerator(seed: 15)
		var texts = ["", "stubDate(\"2017\")", "parser.parse", "stubDate(\u{301}", "parser\r\n."]
		for _ in 0..<3_000 {
			texts.append((0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
		}
		for text in texts {
			for needle in needles {
				expectEqual(ASCII.contains(text, needle), ASCII.containsCharacters(text, needle), "\(text.debugDescription) \(needle.debugDescription)")
			}
		}
		expectEqual(ASCII.containsCharacters("parser\r\n.", "\r"), false)
		expectEqual(ASCII.containsCharacters("x", ""), true)
	}

	/// `ASCII.firstRange` and `ASCII.lastRange` find what `firstRange(of:)` and `ranges(of:).last`
	/// find, needles that overlap themselves (`ranges(of:)` skips the overlapping match) and text
	/// that is not ASCII (combining marks after a match, `\r\n`) among them.
	func rangesAnswerAsTheStandardLibrarysDo() {
		let needles = [" (JSON key ", ", identified by ", ": ", "aa", "a", "\r", "é", "(\u{301}"]
		let pieces = [" (JSON key ", " (JSON key", " (", ", identified by ", ": ", ":", "a", "aa", "\r\n", "\u{301}", "é", "x", " ", ")"]
		var generator = SeededGenerator(seed: 51)
		var texts = ["", "id: Int (JSON key id)", "String (JSON key (JSON key x)", "aaa", "file store, identified by id: Int (JSON key id)"]
		for _ in 0..<3_000 {
			texts.append((0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
		}
		func offsets(_ range: Range<String.Index>?, in text: String) -> [Int] {
			guard let range else { return [] }
			return [text.utf8.distance(from: text.startIndex, to: range.lowerBound), text.utf8.distance(from: text.startIndex, to: range.upperBound)]
		}
		for text in texts {
			for needle in needles {
				expectEqual(
					offsets(ASCII.firstRange(of: needle, in: text), in: text), offsets(text.firstRange(of: needle), in: text),
					"\(text.debugDescription) \(needle.debugDescription)")
				expectEqual(
					offsets(ASCII.lastRange(of: needle, in: text), in: text), offsets(text.ranges(of: needle).last, in: text),
					"\(text.debugDescription) \(needle.debugDescription)")
			}
		}
		// The overlapping case the byte search must not take for the last match.
		expectEqual(offsets(ASCII.lastRange(of: "aa", in: "aaa"), in: "aaa"), [0, 2])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ASCIITests>] = [
		SuiteTest("containsAnswersAsStringContainsDoes") { $0.containsAnswersAsStringContainsDoes() },
		SuiteTest("rangesAnswerAsTheStandardLibrarysDo") { $0.rangesAnswerAsTheStandardLibrarysDo() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ASCIITests>) async throws { try await test.body(self) }
}
