import Testing

@testable import ScaffoldCore

struct DocCommentTests {
	private func lines(_ paragraphs: [String], width: Int) -> [String] {
		DocComment.lines(paragraphs, width: width).map { value in
			guard case .object(let object) = value, case .string(let line)? = object["line"] else { return "" }
			return line
		}
	}

	@Test func wrapsWordsAndSeparatesParagraphsWithoutTrailingSpaces() {
		#expect(lines(["one two three four", "five"], width: 10) == ["/// one two", "/// three four", "///", "/// five"])
	}

	@Test func aWordLongerThanTheWidthStaysWhole() {
		#expect(lines(["a verylongword b"], width: 4) == ["/// a", "/// verylongword", "/// b"])
	}
}
