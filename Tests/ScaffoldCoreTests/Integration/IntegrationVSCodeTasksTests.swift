import Foundation
import Testing

import ScaffoldCore

/// The `.vscode/tasks.json` of docs/integration.md: strict JSON, the two tasks, and problem
/// matchers that read scaffold's real diagnostics field by field.
struct IntegrationVSCodeTasksTests {
	static let label = ".vscode/tasks.json"

	private func tasksFile() throws -> JSONNode {
		let block = try IntegrationDoc.load().block(labelled: Self.label)
		expectEqual(block.language, "json")
		return try JSONReader(path: Self.label).read(block.text)
	}

	private func task(_ label: String) throws -> JSONNode {
		let tasks = try require(try tasksFile()["tasks"]?.elements)
		return try require(tasks.first { $0["label"]?.string == label }, "no task '\(label)'")
	}

	/// The patterns of a task's matchers, in order.
	private func matchers(of label: String) throws -> [ProblemMatcher] {
		let list = try require(try task(label)["problemMatcher"]?.elements)
		return try list.map { matcher in
			expectEqual(matcher["owner"]?.string, "scaffold")
			expectEqual(matcher["fileLocation"]?.elements?.compactMap(\.string), ["autoDetect", "${workspaceFolder}"])
			return try ProblemMatcher(pattern: try require(matcher["pattern"]))
		}
	}

	/// The check task's matchers: the first for positioned problems, the second for whole files.
	private func checkMatchers() throws -> (located: ProblemMatcher, wholeFile: ProblemMatcher) {
		let all = try matchers(of: "scaffold: check")
		try #require(all.count == 2)
		return (all[0], all[1])
	}

	func isStrictJSONWithTwoTasksThatRunScaffoldWithoutColour() throws {
		// Is strict JSON with version two.
		expectEqual(try tasksFile()["version"]?.string, "2.0.0")

		// Check task runs check without colour.
		let check = try task("scaffold: check")
		expectEqual(check["command"]?.string, "scaffold")
		expectEqual(check["args"]?.elements?.compactMap(\.string), ["check"])
		expectEqual(check["options"]?["env"]?["NO_COLOR"]?.string, "1")

		// Feature task asks for the name.
		let feature = try task("scaffold: feature")
		expectEqual(feature["command"]?.string, "scaffold")
		expectEqual(feature["args"]?.elements?.compactMap(\.string), ["feature", "${input:featureName}"])
		expectEqual(feature["options"]?["env"]?["NO_COLOR"]?.string, "1")
		let inputs = try require(try tasksFile()["inputs"]?.elements)
		let input = try require(inputs.first { $0["id"]?.string == "featureName" })
		expectEqual(input["type"]?.string, "promptString")
	}

	func bothTasksShareKindedPortableMatchers() throws {
		// Both tasks share the same matchers.
		try expectEqual(matchers(of: "scaffold: check"), matchers(of: "scaffold: feature"))

		// Matchers are kinded and portable.
		let (located, wholeFile) = try checkMatchers()
		expectEqual(located.kind, "location")
		expectEqual([located.file, located.line, located.column, located.severity, located.message], [1, 2, 3, 4, 5])
		expectEqual(wholeFile.kind, "file")
		expectEqual([wholeFile.file, wholeFile.severity, wholeFile.message], [1, 2, 3])
		expectEqual(wholeFile.line, nil)
		expectEqual(wholeFile.column, nil)
		expectTrue(located.isPortable, "\(located.regexp)")
		expectTrue(wholeFile.isPortable, "\(wholeFile.regexp)")
	}

	func theDocumentedExampleIsReadFieldByField() throws {
		let line = "Specs/Character.json:14:9: error: unknown key 'feilds' in entities[0]; did you mean 'fields'?"
		let problem = try checkMatchers().located.match(line)
		expectEqual(
			problem, ProblemMatcher.Problem(
					file: "Specs/Character.json", line: "14", column: "9", severity: "error",
					message: "unknown key 'feilds' in entities[0]; did you mean 'fields'?"))
	}

	func everyRealDiagnosticLineIsTakenByExactlyTheRightMatcher() throws {
		let (located, wholeFile) = try checkMatchers()
		let lines = try DiagnosticLines.all()
		#expect(lines.contains { $0.position != nil } && lines.contains { $0.path != nil && $0.position == nil })
		for line in lines {
			let expected = ProblemMatcher.Problem(
				file: line.path, line: line.position.map { String($0.line) }, column: line.position.map { String($0.column) },
				severity: line.severity.rawValue, message: line.message)
			switch (line.path, line.position) {
			case (.some, .some):
				try expectEqual(located.match(line.text), expected, "\(line.text)")
				try expectEqual(wholeFile.match(line.text), nil, "\(line.text)")
			case (.some, nil):
				try expectEqual(wholeFile.match(line.text), expected, "\(line.text)")
				try expectEqual(located.match(line.text), nil, "\(line.text)")
			case (nil, _):
				try expectEqual(located.match(line.text), nil, "\(line.text)")
				try expectEqual(wholeFile.match(line.text), nil, "\(line.text)")
			}
		}
	}

	func unrelatedOutputIsNotAProblem(_ line: String) throws {
		let (located, wholeFile) = try checkMatchers()
		expectEqual(try located.match(line), nil)
		expectEqual(try wholeFile.match(line), nil)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<IntegrationVSCodeTasksTests>] = [
		SuiteTest("isStrictJSONWithTwoTasksThatRunScaffoldWithoutColour") { try $0.isStrictJSONWithTwoTasksThatRunScaffoldWithoutColour() },
		SuiteTest("bothTasksShareKindedPortableMatchers") { try $0.bothTasksShareKindedPortableMatchers() },
		SuiteTest("theDocumentedExampleIsReadFieldByField") { try $0.theDocumentedExampleIsReadFieldByField() },
		SuiteTest("everyRealDiagnosticLineIsTakenByExactlyTheRightMatcher") { try $0.everyRealDiagnosticLineIsTakenByExactlyTheRightMatcher() },
	]
		+ SuiteTest<IntegrationVSCodeTasksTests>.cases("unrelatedOutputIsNotAProblem(_:)", DiagnosticLines.unrelated) { try $0.unrelatedOutputIsNotAProblem($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<IntegrationVSCodeTasksTests>) async throws { try await test.body(self) }
}
