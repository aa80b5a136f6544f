import Testing

import ScaffoldCore
import ScaffoldFuzzing

/// The YAML reader never traps: every edit of a real OpenAPI document either parses or reports a
/// located error, and so does the whole import on top of it.
struct YAMLReaderMutationTests {
	func everyMutationOfAnOpenAPIDocumentParsesOrFailsWithALocation() throws {
		let original = Array(try RepositoryFiles.text("Tests/Fixtures/import/openapi/petstore.yaml").utf8)
		var mutations = SeededRandom(seed: 20_261_123)
		let alphabet = Array(" \n-:#[]{},'\"|>&*!?%@`~\\abc019.".utf8) + [0x09, 0x0D, 0xC3, 0xA9, 0xEF, 0xBB, 0xBF]
		var failures = 0
		for _ in 0..<4_000 {
			let bytes = mutations.mutate(original, alphabet: alphabet)
			do {
				_ = try YAMLReader(path: "m.yaml").read(bytes)
			} catch {
				failures += 1
				let position = try require(error.location?.position)
				expectAtLeast(position.line, 1)
				expectAtLeast(position.column, 1)
				expectEqual(error.location?.path, "m.yaml")
			}
		}
		expectGreater(failures, 200, "some random edits of YAML must be errors; \(failures) were")
	}

	func everyMutationImportsOrReportsLocatedProblems() throws {
		let original = Array(try RepositoryFiles.text("Tests/Fixtures/import/openapi/petstore.yaml").utf8)
		var mutations = SeededRandom(seed: 11)
		let alphabet = Array(" \n-:#[]{}'$ref/typeobjectarrayitemsallOfnullable".utf8)
		var imported = 0
		for _ in 0..<1_500 {
			let (text, diagnostics) = SpecImport.run(bytes: mutations.mutate(original, alphabet: alphabet), path: "m.yaml", options: .init(feature: "Store"))
			if text != nil { imported += 1 } else { expectTrue(diagnostics.containsErrors) }
			expectAll(diagnostics, where: { $0.location?.path == "m.yaml" || $0.location == nil || $0.location?.path.hasPrefix("<imported") == true })
		}
		expectGreater(imported, 100, "many edits leave an importable document; \(imported) did")
	}

	func deepNestingIsAnErrorNotACrash() {
		for text in [String(repeating: "- ", count: 5_000) + "x", String(repeating: "{a: ", count: 5_000), String(repeating: "[", count: 100_000)] {
			#expect(throws: Diagnostic.self) { try YAMLReader(path: "d.yaml").read(text) }
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<YAMLReaderMutationTests>] = [
		SuiteTest("everyMutationOfAnOpenAPIDocumentParsesOrFailsWithALocation") { try $0.everyMutationOfAnOpenAPIDocumentParsesOrFailsWithALocation() },
		SuiteTest("everyMutationImportsOrReportsLocatedProblems") { try $0.everyMutationImportsOrReportsLocatedProblems() },
		SuiteTest("deepNestingIsAnErrorNotACrash") { $0.deepNestingIsAnErrorNotACrash() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<YAMLReaderMutationTests>) async throws { try await test.body(self) }
}
