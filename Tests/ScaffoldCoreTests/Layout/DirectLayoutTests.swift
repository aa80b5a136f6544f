import Testing

import ScaffoldCore

/// The direct layout (one scan, byte ranges) against the general passes it stands in for: the
/// same bytes wherever it takes a file, and no file taken that a general pass would change
/// beyond its indentation.
struct DirectLayoutTests {
	/// The house style and the three others the layout is checked in.
	static let styles: [CodeStyle] = [
		.house,
		CodeStyle(indentation: .spaces(2), tabWidth: 8, lineLength: 80, indentSwitchCaseLabels: true, multiElementCollectionTrailingCommas: false),
		CodeStyle(indentation: .spaces(4), tabWidth: 4, lineLength: 60),
		CodeStyle(indentation: .tab, lineLength: nil, indentConditionalCompilationBlocks: false, indentSwitchCaseLabels: true),
	]

	func givesTheGeneralPassesBytesForEverySnapshotInEveryStyle() throws {
		let swift = try RepositoryFiles.files(below: "Snapshots").filter { $0.hasSuffix(".swift") }
		// Every third file (each example's files, of every kind): all of them took half a minute.
		let paths = stride(from: 0, to: swift.count, by: 3).map { swift[$0] }
		var taken = 0
		for path in paths {
			// Back in the shape the templates write, as the layout receives it.
			let text = SwiftLayout.templateForm(try RepositoryFiles.text("Snapshots/" + path), style: .house)
			for style in Self.styles {
				guard let direct = DirectLayout.format(text, style: style) else { continue }
				taken += 1
				expectEqual(direct, SwiftLayout.formatByLines(text, style: style), "\(path)")
			}
		}
		// Templates are written in the house style: most files need only their indentation.
		expectGreater(paths.count, 300)
		expectGreater(taken * 2, paths.count * Self.styles.count)
	}

	func snapshotsWithBytesThatMoveTheBracketsLiteralsAndCommasGiveTheGeneralPassesBytes() throws {
		// Quotes, brackets, comments, digits, imports and line breaks put at seeded places: what
		// each step of the direct path decides, on files of the real shape. (Run with every file and
		// six mutations each, unseeded, over 40,000 layouts were taken and none differed.)
		let swift = try RepositoryFiles.files(below: "Snapshots").filter { $0.hasSuffix(".swift") }
		let inserts = ["\"", "[", "]", "(", ")", "{", "}", "#", "//", "\\(", ",", "1234567", "\"\"\"", "[\n", "\n]", "\n", "#\"", "import A\n", "\t"]
		var generator = SeededGenerator(seed: 51)
		var taken = 0
		var laidOut = 0
		for path in stride(from: 2, to: swift.count, by: 25).map({ swift[$0] }) {
			let bytes = Array(SwiftLayout.templateForm(try RepositoryFiles.text("Snapshots/" + path), style: .house).utf8)
			for _ in 0..<2 {
				var mutated = bytes
				for _ in 0..<3 {
					let insert = inserts[Int.random(in: 0..<inserts.count, using: &generator)]
					mutated.insert(contentsOf: insert.utf8, at: Int.random(in: 0...mutated.count, using: &generator))
				}
				let text = String(decoding: mutated, as: UTF8.self)
				for style in Self.styles {
					laidOut += 1
					guard let direct = DirectLayout.format(text, style: style) else { continue }
					taken += 1
					expectEqual(direct, SwiftLayout.formatByLines(text, style: style), "\(path): \(text)")
				}
			}
		}
		expectGreater(laidOut, 400)
		expectGreater(taken * 4, laidOut * 3)
	}

