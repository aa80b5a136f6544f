import Testing

import ScaffoldCore

/// An OpenAPI import ends by decoding the document's own examples against the spec it gave
/// (OpenAPIExampleCheck): a mismatch is a warning at the example, and an example assembled from
/// the schema's property examples is not faulted for the properties that have none.
struct OpenAPIExampleCheckTests {
	/// Notes whose item example sends the identifier as text, while the schema (and so the spec)
	/// says integer: the code generated from the spec would not decode the API's own example.
	static let document = """
		openapi: 3.0.3
		info: {title: Notes, version: "1"}
		paths:
		  /notes:
		    get:
		      responses:
		        "200":
		          description: The notes.
		          content:
		            application/json:
		              schema: {type: array, items: {$ref: "#/components/schemas/Note"}}
		  /notes/{noteId}:
		    get:
		      parameters: [{name: noteId, in: path, required: true, schema: {type: integer}}]
		      responses:
		        "200":
		          description: One note.
		          content:
		            application/json:
		              schema: {$ref: "#/components/schemas/Note"}
		              example: {id: "n-1", title: Groceries}
		components:
		  schemas:
		    Note:
		      type: object
		      required: [id, title]
		      properties:
		        id: {type: integer}
		        title: {type: string, example: Groceries}

		"""

	static func imported(_ text: String) -> [Diagnostic] {
		SpecImport.run(bytes: Array(text.utf8), path: "notes.yaml", options: .init(feature: "Notes")).diagnostics
	}

	func anExampleTheSpecCannotDecodeIsAWarningAtTheExample() throws {
		let diagnostics = Self.imported(Self.document)
		let mismatches = diagnostics.filter { $0.message.hasPrefix("the document's example of GET /notes/{noteId} does not decode: ") }
		expectEqual(mismatches.count, 1)
		let mismatch = try require(mismatches.first)
		expectEqual(mismatch.severity, .warning)
		// The example's `id` value ("n-1"), on line 21.
		expectEqual(mismatch.location?.description, "notes.yaml:21:29")
		expectContains(mismatch.message, "'id'")
		expectEqual(mismatch.notes.first?.message, "'id' is declared here as Int")
		// The list's example, made of the schema's property examples, lacks `id` (it has no example)
		// but has nothing wrong: it decodes.
		expectEqual(
			diagnostics.last?.description, "notes.yaml:11:23: note: decoded 2 examples of the document against the spec, 1 without a mismatch")
	}

	func examplesThatDecodeSayOnlySo() {
		let fixed = Self.document.replacingOccurrences(of: "example: {id: \"n-1\", title: Groceries}", with: "example: {id: 1, title: Groceries}")
		let diagnostics = Self.imported(fixed)
		expectNone(diagnostics, where: { $0.message.contains("does not decode") })
		expectEqual(diagnostics.last?.message, "decoded 2 examples of the document against the spec, 2 without a mismatch")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIExampleCheckTests>] = [
		SuiteTest("anExampleTheSpecCannotDecodeIsAWarningAtTheExample") { try $0.anExampleTheSpecCannotDecodeIsAWarningAtTheExample() },
		SuiteTest("examplesThatDecodeSayOnlySo") { $0.examplesThatDecodeSayOnlySo() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIExampleCheckTests>) async throws { try await test.body(self) }
}
