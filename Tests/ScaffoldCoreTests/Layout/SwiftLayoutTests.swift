import Testing

import ScaffoldCore

struct SwiftLayoutTests {
	private let twoSpaces = CodeStyle(indentation: .spaces(2), tabWidth: 8, lineLength: 100)

	/// The generator lays Swift out from a render's bytes (``SwiftLayout/format(utf8:style:)``):
	/// the same text as laying out the string, whichever path takes the file (the direct layout,
	/// changing lines or not, or the general passes), in every style the direct layout is checked in.
	func layingOutTheRenderedBytesGivesWhatLayingOutTheTextGives() throws {
		let swift = try RepositoryFiles.files(below: "Snapshots").filter { $0.hasSuffix(".swift") }
		var texts = try stride(from: 0, to: swift.count, by: 9).map {
			SwiftLayout.templateForm(try RepositoryFiles.text("Snapshots/" + swift[$0]), style: .house)
		}
		// Empty, unchanged in the house style, and the general passes' (a comma to set on a blank line).
		texts += ["", "let a = 1\n", "let a = [\n\t1,\n\t2,\n\n]", "/// é\nlet é = \"ü\"\n"]
		var (unchanged, changed, general) = (0, 0, 0)
		for text in texts {
			for style in DirectLayoutTests.styles {
				var copy = text
				let laidOut = copy.withUTF8 { SwiftLayout.format(utf8: $0, style: style) }
				expectEqual(laidOut, SwiftLayout.format(text, style: style), "\(text.prefix(200))")
				switch DirectLayout.format(text, style: style) {
				case nil: general += 1
				case text?: unchanged += 1
				default: changed += 1
				}
			}
		}
		expectGreater(unchanged, 10)
		expectGreater(changed, 10)
		expectGreater(general, 0)
	}

	func tabsBecomeTheStylesIndentationAndConditionalBlocksGoOneLevelDeeper() {
		let text = "#if canImport(SwiftData)\nimport SwiftData\n\nstruct A {\n\tlet b = 1\n}\n#else\nlet c = 2\n#endif\n"
		expectEqual(SwiftLayout.format(text, style: twoSpaces), "#if canImport(SwiftData)\n  import SwiftData\n\n  struct A {\n    let b = 1\n  }\n#else\n  let c = 2\n#endif\n")
		var flat = twoSpaces
		flat.indentConditionalCompilationBlocks = false
		expectEqual(SwiftLayout.format(text, style: flat), "#if canImport(SwiftData)\nimport SwiftData\n\nstruct A {\n  let b = 1\n}\n#else\nlet c = 2\n#endif\n")
	}

	func caseLabelsMoveOnlyWhenTheStyleIndentsThem() {
		let text = "func f() {\n\tswitch x {\n\tcase 1:\n\t\tg()\n\tdefault: break\n\t}\n\th()\n}"
		expectEqual(SwiftLayout.format(text, style: twoSpaces), "func f() {\n  switch x {\n  case 1:\n    g()\n  default: break\n  }\n  h()\n}")
		var indented = twoSpaces
		indented.indentSwitchCaseLabels = true
		expectEqual(SwiftLayout.format(text, style: indented), "func f() {\n  switch x {\n    case 1:\n      g()\n    default: break\n  }\n  h()\n}")
	}

	func aMultilineStringKeepsItsContentsAndMovesWithItsDelimiter() {
		let text = "#if DEBUG\nlet query = \"\"\"\n\tquery {\n\t\tid\n\t}\n\t\"\"\"\n#endif"
		expectEqual(SwiftLayout.format(text, style: twoSpaces), "#if DEBUG\n  let query = \"\"\"\n    query {\n    \tid\n    }\n    \"\"\"\n#endif")
	}

