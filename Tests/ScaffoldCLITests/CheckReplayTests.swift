import Foundation
import ScaffoldCore
import Testing

/// `scaffold check`'s shortcut for a project it found current: the record in
/// `.scaffold/cache/check`, trusted only while every input and every inspected file is as it
/// describes.
///
/// To see which path a check took, the tests forge the record to list no path at all (its key
/// and check kept valid): a check that then misses an edit replayed the record.
struct CheckReplayTests {
	static let recordPath = ".scaffold/cache/check"

	/// A generated project that `check` finds current, with the record a `check` left (the template
	/// project's, copied with it: that a `check` writes one is CheckCommandTests'); then `body`.
	private func withRecord(_ body: (ProjectSandbox) throws -> Void) throws {
		try ProjectSandbox.with(.generated) { project in
			project.expectExists(Self.recordPath)
			let check = try project.run(["check"])
			expectEqual(check.status, 0, "\(check)")
			expectEmpty(check.stdout, "\(check)")
			expectEmpty(check.stderr, "\(check)")
			project.expectExists(Self.recordPath)
			try body(project)
		}
	}

	/// Rewrites the record to list no path, everything else in it left as it was.
	private func forgeWithoutPaths(_ project: ProjectSandbox) throws {
		try forgeWithoutPaths(at: project.url)
	}

	/// Rewrites the record of the project at `root` to list no path.
	private func forgeWithoutPaths(at root: URL) throws {
		let url = root.appendingPathComponent(Self.recordPath)
		var record = try require(UnchangedRunRecord.parse(Array(try Data(contentsOf: url))))
		expectAny(record.paths, where: { $0.path == Starter.dto })
		record.paths = []
		let forged = try require(record.serialized())
		try Data(forged).write(to: url)
	}

	/// The record names no root: a copy of the project finds it current, and the record forged to
	/// list no file answers for a copy and for that copy moved (an edit unseen: it replayed).
	func aCopiedOrMovedProjectReplaysItsRecord() throws {
		try withRecord { project in
			try TemporaryFolder.with { outside in
				let copy = outside.url.appendingPathComponent("copy")
				try FileManager.default.copyItem(at: project.url, to: copy)
				let current = try project.scaffold.run(["check"], in: copy)
				expectEqual(current, ScaffoldBinary.Result(status: 0, stdout: "", stderr: ""))

				try forgeWithoutPaths(project)
				try project.append("// mine\n", to: Starter.dto)
				let copied = outside.url.appendingPathComponent("copied")
				try FileManager.default.copyItem(at: project.url, to: copied)
				try expectEqual(project.scaffold.run(["check", "--quiet"], in: copied).status, 0)
				let moved = outside.url.appendingPathComponent("a/b/moved")
				try FileManager.default.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
				try FileManager.default.moveItem(at: copied, to: moved)
				try expectEqual(project.scaffold.run(["check", "--quiet"], in: moved).status, 0)
				// The record gone, the moved copy's edit is seen.
				try FileManager.default.removeItem(at: moved.appendingPathComponent(Self.recordPath))
				let full = try project.scaffold.run(["check", "--quiet"], in: moved)
				expectEqual(full, ScaffoldBinary.Result(status: 1, stdout: "", stderr: "\(Starter.dto): error: generated file is edited by hand\n"))
			}
		}
	}

