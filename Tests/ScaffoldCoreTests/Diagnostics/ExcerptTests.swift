import Testing

import ScaffoldCore

/// What a diagnostic shows of the user's text: all of it when short, a marked excerpt when long.
struct ExcerptTests {
	@Test func shortTextIsQuotedWhole() {
		#expect(Excerpt.quoted("name") == "'name'")
		#expect(Excerpt.quoted("") == "''")
		let hundred = String(repeating: "a", count: 100)
		#expect(Excerpt.quoted(hundred) == "'\(hundred)'")
		#expect(Excerpt.shortened("12.5") == "12.5")
	}

	@Test func longTextIsItsFirstFortyCharactersAnEllipsisAndItsLength() {
		let forty = String(repeating: "a", count: 40)
		#expect(Excerpt.quoted(String(repeating: "a", count: 101)) == "'\(forty)…' (101 characters)")
		#expect(Excerpt.quoted(String(repeating: "a", count: 1_000_000)) == "'\(forty)…' (1000000 characters)")
		#expect(Excerpt.shortened(String(repeating: "1", count: 1_000_000)) == String(repeating: "1", count: 40) + "… (1000000 characters)")
	}

	@Test func charactersAreUnicodeScalarsAsColumnsCountThem() {
		// 100 scalars in 200 bytes is still short; 101 is not.
		#expect(Excerpt.quoted(String(repeating: "é", count: 100)) == "'\(String(repeating: "é", count: 100))'")
		#expect(Excerpt.quoted(String(repeating: "é", count: 101)) == "'\(String(repeating: "é", count: 40))…' (101 characters)")
	}

	@Test func scalarsAreCountedFromTheBytesThatStartThem() {
		// One, two, three and four UTF-8 bytes per scalar; a combining accent is a scalar of its own.
		let mixed = "aé€😀e\u{301}"
		#expect(Excerpt.scalarCount(mixed) == mixed.unicodeScalars.count)
		#expect(Excerpt.scalarCount(mixed) == 6)
		#expect(Excerpt.scalarCount(mixed.dropFirst(2)) == 4)
		#expect(Excerpt.scalarCount("") == 0)
		let long = String(repeating: "é😀", count: 75_000)
		#expect(Excerpt.quoted(long).hasSuffix("…' (150000 characters)"))
	}

	@Test func anExcerptStaysOnOneLine() {
		let text = "a\nb\tc" + String(repeating: "d", count: 200)
		#expect(Excerpt.quoted(text) == "'a\\u{A}b\\u{9}c\(String(repeating: "d", count: 35))…' (205 characters)")
	}

	@Test func messagesQuoteThroughInterpolation() {
		let name = String(repeating: "x", count: 500)
		#expect("no value for \(quoted: "name")" == "no value for 'name'")
		#expect("no value for \(quoted: name)" == "no value for \(Excerpt.quoted(name))")
		#expect("found \(shortened: name)" == "found \(Excerpt.shortened(name))")
		#expect("type \(quoted: SpecType.array(.int))" == "type '[Int]'")
	}
}
