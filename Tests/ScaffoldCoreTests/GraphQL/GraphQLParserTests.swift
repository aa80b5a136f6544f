import Testing

import ScaffoldCore
import ScaffoldFuzzing

/// The SDL parser: what it reads, its located errors, and that no input traps it.
struct GraphQLParserTests {
	private func parse(_ text: String) throws -> GraphQLSchema {
		try GraphQLParser.parse(bytes: Array(text.utf8), path: "s.graphql")
	}

	private func error(_ text: String) -> String? {
		do {
			_ = try parse(text)
			return nil
		} catch {
			return (error as? Diagnostic)?.description
		}
	}

	func readsTypesWithTheirFieldsArgumentsAndWrappers() throws {
		let schema = try parse(
			"""
			\"\"\"
			  Block description.
			\"\"\"
			type Query @key(fields: ["a", {b: 1}]) { a(id: ID! = "x", n: [Int] = [1, 2]): [A!]! @deprecated(reason: "no") }
			type A implements & B & C { b: String }
			enum E { X @deprecated, Y }
			union U = | A | B
			directive @key(fields: [String]) repeatable on OBJECT | FIELD_DEFINITION
			extend type A { c: Float }
			""")
		let query = try require(schema.type(named: "Query"))
		expectEqual(query.description, "Block description.")
		expectEqual(query.fields.first?.type, .nonNull(.list(.nonNull(.named("A")))))
		expectEqual(query.fields.first?.arguments.map(\.name), ["id", "n"])
		expectEqual(schema.type(named: "A")?.interfaces, ["B", "C"])
		expectEqual(schema.type(named: "A")?.fields.map(\.name), ["b", "c"])
		expectEqual(schema.type(named: "E")?.enumValues, ["X", "Y"])
		expectEqual(schema.type(named: "U")?.unionMembers, ["A", "B"])
		try expectEqual(parse("schema { query: Root } type Root { a: Int }").queryType, "Root")
	}

	func errorsAreLocated() {
		expectEqual(error("type A {\n  a Int\n}"), "s.graphql:2:5: error: expected ':' after field 'a', found name 'Int'")
		expectEqual(error("type A { a: [Int }"), "s.graphql:1:18: error: expected ']' to close the list type, found '}'")
		expectEqual(error("query { a }"), "s.graphql:1:1: error: 'query' starts an operation; this reads a schema (type definitions), not queries")
		expectEqual(error("type A { a: \"open }"), "s.graphql:1:13: error: unterminated string")
		expectEqual(error("type A { a: Int }\ntype A { b: Int }"), "s.graphql:2:1: error: type 'A' is defined twice; use 'extend type' to add to it")
		expectEqual(error("type A { a: Int ^ }"), "s.graphql:1:17: error: unexpected character '^'")
		expectEqual(error("type A { a: " + String(repeating: "[", count: 300) + "Int }"), "s.graphql:1:269: error: nesting is deeper than 256 levels")
	}

	/// Each real schema's 2,000 mutations parse or fail with a location, and import with located
	/// diagnostics. One row per schema: each is about 3 s of CPU, the longest single-threaded work of
	/// the core's tests, and two rows run side by side (docs/performance.md).
	func everyMutationOfARealSchemaParsesOrFailsWithALocation(_ fixture: String, seed: UInt64) throws {
		let original = Array(try RepositoryFiles.text(fixture).utf8)
		var mutations = SeededRandom(seed: seed)
		let alphabet = Array("{}[]()!:=@|&$.\"#,\n typeinputenumIDString0-".utf8) + [0xC3, 0xA9, 0xFF]
		var failures = 0
		for _ in 0..<2_000 {
			let bytes = mutations.mutate(original, alphabet: alphabet)
			do {
				_ = try GraphQLParser.parse(bytes: bytes, path: "m.graphql")
			} catch {
				failures += 1
				expectEqual(error.location?.path, "m.graphql")
				expectAtLeast((error.location?.position?.line ?? 0), 1)
			}
			let (_, diagnostics) = SpecImport.run(bytes: bytes, path: "m.graphql", options: .init(feature: "Store"))
			expectAll(diagnostics, where: { $0.location != nil })
		}
		expectGreater(failures, 500, "\(fixture): \(failures) failures")
	}

	/// The real schemas the mutation test changes, each with its seed.
	static let mutatedSchemas: [(String, UInt64)] = [
		("Tests/Fixtures/samples/schema.graphql", 3), ("Tests/Fixtures/import/graphql/features.graphqls", 5),
	]

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GraphQLParserTests>] = [
		SuiteTest("readsTypesWithTheirFieldsArgumentsAndWrappers") { try $0.readsTypesWithTheirFieldsArgumentsAndWrappers() },
		SuiteTest("errorsAreLocated") { $0.errorsAreLocated() },
	]
		+ SuiteTest<GraphQLParserTests>.cases("everyMutationOfARealSchemaParsesOrFailsWithALocation(_:seed:)", mutatedSchemas) { try $0.everyMutationOfARealSchemaParsesOrFailsWithALocation($1.0, seed: $1.1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<GraphQLParserTests>) async throws { try await test.body(self) }
}
