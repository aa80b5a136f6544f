import Testing

import ScaffoldCore

/// `ASCII.contains` must answer what `String.contains` answers in ScaffoldCore (the standard
/// library's; this target also sees Foundation's, which differs on `\r\n` and empty needles).
struct ASCIITests {
	@Test func containsAnswersAsStringContainsDoes() {
		let needles = ["stubDate(", "parser.", "", "a", "\r", "\n", "\r\n", "(\u{301}", "é"]
		let pieces = ["stubDate(", "parser", ".", "(", "a", "\r", "\n", "\r\n", "\u{301}", "é", "x", " "]
		var generator = SeededGenerator(seed: 15)
		var texts = ["", "stubDate(\"2017\")", "parser.parse", "stubDate(\u{301}", "parser\r\n."]
		for _ in 0..<3_000 {
			texts.append((0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
		}
		for text in texts {
			for needle in needles {
				expectEqual(ASCII.contains(text, needle), ASCII.containsCharacters(text, needle), "\(text.debugDescription) \(needle.debugDescription)")
			}
		}
		expectEqual(ASCII.containsCharacters("parser\r\n.", "\r"), false)
		expectEqual(ASCII.containsCharacters("x", ""), true)
	}
}
