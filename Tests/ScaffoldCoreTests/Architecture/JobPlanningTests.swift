import Foundation
import Testing

/// Job planning (`Sources/ScaffoldCore/Generation`) decides files and names from typed values
/// (``EntityNames``, the context structs' properties), never by reading a template context back
/// by key: a missing key reads as nothing there, and a renamed key would plan the wrong file
/// silently. Nor do job planning and the context builders write a key by hand
/// (`context["testSuite"] = …`, or an object's keys copied one by one): they merge typed contexts
/// (`context.merge(TestSuiteContext(testSuite: …))`), whose keys the README key-table test holds.
struct JobPlanningTests {
	/// Reads of a context by key: `.text("key")`, a key compared (`context["key"] == …`), or
	/// unwrapped from a pattern (`case .string(let x)? = context["key"]`).
	static func isRead(_ line: some StringProtocol) -> Bool {
		let line = String(line)
		// Each pattern holds `.text("` or `["`: a plain search of those skips the regexes for most lines.
		guard line.contains(".text(\"") || line.contains("[\"") else { return false }
		return line.contains(#/\.text\("/#) || line.contains(#/\["\w+"\]\s*[!=]=/#) || line.contains(#/\?\s*=\s*\w+\["\w+"\]/#)
	}

	/// Writes of a context by key: a key set (`context["key"] = …`), or a loop copying an object's
	/// keys (`for (key, value) in … { context[key] = value }`).
	static func isWrite(_ line: some StringProtocol) -> Bool {
		let line = String(line)
		// Each pattern holds `["` or `[key]`: a plain search of those skips the regexes for most lines.
		guard line.contains("[\"") || line.contains("[key]") else { return false }
		return line.contains(#/\["\w+"\]\s*=[^=]/#) || line.contains(#/\[key\]\s*=[^=]/#)
	}

	func noFileOfJobPlanningNorOfTheContextsWritesOrReadsAKeyByHand() throws {
		// No file of job planning nor of the contexts writes a key by hand.
		do {
			var found: [String] = []
			for folder in ["Sources/ScaffoldCore/Generation/", "Sources/ScaffoldCore/Context/"] {
				let files = try RepositoryFiles.files(below: folder).filter { $0.hasSuffix(".swift") }
				expectGreater(files.count, 20)
				for file in files {
					let text = try RepositoryFiles.text(folder + file)
					for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where Self.isWrite(line) {
						found.append("\(folder)\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
					}
				}
			}
			expectEmpty(found, "\(found.joined(separator: "\n"))")
		}

		// No file of job planning reads a context by key.
		do {
			let files = try RepositoryFiles.files(below: "Sources/ScaffoldCore/Generation").filter { $0.hasSuffix(".swift") }
			expectGreater(files.count, 20)
			var found: [String] = []
			for file in files {
				let text = try RepositoryFiles.text("Sources/ScaffoldCore/Generation/" + file)
				for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
				where Self.isRead(line) {
					found.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
				}
			}
			expectEmpty(found, "\(found.joined(separator: "\n"))")
		}
	}

	func thePatternsFindTheReadsTheyAreFor() {
		let lines = [
			#"let plan = context.text("migrationPlan")"#, #"guard context["hasStoredArchive"] == .bool(true) else"#,
			#"guard case .string(let mapper)? = context["mapper"] else"#,
		]
		for line in lines { #expect(Self.isRead(line), "\(line)") }
		#expect(!Self.isRead(#"tests["testSuite"] = .string(migration + "Tests")"#))
		for line in [#"tests["testSuite"] = .string(migration + "Tests")"#, #"for (key, value) in list.entries { context[key] = value }"#] {
			#expect(Self.isWrite(line), "\(line)")
		}
		#expect(!Self.isWrite(#"guard context["hasStoredArchive"] == .bool(true) else"#))
		#expect(!Self.isWrite(#"tests.merge(TestSuiteContext(testSuite: migration + "Tests"))"#))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<JobPlanningTests>] = [
		SuiteTest("noFileOfJobPlanningNorOfTheContextsWritesOrReadsAKeyByHand") { try $0.noFileOfJobPlanningNorOfTheContextsWritesOrReadsAKeyByHand() },
		SuiteTest("thePatternsFindTheReadsTheyAreFor") { $0.thePatternsFindTheReadsTheyAreFor() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<JobPlanningTests>) async throws { try await test.body(self) }
}
