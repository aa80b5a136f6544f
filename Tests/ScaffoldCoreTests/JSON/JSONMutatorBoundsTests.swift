import Testing

@testable import ScaffoldCore
@testable import ScaffoldFuzzing

/// The fuzzer's own inputs stay small enough to make: a repeated array is bounded by the size of
/// what it repeats (seed 114779725544853 once repeated an array of 30,000 copies 30,000 times,
/// and the worker spent minutes writing the document, reported as a hang of scaffold's).
struct JSONMutatorBoundsTests {
	@Test func aRepeatedLargeElementIsCappedByItsSize() {
		let large = JSONValue.array((0..<30_000).map { JSONNode(.string("field\($0)")) })
		var random = SeededRandom(seed: 3)
		for _ in 0..<20 {
			let repeated = JSONMutator.long(.array([JSONNode(large)]), random: &random)
			#expect(JSONMutator.approximateSize(of: repeated) <= JSONMutator.longArrayBytes + 2 * JSONMutator.approximateSize(of: large))
		}
	}

	@Test func aRepeatedSmallElementStillMakesTensOfThousands() {
		var random = SeededRandom(seed: 5)
		guard case .array(let elements) = JSONMutator.long(.array([JSONNode(.string("x"))]), random: &random) else {
			Issue.record("an array stays an array")
			return
		}
		#expect(elements.count >= 10_000)
	}

	@Test func theSizeEstimateIsCloseToTheWrittenSize() throws {
		let spec = try JSONReader(path: "e.json").read(Array(try RepositoryFiles.text("Examples/Everything.json").utf8)).value
		let written = JSONWriter().write(spec).utf8.count
		let estimate = JSONMutator.approximateSize(of: spec)
		// The writer indents; the estimate counts content, which is most of it.
		#expect(estimate <= written && estimate * 3 >= written, "estimate \(estimate), written \(written)")
	}
}
