import Testing

import ScaffoldCore

struct TemplateRenderTests {
	/// A template, its context and the options it renders with, and what it renders to.
	typealias RenderRow = TableCase<(source: String, context: TemplateValue, options: RenderOptions), String>

	private static let names: TemplateValue = ["entity": ["name": "Character", "id": ["type": "Int"]], "type": "wrong"]
	private static let html = RenderOptions(escaping: .html)
	private static let lenient = RenderOptions(strictness: .lenient)

	static let renderRows: [RenderRow] = [
		// Escaping
		RenderRow("escaping is off by default", ("{{type}} {{quote}}", ["type": "Array<String>", "quote": "\"a\" & 'b'"], .default), "Array<String> \"a\" & 'b'"),
		RenderRow(
			"HTML escaping applies to double mustaches", ("{{value}}", ["value": "<a href=\"x\">'&'</a>"], html),
			"&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"),
		RenderRow(
			"HTML escaping leaves triple mustaches and ampersands alone", ("{{{value}}}|{{&value}}", ["value": "<a href=\"x\">'&'</a>"], html),
			"<a href=\"x\">'&'</a>|<a href=\"x\">'&'</a>"),
		// Names
		RenderRow("dotted names follow each key in the value before", ("{{entity.name}}.{{entity.id.type}}", names, .default), "Character.Int"),
		RenderRow("dotted names inside a section", ("{{#entity}}{{id.type}} {{name}}{{/entity}}", names, .default), "Int Character"),
		RenderRow(
			"names are searched from the innermost context outwards",
			("{{#items}}{{name}}@{{module}} {{/items}}{{name}}", ["name": "outer", "module": "Core", "items": [["name": "a"], ["name": "b"]]], .default),
			"a@Core b@Core outer"),
		RenderRow("the implicit iterator renders the current value", ("{{#lines}}[{{.}}]{{/lines}}", ["lines": ["id", "name", "origin {"]], .default), "[id][name][origin {]"),
		RenderRow("the implicit iterator over nested lists", ("{{#matrix}}({{#.}}{{.}}{{/.}}){{/matrix}}", ["matrix": [[1, 2], [3]]], .default), "(12)(3)"),
		RenderRow("the implicit iterator at the root", ("{{.}}", "root", .default), "root"),
		RenderRow(
			"sections push objects and strings but not booleans",
			("{{#flag}}{{name}}{{/flag}}|{{#text}}{{.}}{{/text}}", ["flag": true, "text": "hi", "name": "outer"], .default), "outer|hi"),
		RenderRow("booleans and numbers interpolate as text", ("{{a}} {{b}} {{n}}", ["a": true, "b": false, "n": 3], .default), "true false 3"),
		// Strict mode
		RenderRow("strict mode allows falsey values that exist", ("{{#a}}x{{/a}}{{^b}}y{{/b}}{{#c}}z{{/c}}", ["a": nil, "b": false, "c": []], .default), "y"),
		// Lenient mode
		RenderRow(
			"lenient mode renders missing values as empty", ("[{{missing}}][{{a.b.c}}][{{n}}][{{l}}]", ["a": ["b": 1], "n": nil, "l": [1]], lenient),
			"[][][][]"),
		RenderRow("lenient mode skips a missing section", ("{{#missing}}x{{/missing}}{{^missing}}y{{/missing}}", [:], lenient), "y"),
		RenderRow("lenient mode renders missing partials as empty", ("[{{>nowhere}}][{{>*nothing}}]", [:], lenient), "[][]"),
	]

	func renders(_ row: RenderRow) throws {
		row.expect(try Template(name: "t.mustache", source: row.input.source).render(row.input.context, options: row.input.options))
	}

	func defaultOptionsAreStrictWithoutEscaping() {
		expectEqual(RenderOptions.default, RenderOptions(escaping: .none, strictness: .strict))
		expectEqual(RenderOptions.spec, RenderOptions(escaping: .html, strictness: .lenient))
	}

	// MARK: - Strict mode

	private static func strictError(_ source: String, _ context: TemplateValue, partials: [(name: String, source: String)] = []) throws -> String {
		let set = try TemplateSet(sources: [("main.mustache", source)] + partials)
		do {
			_ = try set.render("main.mustache", context: context)
			return "rendered without error"
		} catch {
			return error.description
		}
	}

	/// A template in strict mode, its context and partials, and the error it reports.
	typealias StrictRow = TableCase<(source: String, context: TemplateValue, partials: [(name: String, source: String)]), String>

	private static let entity: TemplateValue = ["entity": ["name": "Character", "id": "Int"]]

