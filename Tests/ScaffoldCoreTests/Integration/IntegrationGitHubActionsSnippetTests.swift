import Foundation
import Testing

import ScaffoldCore

/// The GitHub Actions workflow and its problem matcher in docs/integration.md.
struct IntegrationGitHubActionsSnippetTests {
	static let workflowLabel = ".github/workflows/scaffold.yml"
	static let matcherLabel = ".github/scaffold-matcher.json"

	func workflowBuildsThenRunsCheck() throws {
		let block = try IntegrationDoc.load().block(labelled: Self.workflowLabel)
		expectEqual(block.language, "yaml")
		let runs = block.text.split(separator: "\n").compactMap { line -> String? in
			let trimmed = line.drop { $0 == " " }
			return trimmed.hasPrefix("run: ") ? String(trimmed.dropFirst(5)) : nil
		}
		let build = try require(runs.firstIndex { $0.hasPrefix("swift build -c release") }, "no release build step")
		let check = try require(runs.firstIndex { $0.hasSuffix("/.build/release/scaffold check") }, "no check step")
		expectLess(build, check)
		expectContains(runs, "echo \"::add-matcher::\(Self.matcherLabel)\"")
	}

	/// YAML forbids tabs in indentation, and steps must sit under `jobs:`.
	func workflowIsIndentedWithSpaces() throws {
		let text = try IntegrationDoc.load().block(labelled: Self.workflowLabel).text
		expectLacks(text, "\t")
		for key in ["name:", "on:", "jobs:"] {
			#expect(text.split(separator: "\n").contains { $0.hasPrefix(key) }, "top-level '\(key)'")
		}
		expectContains(text, "    steps:\n")
	}

	func matcherReadsErrorsAndWarningsButNotNotes() throws {
		let block = try IntegrationDoc.load().block(labelled: Self.matcherLabel)
		let root = try JSONReader(path: Self.matcherLabel).read(block.text)
		let entry = try require(root["problemMatcher"]?.elements?.first)
		expectEqual(entry["owner"]?.string, "scaffold")
		let matcher = try ProblemMatcher(pattern: try require(entry["pattern"]?.elements?.first))
		expectTrue(matcher.isPortable)
		for line in try DiagnosticLines.all() {
			let problem = try matcher.match(line.text)
			if let path = line.path, let position = line.position, line.severity != .note {
				expectEqual(
					problem, ProblemMatcher.Problem(
							file: path, line: String(position.line), column: String(position.column),
							severity: line.severity.rawValue, message: line.message), "\(line.text)")
			} else {
				expectEqual(problem, nil, "\(line.text)")
			}
		}
		for line in DiagnosticLines.unrelated {
			try expectEqual(matcher.match(line), nil, "\(line)")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<IntegrationGitHubActionsSnippetTests>] = [
		SuiteTest("workflowBuildsThenRunsCheck") { try $0.workflowBuildsThenRunsCheck() },
		SuiteTest("workflowIsIndentedWithSpaces") { try $0.workflowIsIndentedWithSpaces() },
		SuiteTest("matcherReadsErrorsAndWarningsButNotNotes") { try $0.matcherReadsErrorsAndWarningsButNotNotes() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<IntegrationGitHubActionsSnippetTests>) async throws { try await test.body(self) }
}