	/// A link into the project by its absolute path is allowed and recorded. In a copy it leads
	/// back into the original, out of the copy; with the project moved it leads nowhere. Its
	/// fingerprint (the link's resolved target) is the same in the copy, so the replay judges the
	/// link against the root it runs in: neither replays, and the full check refuses the link.
	func aCopiedOrMovedProjectWithAnAbsoluteLinkIsCheckedAgain() throws {
		try ProjectSandbox.with(.generated) { project in
			try TemporaryFolder.with { outside in
				let target = project.url.appendingPathComponent("CharacterDTO.swift")
				try FileManager.default.moveItem(at: project.url.appendingPathComponent(Starter.dto), to: target)
				try FileManager.default.createSymbolicLink(
					atPath: project.url.appendingPathComponent(Starter.dto).path, withDestinationPath: project.resolvedPath + "/CharacterDTO.swift")
				try? project.remove(Self.recordPath)
				try expectEqual(project.run(["check", "--quiet"]).status, 0)
				project.expectExists(Self.recordPath)

				let copy = outside.url.appendingPathComponent("copy")
				try FileManager.default.copyItem(at: project.url, to: copy)
				let copied = try project.scaffold.run(["check", "--quiet"], in: copy)
				let refusing = "\(Starter.spec): error: refusing to write '\(Starter.dto)': '\(Starter.dto)' is a symbolic link"
				let leads = "to '\(project.resolvedPath)/CharacterDTO.swift', outside the project root '\(ProjectSandbox.realPath(copy.path))'"
				expectEqual(copied, ScaffoldBinary.Result(status: 1, stdout: "", stderr: "\(refusing) \(leads)\n"))

				let moved = outside.url.appendingPathComponent("moved")
				try FileManager.default.moveItem(at: project.url, to: moved)
				let dangling = try project.scaffold.run(["check", "--quiet"], in: moved)
				expectEqual(dangling, ScaffoldBinary.Result(status: 1, stdout: "", stderr: "\(refusing) that cannot be resolved\n"))
				try FileManager.default.moveItem(at: moved, to: project.url)
			}
		}
	}

