import Testing

import ScaffoldCore
import ScaffoldFuzzing

struct JSONWriterTests {
	func printsDocumentsIndentedWithTabsOrSpaces() {
		// Prints members in order with tabs.
		do {
			let value = JSONValue.ordered([
				("z", .string("last first")), ("a", .integer(1)), ("list", .list([.bool(true), .null])), ("empty", .list([])),
				("nested", .ordered([])), ("number", .number("1.50")),
			])
			expectEqual(
				JSONWriter().write(value), "{\n\t\"z\": \"last first\",\n\t\"a\": 1,\n\t\"list\": [\n\t\ttrue,\n\t\tnull\n\t],\n\t\"empty\": [],\n\t\"nested\": {},\n\t\"number\": 1.50\n}\n"
			)
		}

		// Indents with spaces when asked.
		do {
			let value = JSONValue.ordered([("a", .ordered([("b", .integer(2))]))])
			expectEqual(JSONWriter(indentation: .spaces(2)).write(value), "{\n  \"a\": {\n    \"b\": 2\n  }\n}\n")
		}

		// Prints scalar documents.
		expectEqual(JSONWriter().write(.null), "null\n")
		expectEqual(JSONWriter().write(.string("x")), "\"x\"\n")
	}

	func escapesOnlyWhatJSONRequires() {
		expectEqual(JSONWriter.quoted("a\"b\\c/d"), "\"a\\\"b\\\\c/d\"")
		expectEqual(JSONWriter.quoted("\n\r\t\u{08}\u{0C}\u{01}\u{1F}"), "\"\\n\\r\\t\\b\\f\\u0001\\u001f\"")
		expectEqual(JSONWriter.quoted("été 😀"), "\"été 😀\"")
	}

	func roundTripsThroughTheReader() throws {
		let text = "{\n\t\"a\": [\n\t\t1,\n\t\t{\n\t\t\t\"b\": \"\\u0000\\\"\"\n\t\t}\n\t],\n\t\"c\": -0.5e-3\n}\n"
		let node = try JSONReader(path: "x.json").read(text)
		expectEqual(JSONWriter().write(node), text)
	}

	func everyStringReadsBackAsWritten() throws {
		// Escapes in every position: alone, first, last, next to multi-byte characters.
		let pieces = ["a", "\"", "\\", "/", "\n", "\r\n", "\t", "\u{00}", "\u{07}", "\u{1F}", "\u{7F}", "é", "😀", "\u{2028}", " "]
		var random = SeededRandom(seed: 7)
		for _ in 0..<2_000 {
			let text = (0..<random.below(9)).map { _ in random.pick(pieces) }.joined()
			let document = JSONWriter().write(.ordered([(text, .string(text))]))
			let node = try JSONReader(path: "x.json").read(document)
			expectEqual(node.members?.map(\.key), [text])
			expectEqual(node[text]?.string, text)
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<JSONWriterTests>] = [
		SuiteTest("printsDocumentsIndentedWithTabsOrSpaces") { $0.printsDocumentsIndentedWithTabsOrSpaces() },
		SuiteTest("escapesOnlyWhatJSONRequires") { $0.escapesOnlyWhatJSONRequires() },
		SuiteTest("roundTripsThroughTheReader") { try $0.roundTripsThroughTheReader() },
		SuiteTest("everyStringReadsBackAsWritten") { try $0.everyStringReadsBackAsWritten() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<JSONWriterTests>) async throws { try await test.body(self) }
}
