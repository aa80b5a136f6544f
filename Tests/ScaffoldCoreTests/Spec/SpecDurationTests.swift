import Testing

import ScaffoldCore

/// `maxAge` durations: what reads, what does not.
struct SpecDurationTests {
	static let readsArguments: [(String, Int)] = [
		("30s", 30), ("10m", 600), ("1h30m", 5_400), ("7d", 604_800), ("1d2h3m4s", 93_784), ("0s", 0), ("90s", 90),
	]
	func reads(text: String, seconds: Int) {
		expectEqual(SpecReader.seconds(in: text), seconds)
	}

	static let refusesArguments: [String] = [
		"", "10", "m", "10 m", "30m1h", "1h1h", "10M", "1.5h", "-5m", "10m ", "12345678s", "1w", "١٠m",
	]
	func refuses(text: String) {
		expectEqual(SpecReader.seconds(in: text), nil)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecDurationTests>] =
		SuiteTest<SpecDurationTests>.cases("Durations read as seconds, units largest first", readsArguments) { $0.reads(text: $1.0, seconds: $1.1) }
		+ SuiteTest<SpecDurationTests>.cases("Anything else is not a duration", refusesArguments) { $0.refuses(text: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecDurationTests>) async throws { try await test.body(self) }
}
