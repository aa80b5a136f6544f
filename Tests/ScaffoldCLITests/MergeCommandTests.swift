import Foundation
import ScaffoldCore
import Testing

/// `scaffold feature --merge` (and `"merge": true` in `scaffold.json`): a generated file edited
/// by hand merged three ways with the new output, the base found in `.scaffold/bases/` or in
/// git history; conflicts written with markers, listed, exit 1; deleted files kept deleted.
struct MergeCommandTests {
	static let describedAs = "\"description\": \"A character of the show.\""
	static let docLine = "/// A character of the show.\n"

	/// The starter DTO edited by hand (a line after the import), and the spec's description changed.
	private func editAndChangeSpec(_ project: ProjectSandbox, description: String = "A character of the series.") throws {
		try project.replace("import Foundation\n", with: "import Foundation\nimport OSLog\n", in: Starter.dto)
		try project.replace(Self.describedAs, with: "\"description\": \"\(description)\"", in: Starter.spec)
	}

	/// Makes `project` one that merges: a first `--merge`, with nothing to merge, keeps a base of
	/// every recorded file (a fresh project keeps none).
	static func keepBases(_ project: ProjectSandbox) throws {
		let result = try project.run(["feature", "Character", "--merge"])
		expectEqual(result.status, 0, "\(result)")
		project.expectExists(".scaffold/bases/.gitignore", "\(result)")
	}

	/// The project's files, their dates left out, for "the same tree".
	private func contents(_ project: ProjectSandbox) throws -> [String: FileTree.Entry] {
		try project.tree().entries.mapValues(\.withoutDate)
	}

	func anEditAndASpecChangeMergeCleanlyAndASecondRunChangesNothing() throws {
		try ProjectSandbox.with(.generated) { project in
			try Self.keepBases(project)
			try editAndChangeSpec(project)
			let plain = try project.run(["feature", "Character"])
			expectEqual(plain.status, 1, "\(plain)")
			expectContains(plain.stdout, "conflict   \(Starter.dto) (edited by hand)", "\(plain)")

			let merged = try project.run(["feature", "Character", "--merge"])
			expectEqual(merged.status, 0, "\(merged)")
			expectEmpty(merged.stderr, "\(merged)")
			expectContains(merged.stdoutLines, "  merge      \(Starter.dto) (edited by hand, merged)")
			let text = try project.text(Starter.dto)
			expectContains(text, "import Foundation\nimport OSLog\n")
			expectContains(text, "/// A character of the series.\n")
			expectLacks(text, Self.docLine)

			let before = try contents(project)
			let again = try project.run(["feature", "Character", "--merge"])
			expectEqual(again.status, 0, "\(again)")
			expectContains(again.stdoutLines, "  skip       \(Starter.dto) (edited by hand, already merged)")
			try expectEqual(contents(project), before)
		}
	}