	func snapshotsWhoseLiteralsEndWithTheOtherCommaGiveTheGeneralPassesBytes() throws {
		// The last line before each `]` of real files flipped: its comma removed where it has one,
		// added where it has none. The direct path sets each back in its output (before or after
		// other lines were written, indented or not) as the general passes do, or leaves the file
		// to them; most files stay on the direct path.
		let swift = try RepositoryFiles.files(below: "Snapshots").filter { $0.hasSuffix(".swift") }
		var flippedFiles = 0
		var taken = 0
		for path in stride(from: 1, to: swift.count, by: 7).map({ swift[$0] }) {
			let text = SwiftLayout.templateForm(try RepositoryFiles.text("Snapshots/" + path), style: .house)
			var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
			var flipped = false
			for index in lines.indices.dropLast() where lines[index + 1].drop(while: { $0 == "\t" }).hasPrefix("]") {
				guard !lines[index].isEmpty, !lines[index].hasSuffix("[") else { continue }
				if lines[index].hasSuffix(",") { lines[index].removeLast() } else { lines[index] += "," }
				flipped = true
			}
			guard flipped else { continue }
			flippedFiles += 1
			let mutated = lines.joined(separator: "\n")
			for style in Self.styles {
				guard let direct = DirectLayout.format(mutated, style: style) else { continue }
				taken += 1
				#expect(direct == SwiftLayout.formatByLines(mutated, style: style), "\(path)")
			}
		}
		#expect(flippedFiles > 20 && taken * 2 > flippedFiles * Self.styles.count, "\(taken) of \(flippedFiles) files in \(Self.styles.count) styles")
	}

	func aFileInTheHouseStyleWithoutConditionalBlocksComesBackAsItIs() {
		let text = "import Foundation\nimport Testing\n\nstruct A {\n\tlet b = [1, 2]\n\tlet query = \"\"\"\n\t\tid\n\t\"\"\"\n}\n"
		expectEqual(DirectLayout.format(text, style: .house), text)
		expectEqual(SwiftLayout.format(text, style: .house), text)
	}

	func linesAreReindentedAsTheGeneralPassesDo() {
		let texts = [
			"#if DEBUG\nlet query = \"\"\"\n\tquery {\n\t\tid\n\t}\n\t\"\"\"\n#endif",
			"func f() {\n\tswitch x {\n\tcase 1:\n\t\tg()\n\tdefault: break\n\t}\n\t\t\n}",
			"#if canImport(SwiftData)\nimport SwiftData\n#else\nlet c = [1]\n#endif\n",
			"let s = #\"\"\"\n\tnot \"\"\" closed\n  \"\"\"#\nlet t = 1",
		]
		expectTakenAsTheGeneralPassesLayThemOut(texts)
	}

	func onlyTheLongLinesAreWrappedAsTheGeneralPassesWrapThem() {
		let comment = "// " + Array(repeating: "word", count: 40).joined(separator: " ")
		let texts = [
			// The file's leading comment is never wrapped; a later one is refilled.
			comment + "\nimport Foundation\n\n" + comment + "\nlet a = 1",
			// Inside a call spread over lines, a long argument splits at its commas.
			"f(\n\t\thomepage: try input.homepage.map { (value) throws(MappingError) in try parser.url(value, field: \"homepage\", extra: 1) },\n)",
			"#if DEBUG\n\tlet first = try await sut.characterRepository.getCharacter(identifier: identifier, policy: .localFirst, extra: true)\n#endif",
		]
		expectTakenAsTheGeneralPassesLayThemOut(texts)
		for text in texts {
			expectNotEqual(DirectLayout.format(text, style: .house), text, "\(text)")
		}
	}

	func onlyTheCodesBracketsAboveALongLineAreFollowed() {
		// Split at its commas inside a call's `(` only.
		let long = "first: aLongArgumentNameForTheTest, second: anotherLongArgumentNameForTheTest, third: yetAnotherArgumentName, fourth: andOneMoreArgumentName,"
		let quoted = [
			"let a = \"(\\(f([1, 2]))[\" // (",
			"let a = #\"(\\#(g(\"[\")) {\"#",
			"let q = \"\"\"\n\t(\n\t\"\"\"",
		]
		var texts: [String] = []
		for line in quoted {
			texts.append(line + "\n\t\t" + long)
			texts.append("f(\n\t" + line + "\n\t\t" + long + "\n)")
		}
		expectTakenAsTheGeneralPassesLayThemOut(texts)
		// A bracket in a literal or a comment opens nothing: the long line wraps as it does alone.
		let alone = DirectLayout.format("let a = 1\n\t\t" + long, style: .house).map { Array($0.split(separator: "\n").dropFirst()) }
		let listed = DirectLayout.format("f(\n\t\t" + long + "\n)", style: .house).map { Array($0.split(separator: "\n").dropFirst().dropLast()) }
		expectNotEqual(alone, nil)
		expectNotEqual(alone, listed)
		for line in quoted.prefix(2) {
			let text = DirectLayout.format(line + "\n\t\t" + long, style: .house)
			expectEqual(text.map { Array($0.split(separator: "\n").dropFirst()) }, alone, "\(line)")
		}
	}

