import Testing

import ScaffoldCore

/// The ASCII fast path of `Name.Word.capitalized` must spell what Unicode case mapping spells.
struct NameWordASCIITests {
	@Test func asciiWordsCapitaliseAsCaseMappingDoes() throws {
		let names = NameSplitASCIITests.edgeCases + NameSplitASCIITests.randomNames(count: 5_000) + (try NameSplitASCIITests.exampleStrings())
		for name in names {
			for word in Name.splitCharacters(name) {
				for variant in [word, Name.Word(word.stem, suffix: word.suffix, isAcronym: !word.isAcronym)] {
					expectEqual(variant.capitalized, variant.capitalizedCharacters, "\(variant)")
				}
			}
		}
	}

	@Test func anyStemCapitalisesAsCaseMappingDoes() {
		for stem in ["", "a", "1a", "ab\r\ncd", "\r\n", "url", "éclair", "ßtraße", "ǆemal", "x-y z"] {
			for isAcronym in [false, true] {
				let word = Name.Word(stem, suffix: "s", isAcronym: isAcronym)
				expectEqual(word.capitalized, word.capitalizedCharacters, "\(word)")
			}
		}
		expectEqual(Name.Word("éclair").capitalizedASCII, nil)
	}
}
