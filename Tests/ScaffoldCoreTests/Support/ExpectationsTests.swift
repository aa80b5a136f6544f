import Testing

// The helpers of Tests/ScaffoldTestSupport fail as the macro would: at the caller's line, saying what was
// checked. Each check here fails on purpose inside `withKnownIssue`, whose matcher sees the issue: an issue
// that does not match is recorded as a failure of this test, and no issue at all fails it too.

/// Whether `issue` is at `line` of this file and its comments hold every one of `parts`.
private func reported(_ issue: Issue, atLine line: Int, saying parts: [String]) -> Bool {
	let text = issue.comments.map(\.rawValue).joined(separator: "\n")
	return issue.sourceLocation?.fileName == "ExpectationsTests.swift" && issue.sourceLocation?.line == line
		&& parts.allSatisfy { text.contains($0) }
}

struct ExpectationsTests {
	func aFailingExpectTrueQuotesTheCallAtTheCallersLine() {
		let list = [3, 1, 2]
		let line = #line + 2
		withKnownIssue {
			expectTrue(list.sorted() == list, "sorted")
		} matching: { issue in
			reported(issue, atLine: line, saying: ["expectTrue(list.sorted() == list, \"sorted\") is false", "sorted"])
		}
	}

	func aFailingExpectFalseQuotesACallOverSeveralLines() {
		let line = #line + 2
		withKnownIssue {
			expectFalse(
				"a(b)".hasSuffix(")"))
		} matching: { issue in
			reported(issue, atLine: line, saying: ["expectFalse(\n\t\t\t\t\"a(b)\".hasSuffix(\")\")) is true"])
		}
	}

	func aFailingExpectEqualPrintsBothValuesAndTheCall() {
		let words = ["a", "b"]
		let line = #line + 2
		withKnownIssue {
			expectEqual(words.joined(separator: "\(words.count)"), "a-b", "joined")
		} matching: { issue in
			reported(issue, atLine: line, saying: ["joined", #"expectEqual(words.joined(separator: "\(words.count)"), "a-b", "joined")"#])
				&& String(describing: issue).contains("a2b")
		}
	}

	func aFailingRequireEndsTheTestAtTheCallersLine() throws {
		let missing: Int? = nil
		let line = #line + 2
		try withKnownIssue {
			_ = try require(missing)
			Issue.record("require returned")
		} matching: { issue in
			reported(issue, atLine: line, saying: ["require(missing)"])
		}
	}

	func aCallInAFileThatCannotBeReadIsNotQuoted() {
		let location = SourceLocation(fileID: "App/Gone.swift", filePath: "/nonexistent/Gone.swift", line: 1, column: 1)
		expectEqual(CallSource.text(at: location), nil)
		expectEqual(CallSource.failure("is false", "why", at: location).rawValue, "the condition is false\nwhy")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ExpectationsTests>] = [
		SuiteTest("aFailingExpectTrueQuotesTheCallAtTheCallersLine") { $0.aFailingExpectTrueQuotesTheCallAtTheCallersLine() },
		SuiteTest("aFailingExpectFalseQuotesACallOverSeveralLines") { $0.aFailingExpectFalseQuotesACallOverSeveralLines() },
		SuiteTest("aFailingExpectEqualPrintsBothValuesAndTheCall") { $0.aFailingExpectEqualPrintsBothValuesAndTheCall() },
		SuiteTest("aFailingRequireEndsTheTestAtTheCallersLine") { try $0.aFailingRequireEndsTheTestAtTheCallersLine() },
		SuiteTest("aCallInAFileThatCannotBeReadIsNotQuoted") { $0.aCallInAFileThatCannotBeReadIsNotQuoted() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ExpectationsTests>) async throws { try await test.body(self) }
}
