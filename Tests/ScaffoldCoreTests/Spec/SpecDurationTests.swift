import Testing

import ScaffoldCore

/// `maxAge` durations: what reads, what does not.
struct SpecDurationTests {
	@Test("Durations read as seconds, units largest first", arguments: [
		("30s", 30), ("10m", 600), ("1h30m", 5_400), ("7d", 604_800), ("1d2h3m4s", 93_784), ("0s", 0), ("90s", 90),
	])
	func reads(text: String, seconds: Int) {
		expectEqual(SpecReader.seconds(in: text), seconds)
	}

	@Test("Anything else is not a duration", arguments: [
		"", "10", "m", "10 m", "30m1h", "1h1h", "10M", "1.5h", "-5m", "10m ", "12345678s", "1w", "١٠m",
	])
	func refuses(text: String) {
		expectEqual(SpecReader.seconds(in: text), nil)
	}
}
