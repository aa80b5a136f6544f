import Testing

import ScaffoldCore

struct LineDiffTests {
	func scriptsKeepCommonLinesDeleteFirstAndAreMinimal() {
		// Empty sequences.
		expectEmpty(LineDiff.script(from: [String](), to: []))
		expectEqual(LineDiff.script(from: [], to: ["a", "b"]).map(\.kind), [.insert, .insert])
		expectEqual(LineDiff.script(from: ["a", "b"], to: []).map(\.kind), [.delete, .delete])

		// Keeps common lines and puts deletions first.
		do {
			let script = LineDiff.script(from: ["a", "b", "c", "d"], to: ["a", "x", "c", "d", "e"])
			expectEqual(script.map(\.kind), [.equal, .delete, .insert, .equal, .equal, .insert])
			expectEqual(script[2], LineDiff.Edit(kind: .insert, oldIndex: 2, newIndex: 1))
		}

		// Is minimal on the classic paper example.
		do {
			// Myers' example: ABCABBA → CBABAC needs 5 edits (LCS of length 4).
			let script = LineDiff.script(from: Array("ABCABBA"), to: Array("CBABAC"))
			expectEqual(script.filter { $0.kind != .equal }.count, 5)
		}
	}

	/// Random pairs over a small alphabet (so there are many partial matches): every script
	/// replays to both sides and has exactly as many edits as the quadratic LCS says it must.
	func randomScriptsReplayAndAreMinimal() {
		var generator = SeededGenerator(seed: 2024)
		for _ in 0..<400 {
			let old = (0..<Int.random(in: 0...24, using: &generator)).map { _ in Int.random(in: 0..<4, using: &generator) }
			var new = old
			for _ in 0..<Int.random(in: 0...8, using: &generator) {
				switch Int.random(in: 0..<3, using: &generator) {
				case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
				case 1: new.insert(Int.random(in: 0..<4, using: &generator), at: Int.random(in: 0...new.count, using: &generator))
				default: if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &generator)] = Int.random(in: 0..<6, using: &generator) }
				}
			}
			let script = LineDiff.script(from: old, to: new)
			let replayed = DiffCheck.replay(script, old, new)
			expectTrue(replayed.valid)
			expectEqual(replayed.old, old)
			expectEqual(replayed.new, new)
			let edits = script.filter { $0.kind != .equal }.count
			expectEqual(edits, old.count + new.count - 2 * DiffCheck.lcsLength(old, new), "old \(old) new \(new)")
		}
	}

	/// A file of a few thousand lines with scattered edits, and two unrelated files: the
	/// linear-space search handles both (a quadratic-memory one would need gigabytes for the second).
	func handlesThousandsOfLines() {
		let old = (0..<4000).map { "\tlet value\($0) = compute(\($0))" }
		var new = old
		for index in stride(from: 3990, through: 0, by: -97) { new[index] = "\tlet changed\(index) = 0" }
		for index in stride(from: 3000, through: 0, by: -501) { new.insert("\t// inserted", at: index) }
		let script = LineDiff.script(from: old, to: new)
		let replayed = DiffCheck.replay(script, old, new)
		expectTrue(replayed.valid)
		expectEqual(replayed.old, old)
		expectEqual(replayed.new, new)
		expectEqual(script.filter { $0.kind == .delete }.count, 42)
		expectEqual(script.filter { $0.kind == .insert }.count, 42 + 6)

		let unrelatedOld = (0..<1500).map { "a\($0)" }
		let unrelatedNew = (0..<1500).map { "b\($0)" }
		let unrelated = LineDiff.script(from: unrelatedOld, to: unrelatedNew)
		expectEqual(unrelated.count, 3000)
		expectNone(unrelated, where: { $0.kind == .equal })
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<LineDiffTests>] = [
		SuiteTest("scriptsKeepCommonLinesDeleteFirstAndAreMinimal") { $0.scriptsKeepCommonLinesDeleteFirstAndAreMinimal() },
		SuiteTest("randomScriptsReplayAndAreMinimal") { $0.randomScriptsReplayAndAreMinimal() },
		SuiteTest("handlesThousandsOfLines") { $0.handlesThousandsOfLines() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<LineDiffTests>) async throws { try await test.body(self) }
}
