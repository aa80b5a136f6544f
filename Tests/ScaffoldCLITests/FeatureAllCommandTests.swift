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

	@Test func everySpecIsGeneratedInOneRunAndASecondRunChangesNothing() throws {
		try ProjectSandbox.with(.initialized) { project in
			try Self.addEpisode(project)
			let first = try project.run(["feature", "--all"])
			#expect(first.status == 0 && first.stderr == "", "\(first)")
			let paths = PlanListing.paths(first.stdout)
			#expect(paths.contains(Starter.dto) && paths.contains("Features/Episode/Sources/Data/DTOs/EpisodeDTO.swift"))
			#expect(paths.contains("Package.swift"))
			let package = try project.text("Package.swift")
			#expect(package.contains("ChallengeCharacter") && package.contains("ChallengeEpisode"))
			#expect(try project.run(["check"]) == Result(status: 0, stdout: "", stderr: ""))

			let (second, changes) = try project.changes { try project.run(["feature", "--all"]) }
			#expect(second.status == 0, "\(second)")
			#expect(second.stdoutLines.last == "\(paths.count) files: \(paths.count) identical")
			#expect(changes == [])
		}
	}

	/// One conflict anywhere stops every write, in every feature, until --force.
	@Test func aConflictInOneFeatureStopsTheWritesOfAll() throws {
		try ProjectSandbox.with(.generated) { project in
			try Self.addEpisode(project)
			try project.append("// mine\n", to: Starter.dto)
			let (result, changes) = try project.changes { try project.run(["feature", "--all"]) }
			#expect(result.status == 1, "\(result)")
			#expect(result.stdoutLines.contains(PlanListing.line("conflict", Starter.dto, "edited by hand")))
			#expect(result.stdoutLines.contains(PlanListing.line("create", "Features/Episode/Sources/Data/DTOs/EpisodeDTO.swift")))
			#expect(changes == [])
			#expect(!project.exists("Features/Episode"))

			let forced = try project.run(["feature", "--all", "--force"])
			#expect(forced.status == 0 && forced.stderr == "", "\(forced)")
			#expect(!(try project.text(Starter.dto)).contains("// mine"))
			#expect(project.exists("Features/Episode/Sources/Data/DTOs/EpisodeDTO.swift"))
		}
	}

	@Test func aDryRunWritesNothing() throws {
		try ProjectSandbox.with(.initialized) { project in
			let (result, changes) = try project.changes { try project.run(["feature", "--all", "--dry-run"]) }
			#expect(result.status == 0, "\(result)")
			#expect(result.stdoutLines.contains(PlanListing.line("create", Starter.dto)))
			#expect(changes == [])
		}
	}

	@Test func allTakesNoNameAndNoSpec() throws {
		try ProjectSandbox.with(.initialized) { project in
			let both = try project.run(["feature", "Character", "--all"])
			#expect(both.status == 64)
			#expect(both.stderr.hasPrefix("error: '--all' generates every feature; give a feature's name ('Character') or '--all', not both\n"))
			let spec = try project.run(["feature", "--all", "--spec", "Specs/Character.json"])
			#expect(spec.status == 64)
			#expect(spec.stderr.hasPrefix("error: '--spec' names one feature's spec; '--all' reads every spec of the project\n"))
			let neither = try project.run(["feature"])
			#expect(neither.status == 64)
			#expect(neither.stderr.hasPrefix("error: missing argument '<name>'\n"))
		}
	}
}