	/// A spec outside the project is read again by the path from the root the manifest records
	/// (`../../specs/Character.json`). Moved one folder up, that path leads nowhere: the record
	/// (forged to list no file) does not replay, and the full check says the spec cannot be read.
	/// Moved where the same path leads to the same bytes, it replays.
	func aMovedProjectWhoseOutsideSpecIsNowElsewhereIsCheckedAgain() throws {
		try ProjectSandbox.with(.generated) { project in
			try TemporaryFolder.with { outside in
				try outside.write(try project.text(Starter.spec), to: "specs/Character.json")
				let root = outside.url.appendingPathComponent("a/project")
				try FileManager.default.createDirectory(at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
				try FileManager.default.copyItem(at: project.url, to: root)
				let spec = "../../specs/Character.json"
				let generated = try project.scaffold.run(["feature", "Character", "--spec", spec, "--force"], in: root)
				expectEqual(generated.status, 0, "\(generated)")
				try expectEqual(project.scaffold.run(["check"], in: root), ScaffoldBinary.Result(status: 0, stdout: "", stderr: ""))
				try forgeWithoutPaths(at: root)

				let up = outside.url.appendingPathComponent("project")
				try FileManager.default.moveItem(at: root, to: up)
				let unreadable = try project.scaffold.run(["check", "--quiet"], in: up)
				expectEqual(unreadable.status, 2, "\(unreadable)")
				expectEqual(
					unreadable.stderrLines,
					[
						".scaffold/manifest.json: error: feature 'Character' was generated from '\(spec)' (outside the project), which cannot be read",
						"note: its 120 files were held only to the hashes the manifest recorded (none differs); none could be compared with its spec",
						"note: put the spec back there, or run 'scaffold feature Character --spec <path>' to generate the feature from where it lies now",
					])

				let deeper = outside.url.appendingPathComponent("x/y/project")
				try FileManager.default.createDirectory(at: deeper.deletingLastPathComponent(), withIntermediateDirectories: true)
				try FileManager.default.moveItem(at: up, to: deeper)
				try outside.write(try project.text(Starter.spec), to: "x/specs/Character.json")
				try Data("// mine\n".utf8).write(to: deeper.appendingPathComponent(Starter.dto), options: [])
				try expectEqual(project.scaffold.run(["check", "--quiet"], in: deeper).status, 0)
			}
		}
	}

	func theReplayIsWhatRunsAndItHoldsOnlyForTheFilesItLists() throws {
		try withRecord { project in
			try forgeWithoutPaths(project)
			try project.append("// mine\n", to: Starter.dto)
			// The forged record lists no file, so nothing it lists changed: it answers "current".
			try expectEqual(project.run(["check", "--quiet"]).status, 0)
			try project.remove(Self.recordPath)
			let full = try project.run(["check", "--quiet"])
			expectEqual(full.status, 1, "\(full)")
			expectContains(full.stderr, "\(Starter.dto): error: generated file is edited by hand", "\(full)")
		}
	}

	/// The key is hashed before generating when there is a record (to replay it) and beside the
	/// features when there is none: either way the record written holds the key the next run makes.
	func aRecordOfOtherInputsIsReplacedByOneThatTheNextCheckReplays() throws {
		try withRecord { project in
			let bytes = try require(project.bytes(Self.recordPath))
			var record = try require(UnchangedRunRecord.parse(bytes))
			record.key = [UInt8](repeating: 0, count: record.key.count)
			try Data(try require(record.serialized())).write(to: project.url.appendingPathComponent(Self.recordPath))
			// Another key: the whole check runs, finds the project current and records again.
			let check = try project.run(["check", "--quiet"])
			expectEqual(check.status, 0, "\(check)")
			let rewritten = try require(UnchangedRunRecord.parse(try require(project.bytes(Self.recordPath))))
			#expect(rewritten.key != record.key)
			// That record is replayed: forged to list no path, it misses an edit.
			try forgeWithoutPaths(project)
			try project.append("// mine\n", to: Starter.dto)
			try expectEqual(project.run(["check", "--quiet"]).status, 0)
		}
	}

	static let anyChangeOfAListedFileIsCheckedAgainArguments: [String] = ["edited", "deleted", "extension point taken up", "runtime file deleted", "record damaged"]
	func anyChangeOfAListedFileIsCheckedAgain(change: String) throws {
		try withRecord { project in
			switch change {
			case "edited": try project.append("// mine\n", to: Starter.dto)
			case "deleted": try project.remove(Starter.dto)
			case "extension point taken up":
				try project.write("// ours\n", to: "Features/Character/Sources/CharacterContainer+Extensions.swift")
			case "runtime file deleted":
				// Not rendered while the project has it, so no output names it: the record lists it itself.
				let files = FileManager.default.enumerator(atPath: project.url.path)?.allObjects as? [String] ?? []
				try project.remove(try require(files.first { $0.hasSuffix("Storage/StoredGraphContract.swift") }))
			default:
				let bytes = try require(project.bytes(Self.recordPath))
				try Data(bytes.dropLast(10)).write(to: project.url.appendingPathComponent(Self.recordPath))
				try expectEqual(project.run(["check", "--quiet"]).status, 0)
				return
			}
			let check = try project.run(["check", "--quiet"])
			expectEqual(check.status, 1, "\(change): \(check)")
		}
	}

	static let anyChangedInputIsCheckedAgainArguments: [String] = ["spec", "config", "new spec", "template override"]
	func anyChangedInputIsCheckedAgain(input: String) throws {
		try withRecord { project in
			try forgeWithoutPaths(project)
			switch input {
			case "spec":
				try project.replace("\"description\": \"A character of the show.\"", with: "\"description\": \"A character.\"", in: Starter.spec)
			case "config": try project.replace("\"version\": 1,", with: "\"version\": 1,\n\t\"header\": [\"// ours\"],", in: "scaffold.json")
			case "new spec": try project.write(try project.text(Starter.spec), to: "Specs/Other.json")
			default:
				try project.write(
					"{{header}}\n// ours\n", to: "Templates/Feature/Sources/Data/DTOs/DTO.swift.mustache")
			}
			// The full path says what changed: drift, or (another spec of the feature) a warning.
			let check = try project.run(["check", "--quiet"])
			#expect(check.status != 0 || !check.stderr.isEmpty, "\(input): \(check)")
		}
	}

	/// A file read without `lstat` of its last component (opened without following a link there)
	/// must still be told from a symbolic link to the same bytes: replaced by a link leaving the
	/// project, the record no longer holds and the full check refuses it.
	func aGeneratedFileReplacedByALinkToTheSameBytesIsCheckedAgain() throws {
		try withRecord { project in
			try TemporaryFolder.with { outside in
				let copy = outside.url.appendingPathComponent("CharacterDTO.swift")
				try FileManager.default.moveItem(at: project.url.appendingPathComponent(Starter.dto), to: copy)
				try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent(Starter.dto).path, withDestinationPath: copy.path)
				let check = try project.run(["check", "--quiet"])
				expectNotEqual(check.status, 0, "\(check)")
				expectContains(check.stderr, Starter.dto, "\(check)")
			}
		}
	}

