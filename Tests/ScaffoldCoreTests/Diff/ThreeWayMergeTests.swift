import Testing

import ScaffoldCore

/// The three-way line merge of `feature --merge`, and the conflict markers it leaves.
struct ThreeWayMergeTests {
	private func merge(_ base: String, _ ours: String, _ theirs: String) -> (text: String, conflicts: Int) {
		let result = ThreeWayMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
		return (String(decoding: result.bytes, as: UTF8.self), result.conflicts)
	}

	/// base, ours, theirs, and the merge with its count of conflicts.
	static let cases: [(what: String, base: String, ours: String, theirs: String, merged: String, conflicts: Int)] = [
		("changes of each side in different places are both kept", "a\nb\nc\nd\ne\n", "a\nB\nc\nd\ne\n", "a\nb\nc\nd\nE\nf\n",
			"a\nB\nc\nd\nE\nf\n", 0),
		("the same change on both sides is taken once", "a\nb\nc\n", "a\nx\nc\n", "a\nx\nc\n", "a\nx\nc\n", 0),
		("a deletion on one side and an insertion elsewhere", "a\nb\nc\nd\n", "a\nc\nd\n", "a\nb\nc\nd\nnew\n", "a\nc\nd\nnew\n", 0),
		("different changes of one line conflict between git's markers", "a\nb\nc\n", "a\nmine\nc\n", "a\ntheirs\nc\n",
			"a\n<<<<<<< edited\nmine\n=======\ntheirs\n>>>>>>> generated\nc\n", 1),
		("a side without a final newline still gets its marker on a line of its own", "a\nb", "a\nmine", "a\ntheirs",
			"a\n<<<<<<< edited\nmine\n=======\ntheirs\n>>>>>>> generated\n", 1),
		("carriage returns and a missing final newline survive", "a\r\nb\r\nc", "A\r\nb\r\nc", "a\r\nb\r\nC", "A\r\nb\r\nC", 0),
	]

	func mergesLineByLine(_ index: Int) {
		let item = Self.cases[index]
		let merged = merge(item.base, item.ours, item.theirs)
		expectEqual(merged.text, item.merged, "\(item.what)")
		expectEqual(merged.conflicts, item.conflicts, "\(item.what)")
	}

	func emptyFilesMerge() {
		expectEqual(merge("", "", "x\n").text, "x\n")
		expectEqual(merge("", "x\n", "").text, "x\n")
		expectEqual(merge("", "x\n", "y\n").conflicts, 1)
	}

	/// Whatever the texts: a side that did not change takes the other's, and two equal sides merge to themselves.
	func aSideEqualToTheBaseAlwaysGivesTheOtherSide() {
		var random = SeededGenerator(seed: 33)
		let alphabet = ["a\n", "b\n", "c\n", "}\n", "\n"]
		func text() -> String { (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined() }
		for _ in 0..<300 {
			let (base, other) = (text(), text())
			expectEqual(merge(base, base, other), (other, 0))
			expectEqual(merge(base, other, base), (other, 0))
			expectEqual(merge(base, other, other), (other, 0))
		}
	}

	func findsMarkersWithTheirLinesAndOnlyRealOnes() {
		// Markers are found with their lines.
		do {
			let text = "a\n<<<<<<< edited\nmine\n=======\ntheirs\n>>>>>>> generated\nb\n<<<<<<< HEAD\nx\n"
			expectEqual(ConflictMarkers.hunks(in: Array(text.utf8)), [.init(start: 2, end: 6), .init(start: 8, end: nil)])
			expectEqual(ConflictMarkers.hunks(in: Array(text.utf8)).map(\.lines), ["2-6", "8"])
		}

		// Lines that only look like markers are not markers.
		do {
			let text = "let shift = a <<<<<<< b\n<<<<<<<<\n>>>>>>>x\n  <<<<<<< indented\n"
			expectEmpty(ConflictMarkers.hunks(in: Array(text.utf8)))
		}
	}

	func eachConflictIsAnErrorAtItsFirstLine() {
		let text = "a\n<<<<<<< edited\nmine\n=======\ntheirs\n>>>>>>> generated\n"
		let diagnostics = ConflictMarkers.diagnostics(in: Array(text.utf8), path: "X.swift")
		expectEqual(diagnostics.map(\.description), [
			"X.swift:2:1: error: unresolved merge conflict (lines 2-6): keep what you want of both sides (edited, then generated) and delete the marker lines"
		])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ThreeWayMergeTests>] = [
		SuiteTest("emptyFilesMerge") { $0.emptyFilesMerge() },
		SuiteTest("aSideEqualToTheBaseAlwaysGivesTheOtherSide") { $0.aSideEqualToTheBaseAlwaysGivesTheOtherSide() },
		SuiteTest("findsMarkersWithTheirLinesAndOnlyRealOnes") { $0.findsMarkersWithTheirLinesAndOnlyRealOnes() },
		SuiteTest("eachConflictIsAnErrorAtItsFirstLine") { $0.eachConflictIsAnErrorAtItsFirstLine() },
	]
		+ SuiteTest<ThreeWayMergeTests>.cases("mergesLineByLine(_:)", cases.indices) { $0.mergesLineByLine($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<ThreeWayMergeTests>) async throws { try await test.body(self) }
}
