import Testing

import ScaffoldCore

struct SuggestionTests {
	func suggestsTheClosestNearCandidateDeterministically() {
		// Suggests the closest candidate.
		expectEqual(Suggestion.closest(to: "feilds", in: ["fields", "feature", "entities"]), "fields")
		expectEqual(Suggestion.closest(to: "rendr", in: ["render", "feature", "check"]), "render")

		// Refuses far fetched matches.
		expectEqual(Suggestion.closest(to: "zzzzzz", in: ["fields", "render"]), nil)
		expectEqual(Suggestion.didYouMean("xyz", in: ["fields"]), "")

		// Breaks ties deterministically.
		expectEqual(Suggestion.closest(to: "cat", in: ["car", "bat"]), "bat")
		expectEqual(Suggestion.closest(to: "cat", in: ["bat", "car"]), "bat")

		// Formats the suffix.
		expectEqual(Suggestion.didYouMean("chek", in: ["check"]), "; did you mean 'check'?")
	}

	func theBoundedDistanceIsTheDistanceWithinItsLimit() {
		// Every pair of words of up to five letters from a two-letter alphabet, at every limit.
		var words = [""]
		for length in 1...5 {
			for code in 0..<(1 << length) {
				words.append(String((0..<length).map { code >> $0 & 1 == 0 ? Character("a") : Character("b") }))
			}
		}
		for a in words {
			for b in words {
				let distance = Suggestion.editDistance(Array(a), Array(b))
				for limit in 1...3 {
					expectEqual(Suggestion.boundedDistance(Array(a), Array(b), limit: limit), (distance <= limit ? distance : nil), "\(a) \(b) \(limit)")
				}
			}
		}
	}

	func aWordOfAMillionCharactersIsComparedInLinearTime() {
		// The full table would be 10^12 cells: minutes at best.
		let word = String(repeating: "a", count: 1_000_000)
		let typo = String(repeating: "a", count: 999_999) + "b"
		let candidates = [typo, String(repeating: "a", count: 999_990)] + (0..<1_000).map { "key\($0)" }
		expectEqual(Suggestion.closest(to: word, in: candidates), typo)
		expectEqual(Suggestion.closest(to: "kye1", in: candidates), "key1")
	}

	/// Distances count characters, whichever way the texts are compared (as bytes when they are
	/// ASCII without carriage returns, else character by character).
	func distancesCountCharactersNotBytes() {
		// "\r\n" is one character: against "\n\r" (two) that is two edits, where the bytes are one swap apart.
		expectEqual(Suggestion.closest(to: "\r\n", in: ["\n\r"]), nil)
		expectEqual(Suggestion.boundedDistance(Array("x\r\n"), Array("x\n"), limit: 3), 1)
		// Canonically equivalent characters are equal: "é" precomposed and decomposed.
		expectEqual(Suggestion.closest(to: "caf\u{E9}s", in: ["cafe\u{301}"]), "cafe\u{301}")
		expectEqual(Suggestion.boundedDistance(Array("caf\u{E9}"), Array("cafe\u{301}"), limit: 1), 0)
		// An ASCII word against one with other characters: the ASCII letters compare alike.
		expectEqual(Suggestion.closest(to: "naive", in: ["na\u{EF}ve", "navy"]), "na\u{EF}ve")
		expectEqual(Suggestion.closest(to: "stra\u{DF}e", in: ["strasse", "strase"]), "strase")
	}

	func aBudgetStopsSuggestingOnceSpent() {
		let budget = SuggestionBudget(candidates: 5)
		expectEqual(budget.didYouMean("chek", count: 3) { ["check", "lint", "spec"] }, "; did you mean 'check'?")
		expectEqual(budget.remaining, 2)
		var made = false
		expectEqual(budget.didYouMean("chek", count: 3) { made = true; return ["check", "lint", "spec"] }, "")
		expectFalse(made)
		expectEqual(budget.remaining, 0)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SuggestionTests>] = [
		SuiteTest("suggestsTheClosestNearCandidateDeterministically") { $0.suggestsTheClosestNearCandidateDeterministically() },
		SuiteTest("theBoundedDistanceIsTheDistanceWithinItsLimit") { $0.theBoundedDistanceIsTheDistanceWithinItsLimit() },
		SuiteTest("aWordOfAMillionCharactersIsComparedInLinearTime") { $0.aWordOfAMillionCharactersIsComparedInLinearTime() },
		SuiteTest("distancesCountCharactersNotBytes") { $0.distancesCountCharactersNotBytes() },
		SuiteTest("aBudgetStopsSuggestingOnceSpent") { $0.aBudgetStopsSuggestingOnceSpent() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SuggestionTests>) async throws { try await test.body(self) }
}
