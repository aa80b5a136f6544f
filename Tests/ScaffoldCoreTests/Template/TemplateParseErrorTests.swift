import Testing

import ScaffoldCore

/// Syntax errors: exact wording and `path:line:column`, every error of a template at once.
struct TemplateParseErrorTests {
	private let path = "Templates/Feature/DTO.swift.mustache"

	/// The printed diagnostics of parsing `source`, or `[]` when it parses.
	private func errors(_ source: String) -> [String] {
		do {
			_ = try Template(name: path, source: source)
			return []
		} catch {
			return error.diagnostics.map(\.description)
		}
	}

	@Test func unclosedSectionPointsAtItsOpeningTag() {
		#expect(errors("struct A {\n\t{{#items}}\n\tlet x\n}\n") == ["\(path):2:2: error: unclosed section 'items'"])
		#expect(errors("{{^empty}}none") == ["\(path):1:1: error: unclosed inverted section 'empty'"])
		#expect(errors("x {{<layout}}") == ["\(path):1:3: error: unclosed parent 'layout'"])
		#expect(errors("{{$body}}") == ["\(path):1:1: error: unclosed block 'body'"])
	}

	@Test func mismatchedClosingTagNotesTheOpener() {
		#expect(
			errors("{{#a}}\n  {{/b}}\n") == [
				"\(path):2:3: error: closing tag 'b' does not match open section 'a'\n\(path):1:1: note: section 'a' opened here"
			])
	}

	@Test func closingAnOuterSectionReportsTheInnerOneOnce() {
		#expect(
			errors("{{#a}}{{#b}}\n{{/a}}\n{{x}}") == [
				"\(path):2:1: error: closing tag 'a' does not match open section 'b'\n\(path):1:7: note: section 'b' opened here"
			])
	}

	@Test func unexpectedClosingTag() {
		#expect(errors("text\n{{/items}}") == ["\(path):2:1: error: unexpected closing tag 'items'; no section is open"])
	}

	@Test func unclosedTag() {
		#expect(errors("let {{name: String") == ["\(path):1:5: error: unclosed tag; expected '}}'"])
		#expect(errors("a {{{name}} b") == ["\(path):1:3: error: unclosed tag; expected '}}}'"])
	}

	@Test func unclosedTagBeforeAnotherTagIsReportedAndTheOtherTagStillParsed() {
		#expect(
			errors("{{name\n{{#x}}") == [
				"\(path):1:1: error: unclosed tag; expected '}}'",
				"\(path):2:1: error: unclosed section 'x'",
			])
	}

	@Test func badDelimiterTag() {
		let message = "error: invalid delimiter tag; expected two delimiters separated by a space, as in '{{=<% %>=}}'"
		#expect(errors("{{=<%=}}") == ["\(path):1:1: \(message)"])
		#expect(errors("a\n {{=<% %> x=}}") == ["\(path):2:2: \(message)"])
		#expect(errors("{{=<% %>}}") == ["\(path):1:1: \(message)"])
		// After a bad delimiter tag the old delimiters stay in force.
		#expect(errors("{{=<%=}}{{#a}}") == ["\(path):1:1: \(message)", "\(path):1:9: error: unclosed section 'a'"])
	}

	@Test func delimitersChangeWhereErrorsAreLookedFor() {
		#expect(errors("{{=<% %>=}}\n<%#a%>{{/b}}") == ["\(path):2:1: error: unclosed section 'a'"])
	}

	@Test func invalidNames() {
		#expect(errors("{{}}") == ["\(path):1:1: error: missing name in tag"])
		#expect(errors("{{first name}}") == ["\(path):1:1: error: invalid name 'first name': names cannot contain whitespace"])
		#expect(errors("{{a..b}}") == ["\(path):1:1: error: invalid name 'a..b': a dotted name needs a key between every pair of dots"])
		#expect(errors("{{> my partial}}") == ["\(path):1:1: error: invalid name 'my partial': names cannot contain whitespace"])
	}

	/// Plain ASCII names are judged byte by byte; every other name by the characters' rules,
	/// which the two must agree with.
	@Test func namesBeyondPlainASCIIFollowTheSameRules() {
		let dots = "a dotted name needs a key between every pair of dots"
		#expect(errors("{{.a}}") == ["\(path):1:1: error: invalid name '.a': \(dots)"])
		#expect(errors("{{a.}}") == ["\(path):1:1: error: invalid name 'a.': \(dots)"])
		#expect(errors("{{a\u{7F}b}}") == [])
		#expect(errors("{{a\u{A0}b}}") == ["\(path):1:1: error: invalid name 'a\u{A0}b': names cannot contain whitespace"])
		#expect(errors("{{\u{2003}a\u{2003}}}{{é..ü}}") == ["\(path):1:8: error: invalid name 'é..ü': \(dots)"])
		#expect(errors("{{\tmy\u{0B}name }}") == ["\(path):1:1: error: invalid name 'my\u{0B}name': names cannot contain whitespace"])
		#expect(errors("{{ é.ü }}{{#.}}{{/.}}") == [])
	}

	/// A dotted name is split at its dots, a name of one key is not, and padding is trimmed.
	@Test func dottedNamesAreSplitIntoKeys() {
		expectEqual(TagName("a.bc.d").parts, ["a", "bc", "d"])
		expectEqual(TagName("é.ü").parts, ["é", "ü"])
		expectEqual(TagName(".").parts, [])
		expectEqual(TagName("name").parts, ["name"])
		expectEqual(TagName.trimmed(" \t a.b \r\n"), "a.b")
		#expect(TagName.trimmed("\u{2003}é\u{A0}") == "é")
		expectEqual(TagName.trimmed(" \t "), "")
	}

	@Test func columnsCountCharactersNotBytes() {
		#expect(errors("// héllo wörld {{#x}}") == ["\(path):1:16: error: unclosed section 'x'"])
	}

	@Test func positionsFollowMultiLineComments() {
		#expect(errors("{{! a\nlong\ncomment }} {{/x}}") == ["\(path):3:12: error: unexpected closing tag 'x'; no section is open"])
	}

	@Test func everyErrorOfATemplateIsReportedInOrder() {
		let source = """
			{{#fields}}
			{{/feilds}}
			{{bad name}}
			{{/extra}}
			{{#open}}
			"""
		#expect(
			errors(source) == [
				"\(path):2:1: error: closing tag 'feilds' does not match open section 'fields'\n\(path):1:1: note: section 'fields' opened here",
				"\(path):3:1: error: invalid name 'bad name': names cannot contain whitespace",
				"\(path):4:1: error: unexpected closing tag 'extra'; no section is open",
				"\(path):5:1: error: unclosed section 'open'",
			])
	}

	@Test func validTemplatesParse() {
		#expect(errors("{{#a}}{{b.c}}{{/a}}{{^d}}{{.}}{{/d}}{{>p}}{{>*q}}{{<r}}{{$s}}{{/s}}{{/r}}{{! c }}{{=| |=}}|x|") == [])
	}
}
