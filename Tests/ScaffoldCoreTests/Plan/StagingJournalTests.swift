import Testing

import ScaffoldCore

/// The staging journal of a run and the decisions of undoing a run killed half-way: from which
/// staged files are left, exactly what each step needs.
struct StagingJournalTests {
	static let journal = StagingJournal(steps: [
		.folder("A"), .write(0, replacing: true, "A/B.swift"), .write(1, replacing: false, "C"), .delete(2, "D"),
	])

	func journalsReadBackAsWrittenAndADamagedOneIsNone() {
		expectEqual(StagingJournal(bytes: Self.journal.serialized()), Self.journal)
		expectEqual(String(decoding: Self.journal.serialized(), as: UTF8.self), "folder\tA\nwrite\t0\treplace\tA/B.swift\nwrite\t1\tcreate\tC\ndelete\t2\tD\n")
		expectEqual(StagingJournal(bytes: Array("write\tx\tcreate\tA\n".utf8)), nil)
		expectEqual(StagingJournal(bytes: Array("move\t1\tA\n".utf8)), nil)
		expectEqual(StagingJournal(bytes: [0xFF]), nil)
		expectEqual(Self.journal.fileSteps, 3)
	}

	func aKilledRunIsUndoneStepByStep() {
		// Killed before any rename: every old file is still kept and every new one still staged.
		do {
			let actions = Self.journal.undoActions(stagedExists: { ["new-0", "old-0", "new-1", "old-2"].contains($0) })
			expectEqual(actions, [.restore(from: "old-2", to: "D"), .restore(from: "old-0", to: "A/B.swift"), .removeFolderIfEmpty("A")])
		}

		// Killed after every rename: old files kept, new ones moved in.
		do {
			let actions = Self.journal.undoActions(stagedExists: { ["old-0", "old-2"].contains($0) })
			expectEqual(
				actions, [
					.restore(from: "old-2", to: "D"), .removeCreated("C"), .restore(from: "old-0", to: "A/B.swift"), .removeFolderIfEmpty("A"),
				])
		}

		// Killed before the old files were kept: nothing was replaced, nothing to restore.
		do {
			let actions = Self.journal.undoActions(stagedExists: { $0 == "new-1" })
			expectEqual(actions, [.removeFolderIfEmpty("A")])
		}
	}

	static let legacyTemporaryNamesArguments: [(String, Bool)] = [
		(".scaffold-123-CharacterDTO.swift", true), (".scaffold-1-a", true), (".scaffold-x-a", false), (".scaffold-12", false),
		(".scaffold-12-", false), ("scaffold-12-a", false), (".scaffold", false),
	]
	func legacyTemporaryNames(name: String, matches: Bool) {
		expectEqual(StagingJournal.isLegacyTemporary(name), matches)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<StagingJournalTests>] = [
		SuiteTest("journalsReadBackAsWrittenAndADamagedOneIsNone") { $0.journalsReadBackAsWrittenAndADamagedOneIsNone() },
		SuiteTest("aKilledRunIsUndoneStepByStep") { $0.aKilledRunIsUndoneStepByStep() },
	]
		+ SuiteTest<StagingJournalTests>.cases("legacyTemporaryNames(name:matches:)", legacyTemporaryNamesArguments) { $0.legacyTemporaryNames(name: $1.0, matches: $1.1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<StagingJournalTests>) async throws { try await test.body(self) }
}
