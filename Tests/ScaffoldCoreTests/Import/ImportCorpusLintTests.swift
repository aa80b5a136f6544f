import Testing

import ScaffoldCore

/// Every document of `Tests/Fixtures/import/openapi` and `…/graphql`, found by listing the
/// folders so that a new document is covered without a new test, imports to a spec that
/// `scaffold spec lint` accepts (the text `spec import` writes, loaded the way lint loads a file)
/// and that generates a feature without errors.
struct ImportCorpusLintTests {
	static let folders = ["Tests/Fixtures/import/openapi", "Tests/Fixtures/import/graphql"]

	static var documents: [String] {
		folders.flatMap { folder in ((try? RepositoryFiles.files(below: folder)) ?? []).map { folder + "/" + $0 } }
	}

	func theCorpusHasTheDocumentsItWasWrittenFor() {
		let names = Set(Self.documents.map { String($0.split(separator: "/").last ?? "") })
		for expected in ["petstore.yaml", "github-like.yaml", "features.graphqls", "introspection.json"] {
			expectContains(names, expected, "\(expected)")
		}
	}

	func importsToASpecLintAccepts(_ path: String) throws {
		let bytes = Array(try RepositoryFiles.text(path).utf8)
		let feature = Name(String(path.split(separator: "/").last?.split(separator: ".").first ?? "Feature")).upperCamel
		let (text, diagnostics) = SpecImport.run(bytes: bytes, path: path, options: .init(feature: feature))
		expectFalse(diagnostics.containsErrors, "\(diagnostics.filter { $0.severity == .error }.map(\.description))")
		let spec = try require(text)
		let linted = Spec.load(bytes: Array(spec.utf8), path: "Specs/\(feature).json")
		expectEqual(linted.diagnostics.filter { $0.severity == .error }.map(\.description), [])
		expectEqual(linted.spec?.entities.isEmpty, false)
		let generated = FeatureGeneration.run(
			specBytes: Array(spec.utf8), specPath: "Specs/\(feature).json", config: .templateShaped, generator: try SharedGeneration.generator())
		expectEqual(generated.diagnostics.filter { $0.severity == .error }.map(\.description), [], "and generates")
		expectNotEmpty(generated.files)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ImportCorpusLintTests>] = [
		SuiteTest("theCorpusHasTheDocumentsItWasWrittenFor") { $0.theCorpusHasTheDocumentsItWasWrittenFor() },
	]
		+ SuiteTest<ImportCorpusLintTests>.cases("importsToASpecLintAccepts(_:)", documents) { try $0.importsToASpecLintAccepts($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<ImportCorpusLintTests>) async throws { try await test.body(self) }
}
