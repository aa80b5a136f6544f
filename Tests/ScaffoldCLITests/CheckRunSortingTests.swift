import Testing

@testable import scaffold

/// `check` sorts each feature's inspected paths on the core that judged it, and joins the sorted
/// lists without sorting them again when they do not overlap: the joined list must be the one
/// sorting every path together gives (``CheckRun/sortedOnce(_:)``), the first list's fingerprint
/// kept for a path listed twice.
struct CheckRunSortingTests {
	func joiningSortedRunsGivesWhatSortingThemAllTogetherGives() {
		var random: UInt64 = 0x2545_F491_4F6C_DD1D
		func next(_ bound: Int) -> Int {
			random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
			return Int((random >> 33) % UInt64(bound))
		}
		var cases: [[[CheckRun.Inspected]]] = [
			[],
			[[], []],
			// Disjoint folders, listed out of order: joined as they are.
			[[("Features/B/b.swift", [2])], [("App/a.swift", [1])], [("Features/C/c.swift", [3]), ("Features/C/a.swift", [4])]],
			// One path in two runs: where one run ends and the next begins, and inside a run.
			[[("Features/A/x.swift", [1]), ("Features/A/y.swift", [2])], [("Features/A/y.swift", [3]), ("Features/B/z.swift", [4])]],
			[[("Features/B/z.swift", [5])], [("Features/A/x.swift", [6]), ("Features/B/z.swift", [7])]],
			// Runs whose ranges interleave.
			[[("a", [1]), ("c", [2]), ("e", [3])], [("b", [4]), ("d", [5])], []],
		]
		// Random runs: features' folders (disjoint), then with paths shared between runs and runs
		// spanning several folders.
		for round in 0..<300 {
			var runs: [[CheckRun.Inspected]] = []
			for run in 0..<next(6) {
				var paths: [CheckRun.Inspected] = []
				for _ in 0..<next(8) {
					let folder = round % 3 == 0 ? "F\(run)" : "F\(next(4))"
					paths.append(("\(folder)/\(next(round % 2 == 0 ? 50 : 5)).swift", [UInt8(next(256))]))
				}
				runs.append(paths)
			}
			cases.append(runs)
		}
		for (number, runs) in cases.enumerated() {
			let expected = CheckRun.sortedOnce(Array(runs.joined()))
			let joined = CheckRun.sortedOnce(joining: runs.map(CheckRun.sortedOnce))
			expectEqual(joined.map(\.path), expected.map(\.path), "case \(number)")
			expectEqual(joined.map(\.fingerprint), expected.map(\.fingerprint), "case \(number)")
		}
	}

	/// The few paths read besides the plan (stored shapes, runtime files) are merged into the sorted
	/// list: the result must be what sorting both lists together gives, a path in both told once
	/// with the sorted list's fingerprint, one listed twice among the others with its first.
	func addingPathsToASortedListGivesWhatSortingThemAllTogetherGives() {
		var random: UInt64 = 0x9E37_79B9_7F4A_7C15
		func next(_ bound: Int) -> Int {
			random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
			return Int((random >> 33) % UInt64(bound))
		}
		var cases: [(sorted: [CheckRun.Inspected], others: [CheckRun.Inspected])] = [
			([], []),
			([], [("b", [1]), ("a", [2]), ("b", [3])]),
			([("a", [1]), ("c", [2])], []),
			// Before the first, between, equal to one, after the last.
			([("b", [1]), ("d", [2])], [("e", [3]), ("a", [4]), ("d", [5]), ("c", [6])]),
		]
		for round in 0..<400 {
			let spread = round % 2 == 0 ? 30 : 6
			var sorted: [CheckRun.Inspected] = []
			for _ in 0..<next(12) { sorted.append(("F\(next(3))/\(next(spread)).swift", [UInt8(next(256))])) }
			var others: [CheckRun.Inspected] = []
			for _ in 0..<next(5) { others.append(("F\(next(3))/\(next(spread)).swift", [UInt8(next(256))])) }
			cases.append((CheckRun.sortedOnce(sorted), others))
		}
		for (number, item) in cases.enumerated() {
			let expected = CheckRun.sortedOnce(item.sorted + item.others)
			let merged = CheckRun.sortedOnce(item.sorted, adding: item.others)
			expectEqual(merged.map(\.path), expected.map(\.path), "case \(number)")
			expectEqual(merged.map(\.fingerprint), expected.map(\.fingerprint), "case \(number)")
		}
	}

	/// A list sorted once is every path in order, once, with the fingerprint listed first for it;
	/// a list that is so already (a current feature's, in its records' order) comes back as it is.
	func sortingOnceKeepsEachPathOnceWithItsFirstFingerprint() {
		var random: UInt64 = 0xD1B5_4A32_D192_ED03
		func next(_ bound: Int) -> Int {
			random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
			return Int((random >> 33) % UInt64(bound))
		}
		var cases: [[CheckRun.Inspected]] = [[], [("a", [1])], [("a", [1]), ("b", [2])], [("a", [1]), ("a", [2])], [("b", [1]), ("a", [2])]]
		for round in 0..<400 {
			var paths = (0..<next(12)).map { _ in ("F\(next(3))/\(next(round % 2 == 0 ? 30 : 4)).swift", [UInt8(next(256))]) }
			// Half of them in order already (a path twice stays twice: the first of two is kept).
			if round % 4 < 2 { paths.sort { $0.0 < $1.0 } }
			cases.append(paths)
		}
		for (number, paths) in cases.enumerated() {
			var expected: [CheckRun.Inspected] = []
			for path in Set(paths.map(\.path)).sorted() { expected.append(paths.first { $0.path == path }!) }
			let sorted = CheckRun.sortedOnce(paths)
			expectEqual(sorted.map(\.path), expected.map(\.path), "case \(number)")
			expectEqual(sorted.map(\.fingerprint), expected.map(\.fingerprint), "case \(number)")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<CheckRunSortingTests>] = [
		SuiteTest("joiningSortedRunsGivesWhatSortingThemAllTogetherGives") { $0.joiningSortedRunsGivesWhatSortingThemAllTogetherGives() },
		SuiteTest("addingPathsToASortedListGivesWhatSortingThemAllTogetherGives") { $0.addingPathsToASortedListGivesWhatSortingThemAllTogetherGives() },
		SuiteTest("sortingOnceKeepsEachPathOnceWithItsFirstFingerprint") { $0.sortingOnceKeepsEachPathOnceWithItsFirstFingerprint() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<CheckRunSortingTests>) async throws { try await test.body(self) }
}
