import Testing

import ScaffoldCore

/// Standalone lines and indentation: what makes generated Swift look hand-written.
struct TemplateWhitespaceTests {
	/// A template, its context and partials, and what they render to.
	typealias Row = TableCase<(source: String, context: TemplateValue, partials: [(name: String, source: String)]), String>

	private static let sections = "struct {{name}} {\n{{#fields}}\n\tlet {{.}}: Int\n{{/fields}}\n{{^fields}}\n\t// none\n{{/fields}}\n}\n"
	private static let layout = "struct {{name}} {\n\t{{$members}}\n\t// nothing\n\t{{/members}}\n}\n"
	private static let child = "{{<Layout}}\n{{$members}}\nlet a: Int\nlet b: Int\n{{/members}}\n{{/Layout}}\n"

	static let rows: [Row] = [
		Row("standalone section lines vanish", (sections, ["name": "A", "fields": ["x", "y"]], []), "struct A {\n\tlet x: Int\n\tlet y: Int\n}\n"),
		Row("standalone inverted section lines vanish", (sections, ["name": "B", "fields": []], []), "struct B {\n\t// none\n}\n"),
		Row(
			"indented standalone tags vanish with their indentation",
			("enum A {\n\t{{#cases}}\n\tcase {{.}}\n\t{{/cases}}\n\t{{! end }}\n}", ["cases": ["a", "b"]], []), "enum A {\n\tcase a\n\tcase b\n}"),
		Row("CRLF line endings are kept", ("a\r\n{{#x}}\r\nb\r\n{{/x}}\r\nc", ["x": true], []), "a\r\nb\r\nc"),
		Row(
			"a standalone partial is indented line by line",
			("struct Loader {\n\t{{>Load}}\n}\n", ["steps": ["open", "read"]], [("Load", "func load() {\n{{#steps}}\n\t{{.}}()\n{{/steps}}\n}\n")]),
			"struct Loader {\n\tfunc load() {\n\t\topen()\n\t\tread()\n\t}\n}\n"),
		Row(
			"nested standalone partials add up their indentation",
			("\t{{>Outer}}", [:], [("Outer", "extension A {\n\t{{>Inner}}\n}\n"), ("Inner", "func f() {\n\treturn\n}\n")]),
			"\textension A {\n\t\tfunc f() {\n\t\t\treturn\n\t\t}\n\t}\n"),
		Row(
			"empty lines in an indented partial get no trailing blanks", ("\t{{>P}}", [:], [("P", "let a = 1\n\nlet b = 2\n")]),
			"\tlet a = 1\n\n\tlet b = 2\n"),
		Row(
			"multi-line values in an indented partial are not reindented",
			("  {{>P}}", ["doc": "one\ntwo"], [("P", "/// {{doc}}\nlet x = 1\n")]), "  /// one\ntwo\n  let x = 1\n"),
		Row("an inline partial is not indented", ("\tlet x = {{>P}}\n", [:], [("P", "[\n1\n]")]), "\tlet x = [\n1\n]\n"),
		Row("interpolation never stands alone", ("\t{{value}}\n", ["value": ""], []), "\t\n"),
		Row("two section tags on one line do not stand alone", ("a\n{{#x}}{{/x}}\nb", ["x": true], []), "a\n\nb"),
		Row(
			"blocks are reindented where the parent places them", (child, ["name": "A"], [("Layout", layout)]),
			"struct A {\n\tlet a: Int\n\tlet b: Int\n}\n"),
		Row("a parent's default block is reindented too", ("{{<Layout}}{{/Layout}}", ["name": "B"], [("Layout", layout)]), "struct B {\n\t// nothing\n}\n"),
		Row("default block content keeps its own shape", ("\tlet x = {{$value}}f(\n\ta\n){{/value}}\n", [:], []), "\tlet x = f(\n\ta\n)\n"),
	]

	@Test(arguments: rows) func renders(_ row: Row) throws {
		let set = try TemplateSet(sources: [("main", row.input.source)] + row.input.partials)
		row.expect(try set.render("main", context: row.input.context))
	}
}
