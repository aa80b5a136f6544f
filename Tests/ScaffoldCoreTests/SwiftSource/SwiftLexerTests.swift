import Testing

import ScaffoldCore

/// Comments and literals the lexer reads whole, so that what they hold (`{`, `}`, `struct`,
/// `//`, `/*`) never reaches the scanner.
struct SwiftLexerTests {
	private func texts(_ source: String) -> [String] {
		let bytes = Array(source.utf8)
		return SwiftLexer.tokens(bytes).map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
	}

	func literalsAndCommentsAreReadWholeOrToTheEnd() {
		// String literals are one token whatever they hold.
		expectEqual(texts(#"a = "{ struct // /* \" }" + b"#), ["a", "=", #""{ struct // /* \" }""#, "+", "b"])
		expectEqual(texts(#"x("\(a("x)")) }", y)"#), ["x", "(", #""\(a("x)")) }""#, ",", "y", ")"])
		expectEqual(texts(##"#"raw \(x) " { "# z"##), [##"#"raw \(x) " { "#"##, "z"])
		expectEqual(texts(##"#"a \#(f("}")) b"# z"##), [##"#"a \#(f("}")) b"#"##, "z"])
		expectEqual(texts("\"\"\"\n  { \" \"\" struct\n  \"\"\" z"), ["\"\"\"\n  { \" \"\" struct\n  \"\"\"", "z"])
		expectEqual(texts("#\"\"\"\n \"\"\" {\n\"\"\"# z"), ["#\"\"\"\n \"\"\" {\n\"\"\"#", "z"])
		expectEqual(texts(#""\("nested \("deep {")")" z"#), [#""\("nested \("deep {")")""#, "z"])
		expectEqual(texts(#""\(a /* ) */ + b)" z"#), [#""\(a /* ) */ + b)""#, "z"])
		expectEqual(texts("#/a{2}\\/ b/# z"), ["#/a{2}\\/ b/#", "z"])

		// Comments nest and are not tokens.
		expectEqual(texts("a /* b /* c */ d */ e // f { \n g"), ["a", "e", "g"])
		let tokens = SwiftLexer.tokens(Array("a /* \n */b c".utf8))
		expectEqual(tokens.map(\.newlineBefore), [false, true, false])
		expectEqual(tokens.map(\.spaceBefore), [false, true, true])

		// Unterminated literals and comments end without trapping.
		expectEqual(texts("a \"open { \nb"), ["a", "\"open { ", "b"])
		expectEqual(texts("a \"\"\"\n { b"), ["a", "\"\"\"\n { b"])
		expectEqual(texts("a /* /* */ b"), ["a"])
		expectEqual(texts("a \"\\(b(\""), ["a", "\"\\(b(\""])
		expectEqual(texts("a #\"x\\"), ["a", "#\"x\\"])
		expectEqual(texts("a #/x"), ["a", "#/x"])
		expectEqual(texts("@ # \\ `x"), ["@", "#", "\\", "`x"])
		expectEqual(texts(""), [])
	}

	func tokensKnowTheirKindAndPosition() {
		let tokens = SwiftLexer.tokens(Array("@MainActor #if init?(é: 1.5) -> $0 `x` é".utf8))
		expectEqual(tokens.map(\.kind), [.attribute, .pound, .word, .operator, .punctuation, .word, .punctuation, .literal, .punctuation, .operator, .word, .word, .word])
		expectEqual(tokens.last.map { SourcePosition(line: $0.line, column: $0.column) }, SourcePosition(line: 1, column: 40))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SwiftLexerTests>] = [
		SuiteTest("literalsAndCommentsAreReadWholeOrToTheEnd") { $0.literalsAndCommentsAreReadWholeOrToTheEnd() },
		SuiteTest("tokensKnowTheirKindAndPosition") { $0.tokensKnowTheirKindAndPosition() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SwiftLexerTests>) async throws { try await test.body(self) }
}
