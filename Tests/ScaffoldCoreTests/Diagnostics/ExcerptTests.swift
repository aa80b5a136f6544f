import Testing

import ScaffoldCore

/// What a diagnostic shows of the user's text: all of it when short, a marked excerpt when long.
struct ExcerptTests {
	func quotesShortTextWholeAndLongTextAsAnExcerpt() {
		// Short text is quoted whole.
		expectEqual(Excerpt.quoted("name"), "'name'")
		expectEqual(Excerpt.quoted(""), "''")
		let hundred = String(repeating: "a", count: 100)
		expectEqual(Excerpt.quoted(hundred), "'\(hundred)'")
		expectEqual(Excerpt.shortened("12.5"), "12.5")

		// Long text is its first forty characters an ellipsis and its length.
		let forty = String(repeating: "a", count: 40)
		expectEqual(Excerpt.quoted(String(repeating: "a", count: 101)), "'\(forty)…' (101 characters)")
		expectEqual(Excerpt.quoted(String(repeating: "a", count: 1_000_000)), "'\(forty)…' (1000000 characters)")
		expectEqual(Excerpt.shortened(String(repeating: "1", count: 1_000_000)), String(repeating: "1", count: 40) + "… (1000000 characters)")

		// Characters are unicode scalars as columns count them.
		// 100 scalars in 200 bytes is still short; 101 is not.
		expectEqual(Excerpt.quoted(String(repeating: "é", count: 100)), "'\(String(repeating: "é", count: 100))'")
		expectEqual(Excerpt.quoted(String(repeating: "é", count: 101)), "'\(String(repeating: "é", count: 40))…' (101 characters)")

		// An excerpt stays on one line.
		let text = "a\nb\tc" + String(repeating: "d", count: 200)
		expectEqual(Excerpt.quoted(text), "'a\\u{A}b\\u{9}c\(String(repeating: "d", count: 35))…' (205 characters)")
	}

	func scalarsAreCountedFromTheBytesThatStartThem() {
		// One, two, three and four UTF-8 bytes per scalar; a combining accent is a scalar of its own.
		let mixed = "aé€😀e\u{301}"
		expectEqual(Excerpt.scalarCount(mixed), mixed.unicodeScalars.count)
		expectEqual(Excerpt.scalarCount(mixed), 6)
		expectEqual(Excerpt.scalarCount(mixed.dropFirst(2)), 4)
		expectEqual(Excerpt.scalarCount(""), 0)
		let long = String(repeating: "é😀", count: 75_000)
		expectSuffix(Excerpt.quoted(long), "…' (150000 characters)")
	}

	func messagesQuoteThroughInterpolation() {
		let name = String(repeating: "x", count: 500)
		expectEqual("no value for \(quoted: "name")", "no value for 'name'")
		expectEqual("no value for \(quoted: name)", "no value for \(Excerpt.quoted(name))")
		expectEqual("found \(shortened: name)", "found \(Excerpt.shortened(name))")
		expectEqual("type \(quoted: SpecType.array(.int))", "type '[Int]'")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ExcerptTests>] = [
		SuiteTest("quotesShortTextWholeAndLongTextAsAnExcerpt") { $0.quotesShortTextWholeAndLongTextAsAnExcerpt() },
		SuiteTest("scalarsAreCountedFromTheBytesThatStartThem") { $0.scalarsAreCountedFromTheBytesThatStartThem() },
		SuiteTest("messagesQuoteThroughInterpolation") { $0.messagesQuoteThroughInterpolation() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ExcerptTests>) async throws { try await test.body(self) }
}
