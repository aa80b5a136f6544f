import Foundation
import ScaffoldCore
import Testing

/// `scaffold feature`'s shortcut for a run that changes nothing: the record a writing run
/// leaves in `.scaffold/cache/`, replayed only while every input and every inspected file is
/// as it describes.
///
/// To see which path a run took, the tests forge the record's listing (keeping its key,
/// fingerprints and check valid): a run that prints the forged listing replayed the record.
struct UnchangedRunTests {
	typealias Result = ScaffoldBinary.Result
	static let recordPath = ".scaffold/cache/feature-Character"
	static let forged = "REPLAYED FROM THE RECORD\n"
	static let allIdentical = "122 files: 122 identical"

	/// A writing run (the DTO was deleted) in a fresh copy of the generated project, which
	/// leaves the record; then `body`.
	private func withRecord(_ body: (ProjectSandbox) throws -> Void) throws {
		try ProjectSandbox.with(.generated) { project in
			try project.remove(Starter.dto)
			let writing = try project.run(["feature", "Character"])
			expectEqual(writing.status, 0, "\(writing)")
			expectEqual(writing.stdoutLines.last, "122 files: 1 create, 121 identical", "\(writing)")
			project.expectExists(Self.recordPath)
			try body(project)
		}
	}

	/// Rewrites the record's listing as ``forged``, everything else in it left as it was.
	private func forge(_ project: ProjectSandbox) throws {
		let bytes = try require(project.bytes(Self.recordPath))
		var record = try require(UnchangedRunRecord.parse(bytes))
		record.text = Self.forged
		let forged = try require(record.serialized())
		try Data(forged).write(to: project.url.appendingPathComponent(Self.recordPath))
	}

	func aWritingRunRecordsWhatTheNextRunPrintsAndThatRunReplaysIt() throws {
		try withRecord { project in
			try expectEqual(project.text(".scaffold/cache/.gitignore"), "*\n")
			let (replayed, changes) = try project.changes { try project.run(["feature", "Character"]) }
			expectEqual(changes, [])
			// What the full path prints, byte for byte, once the record is gone.
			try project.remove(Self.recordPath)
			let full = try project.run(["feature", "Character"])
			expectEqual(replayed, full, "\(replayed)\n\(full)")
			expectEqual(full.stdoutLines.last, Self.allIdentical, "\(replayed)\n\(full)")
			expectEqual(full.stdoutLines.count, 123)
		}
	}

	func theReplayIsWhatRuns() throws {
		try withRecord { project in
			try forge(project)
			try expectEqual(project.run(["feature", "Character"]), Result(status: 0, stdout: Self.forged, stderr: ""))
			// --output naming the same root is the same run.
			try expectEqual(project.run(["feature", "Character", "--output", project.url.path]).stdout, Self.forged)
		}
	}

	/// The record names no root: a copy of the project replays it, unless a link on the way (to a
	/// folder of the project, by its absolute path) now leads out of the copy, back into the
	/// original: the full path then refuses to write through it.
	func aCopiedProjectReplaysUnlessALinkLeadsOutOfIt() throws {
		try withRecord { project in
			try forge(project)
			try TemporaryFolder.with { outside in
				let copy = outside.url.appendingPathComponent("copy")
				try FileManager.default.copyItem(at: project.url, to: copy)
				try expectEqual(project.scaffold.run(["feature", "Character"], in: copy), Result(status: 0, stdout: Self.forged, stderr: ""))
			}
		}
		try ProjectSandbox.with(.generated) { project in
			let folder = "Features/Character/Sources/Data/DTOs"
			try FileManager.default.moveItem(at: project.url.appendingPathComponent(folder), to: project.url.appendingPathComponent("Moved"))
			try FileManager.default.createSymbolicLink(
				atPath: project.url.appendingPathComponent(folder).path, withDestinationPath: project.resolvedPath + "/Moved")
			try project.remove("Moved/CharacterDTO.swift")
			let writing = try project.run(["feature", "Character"])
			expectEqual(writing.stdoutLines.last, "122 files: 1 create, 121 identical", "\(writing)")
			try forge(project)
			try TemporaryFolder.with { outside in
				let copy = outside.url.appendingPathComponent("copy")
				try FileManager.default.copyItem(at: project.url, to: copy)
				let result = try project.scaffold.run(["feature", "Character"], in: copy)
				expectEqual(result.status, 1, "\(result)")
				expectEqual(result.stdout, "", "\(result)")
				expectContains(
					result.stderr,
					"is a symbolic link to '\(project.resolvedPath)/Moved', outside the project root '\(ProjectSandbox.realPath(copy.path))'",
					"\(result)")
			}
		}
	}

