import Testing

import ScaffoldCore

/// The byte refill against the plain one it stands in for: words cut at `Character` spaces,
/// joined with one space, a line broken before a word that would pass `room`.
struct ASCIIWordFillTests {
	/// The refill of `text`'s `Character`s, written the obvious way.
	static func reference(_ text: String, prefix: String, room: Int) -> [String] {
		var lines: [String] = []
		var line = ""
		for word in text.split(separator: " ") {
			if !line.isEmpty && line.count + 1 + word.count > room {
				lines.append(prefix + line)
				line = ""
			}
			line += (line.isEmpty ? "" : " ") + word
		}
		if !line.isEmpty { lines.append(prefix + line) }
		return lines
	}

	static func fill(_ text: String, prefix: String, room: Int) -> [String] {
		Array(text.utf8).withUnsafeBufferPointer { ASCIIWordFill.lines($0, prefix: Array(prefix.utf8), room: room) }
	}

	func theEdgesOfARefill() {
		expectEqual(Self.fill("", prefix: "// ", room: 10), [])
		expectEqual(Self.fill("   ", prefix: "// ", room: 10), [])
		expectEqual(Self.fill("  a  bb ", prefix: "/// ", room: 4), ["/// a bb"])
		expectEqual(Self.fill("a bb", prefix: "/// ", room: 3), ["/// a", "/// bb"])
		// A word longer than the room has a line of its own, neither cut nor joined.
		expectEqual(Self.fill("a abcdefgh b", prefix: "", room: 4), ["a", "abcdefgh", "b"])
	}

	/// Seeded texts of words and runs of spaces, in every room from 1 to 24: the same lines as
	/// the reference.
	func seededTextsMatchTheReference() {
		var state: UInt64 = 0x5EED_F111
		func next(_ bound: Int) -> Int {
			state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
			return Int((state >> 33) % UInt64(bound))
		}
		for _ in 0..<200 {
			var text = ""
			for _ in 0..<next(12) {
				text += String(repeating: " ", count: next(3))
				text += String(repeating: "x", count: 1 + next(9))
			}
			for room in 1...24 {
				expectEqual(Self.fill(text, prefix: "// ", room: room), Self.reference(text, prefix: "// ", room: room), "\(text.debugDescription) room \(room)")
			}
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ASCIIWordFillTests>] = [
		SuiteTest("theEdgesOfARefill") { $0.theEdgesOfARefill() },
		SuiteTest("seededTextsMatchTheReference") { $0.seededTextsMatchTheReference() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ASCIIWordFillTests>) async throws { try await test.body(self) }
}
