import Testing

import ScaffoldCore

/// Names of a million characters, as a spec or a sample can hold before the checks refuse them:
/// splitting, spelling and inflecting them is linear (a quadratic step takes minutes here).
/// Results are compared as booleans, so that a failure does not print a megabyte.
struct NameHostileInputTests {
	private static let words = 100_000

	func aNameOfAHundredThousandWordsIsSplitAndSpelledWhole() {
		let text = String(repeating: "imageURL_", count: Self.words) + "category"
		let name = Name(text)
		expectEqual(name.words.count, 2 * Self.words + 1)
		let snake = name.snake == String(repeating: "image_url_", count: Self.words) + "category"
		expectTrue(snake)
		let camel = name.upperCamel == String(repeating: "ImageURL", count: Self.words) + "Category"
		expectTrue(camel)
		expectSuffix(name.plural.upperCamel, "ImageURLCategories")
		expectEqual(name.singular, name)
	}

	func aWordOfAMillionLettersIsInflected() {
		let word = String(repeating: "a", count: 1_000_000)
		let plural = Inflector.pluralize(word + "ty") == word + "ties"
		expectTrue(plural)
		let singular = Inflector.singularize(word + "ties") == word + "ty"
		expectTrue(singular)
		let camel = Name(word).plural.lowerCamel == word + "s"
		expectTrue(camel)
		let nonASCII = String(repeating: "é", count: 500_000)
		let upper = Name(nonASCII + "Box").plural.upperCamel == "É" + String(repeating: "é", count: 499_999) + "Boxes"
		expectTrue(upper)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<NameHostileInputTests>] = [
		SuiteTest("aNameOfAHundredThousandWordsIsSplitAndSpelledWhole") { $0.aNameOfAHundredThousandWordsIsSplitAndSpelledWhole() },
		SuiteTest("aWordOfAMillionLettersIsInflected") { $0.aWordOfAMillionLettersIsInflected() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<NameHostileInputTests>) async throws { try await test.body(self) }
}
