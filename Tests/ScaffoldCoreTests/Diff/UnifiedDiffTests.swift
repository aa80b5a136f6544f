import Testing

import ScaffoldCore

struct UnifiedDiffTests {
	private static func hunks(_ old: String, _ new: String) -> String {
		String(decoding: UnifiedDiff.hunks(old: Array(old.utf8), new: Array(new.utf8)), as: UTF8.self)
	}

	private static func numbered(_ range: ClosedRange<Int>, replacing changes: [Int: String] = [:]) -> String {
		range.map { (changes[$0] ?? "line\($0)") + "\n" }.joined()
	}

	/// An old and a new text, and the hunks between them.
	typealias HunkRow = TableCase<(old: String, new: String), String>

	static let hunkRows: [HunkRow] = [
		HunkRow(
			"a change in the middle has three lines of context",
			(numbered(1...10), numbered(1...10, replacing: [5: "LINE5"])),
			"""
			@@ -2,7 +2,7 @@
			 line2
			 line3
			 line4
			-line5
			+LINE5
			 line6
			 line7
			 line8

			"""),
		HunkRow("context is clipped at the start", ("a\nb\n", "new\na\nb\n"), "@@ -1,2 +1,3 @@\n+new\n a\n b\n"),
		HunkRow("context is clipped at the end", ("a\nb\n", "a\nb\nnew\n"), "@@ -1,2 +1,3 @@\n a\n b\n+new\n"),
		HunkRow("single-line ranges omit their count", ("a\n", "b\n"), "@@ -1 +1 @@\n-a\n+b\n"),
		HunkRow("additions only start from an empty range", ("", "a\nb\n"), "@@ -0,0 +1,2 @@\n+a\n+b\n"),
		HunkRow("deletions only end in an empty range", ("a\nb\n", ""), "@@ -1,2 +0,0 @@\n-a\n-b\n"),
		HunkRow("two empty texts have no hunks", ("", ""), ""),
		HunkRow("equal texts have no hunks", ("same\n", "same\n"), ""),
		HunkRow("a missing final newline in the new text", ("a\nb\n", "a\nb"), "@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n"),
		HunkRow("a missing final newline in the old text", ("a\nb", "a\nb\n"), "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"),
		HunkRow(
			"a missing final newline on both sides, after the change", ("a\nb\nc", "a\nB\nc"),
			"@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n\\ No newline at end of file\n"),
		HunkRow("a missing final newline in an addition to nothing", ("", "x"), "@@ -0,0 +1 @@\n+x\n\\ No newline at end of file\n"),
		HunkRow("carriage returns are kept as part of the line", ("a\r\nb\r\n", "a\nb\r\n"), "@@ -1,2 +1,2 @@\n-a\r\n+a\n b\r\n"),
	]

	func hunksBetweenTwoTexts(_ row: HunkRow) {
		row.expect(Self.hunks(row.input.old, row.input.new))
	}

	func hunksSixLinesApartMergeAndSevenApartDoNot() {
		expectEqual(
			Self.hunks(Self.numbered(1...20), Self.numbered(1...20, replacing: [5: "X", 12: "Y"])).split(separator: "\n").filter { $0.hasPrefix("@@") }, ["@@ -2,14 +2,14 @@"])
		expectEqual(
			Self.hunks(Self.numbered(1...20), Self.numbered(1...20, replacing: [5: "X", 13: "Y"])).split(separator: "\n").filter { $0.hasPrefix("@@") }, ["@@ -2,7 +2,7 @@", "@@ -10,7 +10,7 @@"])
	}

	// MARK: - File patches

	private static func patch(_ old: String?, _ new: String?) -> String {
		String(decoding: UnifiedDiff.filePatch(path: "Sources/A.swift", old: old.map { Array($0.utf8) }, new: new.map { Array($0.utf8) }), as: UTF8.self)
	}

	/// A file's old and new contents (`nil`: no file), and the patch between them.
	typealias PatchRow = TableCase<(old: String?, new: String?), String>

	static let patchRows: [PatchRow] = [
		PatchRow(
			"a new file comes from /dev/null", (nil, "x\n"),
			"diff --git a/Sources/A.swift b/Sources/A.swift\nnew file mode 100644\n--- /dev/null\n+++ b/Sources/A.swift\n@@ -0,0 +1 @@\n+x\n"),
		PatchRow(
			"a deleted file goes to /dev/null", ("x\n", nil),
			"diff --git a/Sources/A.swift b/Sources/A.swift\ndeleted file mode 100644\n--- a/Sources/A.swift\n+++ /dev/null\n@@ -1 +0,0 @@\n-x\n"),
		PatchRow("an empty file is created by the extended header alone", (nil, ""), "diff --git a/Sources/A.swift b/Sources/A.swift\nnew file mode 100644\n"),
		PatchRow("an empty file is deleted by the extended header alone", ("", nil), "diff --git a/Sources/A.swift b/Sources/A.swift\ndeleted file mode 100644\n"),
		PatchRow(
			"a modified file names both sides", ("x\n", "y\n"),
			"diff --git a/Sources/A.swift b/Sources/A.swift\n--- a/Sources/A.swift\n+++ b/Sources/A.swift\n@@ -1 +1 @@\n-x\n+y\n"),
		PatchRow("an unchanged file has no patch", ("x\n", "x\n"), ""),
	]

	func filePatches(_ row: PatchRow) {
		row.expect(Self.patch(row.input.old, row.input.new))
	}

	/// Random texts and edits, with and without final newlines: the hunks, applied strictly
	/// (positions, counts and every context line checked), always give back the new text.
	func randomPatchesApplyBackToTheNewText() {
		var generator = SeededGenerator(seed: 7)
		let vocabulary = ["import Foundation", "", "}", "\tlet id: Int", "\tvar name: String", "struct A {", "// note"]
		for _ in 0..<300 {
			var old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in vocabulary.randomElement(using: &generator)! }
			var new = old
			for _ in 0..<Int.random(in: 0...6, using: &generator) {
				switch Int.random(in: 0..<3, using: &generator) {
				case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
				case 1: new.insert("added \(Int.random(in: 0..<3, using: &generator))", at: Int.random(in: 0...new.count, using: &generator))
				default: if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &generator)] = "changed" }
				}
			}
			if old.isEmpty { old = [] }
			let oldText = old.map { $0 + "\n" }.joined().dropLastNewline(Bool.random(using: &generator))
			let newText = new.map { $0 + "\n" }.joined().dropLastNewline(Bool.random(using: &generator))
			let patch = UnifiedDiff.hunks(old: Array(oldText.utf8), new: Array(newText.utf8))
			expectEqual(DiffCheck.apply(hunks: patch, to: Array(oldText.utf8)), Array(newText.utf8), "old \(old) new \(new)")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<UnifiedDiffTests>] = [
		SuiteTest("hunksSixLinesApartMergeAndSevenApartDoNot") { $0.hunksSixLinesApartMergeAndSevenApartDoNot() },
		SuiteTest("randomPatchesApplyBackToTheNewText") { $0.randomPatchesApplyBackToTheNewText() },
	]
		+ SuiteTest<UnifiedDiffTests>.cases("hunksBetweenTwoTexts(_:)", hunkRows) { $0.hunksBetweenTwoTexts($1) }
		+ SuiteTest<UnifiedDiffTests>.cases("filePatches(_:)", patchRows) { $0.filePatches($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<UnifiedDiffTests>) async throws { try await test.body(self) }
}

extension String {
	fileprivate func dropLastNewline(_ drop: Bool) -> String {
		drop && hasSuffix("\n") ? String(dropLast()) : self
	}
}
