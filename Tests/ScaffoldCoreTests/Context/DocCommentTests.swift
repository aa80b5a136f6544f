import Testing

import ScaffoldCore

struct DocCommentTests {
	private func lines(_ paragraphs: [String], width: Int) -> [String] {
		DocComment.lines(paragraphs, width: width).map { value in
			guard case .object(let object) = value, case .string(let line)? = object["line"] else { return "" }
			return line
		}
	}

	func wrapsWordsSeparatesParagraphsAndKeepsLongWordsWhole() {
		// Wraps words and separates paragraphs without trailing spaces.
		expectEqual(lines(["one two three four", "five"], width: 10), ["/// one two", "/// three four", "///", "/// five"])

		// A word longer than the width stays whole.
		expectEqual(lines(["a verylongword b"], width: 4), ["/// a", "/// verylongword", "/// b"])
	}

	func theASCIIPathWrapsAsTheCharacterPathDoes() {
		let words = ["a", "to", "the", "list", "Character", "`GetCharacterUseCaseContract`:", "verylongwordthatneverfits", ""]
		var generator = SeededGenerator(seed: 15)
		for _ in 0..<3_000 {
			let count = Int.random(in: 0...30, using: &generator)
			let text = (0..<count).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
			let width = Int.random(in: 1...100, using: &generator)
			expectEqual(DocComment.wrapASCII(text, width: width), DocComment.wrapCharacters(text, width: width), "\(text) \(width)")
		}
	}

	func nonASCIITextIsLeftToTheCharacterPath() {
		expectEqual(DocComment.wrapASCII("a café", width: 96), nil)
		expectEqual(lines(["e\u{301}e\u{301} \u{301}x"], width: 3), ["/// e\u{301}e\u{301} \u{301}x"])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<DocCommentTests>] = [
		SuiteTest("wrapsWordsSeparatesParagraphsAndKeepsLongWordsWhole") { $0.wrapsWordsSeparatesParagraphsAndKeepsLongWordsWhole() },
		SuiteTest("theASCIIPathWrapsAsTheCharacterPathDoes") { $0.theASCIIPathWrapsAsTheCharacterPathDoes() },
		SuiteTest("nonASCIITextIsLeftToTheCharacterPath") { $0.nonASCIITextIsLeftToTheCharacterPath() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<DocCommentTests>) async throws { try await test.body(self) }
}