	/// The record a check leaves tells a file from a link to the same bytes inside the project:
	/// once the link points out of the project, the record does not hold.
	func aRecordedLinkThatLaterLeavesTheProjectIsCheckedAgain() throws {
		try ProjectSandbox.with(.generated) { project in
			try TemporaryFolder.with { outside in
				try? project.remove(Self.recordPath)
				try FileManager.default.moveItem(
					at: project.url.appendingPathComponent(Starter.dto), to: project.url.appendingPathComponent("CharacterDTO.swift"))
				try FileManager.default.createSymbolicLink(
					atPath: project.url.appendingPathComponent(Starter.dto).path, withDestinationPath: project.url.appendingPathComponent("CharacterDTO.swift").path)
				// A link inside the project is allowed: current, and recorded.
				let inside = try project.run(["check", "--quiet"])
				expectEqual(inside.status, 0, "\(inside)")
				project.expectExists(Self.recordPath, "\(inside)")
				let copy = outside.url.appendingPathComponent("CharacterDTO.swift")
				try FileManager.default.copyItem(at: project.url.appendingPathComponent("CharacterDTO.swift"), to: copy)
				try FileManager.default.removeItem(at: project.url.appendingPathComponent(Starter.dto))
				try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent(Starter.dto).path, withDestinationPath: copy.path)
				let check = try project.run(["check", "--quiet"])
				expectNotEqual(check.status, 0, "\(check)")
				expectContains(check.stderr, Starter.dto, "\(check)")
			}
		}
	}

	func aCheckThatFindsDriftLeavesNoRecord() throws {
		try ProjectSandbox.with(.generated) { project in
			try? project.remove(Self.recordPath)
			try project.append("// mine\n", to: Starter.dto)
			try expectEqual(project.run(["check", "--quiet"]).status, 1)
			project.expectMissing(Self.recordPath)
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<CheckReplayTests>] = [
		SuiteTest("aCopiedOrMovedProjectReplaysItsRecord") { try $0.aCopiedOrMovedProjectReplaysItsRecord() },
		SuiteTest("aCopiedOrMovedProjectWithAnAbsoluteLinkIsCheckedAgain") { try $0.aCopiedOrMovedProjectWithAnAbsoluteLinkIsCheckedAgain() },
		SuiteTest("aMovedProjectWhoseOutsideSpecIsNowElsewhereIsCheckedAgain") { try $0.aMovedProjectWhoseOutsideSpecIsNowElsewhereIsCheckedAgain() },
		SuiteTest("theReplayIsWhatRunsAndItHoldsOnlyForTheFilesItLists") { try $0.theReplayIsWhatRunsAndItHoldsOnlyForTheFilesItLists() },
		SuiteTest("aRecordOfOtherInputsIsReplacedByOneThatTheNextCheckReplays") { try $0.aRecordOfOtherInputsIsReplacedByOneThatTheNextCheckReplays() },
		SuiteTest("aGeneratedFileReplacedByALinkToTheSameBytesIsCheckedAgain") { try $0.aGeneratedFileReplacedByALinkToTheSameBytesIsCheckedAgain() },
		SuiteTest("aRecordedLinkThatLaterLeavesTheProjectIsCheckedAgain") { try $0.aRecordedLinkThatLaterLeavesTheProjectIsCheckedAgain() },
		SuiteTest("aCheckThatFindsDriftLeavesNoRecord") { try $0.aCheckThatFindsDriftLeavesNoRecord() },
	]
		+ SuiteTest<CheckReplayTests>.cases("anyChangeOfAListedFileIsCheckedAgain(change:)", anyChangeOfAListedFileIsCheckedAgainArguments) { try $0.anyChangeOfAListedFileIsCheckedAgain(change: $1) }
		+ SuiteTest<CheckReplayTests>.cases("anyChangedInputIsCheckedAgain(input:)", anyChangedInputIsCheckedAgainArguments) { try $0.anyChangedInputIsCheckedAgain(input: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<CheckReplayTests>) async throws { try await test.body(self) }
}