	func aLongCallIsSpreadOneArgumentPerLine() {
		let text = "\tlet first = try await sut.characterRepository.getCharacter(identifier: identifier, policy: .localFirst, extra: true)"
		#expect(SwiftLayout.format(text, style: twoSpaces) == """
			  let first = try await sut.characterRepository.getCharacter(
			    identifier: identifier,
			    policy: .localFirst,
			    extra: true
			  )
			""")
	}

	func aLongJSONSampleBecomesAMultilineLiteralOfTheSameString() throws {
		let sample = #"{ "id": 1, "name": "Rick Sanchez", "status": "Alive", "species": "Human", "type": "", "gender": "Male", "origin": { "name": "Earth (C-137)" }, "quote": "\"Wubba lubba\" dub dub" }"#
		let escaped = sample.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
		let text = "func f() throws {\n\tlet dto = try JSONDecoder().decode(CharacterDTO.self, from: Data(\"" + escaped + "\".utf8))\n}"
		let laidOut = SwiftLayout.format(text, style: twoSpaces)
		expectEqual(laidOut, #"""
			func f() throws {
			  let dto = try JSONDecoder().decode(
			    CharacterDTO.self,
			    from: Data(
			      """
			      { "id": 1, "name": "Rick Sanchez", "status": "Alive", "species": "Human", "type": "", \
			      "gender": "Male", "origin": { "name": "Earth (C-137)" }, "quote": "\\"Wubba lubba\\" dub \
			      dub" }
			      """.utf8
			    )
			  )
			}
			"""#)
		// What Swift makes of the literal is the sample: each line that ends in `\` joined to the next.
		let lines = laidOut.split(separator: "\n").map(String.init)
		let first = try require(lines.firstIndex { $0.hasSuffix("\"\"\"") })
		let last = try require(lines.lastIndex { $0.hasSuffix("\"\"\".utf8") })
		let indentation = lines[last].prefix { $0 == " " }.count
		let joined = lines[(first + 1)..<last].map { String($0.dropFirst(indentation)) }.joined(separator: "\n")
		expectEqual(joined.replacingOccurrences(of: "\\\n", with: ""), escaped.replacingOccurrences(of: "\\\"", with: "\""))

		// Unescaped quotes that would make a `"""` stay escaped; a literal after other code on its
		// line stays a sum of literals.
		let quotes = "\tf(\n\t\t\"" + String(repeating: "a, ", count: 30) + #"\"\"\""# + String(repeating: " b,", count: 30) + "\".utf8\n\t)"
		#expect(SwiftLayout.format(quotes, style: twoSpaces).contains(#"\"\"\" b, b,"#))
		let afterCode = "\tlet sample = \"" + String(repeating: "word ", count: 40) + "\".utf8"
		#expect(SwiftLayout.format(afterCode, style: twoSpaces).contains("\n    + \"word "))
	}

	func aLongSignatureSpreadsItsParametersAndKeepsItsEffectsAfterTheParenthesis() {
		let text = "public func execute(page: Int, filter: CharacterFilter) async throws(CharactersPageError) -> CharactersPage {"
		expectEqual(SwiftLayout.format(text, style: twoSpaces), """
			public func execute(
			  page: Int,
			  filter: CharacterFilter
			) async throws(CharactersPageError) -> CharactersPage {
			""")
	}

	func aSpreadCollectionTakesATrailingCommaOnlyWithSeveralElementsAndWhenTheStyleAsksForIt() {
		let long = "let filters = [CharacterFilterDTO(name: \"Rick Sanchez\", status: \"Alive\"), CharacterFilterDTO(name: \"Morty\", status: \"Alive\")]"
		expectEqual(SwiftLayout.format(long, style: twoSpaces).split(separator: "\n").dropLast().last, "  CharacterFilterDTO(name: \"Morty\", status: \"Alive\"),")
		var without = twoSpaces
		without.multiElementCollectionTrailingCommas = false
		expectEqual(SwiftLayout.format(long, style: without).split(separator: "\n").dropLast().last, "  CharacterFilterDTO(name: \"Morty\", status: \"Alive\")")
		let written = "let a = [\n\t1,\n\t2\n]\nlet b = [\n\tone,\n]"
		expectEqual(SwiftLayout.format(written, style: twoSpaces), "let a = [\n  1,\n  2,\n]\nlet b = [\n  one\n]")
		expectEqual(SwiftLayout.format("let a = [\n\t1,\n\t2,\n]", style: without), "let a = [\n  1,\n  2\n]")
	}

	func aComparisonBreaksBeforeItsOperatorAndABlockOnItsStatementsLine() {
		let comparison = "\t#expect(sut.map(APIError.serverError(statusCode: 503)) == .loadFailed(description: \"serverError(statusCode: 503)\"))"
		expectEqual(SwiftLayout.format(comparison, style: twoSpaces), """
			  #expect(
			    sut.map(APIError.serverError(statusCode: 503))
			      == .loadFailed(description: "serverError(statusCode: 503)")
			  )
			""")
		let guarded = "\t\tguard status == errSecSuccess else { throw KeychainError.status(status, operation: \"SecItemCopyMatching\") }"
		expectEqual(SwiftLayout.format(guarded, style: twoSpaces), """
			    guard status == errSecSuccess else {
			      throw KeychainError.status(status, operation: "SecItemCopyMatching")
			    }
			""")
	}

	func aClosureOnItsLineGetsItsBodyOnALineOfItsOwn() {
		let text = "\t\thomepage: try input.homepage.map { (value) throws(MappingError) in try parser.url(value, field: \"homepage\") },"
		#expect(SwiftLayout.format("f(\n" + text + "\n)", style: twoSpaces) == """
			f(
			    homepage: try input.homepage.map { (value) throws(MappingError) in
			      try parser.url(value, field: "homepage")
			    },
			)
			""")
	}

	func aLongTypeHeaderPutsItsConformancesBelowIt() {
		let text = "nonisolated final class SaveRecentCharacterSearchUseCaseMock: SaveRecentCharacterSearchUseCaseContract, Sendable {"
		expectEqual(SwiftLayout.format(text, style: twoSpaces), """
			nonisolated final class SaveRecentCharacterSearchUseCaseMock:
			  SaveRecentCharacterSearchUseCaseContract, Sendable
			{
			""")
	}

	func aLongCommentIsRefilledButTheFilesHeaderIsNot() {
		let header = "// " + String(repeating: "header ", count: 20)
		let doc = "\t/// " + String(repeating: "word ", count: 30).dropLast()
		let lines = SwiftLayout.format(header + "\nimport A\n" + doc, style: twoSpaces).split(separator: "\n")
		expectEqual(lines.first, Substring(header))
		expectAll(lines.dropFirst(2), where: { $0.hasPrefix("  /// ") && $0.count <= 100 })
		#expect(lines.dropFirst(2).map { $0.dropFirst(6) }.joined(separator: " ") == String(repeating: "word ", count: 30).dropLast())
	}

	func longDecimalLiteralsAreGroupedOutsideStrings() {
		let text = "let a = Date(timeIntervalSince1970: 1509873120.25) // 1234567\nlet b = \"1769932800\" + 123456 + 0x1234567"
		expectEqual(SwiftLayout.format(text, style: twoSpaces), "let a = Date(timeIntervalSince1970: 1_509_873_120.25) // 1234567\nlet b = \"1769932800\" + 123456 + 0x1234567")
	}

	func importsAreSortedWithTestableOnesLast() {
		let text = "import Foundation\nimport Testing\n@testable import Feature\nimport ChallengeCore\n\nlet a = 1"
		expectEqual(SwiftLayout.format(text, style: twoSpaces), "import ChallengeCore\nimport Foundation\nimport Testing\n@testable import Feature\n\nlet a = 1")
	}

	func formattingIsIdempotentAndLeavesShortLinesAlone() {
		let text = "struct A {\n\tfunc b(c: Int) -> Int { c }\n\tlet d = e(f: 1, g: \"a, b\")\n}\n"
		let once = SwiftLayout.format(text, style: twoSpaces)
		expectEqual(once, "struct A {\n  func b(c: Int) -> Int { c }\n  let d = e(f: 1, g: \"a, b\")\n}\n")
		let long = "\tlet sut: any GetRecentCharacterSearchesUseCaseContract = GetRecentCharacterSearchesUseCase(repository: repository, clock: clock)"
		let wrapped = SwiftLayout.format(long, style: twoSpaces)
		expectEqual(SwiftLayout.format(wrapped, style: twoSpaces), wrapped)
		expectEqual(SwiftLayout.format(long, style: CodeStyle(lineLength: nil)), long)
	}

	/// The wrapping pass tells most lines apart by their bytes; a line of more bytes than columns
	/// (accented letters take two) must still be measured in columns before it is wrapped.
	func aLineOfMoreBytesThanColumnsIsMeasuredInColumns() {
		// 40 letters of two bytes each: the line is over 100 bytes but about 80 columns.
		let words = String(repeating: "é", count: 40)
		let fits = "\tlet greeting = format(name, greeting: \"\(words)\")"
		expectGreater(fits.utf8.count, 100)
		expectEqual(SwiftLayout.format(fits, style: twoSpaces), "  " + fits.dropFirst())
		// The same line made wider than 99 columns is wrapped at its arguments.
		let wide = "\tlet greeting = format(name, greeting: \"\(words)\(String(repeating: "e", count: 40))\")"
		expectGreater(SwiftLayout.format(wide, style: twoSpaces).split(separator: "\n").count, 1)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SwiftLayoutTests>] = [
		SuiteTest("layingOutTheRenderedBytesGivesWhatLayingOutTheTextGives") { try $0.layingOutTheRenderedBytesGivesWhatLayingOutTheTextGives() },
		SuiteTest("tabsBecomeTheStylesIndentationAndConditionalBlocksGoOneLevelDeeper") { $0.tabsBecomeTheStylesIndentationAndConditionalBlocksGoOneLevelDeeper() },
		SuiteTest("caseLabelsMoveOnlyWhenTheStyleIndentsThem") { $0.caseLabelsMoveOnlyWhenTheStyleIndentsThem() },
		SuiteTest("aMultilineStringKeepsItsContentsAndMovesWithItsDelimiter") { $0.aMultilineStringKeepsItsContentsAndMovesWithItsDelimiter() },
		SuiteTest("aLongCallIsSpreadOneArgumentPerLine") { $0.aLongCallIsSpreadOneArgumentPerLine() },
		SuiteTest("aLongJSONSampleBecomesAMultilineLiteralOfTheSameString") { try $0.aLongJSONSampleBecomesAMultilineLiteralOfTheSameString() },
		SuiteTest("aLongSignatureSpreadsItsParametersAndKeepsItsEffectsAfterTheParenthesis") { $0.aLongSignatureSpreadsItsParametersAndKeepsItsEffectsAfterTheParenthesis() },
		SuiteTest("aSpreadCollectionTakesATrailingCommaOnlyWithSeveralElementsAndWhenTheStyleAsksForIt") { $0.aSpreadCollectionTakesATrailingCommaOnlyWithSeveralElementsAndWhenTheStyleAsksForIt() },
		SuiteTest("aComparisonBreaksBeforeItsOperatorAndABlockOnItsStatementsLine") { $0.aComparisonBreaksBeforeItsOperatorAndABlockOnItsStatementsLine() },
		SuiteTest("aClosureOnItsLineGetsItsBodyOnALineOfItsOwn") { $0.aClosureOnItsLineGetsItsBodyOnALineOfItsOwn() },
		SuiteTest("aLongTypeHeaderPutsItsConformancesBelowIt") { $0.aLongTypeHeaderPutsItsConformancesBelowIt() },
		SuiteTest("aLongCommentIsRefilledButTheFilesHeaderIsNot") { $0.aLongCommentIsRefilledButTheFilesHeaderIsNot() },
		SuiteTest("longDecimalLiteralsAreGroupedOutsideStrings") { $0.longDecimalLiteralsAreGroupedOutsideStrings() },
		SuiteTest("importsAreSortedWithTestableOnesLast") { $0.importsAreSortedWithTestableOnesLast() },
		SuiteTest("formattingIsIdempotentAndLeavesShortLinesAlone") { $0.formattingIsIdempotentAndLeavesShortLinesAlone() },
		SuiteTest("aLineOfMoreBytesThanColumnsIsMeasuredInColumns") { $0.aLineOfMoreBytesThanColumnsIsMeasuredInColumns() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SwiftLayoutTests>) async throws { try await test.body(self) }
}