	func theConfigsMergeKeyMergesWithoutTheFlag() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.replace("\"version\": 1,", with: "\"version\": 1,\n\t\"merge\": true,", in: "scaffold.json")
			// The key makes the project keep bases from its next run on.
			try expectEqual(project.run(["feature", "Character"]).status, 0)
			#expect(project.exists(".scaffold/bases/" + SHA256.hex(try require(project.bytes(Starter.dto)))))
			try editAndChangeSpec(project)
			let result = try project.run(["feature", "Character"])
			expectEqual(result.status, 0, "\(result)")
			expectContains(result.stdout, "merge      \(Starter.dto)", "\(result)")
		}
	}

	func conflictingChangesGetMarkersAreListedAndFailTheRunAndCheck() throws {
		try ProjectSandbox.with(.generated) { project in
			try Self.keepBases(project)
			try project.replace(Self.docLine, with: "/// A character, as I see it.\n", in: Starter.dto)
			try project.replace(Self.describedAs, with: "\"description\": \"A character of the series.\"", in: Starter.spec)
			let result = try project.run(["feature", "Character", "--merge"])
			expectEqual(result.status, 1, "\(result)")
			expectContains(result.stdoutLines, "  merge      \(Starter.dto) (edited by hand, merged with conflicts)")
			let text = try project.text(Starter.dto)
			let hunk = "<<<<<<< edited\n/// A character, as I see it.\n=======\n/// A character of the series.\n>>>>>>> generated\n"
			expectContains(text, hunk, "\(text)")
			let line = text.components(separatedBy: "\n").firstIndex(of: "<<<<<<< edited").map { $0 + 1 }
			let listing = "\(Starter.dto):\(line ?? 0):1: error: unresolved merge conflict (lines \(line ?? 0)-\((line ?? 0) + 4))"
			expectEqual(result.stderrLines.first?.hasPrefix(listing), true, "\(result)")
			// Everything else of the run was applied: the domain model has the new description.
			try expectContains(project.text("Features/Character/Sources/Domain/Models/Character.swift"), "A character of the series.")

			// Markers are an edit: a second run leaves the tree as it is, never nesting them, and fails again.
			let before = try contents(project)
			let again = try project.run(["feature", "Character", "--merge"])
			expectEqual(again.status, 1, "\(again)")
			expectContains(again.stdoutLines, "  conflict   \(Starter.dto) (unresolved conflict markers)")
			expectEqual(again.stderrLines.first?.hasPrefix(listing), true, "\(again)")
			try expectEqual(contents(project), before)

			let check = try project.run(["check", "--quiet"])
			expectEqual(check.status, 1, "\(check)")
			expectAny(check.stderrLines, where: { $0.hasPrefix(listing) }, "\(check)")
		}
	}

	func aDeletedFileStaysDeletedEvenForLaterRunsWithoutMerge() throws {
		try ProjectSandbox.with(.generated) { project in
			try Self.keepBases(project)
			try project.remove(Starter.dto)
			let result = try project.run(["feature", "Character", "--merge"])
			expectEqual(result.status, 0, "\(result)")
			expectContains(result.stdoutLines, "  skip       \(Starter.dto) (deleted by hand)")
			project.expectMissing(Starter.dto)
			try expectContains(project.text(".scaffold/manifest.json"), "\"deleted\": true,\n\t\t\t\"origin\": \"Specs/Character.json\",\n\t\t\t\"path\": \"\(Starter.dto)\"")
			let plain = try project.run(["feature", "Character"])
			expectEqual(plain.status, 0, "\(plain)")
			project.expectMissing(Starter.dto, "\(plain)")
			let check = try project.run(["check"])
			expectEqual(check.status, 0, "\(check)")
			// --force writes it again, and forgets that it was deleted.
			try expectEqual(project.run(["feature", "Character", "--force"]).status, 0)
			project.expectExists(Starter.dto)
			try expectLacks(project.text(".scaffold/manifest.json"), "\"deleted\"")
		}
	}

	/// Only a project that merges keeps bases (issue 51): a fresh feature writes none, a first
	/// `--merge` (here with nothing to merge) keeps one per recorded file, and every run after it
	/// keeps them, `--merge` or not.
	func basesAreKeptOnceTheProjectMergesForWhatTheManifestRecordsAndNoMore() throws {
		try ProjectSandbox.with(.generated) { project in
			project.expectMissing(".scaffold/bases")
			try expectEqual(project.run(["feature", "Character", "--merge"]).status, 0)
			let dto = try require(project.bytes(Starter.dto))
			let base = ".scaffold/bases/" + SHA256.hex(dto)
			expectEqual(project.bytes(base), dto)
			try expectEqual(project.text(".scaffold/bases/.gitignore"), "*\n")
			try project.replace(Self.describedAs, with: "\"description\": \"A character of the series.\"", in: Starter.spec)
			try expectEqual(project.run(["feature", "Character"]).status, 0)
			project.expectMissing(base)
			#expect(project.bytes(".scaffold/bases/" + SHA256.hex(try require(project.bytes(Starter.dto)))) == project.bytes(Starter.dto))
		}
	}

	/// A run killed while its bases were written leaves `.new` temporaries and bases missing, and
	/// no replay record; the next run finds every file identical, applies nothing, and must still
	/// make the store whole (issue 51), or a later `--merge` would find no base.
	func aRunThatAppliesNothingRepairsWhatAKilledRunLeftInTheStore() throws {
		try ProjectSandbox.with(.generated) { project in
			try expectEqual(project.run(["feature", "Character", "--merge"]).status, 0)
			let dto = try require(project.bytes(Starter.dto))
			let base = ".scaffold/bases/" + SHA256.hex(dto)
			let stored = try FileManager.default.contentsOfDirectory(atPath: project.url.appendingPathComponent(".scaffold/bases").path).sorted()
			try project.remove(base)
			try project.write("half a base", to: base + ".new")
			try project.remove(".scaffold/cache")
			let result = try project.run(["feature", "Character"])
			expectEqual(result.status, 0, "\(result)")
			expectLacks(result.stdout, "create ", "\(result)")
			expectLacks(result.stdout, "update ", "\(result)")
			expectEqual(project.bytes(base), dto)
			project.expectMissing(base + ".new")
			try expectEqual(FileManager.default.contentsOfDirectory(atPath: project.url.appendingPathComponent(".scaffold/bases").path).sorted(), stored)
			// And the edit merges with it.
			try editAndChangeSpec(project)
			try expectEqual(project.run(["feature", "Character", "--merge"]).status, 0)
			try expectContains(project.text(Starter.dto), "import OSLog\n")
		}
	}

	func theBaseComesFromGitHistoryWhenTheStoreLacksIt() throws {
		guard let git = Git.locate() else { return }
		try ProjectSandbox.with(.generated) { project in
			// A repository of its own, with the generated files committed; the store is not.
			for arguments in [["init", "-q", "."], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "generated"]] {
				try expectEqual(git.run(arguments, in: project.url).status, 0)
			}
			// A project that has not merged yet keeps no bases: git history holds them.
			project.expectMissing(".scaffold/bases")
			try editAndChangeSpec(project)
			let result = try project.run(["feature", "Character", "--merge"])
			expectEqual(result.status, 0, "\(result)")
			try expectContains(project.text(Starter.dto), "import OSLog\n")
			try expectContains(project.text(Starter.dto), "/// A character of the series.\n")
		}
	}

	func withoutABaseAnywhereTheFileIsNamedAndNothingIsWritten() throws {
		try ProjectSandbox.with(.generated) { project in
			project.expectMissing(".scaffold/bases")
			try editAndChangeSpec(project)
			let before = try contents(project)
			let result = try project.run(["feature", "Character", "--merge"])
			expectEqual(result.status, 1, "\(result)")
			expectEqual(result.stderrLines.first, "\(Starter.dto): error: cannot merge the edits: neither .scaffold/bases/ nor git history holds the version scaffold last wrote here; use --force to overwrite the file, or remove its header line to keep it as your own")
			try expectEqual(contents(project), before)
		}
	}

	func allFeaturesMergeToo() throws {
		try ProjectSandbox.with(.generated) { project in
			try Self.keepBases(project)
			try editAndChangeSpec(project)
			let result = try project.run(["feature", "--all", "--merge"])
			expectEqual(result.status, 0, "\(result)")
			expectContains(result.stdout, "merge      \(Starter.dto) (edited by hand, merged)", "\(result)")
			try expectContains(project.text(Starter.dto), "import OSLog\n")
		}
	}

	func aMergeThatCannotBeWrittenChangesNothing() throws {
		try ProjectSandbox.with(.generated) { project in
			try Self.keepBases(project)
			try project.replace(Self.docLine, with: "/// A character, as I see it.\n", in: Starter.dto)
			try project.replace(Self.describedAs, with: "\"description\": \"A character of the series.\"", in: Starter.spec)
			let before = try contents(project)
			let result = try project.scaffold.run(
				["feature", "Character", "--merge"], in: project.url, environment: ["SCAFFOLD_TEST_FAULT": "write:1:ENOSPC"])
			expectEqual(result.status, 1, "\(result)")
			expectContains(result.stderr, "nothing was changed", "\(result)")
			try expectEqual(contents(project), before)
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<MergeCommandTests>] = [
		SuiteTest("anEditAndASpecChangeMergeCleanlyAndASecondRunChangesNothing") { try $0.anEditAndASpecChangeMergeCleanlyAndASecondRunChangesNothing() },
		SuiteTest("theConfigsMergeKeyMergesWithoutTheFlag") { try $0.theConfigsMergeKeyMergesWithoutTheFlag() },
		SuiteTest("conflictingChangesGetMarkersAreListedAndFailTheRunAndCheck") { try $0.conflictingChangesGetMarkersAreListedAndFailTheRunAndCheck() },
		SuiteTest("aDeletedFileStaysDeletedEvenForLaterRunsWithoutMerge") { try $0.aDeletedFileStaysDeletedEvenForLaterRunsWithoutMerge() },
		SuiteTest("basesAreKeptOnceTheProjectMergesForWhatTheManifestRecordsAndNoMore") { try $0.basesAreKeptOnceTheProjectMergesForWhatTheManifestRecordsAndNoMore() },
		SuiteTest("aRunThatAppliesNothingRepairsWhatAKilledRunLeftInTheStore") { try $0.aRunThatAppliesNothingRepairsWhatAKilledRunLeftInTheStore() },
		SuiteTest("theBaseComesFromGitHistoryWhenTheStoreLacksIt") { try $0.theBaseComesFromGitHistoryWhenTheStoreLacksIt() },
		SuiteTest("withoutABaseAnywhereTheFileIsNamedAndNothingIsWritten") { try $0.withoutABaseAnywhereTheFileIsNamedAndNothingIsWritten() },
		SuiteTest("allFeaturesMergeToo") { try $0.allFeaturesMergeToo() },
		SuiteTest("aMergeThatCannotBeWrittenChangesNothing") { try $0.aMergeThatCannotBeWrittenChangesNothing() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<MergeCommandTests>) async throws { try await test.body(self) }
}