	func aFileAnotherPassWouldChangeGoesToTheGeneralPasses() {
		let style = CodeStyle.house
		// A comma to set on a blank line (the literal's last): the general passes' work.
		#expect(DirectLayout.format("let a = [\n\t1,\n\t2,\n\n]", style: style) == nil)
		// Its near misses stay on the direct path.
		for text in ["let a = [1, 2]", "let a = f(\n\t1\n)", "// 1509821326", "let n = 150_982_132", "import Foundation\nimport Testing"] {
			expectNotEqual(DirectLayout.format(text, style: style), nil, "\(text)")
		}
	}

	func aLiteralSpreadOverLinesStaysWhereItsCommaIsAlreadyTheStyles() {
		let house = CodeStyle.house
		// Each literal with the comma the house style wants after its last element: taken, and
		// laid out as the general passes do (which change nothing there).
		let right = [
			"let a = [\n\t1,\n\t2,\n]",
			"let a = [\n\t1, 2,\n]",  // one line, two elements
			"let a = [\n\t[\n\t\t1,\n\t\t2,\n\t],\n\t[3],\n]",  // nested, the inner one closed on its line
			"let a = [\n\t1\n]",  // one element: no comma
			"let a = [\n\tf(\n\t\t1,\n\t\t2\n\t),\n\tg(3),\n]",  // a call's arguments are not the literal's
			"let a = [\n\t1,\n\t2 // the last\n]",  // a trailing comment: left as written
			"let a = f([\n\t\"[\",\n\t\"]\",\n])",  // brackets in literals open and close nothing
			"let a = [\n\tMapperScenario(\n\t\t\"x\"\n\t) {\n\t\ttry run()\n\t},\n\tMapperScenario(\"y\") { try run() },\n]",
		]
		expectTakenAsTheGeneralPassesLayThemOut(right, styles: [house, Self.styles[2], Self.styles[3]])
		// Each with a comma the general passes add or remove: taken, the comma set on the literal's
		// last line in the output (written or not yet, before or after string contents), as the
		// general passes set it. (Without the edit they would come back as they went in.)
		let changed = [
			"let a = [\n\t1,\n\t2\n]",
			"let a = [\n\t1, 2\n]",  // two elements on one line want the comma
			"let a = [\n\t1,\n]",  // one element wants none
			"let a = [\n\t[\n\t\t1,\n\t\t2\n\t],\n\t[3],\n]",  // the inner one
			"let a = [\n\t\"a\", \"b\"\n]",
			"#if DEBUG\nlet a = [\n\t1,\n\t2\n]\n#endif",  // lines already written (indented) when `]` comes
			"let a = [\n\t1,\n\t2\n]\nlet b = [\n\t3,\n]\nlet c = [\n\t4,\n\t5\n]",  // edits one after another
			"let a = [\n\t1,\n\t\"\"\"\n\tx\n\t\"\"\"\n]",  // the last element a multi-line string
			"#if DEBUG\nlet a = [\n\t1,\n\t\"\"\"\n\tx\n\t\"\"\"]\n#endif\nlet b = 2",
		]
		for text in changed {
			#expect(SwiftLayout.formatByLines(text, style: house) != text, "\(text)")
		}
		expectTakenAsTheGeneralPassesLayThemOut(changed + right)
		// Not taken: a blank line before `]` is the literal's last line (the general passes put a
		// comma alone there), and a comma would make the last line one column too long, which
		// wrapping then decides (119 columns at level 1 in the house style's 120 less one).
		let wide = "let a = [\n\t1,\n\t" + String(repeating: "x", count: 115) + "\n]"
		for text in ["let a = [\n\t1,\n\t2,\n\n]", wide] {
			#expect(DirectLayout.format(text, style: house) == nil, "\(text)")
			#expect(SwiftLayout.formatByLines(text, style: house) != text, "\(text)")
		}
		// One column less leaves room for the comma.
		expectTakenAsTheGeneralPassesLayThemOut(["let a = [\n\t1,\n\t" + String(repeating: "x", count: 114) + "\n]"], styles: [house])
	}

