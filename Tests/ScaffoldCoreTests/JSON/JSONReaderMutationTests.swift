import Testing

import ScaffoldCore
import ScaffoldFuzzing

/// The reader never traps: every edit of a real spec either parses or reports a located error.
struct JSONReaderMutationTests {
	func everyMutationOfARealSpecParsesOrFailsWithALocation() throws {
		let original = Array(try RepositoryFiles.text("Examples/Everything.json").utf8)
		var mutations = SeededRandom(seed: 20_261_121)
		let alphabet = Array(#"{}[]:,"\/bfnrtu0123456789.eE+-tfn "#.utf8) + [0xC3, 0xA9, 0xF0, 0x9F, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
		var failures = 0
		for _ in 0..<2_000 {
			let bytes = mutations.mutate(original, alphabet: alphabet)
			do {
				_ = try JSONReader(path: "m.json").read(bytes)
			} catch {
				failures += 1
				let position = try require(error.location?.position)
				expectAtLeast(position.line, 1)
				expectAtLeast(position.column, 1)
				expectEqual(error.location?.path, "m.json")
			}
		}
		expectGreater(failures, 1_000, "most random edits of JSON must be errors; \(failures) were")
	}

	func everyMutationOfARealSpecLoadsOrReportsProblems() throws {
		let original = Array(try RepositoryFiles.text("Examples/Character.json").utf8)
		var mutations = SeededRandom(seed: 7)
		let alphabet = Array(#"{}[]:,"?abcdefIntStringURL "#.utf8)
		for _ in 0..<500 {
			let loaded = Spec.load(bytes: mutations.mutate(original, alphabet: alphabet), path: "m.json")
			#expect(loaded.spec != nil || loaded.diagnostics.containsErrors)
			// Every problem of a spec file is in the file: located at a line and column, never nowhere.
			for diagnostic in loaded.diagnostics {
				expectEqual(diagnostic.location?.path, "m.json", "\(diagnostic)")
				let position = try require(diagnostic.location?.position, "\(diagnostic)")
				expectAtLeast(position.line, 1)
				expectAtLeast(position.column, 1)
			}
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<JSONReaderMutationTests>] = [
		SuiteTest("everyMutationOfARealSpecParsesOrFailsWithALocation") { try $0.everyMutationOfARealSpecParsesOrFailsWithALocation() },
		SuiteTest("everyMutationOfARealSpecLoadsOrReportsProblems") { try $0.everyMutationOfARealSpecLoadsOrReportsProblems() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<JSONReaderMutationTests>) async throws { try await test.body(self) }
}
