import Testing

import ScaffoldCore

/// Standalone lines and indentation: what makes generated Swift look hand-written.
struct TemplateWhitespaceTests {
	private func render(_ source: String, _ context: TemplateValue, partials: [(name: String, source: String)] = []) throws -> String {
		let set = try TemplateSet(sources: [("main", source)] + partials)
		return try set.render("main", context: context)
	}

	@Test func standaloneSectionLinesVanish() throws {
		let source = "struct {{name}} {\n{{#fields}}\n\tlet {{.}}: Int\n{{/fields}}\n{{^fields}}\n\t// none\n{{/fields}}\n}\n"
		#expect(try render(source, ["name": "A", "fields": ["x", "y"]]) == "struct A {\n\tlet x: Int\n\tlet y: Int\n}\n")
		#expect(try render(source, ["name": "B", "fields": []]) == "struct B {\n\t// none\n}\n")
	}

	@Test func indentedStandaloneTagsVanishWithTheirIndentation() throws {
		let source = "enum A {\n\t{{#cases}}\n\tcase {{.}}\n\t{{/cases}}\n\t{{! end }}\n}"
		#expect(try render(source, ["cases": ["a", "b"]]) == "enum A {\n\tcase a\n\tcase b\n}")
	}

	@Test func crlfLineEndingsAreKept() throws {
		#expect(try render("a\r\n{{#x}}\r\nb\r\n{{/x}}\r\nc", ["x": true]) == "a\r\nb\r\nc")
	}

	@Test func standalonePartialIsIndentedLineByLine() throws {
		let partial = "func load() {\n{{#steps}}\n\t{{.}}()\n{{/steps}}\n}\n"
		let source = "struct Loader {\n\t{{>Load}}\n}\n"
		#expect(
			try render(source, ["steps": ["open", "read"]], partials: [("Load", partial)])
				== "struct Loader {\n\tfunc load() {\n\t\topen()\n\t\tread()\n\t}\n}\n")
	}

	@Test func nestedStandalonePartialsAddUpTheirIndentation() throws {
		let partials = [("Outer", "extension A {\n\t{{>Inner}}\n}\n"), ("Inner", "func f() {\n\treturn\n}\n")]
		#expect(try render("\t{{>Outer}}", [:], partials: partials) == "\textension A {\n\t\tfunc f() {\n\t\t\treturn\n\t\t}\n\t}\n")
	}

	@Test func emptyLinesInAnIndentedPartialGetNoTrailingBlanks() throws {
		let partial = "let a = 1\n\nlet b = 2\n"
		#expect(try render("\t{{>P}}", [:], partials: [("P", partial)]) == "\tlet a = 1\n\n\tlet b = 2\n")
	}

	@Test func multiLineValuesInAnIndentedPartialAreNotReindented() throws {
		let partial = "/// {{doc}}\nlet x = 1\n"
		#expect(try render("  {{>P}}", ["doc": "one\ntwo"], partials: [("P", partial)]) == "  /// one\ntwo\n  let x = 1\n")
	}

	@Test func inlinePartialIsNotIndented() throws {
		#expect(try render("\tlet x = {{>P}}\n", [:], partials: [("P", "[\n1\n]")]) == "\tlet x = [\n1\n]\n")
	}

	@Test func interpolationNeverStandsAlone() throws {
		#expect(try render("\t{{value}}\n", ["value": ""]) == "\t\n")
	}

	@Test func twoSectionTagsOnOneLineDoNotStandAlone() throws {
		#expect(try render("a\n{{#x}}{{/x}}\nb", ["x": true]) == "a\n\nb")
	}

	@Test func blocksAreReindentedWhereTheParentPlacesThem() throws {
		let layout = "struct {{name}} {\n\t{{$members}}\n\t// nothing\n\t{{/members}}\n}\n"
		let child = "{{<Layout}}\n{{$members}}\nlet a: Int\nlet b: Int\n{{/members}}\n{{/Layout}}\n"
		#expect(try render(child, ["name": "A"], partials: [("Layout", layout)]) == "struct A {\n\tlet a: Int\n\tlet b: Int\n}\n")
		#expect(try render("{{<Layout}}{{/Layout}}", ["name": "B"], partials: [("Layout", layout)]) == "struct B {\n\t// nothing\n}\n")
	}

	@Test func defaultBlockContentKeepsItsOwnShape() throws {
		let source = "\tlet x = {{$value}}f(\n\ta\n){{/value}}\n"
		expectEqual(try render(source, [:]), "\tlet x = f(\n\ta\n)\n")
	}
}
