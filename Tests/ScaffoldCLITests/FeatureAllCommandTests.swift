import Foundation
import ScaffoldCore
import Testing

/// `scaffold feature --all`: every spec of the project in one run, one plan, all or nothing.
struct FeatureAllCommandTests {
	typealias Result = ScaffoldBinary.Result

	/// A second feature beside the starter's, with its own spec in the specs folder.
	static func addEpisode(_ project: ProjectSandbox) throws {
		let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
			.appendingPathComponent("Examples")
		try project.write(try String(contentsOf: examples.appendingPathComponent("Episode.json"), encoding: .utf8), to: "Specs/Episode.json")
	}

	func everySpecIsGeneratedInOneRunAndASecondRunChangesNothing() throws {
		try ProjectSandbox.with(.initialized) { project in
			try Self.addEpisode(project)
			let first = try project.run(["feature", "--all"])
			expectEqual(first.status, 0, "\(first)")
			expectEqual(first.stderr, "", "\(first)")
			let paths = PlanListing.paths(first.stdout)
			expectContains(paths, Starter.dto)
			expectContains(paths, "Features/Episode/Sources/Data/DTOs/EpisodeDTO.swift")
			expectContains(paths, "Package.swift")
			let package = try project.text("Package.swift")
			expectContains(package, "ChallengeCharacter")
			expectContains(package, "ChallengeEpisode")
			try expectEqual(project.run(["check"]), Result(status: 0, stdout: "", stderr: ""))

			let (second, changes) = try project.changes { try project.run(["feature", "--all"]) }
			expectEqual(second.status, 0, "\(second)")
			expectEqual(second.stdoutLines.last, "\(paths.count) files: \(paths.count) identical")
			expectEqual(changes, [])
		}
	}

	/// One conflict anywhere stops every write, in every feature, until --force.
	func aConflictInOneFeatureStopsTheWritesOfAll() throws {
		try ProjectSandbox.with(.generated) { project in
			try Self.addEpisode(project)
			try project.append("// mine\n", to: Starter.dto)
			let (result, changes) = try project.changes { try project.run(["feature", "--all"]) }
			expectEqual(result.status, 1, "\(result)")
			expectContains(result.stdoutLines, PlanListing.line("conflict", Starter.dto, "edited by hand"))
			expectContains(result.stdoutLines, PlanListing.line("create", "Features/Episode/Sources/Data/DTOs/EpisodeDTO.swift"))
			expectEqual(changes, [])
			project.expectMissing("Features/Episode")

			let forced = try project.run(["feature", "--all", "--force"])
			expectEqual(forced.status, 0, "\(forced)")
			expectEqual(forced.stderr, "", "\(forced)")
			expectLacks(try project.text(Starter.dto), "// mine")
			project.expectExists("Features/Episode/Sources/Data/DTOs/EpisodeDTO.swift")
		}
	}

	func aDryRunWritesNothing() throws {
		try ProjectSandbox.with(.initialized) { project in
			let (result, changes) = try project.changes { try project.run(["feature", "--all", "--dry-run"]) }
			expectEqual(result.status, 0, "\(result)")
			expectContains(result.stdoutLines, PlanListing.line("create", Starter.dto))
			expectEqual(changes, [])
		}
	}

	func allTakesNoNameAndNoSpec() throws {
		try ProjectSandbox.with(.initialized) { project in
			let both = try project.run(["feature", "Character", "--all"])
			expectEqual(both.status, 64)
			expectPrefix(both.stderr, "error: '--all' generates every feature; give a feature's name ('Character') or '--all', not both\n")
			let spec = try project.run(["feature", "--all", "--spec", "Specs/Character.json"])
			expectEqual(spec.status, 64)
			expectPrefix(spec.stderr, "error: '--spec' names one feature's spec; '--all' reads every spec of the project\n")
			let neither = try project.run(["feature"])
			expectEqual(neither.status, 64)
			expectPrefix(neither.stderr, "error: missing argument '<name>'\n")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<FeatureAllCommandTests>] = [
		SuiteTest("everySpecIsGeneratedInOneRunAndASecondRunChangesNothing") { try $0.everySpecIsGeneratedInOneRunAndASecondRunChangesNothing() },
		SuiteTest("aConflictInOneFeatureStopsTheWritesOfAll") { try $0.aConflictInOneFeatureStopsTheWritesOfAll() },
		SuiteTest("aDryRunWritesNothing") { try $0.aDryRunWritesNothing() },
		SuiteTest("allTakesNoNameAndNoSpec") { try $0.allTakesNoNameAndNoSpec() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<FeatureAllCommandTests>) async throws { try await test.body(self) }
}