	/// A run that changes nothing leaves no trace, not even a record.
	/// The first run into a project without the feature's folders writes a record the next run
	/// replays: the files it did not write there (extension points nobody asked for) are
	/// described in the folders it created, as the next run's snapshot sees them.
	func theFirstRunOfAFeatureLeavesARecordTheNextRunReplays() throws {
		try ProjectSandbox.with(.initialized) { project in
			project.expectMissing("Features/Character")
			let first = try project.run(["feature", "Character"])
			expectEqual(first.status, 0, "\(first)")
			project.expectExists(Self.recordPath, "\(first)")
			try forge(project)
			try expectEqual(project.run(["feature", "Character"]), Result(status: 0, stdout: Self.forged, stderr: ""))
		}
	}

	func aRunThatChangesNothingWritesNoRecord() throws {
		try withRecord { project in
			try project.remove(".scaffold/cache")
			let (result, changes) = try project.changes { try project.run(["feature", "Character"]) }
			expectEqual(result.status, 0)
			expectEqual(result.stdoutLines.last, Self.allIdentical)
			expectEqual(changes, [])
		}
	}

	/// Each input the key covers, changed in a way that leaves the output as it was: the run
	/// generates again (and says every file is identical) rather than replay.
	static let anyChangedInputIsGeneratedAgainArguments: [String] = ["spec", "config", "template override", "manifest layout", "force", "spec named elsewhere"]
	func anyChangedInputIsGeneratedAgain(input: String) throws {
		try withRecord { project in
			try forge(project)
			var arguments = ["feature", "Character"]
			switch input {
			case "spec": try project.append("\n", to: Starter.spec)
			case "config": try project.append("\n", to: "scaffold.json")
			case "template override":
				let ejected = try project.run(["templates", "eject", "DTO"])
				expectEqual(ejected.status, 0, "\(ejected)")
			case "manifest layout": try project.append("\n", to: ".scaffold/manifest.json")
			case "force": arguments.append("--force")
			default:
				try project.write(try project.text(Starter.spec), to: "Elsewhere/Character.json")
				arguments += ["--spec", "Elsewhere/Character.json"]
			}
			let result = try project.run(arguments)
			expectEqual(result.status, 0, "\(result)")
			expectNotEqual(result.stdout, Self.forged, "\(result)")
			if input != "spec named elsewhere" { expectEqual(result.stdoutLines.last, Self.allIdentical, "\(result)") }
		}
	}

	/// Each change to the files the plan inspects: the full path, with what it has to say.
	func anyChangeOnDiskIsPlannedAgain() throws {
		try withRecord { project in
			try forge(project)
			try project.append("// mine\n", to: Starter.dto)
			let edited = try project.run(["feature", "Character"])
			expectEqual(edited.status, 1)
			expectContains(edited.stdoutLines, PlanListing.line("conflict", Starter.dto, "edited by hand"))
			try project.remove(Starter.dto)
			let deleted = try project.run(["feature", "Character"])
			expectEqual(deleted.status, 0, "\(deleted)")
			expectEqual(deleted.stdoutLines.last, "122 files: 1 create, 121 identical", "\(deleted)")
		}
		try withRecord { project in
			try forge(project)
			// The same bytes, reached through a symbolic link to a folder inside the project.
			let folder = "Features/Character/Sources/Data/DTOs"
			try FileManager.default.moveItem(
				at: project.url.appendingPathComponent(folder), to: project.url.appendingPathComponent("Moved"))
			try FileManager.default.createSymbolicLink(
				atPath: project.url.appendingPathComponent(folder).path, withDestinationPath: "../../../../Moved")
			try expectNotEqual(project.run(["feature", "Character"]).stdout, Self.forged)
		}
		try withRecord { project in
			try forge(project)
			// A runtime file the project has is not rendered, so no output names it: the record lists it itself.
			let files = FileManager.default.enumerator(atPath: project.url.path)?.allObjects as? [String] ?? []
			let runtime = try require(files.first { $0.hasSuffix("Storage/StoredGraphContract.swift") })
			try project.remove(runtime)
			let lacked = try project.run(["feature", "Character"])
			#expect(lacked.status == 0 && lacked.stdoutLines.contains { $0.contains(runtime) && $0.contains("create") }, "\(lacked)")
		}
	}

	func anotherBuildOfScaffoldGeneratesAgain() throws {
		try withRecord { project in
			try forge(project)
			try TemporaryFolder.with { folder in
				let copy = folder.url.appendingPathComponent("scaffold")
				try FileManager.default.copyItem(at: project.scaffold.url, to: copy)
				let result = try ScaffoldBinary(url: copy).run(["feature", "Character"], in: project.url)
				expectEqual(result.status, 0, "\(result)")
				expectEqual(result.stdoutLines.last, Self.allIdentical, "\(result)")
			}
		}
	}

