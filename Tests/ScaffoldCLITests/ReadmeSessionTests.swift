import Foundation
import Testing

/// README's newcomer session ("A new project, step by step") run as written, in a sandbox: each
/// `scaffold` command's status and the lines README shows around `…` (the first lines, the last
/// lines and the summary) must be what the command prints, so the session cannot drift.
struct ReadmeSessionTests {
	/// One command of the session and the output README shows for it.
	struct Step {
		var arguments: [String]
		/// The lines shown before `…`, which begin the output.
		var head: [String] = []
		/// The lines shown after `…` (or all of them without `…`), which end the output.
		var tail: [String] = []
		var elided = false
	}

	/// The `scaffold` commands of the session's console block, with `~/MyApp` standing for `project`.
	static func steps(project: String) throws -> [Step] {
		let readme = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
		let section = try require(readme.range(of: "## A new project, step by step"))
		let start = try require(readme.range(of: "```console\n", range: section.upperBound..<readme.endIndex))
		let end = try require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
		var steps: [Step] = []
		var inScaffoldOutput = false
		for line in readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
			if line.hasPrefix("$ ") {
				let words = line.dropFirst(2).split(separator: " ").map(String.init)
				inScaffoldOutput = words.first?.hasSuffix(".build/release/scaffold") == true
				if inScaffoldOutput {
					steps.append(Step(arguments: words.dropFirst().map { $0.replacingOccurrences(of: "~/MyApp", with: project) }))
				}
			} else if inScaffoldOutput {
				if line.trimmingCharacters(in: .whitespaces) == "…" {
					steps[steps.count - 1].elided = true
				} else if steps[steps.count - 1].elided {
					steps[steps.count - 1].tail.append(String(line))
				} else {
					steps[steps.count - 1].head.append(String(line))
				}
			}
		}
		return steps
	}

	@Test func theNewcomerSessionPrintsWhatReadmeShows() throws {
		let scaffold = try ScaffoldBinary.locate()
		try TemporaryFolder.with { home in
			let project = home.url.appendingPathComponent("MyApp")
			let steps = try Self.steps(project: project.path)
			expectEqual(steps.map { $0.arguments.first }, ["init", "feature", "check"])
			for step in steps {
				// `init --path` runs from anywhere; the session then works inside the project.
				let result = try scaffold.run(step.arguments, in: step.arguments.first == "init" ? home.url : project)
				expectEqual(result.status, 0, "scaffold \(step.arguments): \(result)")
				expectEqual(result.stderr, "", "scaffold \(step.arguments): \(result)")
				let lines = result.stdoutLines
				if step.elided {
					expectEqual(Array(lines.prefix(step.head.count)), step.head, "scaffold \(step.arguments)")
					expectEqual(Array(lines.suffix(step.tail.count)), step.tail, "scaffold \(step.arguments)")
				} else {
					expectEqual(lines, step.head, "scaffold \(step.arguments)")
				}
			}
		}
	}
}
