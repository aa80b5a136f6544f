import Testing

import ScaffoldCore
import ScaffoldFuzzing

/// The one-pass compiler is a shortcut: wherever it compiles a template, the general parser must
/// accept the template too and build the very same tables; wherever the general parser reports a
/// mistake, the shortcut must give up.
struct OnePassCompilerTests {
	/// Compares both ways of compiling `source`; returns whether the shortcut took it.
	@discardableResult
	private func expectAgreement(_ source: String, _ comment: Comment? = nil) -> Bool {
		let general = Template.parse(name: "t", source: source)
		guard let compiled = OnePassCompiler.compile(source) else { return false }
		expectEmpty(general.diagnostics, "the shortcut compiled what the parser reports: \(general.diagnostics) \(comment ?? "")")
		guard general.diagnostics.isEmpty else { return true }
		let program = TemplateProgram(name: "t", nodes: general.nodes)
		expectEqual(compiled.tables, program.tables, "different tables for \(String(reflecting: source)) \(comment ?? "")")
		let names = Template.partialNames(in: general.nodes)
		expectEqual(compiled.partialNames, names.names, "\(comment ?? "")")
		expectEqual(compiled.includesDynamicNames, names.dynamic, "\(comment ?? "")")
		return true
	}

	func everyTemplateOfTheCatalogTakesTheShortcutAndAgrees() throws {
		let templates = try RepositoryFiles.templates()
		expectGreater(templates.count, 100)
		for template in templates {
			// The catalog uses no inheritance and no set delimiters: every template is compiled in one pass.
			#expect(expectAgreement(template.text, "\(template.path)"), "\(template.path) needed the general parser")
		}
	}

	func everyCaseOfTheMustacheSpecAgrees() {
		var shortcuts = 0
		let cases = MustacheSpec.cases(MustacheSpec.coreModules + MustacheSpec.optionalModules)
		for test in cases {
			for source in [test.template] + test.partials.map(\.source) where expectAgreement(source, "\(test.testDescription)") {
				shortcuts += 1
			}
		}
		// Most cases are plain; inheritance and delimiter cases fall back (and still agree above).
		expectGreater(shortcuts, cases.count / 2)
	}

	func onlyPlainTemplatesTakeTheShortcut() {
		// Plain templates take the shortcut.
		do {
			let sources = [
				"", "text", "a\r\nb\n", "  {{#s}}\r\n  x\n  {{/s}}\n", "{{!\n multi-line\n}}\nafter", "  {{>p}}\n", "é{{a}} ü{{b}}\n",
				"{{ a.b }} {{{c}}} {{& d}} {{^e}}{{/e}}", "{{>*dynamic}}\n", "{{#a}}{{#b}}{{/b}}{{/a}}\n{{.}}",
			]
			for source in sources {
				#expect(expectAgreement(source), "\(String(reflecting: source)) needed the general parser")
			}
		}

		// Mistakes and unusual tags go to the general parser.
		do {
			let sources = [
				"{{name", "{{#a}}x", "{{/a}}", "{{#a}}{{/b}}", "{{}}", "{{a b}}", "{{a..b}}", "{{{a}}", "{{> a b}}", "{{>}}",
				"{{=<% %>=}}<%a%>", "{{<parent}}{{/parent}}", "{{$block}}x{{/block}}", "{{a {{b}}", "{{>*}}",
				String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101),
			]
			for source in sources {
				expectNil(OnePassCompiler.compile(source), "\(String(reflecting: source))")
			}
		}
	}

	func editedRealTemplatesAgree() throws {
		let templates = try RepositoryFiles.templates().filter { $0.text.contains("{{#") }
		var random = SeededRandom(seed: 15)
		let alphabet = Array("{}#^/>!=&. \n\r\t*$<éx".utf8)
		for _ in 0..<1_500 {
			let template = random.pick(templates)
			let edited = String(decoding: random.mutate(Array(template.text.utf8), alphabet: alphabet), as: UTF8.self)
			expectAgreement(edited, "an edit of \(template.path)")
		}
	}

	func randomTemplatesAgree() {
		var random = SeededRandom(seed: 1_515)
		let pieces = [
			"{{", "}}", "}}}", "{{{", "#", "^", "/", "!", ">", "&", "*", "a", "b", "a.b", ".", " ", "\t", "\n", "\r\n", "\r", "x", "é",
			"{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{>p}}", "{{! c }}", "{{a}}", "  ",
		]
		for _ in 0..<5_000 {
			let source = (0..<(1 + random.below(14))).map { _ in random.pick(pieces) }.joined()
			expectAgreement(source)
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OnePassCompilerTests>] = [
		SuiteTest("everyTemplateOfTheCatalogTakesTheShortcutAndAgrees") { try $0.everyTemplateOfTheCatalogTakesTheShortcutAndAgrees() },
		SuiteTest("everyCaseOfTheMustacheSpecAgrees") { $0.everyCaseOfTheMustacheSpecAgrees() },
		SuiteTest("onlyPlainTemplatesTakeTheShortcut") { $0.onlyPlainTemplatesTakeTheShortcut() },
		SuiteTest("editedRealTemplatesAgree") { try $0.editedRealTemplatesAgree() },
		SuiteTest("randomTemplatesAgree") { $0.randomTemplatesAgree() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OnePassCompilerTests>) async throws { try await test.body(self) }
}
