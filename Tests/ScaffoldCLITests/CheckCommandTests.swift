import Foundation
import ScaffoldCore
import Testing

/// `scaffold check` end to end: each kind of drift, its exit status and what it prints.
struct CheckCommandTests {
	typealias Result = ScaffoldBinary.Result

	func passesSilentlyWhenEverythingIsCurrent() throws {
		try ProjectSandbox.with(.generated) { project in
			// The copy came with the template's record of a current answer: without it, `check` writes one.
			try project.remove(".scaffold/cache/check")
			let (result, changes) = try project.changes { try project.run(["check"]) }
			expectEqual(result, Result(status: 0, stdout: "", stderr: ""))
			// No file of the project is written; the cache of this answer (CheckReplayTests) is kept.
			expectEqual(changes, ["added .scaffold/cache/check"])
			let (again, none) = try project.changes { try project.run(["check", "--quiet"]) }
			expectEqual(again, Result(status: 0, stdout: "", stderr: ""))
			expectEqual(none, [])
		}
	}

	func namesAFileEditedByHandAndShowsTheEdit() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.append("// edited\n", to: Starter.dto)
			let (result, changes) = try project.changes { try project.run(["check"]) }
			expectEqual(changes, [])
			expectEqual(result.status, 1)
			expectEqual(result.stderr, "\(Starter.dto): error: generated file is edited by hand\n")
			expectPrefix(result.stdout, "diff --git a/\(Starter.dto) b/\(Starter.dto)\n--- a/\(Starter.dto)\n+++ b/\(Starter.dto)\n@@ ")
			expectEqual(changedLines(result.stdout), ["-// edited"])
		}
	}

	func reportsTheFilesASpecChangeMadeStale() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.addNicknameField()
			let result = try project.run(["check"])
			expectEqual(result.status, 1)
			expectContains(result.stderrLines, "\(Starter.dto): error: generated file is stale (spec or settings changed)")
			// The new field has a default for items stored under version 1: its step gets a test of its own.
			// It changes the SwiftData model too: a migration plan, and version 1's models frozen.
			#expect(
				result.stderrLines.allSatisfy {
					$0.hasSuffix(": error: generated file is stale (spec or settings changed)")
						|| $0 == "Features/Character/Tests/Unit/Data/CharacterStoredMigrationTests.swift: error: generated file is missing"
						|| $0 == "Features/Character/Sources/Data/Entities/CharacterMigrationPlan.swift: error: generated file is missing"
						|| $0 == "Features/Character/Sources/Data/Entities/Versions/CharacterSchemaV1.swift: error: generated file is missing"
				}, "\(result)")
			expectContains(changedLines(result.stdout), "+\tlet nickname: String")

			let quiet = try project.run(["check", "--quiet"])
			expectEqual(quiet, Result(status: 1, stdout: "", stderr: result.stderr))

			let json = try project.run(["check", "--json"])
			expectEqual(json.status, 1)
			expectEqual(json.stderr, "")
			let plan = try JSONReader(path: "stdout").read(json.stdout)
			expectEqual(plan["summary"]?["current"]?.bool, false)
			let dto = try require(plan["files"]?.elements?.first { $0["path"]?.string == Starter.dto })
			#expect(dto["status"]?.string == "update" && dto["reason"]?.string == "specChanged")
		}
	}

	func reportsTheFilesATemplateOverrideMadeStale() throws {
		try ProjectSandbox.with(.generated) { project in
			let eject = try project.run(["templates", "eject", "DTO"])
			expectEqual(eject, Result(status: 0, stdout: "  create  \(Starter.dtoTemplate)\n", stderr: ""))
			// An ejected template that is unchanged renders the same files.
			try expectEqual(project.run(["check"]), Result(status: 0, stdout: "", stderr: ""))

			try project.append("// House style.\n", to: "Templates/" + Starter.dtoTemplate)
			let result = try project.run(["check", "--quiet"])
			expectEqual(
				result, Result(
					status: 1, stdout: "",
					stderr: """
						\(Starter.dto): error: generated file is stale (template changed)
						\(Starter.locationDTO): error: generated file is stale (template changed)

						"""))
		}
	}

	/// Ejecting one concern's partial is enough to change that concern: only the files it renders
	/// into go stale.
	func reportsOnlyTheFilesAnEditedPartialRendersInto() throws {
		try ProjectSandbox.with(.generated) { project in
			let partial = "Partials/RepositoryReads.mustache"
			let eject = try project.run(["templates", "eject", "RepositoryReads"])
			expectEqual(eject, Result(status: 0, stdout: "  create  \(partial)\n", stderr: ""))
			try expectEqual(project.run(["check"]), Result(status: 0, stdout: "", stderr: ""))

			try project.append("\t// House style.\n", to: "Templates/" + partial)
			let result = try project.run(["check", "--quiet"])
			expectEqual(
				result, Result(
					status: 1, stdout: "",
					stderr: "Features/Character/Sources/Data/Repositories/CharacterRepository.swift: error: generated file is stale (template changed)\n"))
		}
	}

	func reportsAMissingFile() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.remove(Starter.locationDTO)
			let result = try project.run(["check"])
			expectEqual(result.status, 1)
			expectEqual(result.stderr, "\(Starter.locationDTO): error: generated file is missing\n")
			expectPrefix(result.stdout, "diff --git a/\(Starter.locationDTO) b/\(Starter.locationDTO)\nnew file mode 100644\n")
		}
	}

	func reportsOrphansOfARemovedLocalStore() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.removeLocalStore()
			try project.append("// mine\n", to: Starter.entity)
			let result = try project.run(["check", "--quiet"])
			let orphans = Starter.localStoreFiles.map { path in
				path == Starter.entity
					? (path, "\(path): error: file is orphaned (edited by hand): no spec generates it any more")
					: (path, "\(path): error: file is orphaned: no spec generates it any more")
			}
			let stale = (Starter.cacheUsingFiles + Starter.writingTheSchemaVersion + [Starter.storedShape]).map { ($0, "\($0): error: generated file is stale (spec or settings changed)") }
			let expected = (orphans + stale).sorted { $0.0 < $1.0 }.map(\.1)
			expectEqual(result, Result(status: 1, stdout: "", stderr: expected.map { $0 + "\n" }.joined()))
		}
	}

	/// `check` reads a manifest as scaffold writes it in pieces, one feature at a time, and any
	/// other layout whole: the answer is the same either way, current or not.
	static let answersAlikeWhateverTheManifestsLayoutArguments: [String] = ["as written", "indented with spaces", "with CRLF line endings"]
	func answersAlikeWhateverTheManifestsLayout(layout: String) throws {
		try ProjectSandbox.with(.generated) { project in
			let manifest = try project.text(".scaffold/manifest.json")
			switch layout {
			case "indented with spaces": try project.write(manifest.replacingOccurrences(of: "\t", with: "  "), to: ".scaffold/manifest.json")
			case "with CRLF line endings": try project.write(manifest.replacingOccurrences(of: "\n", with: "\r\n"), to: ".scaffold/manifest.json")
			default: break
			}
			try expectEqual(project.run(["check"]), Result(status: 0, stdout: "", stderr: ""))
			try project.append("// edited\n", to: Starter.dto)
			try expectEqual(project.run(["check", "--quiet"]), Result(status: 1, stdout: "", stderr: "\(Starter.dto): error: generated file is edited by hand\n"))
		}
	}

	/// The outline leaves a feature folder's records' rules to the reading of that feature's records
	/// (beside the others): a record breaking one is reported as the whole manifest's reading
	/// (`check --json`, which never judges feature by feature) reports it, before a spec that
	/// cannot be read.
	static let reportsAFeatureRecordBreakingARuleAsTheWholeManifestsReadingArguments: [String] = ["a content hash that is none", "a path scaffold does not generate", "and a spec that cannot be read"]
	func reportsAFeatureRecordBreakingARuleAsTheWholeManifestsReading(change: String) throws {
		try ProjectSandbox.with(.generated) { project in
			let manifest = try project.text(".scaffold/manifest.json")
			let path = "\"path\": \"\(Starter.dto)\""
			if change == "a path scaffold does not generate" {
				try project.write(manifest.replacingOccurrences(of: path, with: path.replacingOccurrences(of: ".swift", with: ".txt")), to: ".scaffold/manifest.json")
			} else {
				var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
				let index = try #require(lines.firstIndex { $0.hasSuffix(path + ",") })
				// The record's content hash is the line before its origin, before its path.
				try #require(lines[index - 2].hasPrefix("\t\t\t\"contentHash\": \""))
				lines[index - 2] = "\t\t\t\"contentHash\": \"" + String(repeating: "g", count: 64) + "\","
				try project.write(lines.joined(separator: "\n"), to: ".scaffold/manifest.json")
			}
			if change == "and a spec that cannot be read" {
				try FileManager.default.createSymbolicLink(
					atPath: project.url.appendingPathComponent("Specs/Gone.json").path, withDestinationPath: "/nonexistent/Gone.json")
			}
			let check = try project.run(["check", "--quiet"])
			let whole = try project.run(["check", "--json"])
			expectEqual(check.status, 2, "\(check)")
			expectPrefix(check.stderr, ".scaffold/manifest.json:")
			expectEqual(check.stderr, whole.stderr)
			expectEqual(check.status, whole.status)
		}
	}

	// MARK: - Exit statuses

	func exitsWith2ForASpecThatIsNotJSON() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.write("{ \"version\": 1, \n", to: "Specs/Broken.json")
			let result = try project.run(["check"])
			expectEqual(result, Result(status: 2, stdout: "", stderr: "Specs/Broken.json:2:1: error: expected a string key, found end of file\n"))
		}
	}

	func exitsWith2ForAnInvalidSpec() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.replace(#""feature": "Character""#, with: #""feature": "../Character""#, in: Starter.spec)
			let result = try project.run(["check"])
			expectEqual(result.status, 2)
			expectEqual(result.stdout, "")
			expectPrefix(result.stderr, "Specs/Character.json:4:13: error: feature name '../Character' is not safe in a file name")
		}
	}

	func exitsWith2ForAProjectPinnedToAnotherScaffold() throws {
		try ProjectSandbox.with(.generated) { project in
			let before = try project.tree()
			try project.replace(#""scaffoldVersion": "0.1.x""#, with: #""scaffoldVersion": "9.9.x""#, in: "scaffold.json")
			try project.replace(#""feature": "Character""#, with: #""feature": "../Character""#, in: Starter.spec)
			// Refused before any spec is read: the broken spec goes unmentioned.
			let check = try project.run(["check"])
			expectEqual(check.status, 2, "\(check)")
			expectEqual(check.stdout, "", "\(check)")
			expectContains(check.stderr, #"error: this project pins scaffold 9.9.x ("scaffoldVersion"), and this is scaffold 0.1.0"#)
			expectLacks(check.stderr, "Specs/Character.json")
			let feature = try project.run(["feature", "Character"])
			expectEqual(feature.status, 2)
			expectEqual(feature.stdout, "")
			try expectEqual(project.tree().files, before.files)
		}
	}

	func exitsWith2ForAnInvalidConfiguration() throws {
		try ProjectSandbox.with(.generated) { project in
			// The configuration is found by looking upward, and named as the user would type it.
			let config = "scaffold.json"
			try project.write(#"{"version": 1, "specz": "Specs"}"#, to: "scaffold.json")
			try expectEqual(
				project.run(["check"]), Result(
					status: 2, stdout: "", stderr: "\(config):1:16: error: unknown key 'specz' in scaffold.json; did you mean 'specs'?\n"))
			try project.write("{\"version\": ", to: "scaffold.json")
			try expectEqual(
				project.run(["check"]), Result(
					status: 2, stdout: "", stderr: "\(config):1:13: error: expected a JSON value, found end of file\n"))
		}
	}

	func findsTheProjectFromASubfolder() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.remove(Starter.locationDTO)
			let result = try project.run(["check", "--quiet"], in: "Features/Character")
			expectEqual(result, Result(status: 1, stdout: "", stderr: "\(Starter.locationDTO): error: generated file is missing\n"))
		}
	}

	/// The `+`/`-` lines of a unified diff, without its `+++`/`---` file headers.
	private func changedLines(_ diff: String) -> [String] {
		diff.components(separatedBy: "\n").filter {
			($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++ ") && !$0.hasPrefix("--- ")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<CheckCommandTests>] = [
		SuiteTest("passesSilentlyWhenEverythingIsCurrent") { try $0.passesSilentlyWhenEverythingIsCurrent() },
		SuiteTest("namesAFileEditedByHandAndShowsTheEdit") { try $0.namesAFileEditedByHandAndShowsTheEdit() },
		SuiteTest("reportsTheFilesASpecChangeMadeStale") { try $0.reportsTheFilesASpecChangeMadeStale() },
		SuiteTest("reportsTheFilesATemplateOverrideMadeStale") { try $0.reportsTheFilesATemplateOverrideMadeStale() },
		SuiteTest("reportsOnlyTheFilesAnEditedPartialRendersInto") { try $0.reportsOnlyTheFilesAnEditedPartialRendersInto() },
		SuiteTest("reportsAMissingFile") { try $0.reportsAMissingFile() },
		SuiteTest("reportsOrphansOfARemovedLocalStore") { try $0.reportsOrphansOfARemovedLocalStore() },
		SuiteTest("exitsWith2ForASpecThatIsNotJSON") { try $0.exitsWith2ForASpecThatIsNotJSON() },
		SuiteTest("exitsWith2ForAnInvalidSpec") { try $0.exitsWith2ForAnInvalidSpec() },
		SuiteTest("exitsWith2ForAProjectPinnedToAnotherScaffold") { try $0.exitsWith2ForAProjectPinnedToAnotherScaffold() },
		SuiteTest("exitsWith2ForAnInvalidConfiguration") { try $0.exitsWith2ForAnInvalidConfiguration() },
		SuiteTest("findsTheProjectFromASubfolder") { try $0.findsTheProjectFromASubfolder() },
	]
		+ SuiteTest<CheckCommandTests>.cases("answersAlikeWhateverTheManifestsLayout(layout:)", answersAlikeWhateverTheManifestsLayoutArguments) { try $0.answersAlikeWhateverTheManifestsLayout(layout: $1) }
		+ SuiteTest<CheckCommandTests>.cases("reportsAFeatureRecordBreakingARuleAsTheWholeManifestsReading(change:)", reportsAFeatureRecordBreakingARuleAsTheWholeManifestsReadingArguments) { try $0.reportsAFeatureRecordBreakingARuleAsTheWholeManifestsReading(change: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<CheckCommandTests>) async throws { try await test.body(self) }
}
