import Testing

import ScaffoldCore
@testable import ScaffoldFuzzing

/// The fuzzer's own inputs stay small enough to make: a repeated array is bounded by the size of
/// what it repeats (seed 114779725544853 once repeated an array of 30,000 copies 30,000 times,
/// and the worker spent minutes writing the document, reported as a hang of scaffold's).
struct JSONMutatorBoundsTests {
	func aRepeatedElementIsCappedByItsSize() {
		// A repeated large element is capped by its size.
		do {
			let large = JSONValue.array((0..<30_000).map { JSONNode(.string("field\($0)")) })
			var random = SeededRandom(seed: 3)
			let bound = JSONMutator.longArrayBytes + 2 * JSONMutator.approximateSize(of: large)
			for _ in 0..<20 {
				let repeated = JSONMutator.long(.array([JSONNode(large)]), random: &random)
				#expect(JSONMutator.approximateSize(of: repeated) <= bound)
			}
		}

		// A repeated small element still makes tens of thousands.
		do {
			var random = SeededRandom(seed: 5)
			guard case .array(let elements) = JSONMutator.long(.array([JSONNode(.string("x"))]), random: &random) else {
				Issue.record("an array stays an array")
				return
			}
			expectAtLeast(elements.count, 10_000)
		}
	}

	func theSizeEstimateCountsEveryNodeOnceAndIsCloseToTheWrittenSize() throws {
		// Each node counted once, whether it waits on the stack (objects, arrays) or not (scalars):
		// `{"a": [1, "x", true, {"b": null}]}` is 3 + 7 (the object, its member) + 4 + 4 × 4 (the
		// array at depth 1, its elements) + 1 + 3 + 5 (the scalars) + 5 + 9 + 5 (the inner object).
		let inner = JSONValue.object([JSONMember(key: "b", value: JSONNode(.null))])
		let array = JSONValue.array([JSONNode(.number("1")), JSONNode(.string("x")), JSONNode(.bool(true)), JSONNode(inner)])
		expectEqual(JSONMutator.approximateSize(of: .object([JSONMember(key: "a", value: JSONNode(array))])), 58)
		expectEqual(JSONMutator.approximateSize(of: .string("abc")), 5)

		// The size estimate is close to the written size.
		let spec = try JSONReader(path: "e.json").read(Array(try RepositoryFiles.text("Examples/Everything.json").utf8)).value
		let written = JSONWriter().write(spec).utf8.count
		let estimate = JSONMutator.approximateSize(of: spec)
		// The estimate counts the writer's indentation too: within a tenth either way.
		expectAtLeast(estimate * 10, written * 9, "estimate \(estimate), written \(written)")
		expectAtMost(estimate * 10, written * 11, "estimate \(estimate), written \(written)")
	}

	/// Seed 37511591449050, input 107: copies of a 300-deep nested array, sized without their
	/// indentation, wrote 740 MB and took 23 seconds to make, reported as a hang of scaffold's.
	func copiesOfADeeplyNestedValueStayWithinTheBound() {
		var nested = JSONValue.array([JSONNode(.string("x"))])
		for _ in 0..<300 { nested = .array([JSONNode(nested)]) }
		var random = SeededRandom(seed: 7)
		let repeated = JSONMutator.long(.array([JSONNode(nested)]), random: &random)
		let written = JSONWriter().write(repeated).utf8.count
		expectAtMost(written, 2 * JSONMutator.longArrayBytes, "\(written) bytes")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<JSONMutatorBoundsTests>] = [
		SuiteTest("aRepeatedElementIsCappedByItsSize") { $0.aRepeatedElementIsCappedByItsSize() },
		SuiteTest("theSizeEstimateCountsEveryNodeOnceAndIsCloseToTheWrittenSize") { try $0.theSizeEstimateCountsEveryNodeOnceAndIsCloseToTheWrittenSize() },
		SuiteTest("copiesOfADeeplyNestedValueStayWithinTheBound") { $0.copiesOfADeeplyNestedValueStayWithinTheBound() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<JSONMutatorBoundsTests>) async throws { try await test.body(self) }
}
