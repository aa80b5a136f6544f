import Testing

@testable import ScaffoldCore

struct GeneratorTests {
	@Test func everySyntaxErrorOfEveryTemplateIsReportedAtItsFile() throws {
		let catalog = TemplateCatalog(sources: [
			TemplateSource(path: "Feature/A.swift.mustache", text: "{{#items}}\n"),
			TemplateSource(path: "Feature/B.swift.mustache", text: "ok\n{{/nothing}}\n"),
		])
		#expect(throws: DiagnosticError.self) { try Generator(catalog: catalog) }
		do {
			_ = try Generator(catalog: catalog)
		} catch {
			let paths = error.diagnostics.compactMap { $0.location?.path }
			#expect(paths.contains("Templates/Feature/A.swift.mustache"))
			#expect(paths.contains("Templates/Feature/B.swift.mustache"))
		}
	}

	@Test func aMissingPartialIsReportedBeforeAnythingRenders() {
		let catalog = TemplateCatalog(sources: [
			TemplateSource(path: "Feature/A.swift.mustache", text: "{{>Heder}}\n"),
			TemplateSource(path: "Partials/Header.mustache", text: "// header\n"),
		])
		do {
			_ = try Generator(catalog: catalog)
			Issue.record("expected an error")
		} catch {
			#expect(error.diagnostics.map(\.description) == ["Templates/Feature/A.swift.mustache: error: no partial named 'Heder'; did you mean 'Header'?"])
		}
	}

	@Test func aMissingKeyIsAnErrorAtTheTemplateLineNotAnEmptyString() throws {
		let catalog = TemplateCatalog(sources: [TemplateSource(path: "Feature/A.swift.mustache", text: "struct {{name}} {\n\tlet {{nmae}}: Int\n}\n")])
		let generator = try Generator(catalog: catalog)
		let job = RenderJob(templatePath: "Feature/A.swift.mustache", context: ["name": "A"], outputPath: "A.swift", origin: "Specs/A.json")
		do {
			_ = try generator.render([job], config: .defaults)
			Issue.record("expected an error")
		} catch {
			let diagnostic = try #require(error.diagnostics.first)
			#expect(diagnostic.location == SourceLocation(path: "Templates/Feature/A.swift.mustache", line: 2, column: 6))
			#expect(diagnostic.notes.last?.message == "while rendering A.swift for Specs/A.json")
		}
	}

	@Test func spacesReplaceLeadingTabsOnlyWhenConfigured() {
		#expect(Generator.reindent("\tlet a\n\t\tlet b\nx\tb\n", with: .spaces(2)) == "  let a\n    let b\nx\tb\n")
		#expect(Generator.reindent("\tlet a\n", with: .tab) == "\tlet a\n")
	}
}
