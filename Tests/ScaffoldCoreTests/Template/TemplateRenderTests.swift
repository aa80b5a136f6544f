import Testing

import ScaffoldCore

struct TemplateRenderTests {
	private func render(_ source: String, _ context: TemplateValue, _ options: RenderOptions = .default) throws -> String {
		try Template(name: "t.mustache", source: source).render(context, options: options)
	}

	// MARK: - Escaping

	@Test func escapingIsOffByDefault() throws {
		let context: TemplateValue = ["type": "Array<String>", "quote": "\"a\" & 'b'"]
		#expect(try render("{{type}} {{quote}}", context) == "Array<String> \"a\" & 'b'")
	}

	@Test func htmlEscapingAppliesToDoubleMustacheOnly() throws {
		let context: TemplateValue = ["value": "<a href=\"x\">'&'</a>"]
		let options = RenderOptions(escaping: .html)
		#expect(try render("{{value}}", context, options) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
		#expect(try render("{{{value}}}|{{&value}}", context, options) == "<a href=\"x\">'&'</a>|<a href=\"x\">'&'</a>")
	}

	@Test func defaultOptionsAreStrictWithoutEscaping() {
		expectEqual(RenderOptions.default, RenderOptions(escaping: .none, strictness: .strict))
		expectEqual(RenderOptions.spec, RenderOptions(escaping: .html, strictness: .lenient))
	}

	// MARK: - Names

	@Test func dottedNamesFollowEachKeyInTheValueBefore() throws {
		let context: TemplateValue = ["entity": ["name": "Character", "id": ["type": "Int"]], "type": "wrong"]
		#expect(try render("{{entity.name}}.{{entity.id.type}}", context) == "Character.Int")
		#expect(try render("{{#entity}}{{id.type}} {{name}}{{/entity}}", context) == "Int Character")
	}

	@Test func namesAreSearchedFromTheInnermostContextOutwards() throws {
		let context: TemplateValue = ["name": "outer", "module": "Core", "items": [["name": "a"], ["name": "b"]]]
		#expect(try render("{{#items}}{{name}}@{{module}} {{/items}}{{name}}", context) == "a@Core b@Core outer")
	}

	@Test func implicitIteratorRendersTheCurrentValue() throws {
		let context: TemplateValue = ["lines": ["id", "name", "origin {"], "matrix": [[1, 2], [3]]]
		#expect(try render("{{#lines}}[{{.}}]{{/lines}}", context) == "[id][name][origin {]")
		#expect(try render("{{#matrix}}({{#.}}{{.}}{{/.}}){{/matrix}}", context) == "(12)(3)")
		#expect(try render("{{.}}", "root") == "root")
	}

	@Test func sectionsPushObjectsAndStringsButNotBooleans() throws {
		let context: TemplateValue = ["flag": true, "text": "hi", "name": "outer"]
		#expect(try render("{{#flag}}{{name}}{{/flag}}|{{#text}}{{.}}{{/text}}", context) == "outer|hi")
	}

	@Test func booleansAndNumbersInterpolateAsText() throws {
		#expect(try render("{{a}} {{b}} {{n}}", ["a": true, "b": false, "n": 3]) == "true false 3")
	}

	// MARK: - Strict mode

	private func strictError(_ source: String, _ context: TemplateValue, partials: [(name: String, source: String)] = []) throws -> String {
		let set = try TemplateSet(sources: [("main.mustache", source)] + partials)
		do {
			_ = try set.render("main.mustache", context: context)
			return "rendered without error"
		} catch {
			return error.description
		}
	}

	@Test func strictModeReportsAMissingKeyAtTheTag() throws {
		#expect(try strictError("struct {{dto}} {\n\tlet {{nmae}}: String\n}", ["dto": "A", "name": "x"]) == "main.mustache:2:6: error: no value for 'nmae' in the context; did you mean 'name'?")
		#expect(try strictError("{{#fields}}\n{{/fields}}", [:]) == "main.mustache:1:1: error: no value for 'fields' in the context")
		#expect(try strictError("  {{^hasList}}x{{/hasList}}", ["hasLists": true]) == "main.mustache:1:3: error: no value for 'hasList' in the context; did you mean 'hasLists'?")
	}

	@Test func strictModeExplainsBrokenDottedNames() throws {
		let context: TemplateValue = ["entity": ["name": "Character", "id": "Int"]]
		#expect(try strictError("{{entity.nmae}}", context) == "main.mustache:1:1: error: no value for 'entity.nmae': 'entity' has no key 'nmae'; did you mean 'name'?")
		#expect(try strictError("{{entity.id.type}}", context) == "main.mustache:1:1: error: no value for 'entity.id.type': 'entity.id' is a string, not an object")
		#expect(try strictError("{{entty.name}}", context) == "main.mustache:1:1: error: no value for 'entty.name': no 'entty' in the context; did you mean 'entity'?")
	}

