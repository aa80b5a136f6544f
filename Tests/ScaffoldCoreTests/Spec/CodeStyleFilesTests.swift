import Testing

import ScaffoldCore

struct CodeStyleFilesTests {
	private func config(_ text: String = #"{ "version": 1 }"#) throws -> ProjectConfig {
		try require(ProjectConfig.load(bytes: Array(text.utf8), path: "scaffold.json").config)
	}

	private func styled(
		_ config: ProjectConfig, swiftFormat: String? = nil, editorConfig: String? = nil
	) -> (style: CodeStyle?, diagnostics: [String]) {
		let result = config.applyingStyleFiles(
			swiftFormat: swiftFormat.map { (Array($0.utf8), ".swift-format") },
			editorConfig: editorConfig.map { (Array($0.utf8), ".editorconfig") })
		return (result.config?.codeStyle, result.diagnostics.map(\.description))
	}

	func withoutFilesTheHouseStyleHolds() throws {
		expectEqual(styled(try config()).style, .house)
		expectEqual(CodeStyle.house.indentation, .tab)
		expectEqual(CodeStyle.house.lineLength, 120)
		expectTrue(CodeStyle.house.indentConditionalCompilationBlocks)
	}

	func aSwiftFormatConfigurationSetsTheStyle() throws {
		let swiftFormat = #"""
			{ "version": 1, "indentation": { "spaces": 4 }, "lineLength": 110, "tabWidth": 2,
			  "indentConditionalCompilationBlocks": false, "indentSwitchCaseLabels": true,
			  "multiElementCollectionTrailingCommas": false, "rules": { "OrderedImports": true } }
			"""#
		let style = try require(styled(try config(), swiftFormat: swiftFormat, editorConfig: "[*]\nindent_style = tab\n").style)
		expectEqual(style, CodeStyle(
			indentation: .spaces(4), tabWidth: 2, lineLength: 110, indentConditionalCompilationBlocks: false,
			indentSwitchCaseLabels: true, multiElementCollectionTrailingCommas: false))
	}

	func scaffoldJSONWinsOverTheFiles() throws {
		let project = try config(#"{ "version": 1, "indent": 3, "format": { "lineLength": 90, "indentSwitchCaseLabels": true } }"#)
		let style = try require(styled(project, swiftFormat: #"{ "indentation": { "tabs": 1 }, "lineLength": 150 }"#).style)
		expectEqual(style.indentation, .spaces(3))
		expectEqual(style.lineLength, 90)
		expectTrue(style.indentSwitchCaseLabels)
		expectEqual(project.codeStyle.lineLength, 90, "without files, scaffold.json's settings hold over the house style")
	}

	func aSwiftFormatConfigurationScaffoldCannotFollowIsLocated() throws {
		// A bad swift format configuration is an error at its value.
		do {
			let result = styled(try config(), swiftFormat: "{\n  \"indentation\": { \"tabs\": 2 },\n  \"lineLength\": \"wide\"\n}")
			expectEqual(result.style, nil)
			expectEqual(result.diagnostics, [
				".swift-format:2:28: error: scaffold indents with one tab per level; indentation.tabs must be 1, found 2",
				".swift-format:3:17: error: expected a whole number for lineLength, found a string",
			])
			expectEqual(styled(try config(), swiftFormat: "{ \"lineLength\": 100,").diagnostics.first?.hasPrefix(".swift-format:1:"), true)
		}

		// A setting scaffold cannot follow is a warning.
		do {
			let result = styled(try config(), swiftFormat: #"{ "respectsExistingLineBreaks": false }"#)
			expectEqual(result.style, .swiftFormatDefaults, "what a .swift-format leaves out is swift-format's default")
			#expect(result.diagnostics.count == 1 && result.diagnostics[0].hasPrefix(".swift-format:1:33: warning: scaffold wraps long lines"))
		}
	}

	func anEditorConfigIsReadWhenThereIsNoSwiftFormatConfigurationAndItsBadValuesIgnored() throws {
		// An editor config is read when there is no swift format configuration.
		let editorConfig = """
			root = true

			[*]
			indent_style = tab
			max_line_length = 140

			[*.{swift,m}]
			indent_style = space
			indent_size = 2

			[*.md]
			indent_size = 8

			[Sources/**.swift]
			max_line_length = 80
			"""
		let style = try require(styled(try config(), editorConfig: editorConfig).style)
		expectEqual(style.indentation, .spaces(2))
		expectEqual(style.lineLength, 140)
		let off = try require(styled(try config(), editorConfig: "[*.swift]\nmax_line_length = off\nindent_style = tab\ntab_width = 2").style)
		expectEqual(off.lineLength, nil)
		expectEqual(off.indentation, .tab)
		expectEqual(off.tabWidth, 2)

		// An editor config value outside the specification is ignored with a warning at it.
		let result = styled(try config(), editorConfig: "[*]\nindent_style = spaces\nmax_line_length =  wide\n")
		expectEqual(result.style, .house)
		expectEqual(result.diagnostics, [
			".editorconfig:2:16: warning: indent_style = spaces is not 'tab' or 'space'; ignored",
			".editorconfig:3:20: warning: max_line_length = wide is not 'off' or a length from 40 to 1000; ignored",
		])
	}

	func scaffoldJSONsFormatIsCheckedWhereItIsWritten() {
		let text = "{ \"version\": 1, \"format\": { \"lineLength\": 10, \"tabWidth\": 0, \"indent\": \"tabs\", \"wrap\": true } }"
		let diagnostics = ProjectConfig.load(bytes: Array(text.utf8), path: "scaffold.json").diagnostics.map(\.description)
		expectEqual(diagnostics, [
			"scaffold.json:1:43: error: format.lineLength must be from 40 to 1000, found 10",
			"scaffold.json:1:59: error: format.tabWidth must be from 1 to 16, found 0",
			"scaffold.json:1:72: error: expected 'tab' or a number of spaces from 1 to 16 for format.indent, found 'tabs'",
			"scaffold.json:1:80: error: unknown key 'wrap' in format",
		])
	}

	func editorConfigGlobsMatchSwiftFileNames() {
		for glob in ["*", "*.swift", "**.swift", "*.{swift,m}", "{*.md,*.swift}", "File.swif?"] {
			#expect(GlobPattern.matchesSwiftFile(glob), "\(glob)")
		}
		for glob in ["*.md", "*.{m,h}", "Package.swift"] {
			#expect(!GlobPattern.matchesSwiftFile(glob), "\(glob)")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<CodeStyleFilesTests>] = [
		SuiteTest("withoutFilesTheHouseStyleHolds") { try $0.withoutFilesTheHouseStyleHolds() },
		SuiteTest("aSwiftFormatConfigurationSetsTheStyle") { try $0.aSwiftFormatConfigurationSetsTheStyle() },
		SuiteTest("scaffoldJSONWinsOverTheFiles") { try $0.scaffoldJSONWinsOverTheFiles() },
		SuiteTest("aSwiftFormatConfigurationScaffoldCannotFollowIsLocated") { try $0.aSwiftFormatConfigurationScaffoldCannotFollowIsLocated() },
		SuiteTest("anEditorConfigIsReadWhenThereIsNoSwiftFormatConfigurationAndItsBadValuesIgnored") { try $0.anEditorConfigIsReadWhenThereIsNoSwiftFormatConfigurationAndItsBadValuesIgnored() },
		SuiteTest("scaffoldJSONsFormatIsCheckedWhereItIsWritten") { $0.scaffoldJSONsFormatIsCheckedWhereItIsWritten() },
		SuiteTest("editorConfigGlobsMatchSwiftFileNames") { $0.editorConfigGlobsMatchSwiftFileNames() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<CodeStyleFilesTests>) async throws { try await test.body(self) }
}
