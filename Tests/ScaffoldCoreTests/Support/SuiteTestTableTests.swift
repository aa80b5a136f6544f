import Foundation
import Testing

/// A test written as a row of ``SuiteTest`` runs only while its row is in its suite's table, and
/// nothing warns when a method without `@Test` is left out of it. Every file of both test targets
/// with such a table is held to it here (``SuiteTestTable/problems(in:)``).
struct SuiteTestTableTests {
	func everyTestMethodOfASuiteWithATableHasItsRow() throws {
		var tables = 0
		for file in try RepositoryFiles.files(below: "Tests") where file.hasSuffix(".swift") {
			let url = RepositoryFiles.root.appendingPathComponent("Tests/\(file)")
			let text = try String(contentsOf: url, encoding: .utf8)
			guard text.contains(SuiteTestTable.tableMark) else { continue }
			tables += 1
			expectEqual(SuiteTestTable.problems(in: text), [], "\(file)")
		}
		expectGreater(tables, 150)
	}

	/// What the check finds: a method left out (one that takes arguments too, a test of cases), a name
	/// used twice, a table not run. Helpers that return a value, are private or static, or belong to
	/// another type of the file are not tests.
	func findsAMethodLeftOutANameTwiceAndATableNotRun() {
		let suite = """
			struct S {
				func a() throws {}
				func b() async throws {}
				@MainActor func c() {}
				private func d() {}
				static func e() {}
				func f(_ x: Int) {}
				func g() -> Int { 1 }
				func h(_ x: Int) throws {}
				func i(_ x: Int = f(1)) -> Int { x }
				static let tests: [SuiteTest<S>] = [
					SuiteTest("a") { try $0.a() },
					SuiteTest("a") { try await $0.b() },
				]
					+ SuiteTest<S>.cases("h(_:)", [1, 2]) { try $0.h($1) }
				@Test(arguments: tests) func run(_ test: SuiteTest<S>) async throws { try await test.body(self) }
			}

			final class Fake {
				func j() {}
			}

			"""
		expectEqual(
			SuiteTestTable.problems(in: suite), ["c() has no row in the table", "f() has no row in the table", "two rows are named \"a\""])
		let notRun = suite.replacingOccurrences(of: "@Test(arguments: tests) ", with: "")
		expectEqual(
			SuiteTestTable.problems(in: notRun).last, "the table is not run by `@Test(arguments: tests) func run`")
		let whole = suite.replacingOccurrences(of: "SuiteTest(\"a\") { try await", with: "SuiteTest(\"b\") { try await")
			.replacingOccurrences(of: "\t]\n", with: "\t\tSuiteTest(\"c\") { await $0.c() },\n\t]\n")
			.replacingOccurrences(of: "{ try $0.h($1) }", with: "{ try $0.h($1); $0.f($1) }")
		expectEqual(SuiteTestTable.problems(in: whole), [])
	}

	// The tests above, one row each: this file is held to its own check.
	static let tests: [SuiteTest<SuiteTestTableTests>] = [
		SuiteTest("everyTestMethodOfASuiteWithATableHasItsRow") { try $0.everyTestMethodOfASuiteWithATableHasItsRow() },
		SuiteTest("findsAMethodLeftOutANameTwiceAndATableNotRun") { $0.findsAMethodLeftOutANameTwiceAndATableNotRun() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SuiteTestTableTests>) async throws { try await test.body(self) }
}

/// Reads a test file with a ``SuiteTest`` table, line by line, as the test targets write them: methods
/// one tab in, rows one per line two tabs in, a test's cases (`SuiteTest<S>.cases(…)`) one line each.
enum SuiteTestTable {
	static let tableMark = "static let tests: [SuiteTest<"

	/// What is wrong with the table in `text`: each method of the table's suite that could be a test
	/// (one tab in, no result, neither private nor static; with arguments, a test of cases) without a
	/// row calling it, each row name used twice, and a table no `@Test` runs.
	static func problems(in text: String) -> [String] {
		var methods: [String] = []
		var names: [String] = []
		var called: Set<String> = []
		var isRun = false
		var inSuite = false
		let suite = suiteName(text)
		for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
			if let suite, line.hasPrefix("struct \(suite) ") || line.hasPrefix("final class \(suite) ") { inSuite = true }
			if line.hasPrefix("}") { inSuite = false }
			if inSuite, let method = testMethod(line) { methods.append(method) }
			if line.hasPrefix("\t\tSuiteTest(\""), let row = line.firstRange(of: "SuiteTest(\"") {
				names.append(String(line[row.upperBound...].prefix { $0 != "\"" }))
			}
			if line.hasPrefix("\t\tSuiteTest(\"") || line.contains(">.cases(") {
				var rest = line[...]
				while let call = rest.firstRange(of: "$0.") {
					called.insert(String(rest[call.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
					rest = rest[call.upperBound...]
				}
			}
			if line.hasPrefix("\t@Test(arguments: tests) func run(") { isRun = true }
		}
		var problems = methods.filter { !called.contains($0) }.map { "\($0)() has no row in the table" }
		var seen: Set<String> = []
		for name in names where !seen.insert(name).inserted { problems.append("two rows are named \"\(name)\"") }
		if !isRun { problems.append("the table is not run by `@Test(arguments: tests) func run`") }
		return problems
	}

	/// The name of the method declared on `line` when it could be a test: `func name(…)` with or
	/// without arguments, then `async`, `throws` (untyped) or both, then its body.
	static func testMethod(_ line: Substring) -> String? {
		var rest = line
		for prefix in ["\t@MainActor func ", "\tfunc "] where rest.hasPrefix(prefix) {
			rest = rest.dropFirst(prefix.count)
			let name = rest.prefix { $0 != "(" }
			rest = rest.dropFirst(name.count)
			// The parameters, to their closing parenthesis (a default argument may hold parentheses of its own).
			var depth = 0
			while let first = rest.first {
				rest = rest.dropFirst()
				depth += first == "(" ? 1 : first == ")" ? -1 : 0
				if depth == 0 { break }
			}
			for part in [" async", " throws"] where rest.hasPrefix(part) { rest = rest.dropFirst(part.count) }
			return rest.hasPrefix(" {") && name != "run" ? String(name) : nil
		}
		return nil
	}

	/// The suite whose table `text` holds: `S` of its `static let tests: [SuiteTest<S>]`.
	static func suiteName(_ text: String) -> String? {
		guard let mark = text.firstRange(of: "\n\t" + tableMark) else { return nil }
		return String(text[mark.upperBound...].prefix { $0 != ">" })
	}
}
