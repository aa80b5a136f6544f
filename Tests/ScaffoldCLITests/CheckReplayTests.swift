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

	/// A generated project that one `check` found current, which left the record; then `body`.
	private func withRecord(_ body: (ProjectSandbox) throws -> Void) throws {
		try ProjectSandbox.with(.generated) { project in
			try? project.remove(Self.recordPath)
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
		let bytes = try require(project.bytes(Self.recordPath))
		var record = try require(UnchangedRunRecord.parse(bytes))
		#expect(record.paths.contains { $0.path == Starter.dto })
		record.paths = []
		let forged = try require(record.serialized())
		try Data(forged).write(to: project.url.appendingPathComponent(Self.recordPath))
	}

	@Test func theReplayIsWhatRunsAndItHoldsOnlyForTheFilesItLists() throws {
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
	@Test func aRecordOfOtherInputsIsReplacedByOneThatTheNextCheckReplays() throws {
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

	@Test(arguments: ["edited", "deleted", "extension point taken up", "runtime file deleted", "record damaged"])
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

	@Test(arguments: ["spec", "config", "new spec", "template override"])
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
	@Test func aGeneratedFileReplacedByALinkToTheSameBytesIsCheckedAgain() throws {
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
	@Test func aRecordedLinkThatLaterLeavesTheProjectIsCheckedAgain() throws {
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

	@Test func aCheckThatFindsDriftLeavesNoRecord() throws {
		try ProjectSandbox.with(.generated) { project in
			try? project.remove(Self.recordPath)
			try project.append("// mine\n", to: Starter.dto)
			try expectEqual(project.run(["check", "--quiet"]).status, 1)
			project.expectMissing(Self.recordPath)
		}
	}
}
