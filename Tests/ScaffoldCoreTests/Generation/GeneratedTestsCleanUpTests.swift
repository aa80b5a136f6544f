import Foundation
import Testing

import ScaffoldCore

/// Generated tests leave nothing behind (issue 51, part 3): every place a test names under the
/// temporary directory (a `<Suite>-<UUID>` folder, a ledger file) is removed by the test's `defer`
/// or by its suite's `deinit`, which Swift Testing runs after each test, failing or not.
struct GeneratedTestsCleanUpTests {
	func everyExampleTestRemovesWhatItMakes(example: String) throws {
		let tests = try ExampleGeneration.generate(example).files.filter { $0.path.contains("/Tests/") && $0.path.hasSuffix(".swift") }
		for test in tests {
			try expectEqual(TemporaryPlaces.leftBehind(in: test.contents), [], "\(test.path)")
		}
	}

	func theRuntimeTestsRemoveWhatTheyMake() throws {
		let folder = "Templates/Init/Libraries/Tests"
		let templates = try RepositoryFiles.files(below: folder).filter { $0.hasSuffix(".mustache") }
		expectGreater(templates.count, 10)
		for path in templates {
			try expectEqual(TemporaryPlaces.leftBehind(in: RepositoryFiles.text(folder + "/" + path)), [], "\(path)")
		}
	}

	func aPlaceRemovedOnlyWhenTheTestGetsThereIsLeftBehind() throws {
		let text = #"""
			let kept = FileManager.default.temporaryDirectory
				.appendingPathComponent("K-\(UUID().uuidString)")
			defer { try? FileManager.default.removeItem(at: kept) }
			let suite = FileManager.default.temporaryDirectory.appendingPathComponent("S-\(UUID().uuidString)")
			deinit {
				try? FileManager.default.removeItem(at: suite)
			}
			let folder = FileManager.default.temporaryDirectory.appendingPathComponent("T-\(UUID().uuidString)")
			try FileManager.default.removeItem(at: folder)
			let ledger = FileManager.default.temporaryDirectory.appendingPathComponent("L-\(UUID().uuidString)")
			"""#
		expectEqual(try TemporaryPlaces.leftBehind(in: text), ["folder", "ledger"])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GeneratedTestsCleanUpTests>] = [
		SuiteTest("theRuntimeTestsRemoveWhatTheyMake") { try $0.theRuntimeTestsRemoveWhatTheyMake() },
		SuiteTest("aPlaceRemovedOnlyWhenTheTestGetsThereIsLeftBehind") { try $0.aPlaceRemovedOnlyWhenTheTestGetsThereIsLeftBehind() },
	]
		+ SuiteTest<GeneratedTestsCleanUpTests>.cases("everyExampleTestRemovesWhatItMakes(example:)", ExampleSnapshotTests.examples) { try $0.everyExampleTestRemovesWhatItMakes(example: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<GeneratedTestsCleanUpTests>) async throws { try await test.body(self) }
}

/// The names a Swift file binds to a place under the temporary directory that it never removes
/// in a `defer` or a `deinit` (a removal at the end of a test is skipped when the test throws).
enum TemporaryPlaces {
	static func leftBehind(in text: String) throws -> [String] {
		// Every binding holds the plain text below: most files have none, and skip the regex and the lines.
		guard text.contains(" = FileManager.default.temporaryDirectory") else { return [] }
		let binding = try Regex(#"let (\w+) = FileManager\.default\.temporaryDirectory"#)
		let names = text.matches(of: binding).compactMap { $0.output[1].substring.map(String.init) }
		let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
		return names.filter { name in
			!lines.indices.contains { index in
				let line = lines[index]
				guard line.contains("removeItem(at: \(name))") || line.contains("removeItem(at: \(name).") else { return false }
				let inDeinit = lines[max(0, index - 3)..<index].contains { $0.trimmingCharacters(in: .whitespaces) == "deinit {" }
				return line.contains("defer {") || inDeinit
			}
		}
	}
}
