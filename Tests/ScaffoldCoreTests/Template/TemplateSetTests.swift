import Testing

import ScaffoldCore

struct TemplateSetTests {
	func reportsEveryErrorOfEveryTemplateBeforeRendering() {
		let sources: [(name: String, source: String)] = [
			("Templates/A.swift.mustache", "{{#a}}\n"),
			("Templates/B.swift.mustache", "fine {{name}}"),
			("Partials/C.mustache", "{{/x}}\n{{y z}}"),
		]
		#expect(throws: DiagnosticError.self) { try TemplateSet(sources: sources) }
		do {
			_ = try TemplateSet(sources: sources)
		} catch {
			expectEqual(
				error.description, """
					Templates/A.swift.mustache:1:1: error: unclosed section 'a'
					Partials/C.mustache:1:1: error: unexpected closing tag 'x'; no section is open
					Partials/C.mustache:2:1: error: invalid name 'y z': names cannot contain whitespace
					""")
		}
	}

	func refusesTwoTemplatesWithOneNameHoweverBuilt() throws {
		// Refuses two templates with one name.
		do {
			_ = try TemplateSet(sources: [("P", "a"), ("Q", "b"), ("P", "c")])
			Issue.record("expected an error")
		} catch {
			expectEqual(error.description, "P: error: two templates are named 'P'")
		}

		// Sets built from parsed templates also refuse duplicates.
		let a = try Template(name: "a", source: "x")
		#expect(throws: DiagnosticError.self) { try TemplateSet(templates: [a, a]) }
		expectEqual(try TemplateSet(templates: [a]).render("a", context: .null), "x")
	}

	func rendersByNameOrAnOutsideTemplateWithTheSetsPartials() throws {
		// Renders by name with partials from the set.
		do {
			let set = try TemplateSet(sources: [("File.swift", "{{>Header}}\nlet x = 1\n"), ("Header", "// {{header}}\n")])
			expectEqual(set.names, ["File.swift", "Header"])
			expectEqual(set.template(named: "Header")?.name, "Header")
			expectNil(set.template(named: "Nope"))
			try expectEqual(set.render("File.swift", context: ["header": "Generated"]), "// Generated\nlet x = 1\n")
		}

		// Renders an outside template with the sets partials.
		do {
			let set = try TemplateSet(sources: [("row", "- {{.}}\n")])
			let template = try Template(name: "list", source: "{{#items}}\n{{>row}}\n{{/items}}\n")
			expectEqual(try set.render(template, context: ["items": ["a", "b"]]), "- a\n- b\n")
		}

		// Unknown template name suggests the closest one.
		do {
			let set = try TemplateSet(sources: [("DTO.swift", ""), ("Mapper.swift", "")])
			#expect(throws: Diagnostic.error("no template named 'DTO.swft'; did you mean 'DTO.swift'?")) {
				try set.render("DTO.swft", context: [:])
			}
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TemplateSetTests>] = [
		SuiteTest("reportsEveryErrorOfEveryTemplateBeforeRendering") { $0.reportsEveryErrorOfEveryTemplateBeforeRendering() },
		SuiteTest("refusesTwoTemplatesWithOneNameHoweverBuilt") { try $0.refusesTwoTemplatesWithOneNameHoweverBuilt() },
		SuiteTest("rendersByNameOrAnOutsideTemplateWithTheSetsPartials") { try $0.rendersByNameOrAnOutsideTemplateWithTheSetsPartials() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<TemplateSetTests>) async throws { try await test.body(self) }
}
