import Testing

import ScaffoldCore

/// Nearly every path is accepted by one pass over its bytes, without the rules: that pass must
/// never accept a path the rules refuse, nor change the message of one they refuse.
struct SafePathOnePassTests {
	/// Pieces that matter to some rule (dots, slashes, a colon, a backslash, `~`, C0 and C1
	/// controls, DEL, other two-byte characters) among plain ones, in random paths.
	static let pieces = ["a", "B", "7", ".", "..", "/", "/", ":", "\\", "~", " ", "\u{1}", "\u{1F}", "\u{7F}", "\u{85}", "\u{A1}", "\u{E9}", "-", "_"]

	func givesTheRulesAnswerForRandomPaths() {
		var generator = SeededGenerator(seed: 51)
		var accepted = 0
		for _ in 0..<20_000 {
			let count = Int.random(in: 0...10, using: &generator)
			let path = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
			let problem = SafePath.problem(with: path, at: nil)?.message
			expectEqual(problem, SafePath.problemByTheRules(path), "\(path.unicodeScalars.map { String($0.value, radix: 16) })")
			if problem == nil { accepted += 1 }
		}
		// Both answers were met often.
		expectGreater(accepted, 2_000)
		expectLess(accepted, 18_000)
	}

	func refusesAComponentOneByteTooLongAndAcceptsTheLongestAllowed() {
		let longest = String(repeating: "a", count: SafePath.maximumComponentLength)
		for path in ["\(longest)", "x/\(longest)", "\(longest)/x"] {
			expectEqual(SafePath.problem(with: path, at: nil)?.message, nil)
		}
		for path in ["\(longest)a", "x/\(longest)a", "\(longest)a/x"] {
			expectEqual(SafePath.problem(with: path, at: nil)?.message, SafePath.problemByTheRules(path))
			expectEqual(SafePath.problem(with: path, at: nil)?.message.contains("longer than 255 bytes"), true)
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SafePathOnePassTests>] = [
		SuiteTest("givesTheRulesAnswerForRandomPaths") { $0.givesTheRulesAnswerForRandomPaths() },
		SuiteTest("refusesAComponentOneByteTooLongAndAcceptsTheLongestAllowed") { $0.refusesAComponentOneByteTooLongAndAcceptsTheLongestAllowed() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SafePathOnePassTests>) async throws { try await test.body(self) }
}
