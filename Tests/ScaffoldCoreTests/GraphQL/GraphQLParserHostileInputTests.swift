import Testing

import ScaffoldCore

/// GraphQL made to be slow or loud: names, strings and numbers of a million characters, tens
/// of thousands of definitions and extensions, a block string of a million blank lines. Read
/// in linear time (a quadratic parser takes minutes here); every error is located and quotes
/// at most a short excerpt.
struct GraphQLParserHostileInputTests {
	private static let megabyte = 1_000_000
	private static let name = String(repeating: "A", count: megabyte)

	private func parse(_ text: String) throws -> GraphQLSchema {
		try GraphQLParser.parse(bytes: Array(text.utf8), path: "s.graphql")
	}

	private func failure(_ text: String) -> Diagnostic? {
		do {
			_ = try parse(text)
			return nil
		} catch {
			return error as? Diagnostic
		}
	}

	func longNamesInErrorsAreShortAndLocated() throws {
		let unknown = try require(failure("\(Self.name) x"))
		expectEqual(unknown.location?.position, SourcePosition(line: 1, column: 1))
		expectLess(unknown.description.utf8.count, 200)
		let twice = try require(failure("type \(Self.name) { a: Int }\ntype \(Self.name) { a: Int }"))
		expectEqual(twice.location?.position, SourcePosition(line: 2, column: 1))
		expectPrefix(twice.message, "type '\(String(repeating: "A", count: 40))…' (1000000 characters) is defined twice")
		expectLess(twice.description.utf8.count, 200)
		let field = try require(failure("type Query { \(Self.name.lowercased()) Int }"))
		expectEqual(field.location?.position, SourcePosition(line: 1, column: Self.megabyte + 15))
		expectLess(field.description.utf8.count, 200)
		let number = try require(failure("type Query \(String(repeating: "1", count: Self.megabyte))"))
		expectSuffix(number.message, "found number \(String(repeating: "1", count: 40))… (1000000 characters)")
		expectLess(number.description.utf8.count, 200)
	}

	func tensOfThousandsOfDefinitionsAndExtensionsAreRead() throws {
		// Each definition looked its name up among all before it: quadratic.
		let count = 40_000
		let types = (0..<count).map { "scalar S\($0)\n" }.joined()
		let extensions = (0..<count).map { "extend scalar S\($0) @d\n" }.joined()
		let schema = try parse(types + extensions)
		expectEqual(schema.types.count, count)
		let duplicate = try require(failure(types + "scalar S\(count - 1)\n"))
		expectEqual(duplicate.location?.position, SourcePosition(line: count + 1, column: 1))
	}

	func aBlockStringOfAMillionBlankLinesIsRead() throws {
		// Its blank leading lines were dropped one at a time from the front of an array.
		let schema = try parse("\"\"\"\(String(repeating: "\n", count: Self.megabyte))  x\n\"\"\"\ntype Query { a: Int }")
		expectEqual(schema.types.first?.description, "x")
	}

	func longStringsAndNamesAreRead() throws {
		let schema = try parse("\"\(String(repeating: "d", count: Self.megabyte))\" type \(Self.name) { a: Int }")
		expectEqual(schema.types.first?.name.utf8.count, Self.megabyte)
		expectEqual(schema.types.first?.description?.utf8.count, Self.megabyte)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GraphQLParserHostileInputTests>] = [
		SuiteTest("longNamesInErrorsAreShortAndLocated") { try $0.longNamesInErrorsAreShortAndLocated() },
		SuiteTest("tensOfThousandsOfDefinitionsAndExtensionsAreRead") { try $0.tensOfThousandsOfDefinitionsAndExtensionsAreRead() },
		SuiteTest("aBlockStringOfAMillionBlankLinesIsRead") { try $0.aBlockStringOfAMillionBlankLinesIsRead() },
		SuiteTest("longStringsAndNamesAreRead") { try $0.longStringsAndNamesAreRead() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<GraphQLParserHostileInputTests>) async throws { try await test.body(self) }
}