	func longNumbersAreGroupedAsTheGeneralPassesGroupThemBeforeWrapping() {
		// 110 bytes at level 2 (8 columns): 118 columns before the digits are grouped, 122 after,
		// more than the house style's 120 less the column it keeps to spare.
		let call = "\t\tlet value = makeValue(first: 1, second: 2, third: 1509821326250, fourth: \"a longer sample of text\", fifth: 12)"
		let texts = [
			"let n = 1509821326",
			"let n = [1509821326250, 1509821326000] // 1509821326",
			"let s = \"1509821326\" + String(1509821326)",
			"let h = 0x1509821326 + value1509821326 + 1509821326.25",
			"func f() {\n" + call + "\n}",
			"f(\n" + call + ",\n)",
			"let a = f(\n\t1509821326,\n\t2\n)",
		]
		expectTakenAsTheGeneralPassesLayThemOut(texts)
		for text in texts.prefix(3) + texts.suffix(3) {
			expectNotEqual(DirectLayout.format(text, style: .house), text, "\(text)")
		}
		// Grouping is what makes the call too long: wrapped, where its digits alone are not.
		let wrapped = DirectLayout.format("func f() {\n" + call + "\n}", style: .house)
		#expect(wrapped?.split(separator: "\n").count ?? 0 > 3)
		#expect(call.utf8.count - 2 + 8 == 118)
	}

	func runsOfImportsAreSortedAsTheGeneralPassesSortThem() {
		let texts = [
			"import Testing\nimport Foundation\n\nstruct A {}",
			"// Header.\nimport Foundation\nimport Testing\nimport ChallengeCore\n@testable import ChallengeNetworking\n@testable import Challenge\nimport Zed",
			"import B\nimport A\n\nimport D\nimport C\n#if canImport(SwiftData)\nimport SwiftData\nimport Observation\n#endif\nimport A",
			"func f() {\n\timport B\n\timport A\n}\nimport C",
			"import Foundation // the first\nimport Testing\nimport Challenge",
		]
		expectTakenAsTheGeneralPassesLayThemOut(texts)
		for text in texts.prefix(3) {
			expectNotEqual(DirectLayout.format(text, style: .house), text, "\(text)")
		}
	}

	func bracketsAfterALiteralOrADivisionAreFollowedAsAWholeLineScanFollowsThem() {
		// Split at its commas only inside a `(` or `[` the lines above leave open.
		let long = "first: aLongArgumentNameForTheTest, second: anotherLongArgumentNameForTheTest, third: yetAnotherArgumentName, fourth: andOneMoreArgumentName,"
		let above = [
			"let a = b / c(",  // a division before the bracket
			"let a = #\"x\"y\"# + f(",  // a raw literal with a quote in it, then code
			"let a = ##\"(\"## + g[",  // its `#`s start it
			"let a = \"\\(f(\"(\"))\" + h(",  // an interpolation with a literal in it
			"let a = \"x\" // (",  // a bracket in a comment
			"let a = [\"x\": 1][\"x\"] ?? f(",
		]
		var texts: [String] = []
		for line in above {
			texts.append(line + "\n\t\t" + long + "\n)")
			texts.append("f(\n\t" + line + "\n\t\t" + long + "\n)")
		}
		expectTakenAsTheGeneralPassesLayThemOut(texts)
	}

