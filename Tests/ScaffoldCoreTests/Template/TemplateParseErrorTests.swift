import Testing

import ScaffoldCore

/// Syntax errors: exact wording and `path:line:column`, every error of a template at once.
struct TemplateParseErrorTests {
	private static let path = "Templates/Feature/DTO.swift.mustache"

	/// The printed diagnostics of parsing `source`, or `[]` when it parses.
	private static func errors(_ source: String) -> [String] {
		do {
			_ = try Template(name: path, source: source)
			return []
		} catch {
			return error.diagnostics.map(\.description)
		}
	}

	/// A template and every diagnostic its parse prints, in order.
	typealias Row = TableCase<String, [String]>

	private static let dots = "a dotted name needs a key between every pair of dots"
	private static let delimiter = "error: invalid delimiter tag; expected two delimiters separated by a space, as in '{{=<% %>=}}'"

	static let rows: [Row] = [
		// An unclosed section points at its opening tag.
		Row("unclosed section", "struct A {\n\t{{#items}}\n\tlet x\n}\n", ["\(path):2:2: error: unclosed section 'items'"]),
		Row("unclosed inverted section", "{{^empty}}none", ["\(path):1:1: error: unclosed inverted section 'empty'"]),
		Row("unclosed parent", "x {{<layout}}", ["\(path):1:3: error: unclosed parent 'layout'"]),
		Row("unclosed block", "{{$body}}", ["\(path):1:1: error: unclosed block 'body'"]),
		Row(
			"a mismatched closing tag notes the opener", "{{#a}}\n  {{/b}}\n",
			["\(path):2:3: error: closing tag 'b' does not match open section 'a'\n\(path):1:1: note: section 'a' opened here"]),
		Row(
			"closing an outer section reports the inner one once", "{{#a}}{{#b}}\n{{/a}}\n{{x}}",
			["\(path):2:1: error: closing tag 'a' does not match open section 'b'\n\(path):1:7: note: section 'b' opened here"]),
		Row("unexpected closing tag", "text\n{{/items}}", ["\(path):2:1: error: unexpected closing tag 'items'; no section is open"]),
		Row("unclosed tag", "let {{name: String", ["\(path):1:5: error: unclosed tag; expected '}}'"]),
		Row("unclosed triple tag", "a {{{name}} b", ["\(path):1:3: error: unclosed tag; expected '}}}'"]),
		Row(
			"an unclosed tag before another tag is reported and the other tag still parsed", "{{name\n{{#x}}",
			["\(path):1:1: error: unclosed tag; expected '}}'", "\(path):2:1: error: unclosed section 'x'"]),
		Row("delimiter tag with one delimiter", "{{=<%=}}", ["\(path):1:1: \(delimiter)"]),
		Row("delimiter tag with three delimiters", "a\n {{=<% %> x=}}", ["\(path):2:2: \(delimiter)"]),
		Row("delimiter tag without its closing equals sign", "{{=<% %>}}", ["\(path):1:1: \(delimiter)"]),
		// After a bad delimiter tag the old delimiters stay in force.
		Row(
			"after a bad delimiter tag the old delimiters stay", "{{=<%=}}{{#a}}",
			["\(path):1:1: \(delimiter)", "\(path):1:9: error: unclosed section 'a'"]),
		Row("delimiters change where errors are looked for", "{{=<% %>=}}\n<%#a%>{{/b}}", ["\(path):2:1: error: unclosed section 'a'"]),
		Row("missing name", "{{}}", ["\(path):1:1: error: missing name in tag"]),
		Row("name with a space", "{{first name}}", ["\(path):1:1: error: invalid name 'first name': names cannot contain whitespace"]),
		Row("name with two dots in a row", "{{a..b}}", ["\(path):1:1: error: invalid name 'a..b': \(dots)"]),
		Row("partial name with a space", "{{> my partial}}", ["\(path):1:1: error: invalid name 'my partial': names cannot contain whitespace"]),
		// Plain ASCII names are judged byte by byte; every other name by the characters' rules, which the two
		// must agree with.
		Row("name starting with a dot", "{{.a}}", ["\(path):1:1: error: invalid name '.a': \(dots)"]),
		Row("name ending with a dot", "{{a.}}", ["\(path):1:1: error: invalid name 'a.': \(dots)"]),
		Row("name with DEL", "{{a\u{7F}b}}", []),
		Row("name with a no-break space", "{{a\u{A0}b}}", ["\(path):1:1: error: invalid name 'a\u{A0}b': names cannot contain whitespace"]),
		Row("non-ASCII name with two dots, padded by em spaces", "{{\u{2003}a\u{2003}}}{{é..ü}}", ["\(path):1:8: error: invalid name 'é..ü': \(dots)"]),
		Row("name with a vertical tab", "{{\tmy\u{0B}name }}", ["\(path):1:1: error: invalid name 'my\u{0B}name': names cannot contain whitespace"]),
		Row("non-ASCII dotted names", "{{ é.ü }}{{#.}}{{/.}}", []),
		Row("columns count characters, not bytes", "// héllo wörld {{#x}}", ["\(path):1:16: error: unclosed section 'x'"]),
		Row("positions follow multi-line comments", "{{! a\nlong\ncomment }} {{/x}}", ["\(path):3:12: error: unexpected closing tag 'x'; no section is open"]),
		Row(
			"every error of a template is reported in order",
			"""
			{{#fields}}
			{{/feilds}}
			{{bad name}}
			{{/extra}}
			{{#open}}
			""",
			[
				"\(path):2:1: error: closing tag 'feilds' does not match open section 'fields'\n\(path):1:1: note: section 'fields' opened here",
				"\(path):3:1: error: invalid name 'bad name': names cannot contain whitespace",
				"\(path):4:1: error: unexpected closing tag 'extra'; no section is open",
				"\(path):5:1: error: unclosed section 'open'",
			]),
		Row("valid templates parse", "{{#a}}{{b.c}}{{/a}}{{^d}}{{.}}{{/d}}{{>p}}{{>*q}}{{<r}}{{$s}}{{/s}}{{/r}}{{! c }}{{=| |=}}|x|", []),
	]

	func parsingPrintsEveryDiagnostic(_ row: Row) {
		row.expect(Self.errors(row.input))
	}

	/// A dotted name is split at its dots, a name of one key is not, and padding is trimmed.
	func dottedNamesAreSplitIntoKeys() {
		expectEqual(TagName("a.bc.d").parts, ["a", "bc", "d"])
		expectEqual(TagName("é.ü").parts, ["é", "ü"])
		expectEqual(TagName(".").parts, [])
		expectEqual(TagName("name").parts, ["name"])
		expectEqual(TagName.trimmed(" \t a.b \r\n"), "a.b")
		expectEqual(TagName.trimmed("\u{2003}é\u{A0}"), "é")
		expectEqual(TagName.trimmed(" \t "), "")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TemplateParseErrorTests>] = [
		SuiteTest("dottedNamesAreSplitIntoKeys") { $0.dottedNamesAreSplitIntoKeys() },
	]
		+ SuiteTest<TemplateParseErrorTests>.cases("parsingPrintsEveryDiagnostic(_:)", rows) { $0.parsingPrintsEveryDiagnostic($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<TemplateParseErrorTests>) async throws { try await test.body(self) }
}
