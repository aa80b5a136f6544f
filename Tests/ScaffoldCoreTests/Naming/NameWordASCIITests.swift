import Testing

import ScaffoldCore

/// The ASCII fast path of `Name.Word.capitalized` must spell what Unicode case mapping spells.
struct NameWordASCIITests {
	func asciiWordsCapitaliseAsCaseMappingDoes() throws {
		let names = NameSplitASCIITests.edgeCases + NameSplitASCIITests.randomNames(count: 5_000) + (try NameSplitASCIITests.exampleStrings())
		for name in names {
			for word in Name.splitCharacters(name) {
				for variant in [word, Name.Word(word.stem, suffix: word.suffix, isAcronym: !word.isAcronym)] {
					expectEqual(variant.capitalized, variant.capitalizedCharacters, "\(variant)")
				}
			}
		}
	}

	func anyStemCapitalisesAsCaseMappingDoes() {
		for stem in ["", "a", "1a", "ab\r\ncd", "\r\n", "url", "éclair", "ßtraße", "ǆemal", "x-y z"] {
			for isAcronym in [false, true] {
				let word = Name.Word(stem, suffix: "s", isAcronym: isAcronym)
				expectEqual(word.capitalized, word.capitalizedCharacters, "\(word)")
			}
		}
		expectEqual(Name.Word("éclair").capitalizedASCII, nil)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<NameWordASCIITests>] = [
		SuiteTest("asciiWordsCapitaliseAsCaseMappingDoes") { try $0.asciiWordsCapitaliseAsCaseMappingDoes() },
		SuiteTest("anyStemCapitalisesAsCaseMappingDoes") { $0.anyStemCapitalisesAsCaseMappingDoes() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<NameWordASCIITests>) async throws { try await test.body(self) }
}