	func linesAtTheWrapWidthAreWrappedAsTheGeneralPassesWrapThem() {
		// Every length from under to over the house style's 120 columns, at three levels, inside
		// and outside a list, with an argument list, a comment and a string to wrap at.
		var texts: [String] = []
		for level in 0..<3 {
			let tabs = String(repeating: "\t", count: level)
			for width in 110...125 {
				let room = width - level * 4
				let call = "let value = makeValue(first: 1, second: 2, third: "
				let argument = String(repeating: "x", count: max(1, room - call.count - 1))
				let comment = "// " + Array(repeating: "word", count: room / 5).joined(separator: " ")
				let string = "let sample = \"" + String(repeating: "y", count: max(1, room - 17)) + "\".utf8"
				for line in [call + argument + ")", comment, string] {
					texts.append("let a = 1\n" + tabs + line)
					texts.append("f(\n" + tabs + line + ",\n\t\t" + line + ",\n)")
				}
			}
		}
		expectTakenAsTheGeneralPassesLayThemOut(texts)
	}

	/// Each of `texts`, in every style, taken by the direct layout and laid out as the general passes do.
	private func expectTakenAsTheGeneralPassesLayThemOut(_ texts: [String], styles: [CodeStyle] = DirectLayoutTests.styles) {
		for text in texts {
			for style in styles {
				let direct = DirectLayout.format(text, style: style)
				expectNotEqual(direct, nil, "\(text)")
				expectEqual(direct, SwiftLayout.formatByLines(text, style: style), "\(text)")
			}
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<DirectLayoutTests>] = [
		SuiteTest("givesTheGeneralPassesBytesForEverySnapshotInEveryStyle") { try $0.givesTheGeneralPassesBytesForEverySnapshotInEveryStyle() },
		SuiteTest("snapshotsWithBytesThatMoveTheBracketsLiteralsAndCommasGiveTheGeneralPassesBytes") { try $0.snapshotsWithBytesThatMoveTheBracketsLiteralsAndCommasGiveTheGeneralPassesBytes() },
		SuiteTest("snapshotsWhoseLiteralsEndWithTheOtherCommaGiveTheGeneralPassesBytes") { try $0.snapshotsWhoseLiteralsEndWithTheOtherCommaGiveTheGeneralPassesBytes() },
		SuiteTest("aFileInTheHouseStyleWithoutConditionalBlocksComesBackAsItIs") { $0.aFileInTheHouseStyleWithoutConditionalBlocksComesBackAsItIs() },
		SuiteTest("linesAreReindentedAsTheGeneralPassesDo") { $0.linesAreReindentedAsTheGeneralPassesDo() },
		SuiteTest("onlyTheLongLinesAreWrappedAsTheGeneralPassesWrapThem") { $0.onlyTheLongLinesAreWrappedAsTheGeneralPassesWrapThem() },
		SuiteTest("onlyTheCodesBracketsAboveALongLineAreFollowed") { $0.onlyTheCodesBracketsAboveALongLineAreFollowed() },
		SuiteTest("aFileAnotherPassWouldChangeGoesToTheGeneralPasses") { $0.aFileAnotherPassWouldChangeGoesToTheGeneralPasses() },
		SuiteTest("aLiteralSpreadOverLinesStaysWhereItsCommaIsAlreadyTheStyles") { $0.aLiteralSpreadOverLinesStaysWhereItsCommaIsAlreadyTheStyles() },
		SuiteTest("longNumbersAreGroupedAsTheGeneralPassesGroupThemBeforeWrapping") { $0.longNumbersAreGroupedAsTheGeneralPassesGroupThemBeforeWrapping() },
		SuiteTest("runsOfImportsAreSortedAsTheGeneralPassesSortThem") { $0.runsOfImportsAreSortedAsTheGeneralPassesSortThem() },
		SuiteTest("bracketsAfterALiteralOrADivisionAreFollowedAsAWholeLineScanFollowsThem") { $0.bracketsAfterALiteralOrADivisionAreFollowedAsAWholeLineScanFollowsThem() },
		SuiteTest("linesAtTheWrapWidthAreWrappedAsTheGeneralPassesWrapThem") { $0.linesAtTheWrapWidthAreWrappedAsTheGeneralPassesWrapThem() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<DirectLayoutTests>) async throws { try await test.body(self) }
}
