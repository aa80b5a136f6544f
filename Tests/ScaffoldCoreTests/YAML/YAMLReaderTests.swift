import Testing

import ScaffoldCore

/// The YAML reader gives the JSON an equivalent JSON document gives, with positions.
struct YAMLReaderTests {
	private static func error(_ yaml: String) -> Diagnostic? {
		do {
			_ = try YAMLReader(path: "t.yaml").read(yaml)
			return nil
		} catch {
			return error
		}
	}

	/// A YAML document and the JSON document it reads as.
	typealias SameRow = TableCase<String, String>

	static let sameRows: [SameRow] = [
		SameRow("a block mapping", "a: 1\nb:\n  c: x\n  d: [1, 2]\n", #"{"a": 1, "b": {"c": "x", "d": [1, 2]}}"#),
		SameRow("a block sequence", "- a\n- b: 1\n  c: 2\n-\n  - x\n", #"["a", {"b": 1, "c": 2}, ["x"]]"#),
		SameRow("a sequence at the key's indentation", "key:\n- a\n- b\nnext: 1\n", #"{"key": ["a", "b"], "next": 1}"#),
		SameRow("empty values", "a:\nb: ~\n", #"{"a": null, "b": null}"#),
		SameRow(
			"flow collections over lines", "a: {x: 1, 'y': \"two\",\n  z: [a, b c,\n  {w: null}]}\n",
			#"{"a": {"x": 1, "y": "two", "z": ["a", "b c", {"w": null}]}}"#),
		SameRow("a flow pair in a flow sequence", "[a: 1, b]", #"[{"a": 1}, "b"]"#),
		SameRow("an empty flow mapping", "{}", "{}"),
		SameRow(
			"scalars by the core schema",
			"a: true\nb: False\nc: 012\nd: 0x1F\ne: -1.5e3\nf: .5\ng: 1.\nh: .inf\ni: '12'\nj: !!str 12\nk: yes\nl: 2024-01-01\n",
			#"{"a": true, "b": false, "c": 12, "d": 31, "e": -1.5e3, "f": 0.5, "g": 1.0, "h": ".inf", "i": "12", "j": "12", "k": "yes", "l": "2024-01-01"}"#),
		SameRow("quoted scalars", "a: 'it''s'\nb: \"tab\\tnew\\nline \\u00e9\"\n", #"{"a": "it's", "b": "tab\tnew\nline é"}"#),
		SameRow("a plain scalar over lines", "a: one\n  two\n\n  three\nb: x # comment\n", #"{"a": "one two\nthree", "b": "x"}"#),
		SameRow("quoted scalars over lines", "a: \"one\n  two\"\nb: 'x\n\n  y'\n", #"{"a": "one two", "b": "x\ny"}"#),
		SameRow("a literal block scalar", "a: |\n  line 1\n  line 2\n\nb: x\n", #"{"a": "line 1\nline 2\n", "b": "x"}"#),
		SameRow("a folded block scalar, stripped", "a: >-\n  folded\n  text\n\n  para\n", #"{"a": "folded text\npara"}"#),
		SameRow("a literal block scalar, kept", "a: |+\n  keep\n\n", #"{"a": "keep\n\n"}"#),
		SameRow("a block scalar with an indentation indicator", "- |2\n    indented\n", #"["  indented\n"]"#),
		SameRow("a folded block scalar with more-indented lines", "a: >\n  x\n    more\n  y\n", #"{"a": "x\n  more\ny\n"}"#),
		SameRow(
			"anchors, aliases and merges", "base: &b {x: 1, y: 2}\ncopy: *b\nmerged:\n  <<: *b\n  y: 3\n",
			#"{"base": {"x": 1, "y": 2}, "copy": {"x": 1, "y": 2}, "merged": {"y": 3, "x": 1}}"#),
		SameRow("a directive, markers and comments", "%YAML 1.2\n---\n# c\na: 1 # c\n...\n", #"{"a": 1}"#),
	]

	/// Both documents are read and written back as JSON, and the two texts compared.
	func readsAsTheJSONDocument(_ row: SameRow) throws {
		let read = try YAMLReader(path: "t.yaml").read(row.input)
		let expected = try JSONReader(path: "t.json").read(row.expected)
		row.expect(JSONWriter().write(read), equals: JSONWriter().write(expected))
	}

	/// A YAML document and the error it is refused with.
	typealias ErrorRow = TableCase<String, String?>

	static let errorRows: [ErrorRow] = [
		ErrorRow("an unknown alias", "a: *nope\n", "t.yaml:1:4: error: unknown alias '*nope'; an anchor '&nope' must come before it"),
		ErrorRow("a second document", "a: 1\n---\nb: 2\n", "t.yaml:2:1: error: a second document ('---'); only one document per file is read"),
		ErrorRow(
			"a plain value continued with a key", "a: 1\n  b: 2\n",
			"t.yaml:2:3: error: a plain value continued on a new line cannot contain ': '; quote it or fix the indentation"),
		ErrorRow("unexpected indentation", "a:\n  b: [1]\n   c: 2\n", "t.yaml:3:4: error: unexpected indentation: expected a key at column 3 or less"),
		ErrorRow("an unterminated single-quoted string", "a: 'open\n", "t.yaml:1:4: error: unterminated single-quoted string"),
		ErrorRow("an unterminated flow sequence", "a: [1, 2\n", "t.yaml:1:4: error: unterminated flow sequence; expected ']'"),
		ErrorRow("a duplicate key", "a: 1\na: 2\n", "t.yaml:2:1: error: duplicate key 'a'\nt.yaml:1:1: note: first defined here"),
		ErrorRow("an explicit key", "? a\n: b\n", "t.yaml:1:1: error: explicit keys ('? ') are not supported; write 'key: value'"),
		ErrorRow(
			"a mapping on the line of another key", "a: b: c\n",
			"t.yaml:1:4: error: a mapping cannot start on the line of another key ('a: b: c'); put it on its own lines"),
		ErrorRow("a tab indenting", "a:\n\tb: 1\n", "t.yaml:2:2: error: tabs cannot indent YAML; use spaces"),
		ErrorRow("an invalid escape", "a: \"\\q\"\n", "t.yaml:1:5: error: invalid escape '\\q' in a double-quoted string"),
		ErrorRow("nesting deeper than 256 levels", String(repeating: "[", count: 300), "t.yaml:1:257: error: nesting is deeper than 256 levels"),
	]

	func refusesWithALocatedError(_ row: ErrorRow) {
		row.expect(Self.error(row.input)?.description)
	}

	func positionsPointAtKeysAndValues() throws {
		let node = try YAMLReader(path: "t.yaml").read("openapi: 3.1.0\npaths:\n  /pets:\n    get: {}\n")
		let paths = try require(node.members?[1])
		expectEqual(paths.keyPosition, SourcePosition(line: 2, column: 1))
		let pets = try require(paths.value.members?.first)
		expectEqual(pets.keyPosition, SourcePosition(line: 3, column: 3))
		expectEqual(pets.value["get"]?.position, SourcePosition(line: 4, column: 10))
	}

	func aliasesCannotExplode() {
		var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
		for level in 1...8 {
			text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
		}
		expectEqual(Self.error(text)?.message, "aliases expand to more than 100000 nodes")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<YAMLReaderTests>] = [
		SuiteTest("positionsPointAtKeysAndValues") { try $0.positionsPointAtKeysAndValues() },
		SuiteTest("aliasesCannotExplode") { $0.aliasesCannotExplode() },
	]
		+ SuiteTest<YAMLReaderTests>.cases("readsAsTheJSONDocument(_:)", sameRows) { try $0.readsAsTheJSONDocument($1) }
		+ SuiteTest<YAMLReaderTests>.cases("refusesWithALocatedError(_:)", errorRows) { $0.refusesWithALocatedError($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<YAMLReaderTests>) async throws { try await test.body(self) }
}
