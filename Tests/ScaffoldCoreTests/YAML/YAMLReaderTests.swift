import Testing

import ScaffoldCore

/// The YAML reader gives the JSON an equivalent JSON document gives, with positions.
struct YAMLReaderTests {
	private func same(_ yaml: String, _ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
		let read = try YAMLReader(path: "t.yaml").read(yaml)
		let expected = try JSONReader(path: "t.json").read(json)
		#expect(JSONWriter().write(read) == JSONWriter().write(expected), sourceLocation: sourceLocation)
	}

	private func error(_ yaml: String) -> Diagnostic? {
		do {
			_ = try YAMLReader(path: "t.yaml").read(yaml)
			return nil
		} catch {
			return error
		}
	}

	@Test func blockCollections() throws {
		try same("a: 1\nb:\n  c: x\n  d: [1, 2]\n", #"{"a": 1, "b": {"c": "x", "d": [1, 2]}}"#)
		try same("- a\n- b: 1\n  c: 2\n-\n  - x\n", #"["a", {"b": 1, "c": 2}, ["x"]]"#)
		try same("key:\n- a\n- b\nnext: 1\n", #"{"key": ["a", "b"], "next": 1}"#)
		try same("a:\nb: ~\n", #"{"a": null, "b": null}"#)
	}

	@Test func flowCollectionsOverLines() throws {
		try same("a: {x: 1, 'y': \"two\",\n  z: [a, b c,\n  {w: null}]}\n", #"{"a": {"x": 1, "y": "two", "z": ["a", "b c", {"w": null}]}}"#)
		try same("[a: 1, b]", #"[{"a": 1}, "b"]"#)
		try same("{}", "{}")
	}

	@Test func scalarsByTheCoreSchema() throws {
		try same(
			"a: true\nb: False\nc: 012\nd: 0x1F\ne: -1.5e3\nf: .5\ng: 1.\nh: .inf\ni: '12'\nj: !!str 12\nk: yes\nl: 2024-01-01\n",
			#"{"a": true, "b": false, "c": 12, "d": 31, "e": -1.5e3, "f": 0.5, "g": 1.0, "h": ".inf", "i": "12", "j": "12", "k": "yes", "l": "2024-01-01"}"#)
	}

	@Test func quotedAndMultiLineScalars() throws {
		try same("a: 'it''s'\nb: \"tab\\tnew\\nline \\u00e9\"\n", #"{"a": "it's", "b": "tab\tnew\nline é"}"#)
		try same("a: one\n  two\n\n  three\nb: x # comment\n", #"{"a": "one two\nthree", "b": "x"}"#)
		try same("a: \"one\n  two\"\nb: 'x\n\n  y'\n", #"{"a": "one two", "b": "x\ny"}"#)
	}

	@Test func blockScalars() throws {
		try same("a: |\n  line 1\n  line 2\n\nb: x\n", #"{"a": "line 1\nline 2\n", "b": "x"}"#)
		try same("a: >-\n  folded\n  text\n\n  para\n", #"{"a": "folded text\npara"}"#)
		try same("a: |+\n  keep\n\n", #"{"a": "keep\n\n"}"#)
		try same("- |2\n    indented\n", #"["  indented\n"]"#)
		try same("a: >\n  x\n    more\n  y\n", #"{"a": "x\n  more\ny\n"}"#)
	}

	@Test func anchorsAliasesAndMerges() throws {
		try same("base: &b {x: 1, y: 2}\ncopy: *b\nmerged:\n  <<: *b\n  y: 3\n", #"{"base": {"x": 1, "y": 2}, "copy": {"x": 1, "y": 2}, "merged": {"y": 3, "x": 1}}"#)
		expectEqual(error("a: *nope\n")?.description, "t.yaml:1:4: error: unknown alias '*nope'; an anchor '&nope' must come before it")
	}

	@Test func documentsCommentsAndMarkers() throws {
		try same("%YAML 1.2\n---\n# c\na: 1 # c\n...\n", #"{"a": 1}"#)
		expectEqual(error("a: 1\n---\nb: 2\n")?.description, "t.yaml:2:1: error: a second document ('---'); only one document per file is read")
	}

	@Test func positionsPointAtKeysAndValues() throws {
		let node = try YAMLReader(path: "t.yaml").read("openapi: 3.1.0\npaths:\n  /pets:\n    get: {}\n")
		let paths = try require(node.members?[1])
		expectEqual(paths.keyPosition, SourcePosition(line: 2, column: 1))
		let pets = try require(paths.value.members?.first)
		expectEqual(pets.keyPosition, SourcePosition(line: 3, column: 3))
		expectEqual(pets.value["get"]?.position, SourcePosition(line: 4, column: 10))
	}

	@Test func errorsAreLocated() {
		expectEqual(error("a: 1\n  b: 2\n")?.description, "t.yaml:2:3: error: a plain value continued on a new line cannot contain ': '; quote it or fix the indentation")
		expectEqual(error("a:\n  b: [1]\n   c: 2\n")?.description, "t.yaml:3:4: error: unexpected indentation: expected a key at column 3 or less")
		expectEqual(error("a: 'open\n")?.description, "t.yaml:1:4: error: unterminated single-quoted string")
		expectEqual(error("a: [1, 2\n")?.description, "t.yaml:1:4: error: unterminated flow sequence; expected ']'")
		expectEqual(error("a: 1\na: 2\n")?.description, "t.yaml:2:1: error: duplicate key 'a'\nt.yaml:1:1: note: first defined here")
		expectEqual(error("? a\n: b\n")?.description, "t.yaml:1:1: error: explicit keys ('? ') are not supported; write 'key: value'")
		expectEqual(error("a: b: c\n")?.description, "t.yaml:1:4: error: a mapping cannot start on the line of another key ('a: b: c'); put it on its own lines")
		expectEqual(error("a:\n\tb: 1\n")?.description, "t.yaml:2:2: error: tabs cannot indent YAML; use spaces")
		expectEqual(error("a: \"\\q\"\n")?.description, "t.yaml:1:5: error: invalid escape '\\q' in a double-quoted string")
		expectEqual(error(String(repeating: "[", count: 300))?.description, "t.yaml:1:257: error: nesting is deeper than 256 levels")
	}

	@Test func aliasesCannotExplode() {
		var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
		for level in 1...8 {
			text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
		}
		expectEqual(error(text)?.message, "aliases expand to more than 100000 nodes")
	}
}
