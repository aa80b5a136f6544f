import Testing

import ScaffoldCore

/// String enums of a document become spec enums whose case names compile wherever they are used.
struct OpenAPIEnumImportTests {
	/// Box's `access: [open, company, collaborators, none]`: a case `none` of an optional enum field
	/// would read as `Optional.none`, which Swift warns about (an error in CI's builds).
	@Test func casesNamedNoneOrSomeKeepTheirValueUnderAnotherName() throws {
		let document = """
			openapi: 3.0.0
			paths:
			  /hubs/{id}:
			    get: { responses: { '200': { description: x, content: { application/json: { schema: { type: object, required: [id], properties: { id: { type: string }, access: { type: string, enum: [open, none, some] } } } } } } } }

			"""
		let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "hubs.yaml", options: .init(feature: "Hubs"))
		let spec = try #require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Hubs.json").spec }, "\(diagnostics.map(\.description))")
		let cases = try #require(spec.types.first { $0.name == "HubAccess" }).cases
		#expect(cases.map(\.name) == ["open", "noneValue", "someValue"])
		#expect(cases.map(\.value) == ["open", "none", "some"])
	}
}