	func aDryRunNeverReplays() throws {
		try withRecord { project in
			try forge(project)
			for flag in ["--dry-run", "--diff", "--json"] {
				let result = try project.run(["feature", "Character", flag])
				expectEqual(result.status, 0, "\(flag): \(result)")
				expectNotEqual(result.stdout, Self.forged, "\(flag): \(result)")
			}
		}
	}

	func aDamagedRecordIsNoRecord() throws {
		try withRecord { project in
			let bytes = try require(project.bytes(Self.recordPath))
			try Data(bytes.dropLast(10)).write(to: project.url.appendingPathComponent(Self.recordPath))
			let result = try project.run(["feature", "Character"])
			expectEqual(result.status, 0, "\(result)")
			expectEqual(result.stderr, "", "\(result)")
			expectEqual(result.stdoutLines.last, Self.allIdentical, "\(result)")
		}
	}

	/// Replaying would have to repeat warnings, and a run that stops writes nothing: neither records.
	func runsWithWarningsOrConflictsRecordNothing() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.remove(".scaffold/cache")
			try project.replace(
				"\"types\": [", with: "\"types\": [\n\t\t{ \"name\": \"Unused\", \"fields\": [{ \"name\": \"a\", \"type\": \"String\" }] },",
				in: Starter.spec)
			try project.remove(Starter.dto)
			let warned = try project.run(["feature", "Character"])
			expectEqual(warned.status, 0, "\(warned)")
			expectContains(warned.stderr, "warning: type 'Unused' is declared but never used", "\(warned)")
			project.expectMissing(Self.recordPath)

			try project.append("// mine\n", to: Starter.dto)
			try project.addNicknameField()
			try expectEqual(project.run(["feature", "Character"]).status, 1)
			project.expectMissing(Self.recordPath)
		}
	}

	/// The cache folder is never followed out of the project.
	func aCacheFolderThatIsASymbolicLinkIsNotWrittenThrough() throws {
		try ProjectSandbox.with(.generated) { project in
			try TemporaryFolder.with { outside in
				try project.remove(".scaffold/cache")
				try FileManager.default.createSymbolicLink(
					atPath: project.url.appendingPathComponent(".scaffold/cache").path, withDestinationPath: outside.url.path)
				try project.remove(Starter.dto)
				let result = try project.run(["feature", "Character"])
				expectEqual(result.status, 0, "\(result)")
				try expectEqual(FileManager.default.contentsOfDirectory(atPath: outside.url.path), [])
			}
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<UnchangedRunTests>] = [
		SuiteTest("aWritingRunRecordsWhatTheNextRunPrintsAndThatRunReplaysIt") { try $0.aWritingRunRecordsWhatTheNextRunPrintsAndThatRunReplaysIt() },
		SuiteTest("theReplayIsWhatRuns") { try $0.theReplayIsWhatRuns() },
		SuiteTest("aCopiedProjectReplaysUnlessALinkLeadsOutOfIt") { try $0.aCopiedProjectReplaysUnlessALinkLeadsOutOfIt() },
		SuiteTest("theFirstRunOfAFeatureLeavesARecordTheNextRunReplays") { try $0.theFirstRunOfAFeatureLeavesARecordTheNextRunReplays() },
		SuiteTest("aRunThatChangesNothingWritesNoRecord") { try $0.aRunThatChangesNothingWritesNoRecord() },
		SuiteTest("anyChangeOnDiskIsPlannedAgain") { try $0.anyChangeOnDiskIsPlannedAgain() },
		SuiteTest("anotherBuildOfScaffoldGeneratesAgain") { try $0.anotherBuildOfScaffoldGeneratesAgain() },
		SuiteTest("aDryRunNeverReplays") { try $0.aDryRunNeverReplays() },
		SuiteTest("aDamagedRecordIsNoRecord") { try $0.aDamagedRecordIsNoRecord() },
		SuiteTest("runsWithWarningsOrConflictsRecordNothing") { try $0.runsWithWarningsOrConflictsRecordNothing() },
		SuiteTest("aCacheFolderThatIsASymbolicLinkIsNotWrittenThrough") { try $0.aCacheFolderThatIsASymbolicLinkIsNotWrittenThrough() },
	]
		+ SuiteTest<UnchangedRunTests>.cases("anyChangedInputIsGeneratedAgain(input:)", anyChangedInputIsGeneratedAgainArguments) { try $0.anyChangedInputIsGeneratedAgain(input: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<UnchangedRunTests>) async throws { try await test.body(self) }
}