	@Test func strictModeRefusesNullAndContainersInInterpolation() throws {
		#expect(try strictError("a {{middle}}", ["middle": nil]) == "main.mustache:1:3: error: cannot render 'middle': it is null")
		#expect(try strictError("{{fields}}", ["fields": []]) == "main.mustache:1:1: error: cannot render 'fields': it is a list")
		#expect(try strictError("{{entity}}", ["entity": [:]]) == "main.mustache:1:1: error: cannot render 'entity': it is an object")
	}

	@Test func strictModeAllowsFalseyValuesThatExist() throws {
		#expect(try render("{{#a}}x{{/a}}{{^b}}y{{/b}}{{#c}}z{{/c}}", ["a": nil, "b": false, "c": []]) == "y")
	}

	@Test func strictModeReportsMissingPartialsWithTheIncludeChain() throws {
		#expect(try strictError("{{>Heder}}", [:], partials: [("Header", "")]) == "main.mustache:1:1: error: no partial named 'Heder'; did you mean 'Header'?")
		let chain = try strictError("a\n  {{>outer}}", ["x": 1], partials: [("outer", "{{#x}}\n{{>inner}}\n{{/x}}"), ("inner", "ok {{missing}}")])
		#expect(
			chain == """
				inner:1:4: error: no value for 'missing' in the context
				outer:2:1: note: included from here
				main.mustache:2:3: note: included from here
				""")
	}

	@Test func strictModeChecksDynamicPartialNames() throws {
		#expect(try strictError("{{>*kind}}", [:]) == "main.mustache:1:1: error: no value for 'kind' in the context")
		#expect(try strictError("{{>*kind}}", ["kind": 3]) == "main.mustache:1:1: error: cannot include a partial named by 'kind': it is a number, not a string")
		#expect(try strictError("{{>*kind}}", ["kind": "rest"], partials: [("REST", "")]) == "main.mustache:1:1: error: no partial named 'rest' (the value of 'kind'); did you mean 'REST'?")
	}

	@Test func endlessPartialRecursionIsAnErrorNotACrash() throws {
		let message = try strictError("{{>loop}}", [:], partials: [("loop", "x{{>loop}}")])
		#expect(message.hasPrefix("loop:1:2: error: partials nest more than 100 levels deep; does 'loop' include itself without end?"))
	}

	// MARK: - Lenient mode

	@Test func lenientModeRendersMissingValuesAsEmpty() throws {
		let lenient = RenderOptions(strictness: .lenient)
		#expect(try render("[{{missing}}][{{a.b.c}}][{{n}}][{{l}}]", ["a": ["b": 1], "n": nil, "l": [1]], lenient) == "[][][][]")
		#expect(try render("{{#missing}}x{{/missing}}{{^missing}}y{{/missing}}", [:], lenient) == "y")
		#expect(try render("[{{>nowhere}}][{{>*nothing}}]", [:], lenient) == "[][]")
	}

	// MARK: - Parse once, render many

	@Test func oneParsedTemplateRendersManyContexts() async throws {
		let template = try Template(name: "t", source: "{{#fields}}let {{name}}: {{type}}\n{{/fields}}")
		let contexts: [TemplateValue] = (0..<20).map { index in
			["fields": .list((0...index).map { ["name": "f\($0)", "type": "Int"] })]
		}
		let expected = contexts.indices.map { index in (0...index).map { "let f\($0): Int\n" }.joined() }
		#expect(try contexts.map { try template.render($0) } == expected)
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

	@Test func parentsAndPartialsCanBeNamedByTheContext() throws {
		let set = try TemplateSet(sources: [
			("main", "{{#items}}{{>*kind}};{{/items}}{{<*layout}}{{$body}}B{{/body}}{{/*layout}}"),
			("text", "T:{{value}}"), ("image", "I:{{value}}"), ("frame", "[{{$body}}default{{/body}}]"),
		])
		let context: TemplateValue = ["layout": "frame", "items": [["kind": "text", "value": 1], ["kind": "image", "value": 2]]]
		expectEqual(try set.render("main", context: context), "T:1;I:2;[B]")
	}

	@Test func templateReportsItsFixedPartialNames() throws {
		let template = try Template(name: "t", source: "{{>A}}{{#x}}{{>B}}{{/x}}{{>*dyn}}{{<C}}{{$b}}{{>D}}{{/b}}{{/C}}{{>A}}")
		expectEqual(template.partialNames, ["A", "B", "C", "D"])
	}
}
