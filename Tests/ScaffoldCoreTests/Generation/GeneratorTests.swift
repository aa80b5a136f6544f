import Testing

import ScaffoldCore

struct GeneratorTests {
	func everyTemplateAndPartialIsCheckedBeforeAnythingRenders() throws {
		// Every syntax error of every template is reported at its file.
		do {
			let catalog = TemplateCatalog(sources: [
				TemplateSource(path: "Feature/A.swift.mustache", text: "{{#items}}\n"),
				TemplateSource(path: "Feature/B.swift.mustache", text: "ok\n{{/nothing}}\n"),
			])
			#expect(throws: DiagnosticError.self) { try Generator(catalog: catalog) }
			do {
				_ = try Generator(catalog: catalog)
			} catch {
				let paths = error.diagnostics.compactMap { $0.location?.path }
				expectContains(paths, "Templates/Feature/A.swift.mustache")
				expectContains(paths, "Templates/Feature/B.swift.mustache")
			}
		}

		// A missing partial is reported before anything renders.
		do {
			let catalog = TemplateCatalog(sources: [
				TemplateSource(path: "Feature/A.swift.mustache", text: "{{>Heder}}\n"),
				TemplateSource(path: "Partials/Header.mustache", text: "// header\n"),
			])
			do {
				_ = try Generator(catalog: catalog)
				Issue.record("expected an error")
			} catch {
				expectEqual(error.diagnostics.map(\.description), ["Templates/Feature/A.swift.mustache: error: no partial named 'Heder'; did you mean 'Header'?"])
			}
		}

		// A project's override is parsed up front even though the embedded templates are not.
		do {
			let path = "Feature/Sources/Data/DTOs/DTO.swift.mustache"
			let (catalog, _) = TemplateCatalog.embedded.overridden(
				by: [TemplateSource(path: path, text: "{{#fields}}\n{{>Heder}}\n")], folder: "Templates")
			do {
				_ = try Generator(catalog: catalog)
				Issue.record("expected an error")
			} catch {
				expectEqual(error.diagnostics.map { $0.location?.path }, ["Templates/" + path])
			}
		}
	}

	/// The embedded templates are parsed only when a run renders them, so this is where a
	/// broken one, or one including a partial that does not exist, is caught.
	func everyEmbeddedTemplateParsesAndFindsItsPartials() throws {
		let catalog = TemplateCatalog.embedded
		let names = Set(catalog.sources.map(\.name))
		for source in catalog.sources {
			let template = try Template(name: source.name, source: source.text)
			#expect(template.partialNames.allSatisfy(names.contains), "\(source.path)")
		}
	}

	/// The hash covers the template and every partial, whichever way the templates were parsed.
	func theTemplateHashCoversTheTemplateAndEveryPartial() throws {
		let source = TemplateSource(path: "Feature/A.swift.mustache", text: "a\n")
		let partials = [TemplateSource(path: "Partials/P.mustache", text: "p"), TemplateSource(path: "Partials/Q.mustache", text: "q")]
		let generator = try Generator(catalog: TemplateCatalog(sources: [source] + partials))
		let job = RenderJob(templatePath: source.path, context: [:], outputPath: "A.swift", origin: "Specs/A.json")
		try expectEqual(generator.render([job], config: .defaults)[0].templateHash, SHA256.hex("a\n\u{0}p\u{0}q"))
	}

	/// Every file records the hash of its template's text and the partials' in force: the
	/// build-time hashes with the embedded templates, hashes computed at run time once a
	/// project's partial replaces an embedded one (which changes every template's hash).
	static let everyFileRecordsTheHashOfTheTemplatesInForceArguments: [Bool] = [false, true]
	func everyFileRecordsTheHashOfTheTemplatesInForce(overridingAPartial: Bool) throws {
		var catalog = TemplateCatalog.embedded
		if overridingAPartial {
			let partial = try require(catalog.sources.first { $0.isPartial })
			catalog = catalog.overridden(by: [TemplateSource(path: partial.path, text: partial.text + "\n")], folder: "Templates").catalog
		}
		let spec = Array(try RepositoryFiles.text("Examples/Character.json").utf8)
		let output = FeatureGeneration.run(
			specBytes: spec, specPath: "Specs/Character.json", config: .defaults, generator: try Generator(catalog: catalog))
		// Every file but the stored-shape history, which no template writes, comes from one job.
		let rendered = output.files.filter { $0.path != StoredShapeHistory.path(feature: "Character", config: .defaults) }
		expectNotEmpty(output.files)
		expectEqual(rendered.count, output.jobs.count)
		expectEqual(output.files.count, rendered.count + 1)
		let partials = catalog.sources.filter(\.isPartial).map(\.text).joined(separator: "\u{0}")
		for (job, file) in zip(output.jobs, rendered) {
			let text = try require(catalog.source(atPath: job.templatePath)).text
			expectEqual(file.templateHash, SHA256.hex(text + "\u{0}" + partials), "\(file.path)")
		}
	}

	func aMissingKeyIsAnErrorAtTheTemplateLineNotAnEmptyString() throws {
		let catalog = TemplateCatalog(sources: [TemplateSource(path: "Feature/A.swift.mustache", text: "struct {{name}} {\n\tlet {{nmae}}: Int\n}\n")])
		let generator = try Generator(catalog: catalog)
		let job = RenderJob(templatePath: "Feature/A.swift.mustache", context: ["name": "A"], outputPath: "A.swift", origin: "Specs/A.json")
		do {
			_ = try generator.render([job], config: .defaults)
			Issue.record("expected an error")
		} catch {
			let diagnostic = try require(error.diagnostics.first)
			expectEqual(diagnostic.location, SourceLocation(path: "Templates/Feature/A.swift.mustache", line: 2, column: 6))
			expectEqual(diagnostic.notes.last?.message, "while rendering A.swift for Specs/A.json")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GeneratorTests>] = [
		SuiteTest("everyTemplateAndPartialIsCheckedBeforeAnythingRenders") { try $0.everyTemplateAndPartialIsCheckedBeforeAnythingRenders() },
		SuiteTest("everyEmbeddedTemplateParsesAndFindsItsPartials") { try $0.everyEmbeddedTemplateParsesAndFindsItsPartials() },
		SuiteTest("theTemplateHashCoversTheTemplateAndEveryPartial") { try $0.theTemplateHashCoversTheTemplateAndEveryPartial() },
		SuiteTest("aMissingKeyIsAnErrorAtTheTemplateLineNotAnEmptyString") { try $0.aMissingKeyIsAnErrorAtTheTemplateLineNotAnEmptyString() },
	]
		+ SuiteTest<GeneratorTests>.cases("everyFileRecordsTheHashOfTheTemplatesInForce(overridingAPartial:)", everyFileRecordsTheHashOfTheTemplatesInForceArguments) { try $0.everyFileRecordsTheHashOfTheTemplatesInForce(overridingAPartial: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<GeneratorTests>) async throws { try await test.body(self) }
}
