import Testing

import ScaffoldCore

/// Foundation's type names: an entity or a value type named `Thread` or `Locale` compiles (its
/// stub tells the test module which one the name means, as for swift-testing's `Comment`); an enum
/// so named, or a name generated code uses (`Bundle`), would not: the import renames those.
struct ImportFoundationNameTests {
	func anImportRenamesAnEnumNamedAsFoundationsType() throws {
		let schema = """
			type Query {
			  threads: [Thread!]!
			}
			type Thread {
			  id: ID!
			  locale: Locale
			  state: Stream!
			}
			type Locale {
			  code: String!
			}
			enum Stream {
			  OPEN
			}

			"""
		let (text, diagnostics) = SpecImport.run(bytes: Array(schema.utf8), path: "forum.graphql", options: .init(feature: "Forum"))
		let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Specs/Forum.json").spec }, "\(diagnostics.map(\.description))")
		expectEqual(spec.entities.map(\.name), ["Thread"])
		expectEqual(spec.types.map(\.name), ["Locale", "StreamValue"])
	}

	func anEntityNamedAsFoundationsTypeDeclaresItsNameForTheTests() throws {
		let text = #"{"version": 1, "feature": "Forum", "types": [{"name": "Locale", "fields": [{"name": "code", "type": "String"}]}], "entities": [{"name": "Thread", "fields": [{"name": "locale", "type": "Locale"}], "rest": {"path": "/threads", "list": true}}]}"#
		let loaded = Spec.load(bytes: Array(text.utf8), path: "Specs/Forum.json")
		expectEmpty(loaded.diagnostics.filter { $0.severity == .error }, "\(loaded.diagnostics.map(\.description))")
		let output = FeatureGeneration.run(
			specBytes: Array(text.utf8), specPath: "Specs/Forum.json", config: .templateShaped, generator: try SharedGeneration.generator())
		for name in ["Thread", "Locale"] {
			let stub = try require(output.files.first { $0.path.hasSuffix("Tests/Shared/Stubs/\(name)+Stub.swift") })
			expectContains(stub.contents, "/// Foundation declares a `\(name)` too, and test files import both", "\(name)")
			expectContains(stub.contents, "\ntypealias \(name) = ", "\(name)")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ImportFoundationNameTests>] = [
		SuiteTest("anImportRenamesAnEnumNamedAsFoundationsType") { try $0.anImportRenamesAnEnumNamedAsFoundationsType() },
		SuiteTest("anEntityNamedAsFoundationsTypeDeclaresItsNameForTheTests") { try $0.anEntityNamedAsFoundationsTypeDeclaresItsNameForTheTests() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ImportFoundationNameTests>) async throws { try await test.body(self) }
}