	static let strictRows: [StrictRow] = [
		// A missing key is reported at the tag.
		StrictRow(
			"a missing key, suggested", ("struct {{dto}} {\n\tlet {{nmae}}: String\n}", ["dto": "A", "name": "x"], []),
			"main.mustache:2:6: error: no value for 'nmae' in the context; did you mean 'name'?"),
		StrictRow("a missing section", ("{{#fields}}\n{{/fields}}", [:], []), "main.mustache:1:1: error: no value for 'fields' in the context"),
		StrictRow(
			"a missing inverted section, suggested", ("  {{^hasList}}x{{/hasList}}", ["hasLists": true], []),
			"main.mustache:1:3: error: no value for 'hasList' in the context; did you mean 'hasLists'?"),
		// Broken dotted names are explained.
		StrictRow(
			"a dotted name's missing key", ("{{entity.nmae}}", entity, []),
			"main.mustache:1:1: error: no value for 'entity.nmae': 'entity' has no key 'nmae'; did you mean 'name'?"),
		StrictRow(
			"a dotted name through a string", ("{{entity.id.type}}", entity, []),
			"main.mustache:1:1: error: no value for 'entity.id.type': 'entity.id' is a string, not an object"),
		StrictRow(
			"a dotted name's missing first key", ("{{entty.name}}", entity, []),
			"main.mustache:1:1: error: no value for 'entty.name': no 'entty' in the context; did you mean 'entity'?"),
		// Null and containers are refused in interpolation.
		StrictRow("null in interpolation", ("a {{middle}}", ["middle": nil], []), "main.mustache:1:3: error: cannot render 'middle': it is null"),
		StrictRow("a list in interpolation", ("{{fields}}", ["fields": []], []), "main.mustache:1:1: error: cannot render 'fields': it is a list"),
		StrictRow("an object in interpolation", ("{{entity}}", ["entity": [:]], []), "main.mustache:1:1: error: cannot render 'entity': it is an object"),
		// Missing partials are reported with the include chain.
		StrictRow("a missing partial, suggested", ("{{>Heder}}", [:], [("Header", "")]), "main.mustache:1:1: error: no partial named 'Heder'; did you mean 'Header'?"),
		StrictRow(
			"a missing key in a partial, with the include chain",
			("a\n  {{>outer}}", ["x": 1], [("outer", "{{#x}}\n{{>inner}}\n{{/x}}"), ("inner", "ok {{missing}}")]),
			"""
			inner:1:4: error: no value for 'missing' in the context
			outer:2:1: note: included from here
			main.mustache:2:3: note: included from here
			"""),
		// Dynamic partial names are checked.
		StrictRow("a dynamic partial's missing name", ("{{>*kind}}", [:], []), "main.mustache:1:1: error: no value for 'kind' in the context"),
		StrictRow(
			"a dynamic partial named by a number", ("{{>*kind}}", ["kind": 3], []),
			"main.mustache:1:1: error: cannot include a partial named by 'kind': it is a number, not a string"),
		StrictRow(
			"a dynamic partial's missing partial, suggested", ("{{>*kind}}", ["kind": "rest"], [("REST", "")]),
			"main.mustache:1:1: error: no partial named 'rest' (the value of 'kind'); did you mean 'REST'?"),
	]

	func strictModeReportsTheError(_ row: StrictRow) throws {
		row.expect(try Self.strictError(row.input.source, row.input.context, partials: row.input.partials))
	}

	func endlessPartialRecursionIsAnErrorNotACrash() throws {
		let message = try Self.strictError("{{>loop}}", [:], partials: [("loop", "x{{>loop}}")])
		expectPrefix(message, "loop:1:2: error: partials nest more than 100 levels deep; does 'loop' include itself without end?")
	}

	// MARK: - Parse once, render many

	func oneParsedTemplateRendersManyContexts() async throws {
		let template = try Template(name: "t", source: "{{#fields}}let {{name}}: {{type}}\n{{/fields}}")
		let contexts: [TemplateValue] = (0..<20).map { index in
			["fields": .list((0...index).map { ["name": "f\($0)", "type": "Int"] })]
		}
		let expected = contexts.indices.map { index in (0...index).map { "let f\($0): Int\n" }.joined() }
		try expectEqual(contexts.map { try template.render($0) }, expected)
		// The same value renders concurrently: it is Sendable and immutable.
		let concurrent = try await withThrowingTaskGroup(of: (Int, String).self) { group in
			for (index, context) in contexts.enumerated() {
				group.addTask { (index, try template.render(context)) }
			}
			var results = [String](repeating: "", count: contexts.count)
			for try await (index, text) in group { results[index] = text }
			return results
		}
		expectEqual(concurrent, expected)
	}

	func parentsAndPartialsCanBeNamedByTheContext() throws {
		let set = try TemplateSet(sources: [
			("main", "{{#items}}{{>*kind}};{{/items}}{{<*layout}}{{$body}}B{{/body}}{{/*layout}}"),
			("text", "T:{{value}}"), ("image", "I:{{value}}"), ("frame", "[{{$body}}default{{/body}}]"),
		])
		let context: TemplateValue = ["layout": "frame", "items": [["kind": "text", "value": 1], ["kind": "image", "value": 2]]]
		expectEqual(try set.render("main", context: context), "T:1;I:2;[B]")
	}

	func templateReportsItsFixedPartialNames() throws {
		let template = try Template(name: "t", source: "{{>A}}{{#x}}{{>B}}{{/x}}{{>*dyn}}{{<C}}{{$b}}{{>D}}{{/b}}{{/C}}{{>A}}")
		expectEqual(template.partialNames, ["A", "B", "C", "D"])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TemplateRenderTests>] = [
		SuiteTest("defaultOptionsAreStrictWithoutEscaping") { $0.defaultOptionsAreStrictWithoutEscaping() },
		SuiteTest("endlessPartialRecursionIsAnErrorNotACrash") { try $0.endlessPartialRecursionIsAnErrorNotACrash() },
		SuiteTest("oneParsedTemplateRendersManyContexts") { try await $0.oneParsedTemplateRendersManyContexts() },
		SuiteTest("parentsAndPartialsCanBeNamedByTheContext") { try $0.parentsAndPartialsCanBeNamedByTheContext() },
		SuiteTest("templateReportsItsFixedPartialNames") { try $0.templateReportsItsFixedPartialNames() },
	]
		+ SuiteTest<TemplateRenderTests>.cases("renders(_:)", renderRows) { try $0.renders($1) }
		+ SuiteTest<TemplateRenderTests>.cases("strictModeReportsTheError(_:)", strictRows) { try $0.strictModeReportsTheError($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<TemplateRenderTests>) async throws { try await test.body(self) }
}
