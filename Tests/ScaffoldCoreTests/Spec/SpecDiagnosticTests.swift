import Testing

import ScaffoldCore

struct SpecDiagnosticTests {
	func reportsExactDiagnostics(_ badCase: BadSpecCase) {
		let (spec, diagnostics) = SpecTestSupport.load(badCase.text)
		expectEqual(diagnostics.map(\.description), badCase.expected)
		expectEqual(spec, nil)
	}

	func reportsEveryProblemAndStopsOnlyAtASyntaxError() {
		// Reports every problem not just the first.
		do {
			let text = """
				{
					"version": 1,
					"feature": "Character",
					"entities": [
						{ "name": "Character", "feilds": [], "local": "memory" },
						{ "name": "Episode", "fields": [{ "name": "title", "type": "Strng" }], "local": "disk" }
					]
				}
				"""
			expectEqual(
				SpecTestSupport.messages(text), [
					"Specs/Character.json:5:3: error: missing required key 'fields' in entities[0]",
					"Specs/Character.json:5:26: error: unknown key 'feilds' in entities[0]; did you mean 'fields'?",
					"Specs/Character.json:6:63: error: unknown type 'Strng'; did you mean 'String'?",
					"Specs/Character.json:6:83: error: unknown value 'disk' for entities[1].local; expected 'swiftData', 'memory', 'file', 'keychain' or 'none'",
				])
		}

		// A syntax error stops at that error.
		expectEqual(SpecTestSupport.messages("{\"version\": 1,,}"), ["Specs/Character.json:1:15: error: expected a string key, found ','"])

		// Warnings do not stop a spec from loading.
		do {
			let text = BadSpecCases.spec(types: #"[{"name": "Unused", "fields": []}]"#)
			let (spec, diagnostics) = SpecTestSupport.load(text)
			expectNotEqual(spec, nil)
			expectEqual(diagnostics.map(\.description), ["Specs/Character.json:2:11: warning: type 'Unused' is declared but never used"])
		}

		// Parse throws every error.
		do {
			_ = try Spec.parse(bytes: Array("{\"version\": 1}".utf8), path: "x.json")
			Issue.record("expected the spec to be refused")
		} catch {
			expectEqual(
				error.diagnostics.map(\.description), [
					"x.json:1:1: error: missing required key 'feature' in the spec",
					"x.json:1:1: error: the spec declares no entities and no userDefaults, so there is nothing to generate",
				])
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecDiagnosticTests>] = [
		SuiteTest("reportsEveryProblemAndStopsOnlyAtASyntaxError") { $0.reportsEveryProblemAndStopsOnlyAtASyntaxError() },
	]
		+ SuiteTest<SpecDiagnosticTests>.cases("reportsExactDiagnostics(_:)", BadSpecCases.all) { $0.reportsExactDiagnostics($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecDiagnosticTests>) async throws { try await test.body(self) }
}
