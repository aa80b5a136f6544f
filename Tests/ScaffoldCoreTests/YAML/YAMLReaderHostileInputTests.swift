import Testing

import ScaffoldCore

/// YAML made to be slow or loud: keys, scalars, anchors and aliases of a million characters,
/// a million trailing blanks, anchors nested in anchors. Read in linear time (a quadratic
/// reader takes minutes here); every error is located and quotes at most a short excerpt.
struct YAMLReaderHostileInputTests {
	private static let megabyte = 1_000_000
	private static let name = String(repeating: "a", count: megabyte)
	private static let quotedName = "'\(String(repeating: "a", count: 40))…' (1000000 characters)"

	private func read(_ text: String) throws(Diagnostic) -> JSONNode {
		try YAMLReader(path: "t.yaml").read(text)
	}

	private func failure(_ text: String) -> Diagnostic? {
		do {
			_ = try read(text)
			return nil
		} catch {
			return error
		}
	}

	func aDuplicateKeyOfAMillionCharactersIsAShortLocatedError() throws {
		let error = try require(failure("\(Self.name): 1\n\(Self.name): 2\n"))
		expectEqual(error.location?.position, SourcePosition(line: 2, column: 1))
		expectEqual(error.message, "duplicate key \(Self.quotedName)")
		expectLess(error.description.utf8.count, 200)
	}

	func longAliasesAndAnchorsAreShortLocatedErrors() throws {
		let unknown = try require(failure("a: *\(Self.name)\n"))
		expectEqual(unknown.location?.position, SourcePosition(line: 1, column: 4))
		expectLess(unknown.description.utf8.count, 300)
		let twice = try require(failure("a: &\(Self.name) &\(Self.name) 1\n"))
		expectEqual(twice.location?.position, SourcePosition(line: 1, column: Self.megabyte + 6))
		expectLess(twice.description.utf8.count, 300)
		let key = try require(failure("a: 1\n\(Self.name) x\n"))
		expectEqual(key.location?.position, SourcePosition(line: 2, column: Self.megabyte + 3))
		expectLess(key.description.utf8.count, 200)
	}

	func longScalarsAndAMillionTrailingBlanksAreRead() throws {
		// Trailing blanks were dropped one scalar at a time from a String.
		let node = try read("p: \(Self.name)\nb: x\(String(repeating: " ", count: Self.megabyte))\nq: \"\(String(repeating: "a  \n", count: Self.megabyte / 4))\"\n")
		expectEqual(node["p"]?.string?.utf8.count, Self.megabyte)
		expectEqual(node["b"]?.string, "x")
		expectEqual(node["q"]?.string?.utf8.count, Self.megabyte / 2)
		let anchored = try read("a: &\(Self.name) 1\nb: *\(Self.name)\n")
		expectEqual(anchored["b"]?.int, 1)
	}

	func anchorsNestedInAnchorsAreMeasuredOnce() throws {
		// 250 nested anchors around half a million items were each measured in full: 10^8 steps.
		let depth = 250
		let items = Self.megabyte / 4
		let text = "x: " + (0..<depth).map { "&a\($0) [" }.joined() + String(repeating: "1,", count: items) + String(repeating: "]", count: depth) + "\n"
		var node = try require(read(text)["x"])
		for _ in 1..<depth { node = try require(node.elements?.first) }
		expectEqual(node.elements?.count, items)
		// Aliases still count what they copy.
		let error = try require(failure(text + "y: [*a249, *a249]\n"))
		expectEqual(error.message, "aliases expand to more than \(YAMLReader.maximumAliasExpansion) nodes")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<YAMLReaderHostileInputTests>] = [
		SuiteTest("aDuplicateKeyOfAMillionCharactersIsAShortLocatedError") { try $0.aDuplicateKeyOfAMillionCharactersIsAShortLocatedError() },
		SuiteTest("longAliasesAndAnchorsAreShortLocatedErrors") { try $0.longAliasesAndAnchorsAreShortLocatedErrors() },
		SuiteTest("longScalarsAndAMillionTrailingBlanksAreRead") { try $0.longScalarsAndAMillionTrailingBlanksAreRead() },
		SuiteTest("anchorsNestedInAnchorsAreMeasuredOnce") { try $0.anchorsNestedInAnchorsAreMeasuredOnce() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<YAMLReaderHostileInputTests>) async throws { try await test.body(self) }
}
