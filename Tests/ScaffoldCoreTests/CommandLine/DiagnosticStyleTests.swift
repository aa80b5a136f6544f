import Testing

import ScaffoldCommandLine
import ScaffoldCore

struct DiagnosticStyleTests {
	let diagnostic = Diagnostic.error(
		"unknown key 'feilds'", at: SourceLocation(path: "spec.json", line: 3, column: 5),
		notes: [.init("did you mean 'fields'?"), .init("declared here", at: SourceLocation(path: "a.json", line: 1, column: 2))])

	func plainIsExactlyTheDiagnosticsDescription() {
		expectEqual(DiagnosticStyle.plain.format(diagnostic), diagnostic.description)
		expectEqual(DiagnosticStyle.plain.format(.warning("w")), "warning: w")
	}

	func colourTouchesOnlyTheSeverityWord() {
		expectEqual(
			DiagnosticStyle.coloured.format(diagnostic), """
				spec.json:3:5: \u{1B}[1;31merror\u{1B}[0m: unknown key 'feilds'
				\u{1B}[1;36mnote\u{1B}[0m: did you mean 'fields'?
				a.json:1:2: \u{1B}[1;36mnote\u{1B}[0m: declared here
				""")
		expectEqual(DiagnosticStyle.coloured.format(.warning("w")), "\u{1B}[1;33mwarning\u{1B}[0m: w")
	}

	func colourFollowsTheTerminalAndNoColor() {
		expectEqual(DiagnosticStyle.forOutput(isTerminal: true, environment: [:]), .coloured)
		expectEqual(DiagnosticStyle.forOutput(isTerminal: true, environment: ["NO_COLOR": ""]), .coloured)
		expectEqual(DiagnosticStyle.forOutput(isTerminal: true, environment: ["NO_COLOR": "1"]), .plain)
		expectEqual(DiagnosticStyle.forOutput(isTerminal: false, environment: [:]), .plain)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<DiagnosticStyleTests>] = [
		SuiteTest("plainIsExactlyTheDiagnosticsDescription") { $0.plainIsExactlyTheDiagnosticsDescription() },
		SuiteTest("colourTouchesOnlyTheSeverityWord") { $0.colourTouchesOnlyTheSeverityWord() },
		SuiteTest("colourFollowsTheTerminalAndNoColor") { $0.colourFollowsTheTerminalAndNoColor() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<DiagnosticStyleTests>) async throws { try await test.body(self) }
}
