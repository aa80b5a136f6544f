import Testing

import ScaffoldCore

/// Paths the selection takes that are no collection, item or child list (issue 52: `--select
/// /indexes` gave a warning per setting of an index): the sub-paths of one item that are actions,
/// objects read whole or items of a child list are said in one note per item path, by reason; a
/// path the selection names exactly, a GET answering no JSON and an item read by two identifiers
/// keep a warning each, with their reason.
struct OpenAPIOtherPathsImportTests {
	static let document = """
		openapi: 3.0.3
		info: { title: Search, version: "1" }
		paths:
		  /indexes:
		    get: { responses: { '200': { description: all, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Index' } } } } } } }
		  /indexes/{uid}:
		    get: { responses: { '200': { description: one, content: { application/json: { schema: { $ref: '#/components/schemas/Index' } } } } } }
		  /indexes/{uid}/search:
		    post: { responses: { '200': { description: hits, content: { application/json: { schema: { type: object } } } } } }
		  /indexes/{uid}/settings:
		    get: { responses: { '200': { description: settings, content: { application/json: { schema: { type: object, properties: { rules: { type: string } } } } } } } }
		  /indexes/{uid}/stats:
		    get: { responses: { '200': { description: stats, content: { application/json: { schema: { type: object } } } } } }
		  /indexes/{uid}/dump:
		    get: { responses: { '200': { description: a file, content: { application/gzip: {} } } } }
		  /indexes/{uid}/documents/{documentId}:
		    get: { responses: { '200': { description: one, content: { application/json: { schema: { type: object } } } } } }
		  /repos/{owner}/{repo}:
		    get: { responses: { '200': { description: one, content: { application/json: { schema: { type: object } } } } } }
		components:
		  schemas:
		    Index: { type: object, required: [uid], properties: { uid: { type: string } } }
		"""

	static func run(select: [String]) -> [String] {
		SpecImport.run(bytes: Array(document.utf8), path: "search.yaml", options: .init(feature: "Search", select: select)).diagnostics
			.filter { $0.severity != .note || $0.message.contains("left out") }.map(\.description)
	}

	func theSubPathsOfAnItemAreOneNoteByReason() {
		expectEqual(
			Self.run(select: ["/indexes"]), [
				"search.yaml:8:3: note: 4 paths under '/indexes/{uid}' are no collection, item or child list, and left out: actions without a GET, which a spec does not call: '/search'; GETs answering one object, which a spec has no read for: '/settings', '/stats'; items of a child list, read by two identifiers, which a spec reads by parent instead (\"byParent\"): '/documents/{documentId}'",
				"search.yaml:14:3: warning: path '/indexes/{uid}/dump' has a GET that answers no JSON, which a spec does not read (application/gzip); it is left out",
			])
	}

	func aPathSelectedExactlyIsWarnedWithItsReason() {
		let diagnostics = Self.run(select: ["/indexes", "/indexes/{uid}/settings", "/repos"])
		#expect(
			diagnostics.contains(
				"search.yaml:10:3: warning: path '/indexes/{uid}/settings' has a GET that answers one object: a spec reads a collection '/things', an item '/things/{id}' and child lists '/things/{id}/children'; it is left out"
			))
		expectAny(diagnostics, where: { $0.contains("note: 3 paths under '/indexes/{uid}'") && !$0.contains("'/settings'") })
		#expect(
			diagnostics.contains(
				"search.yaml:18:3: warning: path '/repos/{owner}/{repo}' is an item read by 2 identifiers ('{owner}' and '{repo}'), and an item path of a spec has one placeholder; it is left out"
			))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIOtherPathsImportTests>] = [
		SuiteTest("theSubPathsOfAnItemAreOneNoteByReason") { $0.theSubPathsOfAnItemAreOneNoteByReason() },
		SuiteTest("aPathSelectedExactlyIsWarnedWithItsReason") { $0.aPathSelectedExactlyIsWarnedWithItsReason() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIOtherPathsImportTests>) async throws { try await test.body(self) }
}
