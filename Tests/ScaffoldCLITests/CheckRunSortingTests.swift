import Testing

@testable import scaffold

/// `check` sorts each feature's inspected paths on the core that judged it, and joins the sorted
/// lists without sorting them again when they do not overlap: the joined list must be the one
/// sorting every path together gives (``CheckRun/sortedOnce(_:)``), the first list's fingerprint
/// kept for a path listed twice.
struct CheckRunSortingTests {
	@Test func joiningSortedRunsGivesWhatSortingThemAllTogetherGives() {
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
}
