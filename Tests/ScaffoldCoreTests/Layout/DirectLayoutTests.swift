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

	@Test func givesTheGeneralPassesBytesForEverySnapshotInEveryStyle() throws {
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
				#expect(direct == SwiftLayout.formatByLines(text, style: style), "\(path)")
			}
		}
		// Templates are written in the house style: most files need only their indentation.
		#expect(paths.count > 300)
		#expect(taken * 2 > paths.count * Self.styles.count)
	}

	@Test func aFileInTheHouseStyleWithoutConditionalBlocksComesBackAsItIs() {
		let text = "import Foundation\nimport Testing\n\nstruct A {\n\tlet b = [1, 2]\n\tlet query = \"\"\"\n\t\tid\n\t\"\"\"\n}\n"
		expectEqual(DirectLayout.format(text, style: .house), text)
		expectEqual(SwiftLayout.format(text, style: .house), text)
	}

	@Test func linesAreReindentedAsTheGeneralPassesDo() {
		let texts = [
			"#if DEBUG\nlet query = \"\"\"\n\tquery {\n\t\tid\n\t}\n\t\"\"\"\n#endif",
			"func f() {\n\tswitch x {\n\tcase 1:\n\t\tg()\n\tdefault: break\n\t}\n\t\t\n}",
			"#if canImport(SwiftData)\nimport SwiftData\n#else\nlet c = [1]\n#endif\n",
			"let s = #\"\"\"\n\tnot \"\"\" closed\n  \"\"\"#\nlet t = 1",
		]
		expectTakenAsTheGeneralPassesLayThemOut(texts)
	}

	@Test func onlyTheLongLinesAreWrappedAsTheGeneralPassesWrapThem() {
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
			#expect(DirectLayout.format(text, style: .house) != text, "\(text)")
		}
	}

	@Test func onlyTheCodesBracketsAboveALongLineAreFollowed() {
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
		#expect(alone != nil && alone != listed)
		for line in quoted.prefix(2) {
			let text = DirectLayout.format(line + "\n\t\t" + long, style: .house)
			#expect(text.map { Array($0.split(separator: "\n").dropFirst()) } == alone, "\(line)")
		}
	}

	@Test func aFileAnotherPassWouldChangeGoesToTheGeneralPasses() {
		let style = CodeStyle.house
		let openLiteral = "let a = [\n\t1,\n\t2\n]"
		let digits = "let n = 1509821326"
		let imports = "import Testing\nimport Foundation"
		for text in [openLiteral, digits, imports] {
			#expect(DirectLayout.format(text, style: style) == nil, "\(text)")
		}
		// Their near misses stay on the direct path.
		for text in ["let a = [1, 2]", "let a = f(\n\t1\n)", "// 1509821326", "let n = 150_982_132", "import Foundation\nimport Testing"] {
			#expect(DirectLayout.format(text, style: style) != nil, "\(text)")
		}
	}

	/// Each of `texts`, in every style, taken by the direct layout and laid out as the general passes do.
	private func expectTakenAsTheGeneralPassesLayThemOut(_ texts: [String]) {
		for text in texts {
			for style in Self.styles {
				let direct = DirectLayout.format(text, style: style)
				#expect(direct != nil, "\(text)")
				#expect(direct == SwiftLayout.formatByLines(text, style: style), "\(text)")
			}
		}
	}
}
