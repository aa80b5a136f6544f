import Foundation
import Testing

/// Every example's output, and `scaffold init`'s, under the toolchain's `swift format lint
/// --strict` in three configurations (tabs and 120 columns, swift-format's default of 2 spaces
/// and 100 columns, 4 spaces and 120 columns), each the project's `.swift-format`: no finding.
/// Every file passes the whitespace check in its own setup or, where another setup of the same
/// columns per level and line length has the same text but for how its indentation is written
/// (tabs of 4 columns or 4 spaces), in that one; and the default rules in its own setup or, where
/// another setup's file has the same text but for its lines' indentation, in that one
/// (``SwiftFormatClaims``); a file in which no `;` is a token is linted with `DoNotUseSemicolons` off,
/// which finds nothing but semicolon tokens.
/// Only this test runs swift-format; scaffold never does.
struct SwiftFormatLintTests {
	static let configurations: [(name: String, json: String)] = [
		("tabs/120", #"{ "version": 1, "indentation": { "tabs": 1 }, "tabWidth": 4, "lineLength": 120 }"#),
		("2 spaces/100", #"{ "version": 1 }"#),
		("4 spaces/120", #"{ "version": 1, "indentation": { "spaces": 4 }, "lineLength": 120 }"#),
	]

	func everyExampleLintsClean(configuration index: Int) throws {
		let (name, json) = Self.configurations[index]
		try ProjectSandbox.with(.empty) { project in
			try project.write(json, to: ".swift-format")
			let initialized = try project.run(["init", "--name", "App"])
			try #require(initialized.status == 0, "\(initialized)")
			// Release by release, from the same spec paths, as an app would have shipped them: every
			// example's first release (`History/<Example>.v1.json`, …, or the spec itself), then each
			// example's next release over it, and so on. A round that changes several examples is one
			// `feature --all` run (the others come out identical), since a run plans and reads the
			// project once; a round of one or two examples runs those features alone. The same files
			// as one run per release (19 runs), in 5 runs (docs/performance.md).
			let releases = try Self.releases()
			for round in 0..<(releases.map(\.specs.count).max() ?? 0) {
				let changed = releases.filter { $0.specs.count > round }.map { (file: $0.file, spec: $0.specs[round]) }
				for (file, spec) in changed {
					try project.write(String(decoding: try Data(contentsOf: spec), as: UTF8.self), to: "Specs/" + file)
				}
				if changed.count > 2 {
					let all = try project.run(["feature", "--all"])
					try #require(all.status == 0, "round \(round + 1), feature --all: \(all)")
					continue
				}
				for (file, spec) in changed {
					let feature = try require(JSONSerialization.jsonObject(with: Data(contentsOf: spec)) as? [String: Any])["feature"] as? String
					let result = try project.run(["feature", try require(feature), "--spec", "Specs/" + file])
					try #require(result.status == 0, "\(spec.lastPathComponent): \(result)")
				}
			}
			let swiftFiles = try Self.lintedFiles(project.url)
			try #require(swiftFiles.count > 1_000, "\(name): only \(swiftFiles.count) Swift files were generated")
			let claims = try SwiftFormatClaims.shared.claim(swiftFiles, in: project.url, style: SwiftFormatClaims.Style(configuration: json))
			for (what, lint) in [
				("rules and whitespace", try Self.lint(project.url, claims.whole)),
				(
					"rules but DoNotUseSemicolons (no `;` is a token), and whitespace",
					try Self.lint(project.url, claims.wholeWithoutSemicolons, configuration: Self.withoutSemicolonRule(json))
				),
				("whitespace", try Self.lint(project.url, claims.whitespaceOnly, configuration: Self.whitespaceOnly(json))),
			] {
				expectEqual(lint.status, 0, "\(name), \(what): \(lint.findings.count) findings:\n\(lint.findings.prefix(40).joined(separator: "\n"))")
				expectEmpty(lint.findings, "\(name), \(what): \(lint.findings.count) findings:\n\(lint.findings.prefix(40).joined(separator: "\n"))")
			}
		}
	}

	/// Each example's file name with its releases in order: the earlier ones of `Examples/History/`
	/// (`<Example>.v1.json`, `<Example>.v2.json`, …), then the spec of `Examples/` itself.
	static func releases() throws -> [(file: String, specs: [URL])] {
		let examples = RepositoryRoot.url.appendingPathComponent("Examples")
		let history = try FileManager.default.contentsOfDirectory(atPath: examples.appendingPathComponent("History").path)
		return try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted().filter { $0.hasSuffix(".json") }.map { file in
			let name = String(file.dropLast(".json".count))
			let earlier = history.filter { $0.hasPrefix(name + ".v") }.sorted { ($0.count, $0) < ($1.count, $1) }
			return (file, earlier.map { examples.appendingPathComponent("History/" + $0) } + [examples.appendingPathComponent(file)])
		}
	}

	/// swift-format's rules read no indentation, which the setups' claims rely on: a file that breaks
	/// 15 of them gets the same findings, line by line, in each setup's indentation and style, and the
	/// configuration with every rule off finds the white space alone.
	func theRulesReadNoIndentation() throws {
		let planted = """
			import Foundation
			import Dispatch

			/** A block comment documents. */
			public struct bad_Name {
			\tlet value: Optional<Int> = nil
			\tvar café = 1

			\tfunc f() -> () {
			\t\tif (value == nil) { print(1); print(2) }
			\t\t[1, 2].forEach { print($0) }
			\t\tswitch café {
			\t\tcase 1: fallthrough
			\t\tcase 2: break
			\t\tdefault: break
			\t\t}
			\t\tvar x = 0
			\t\tprint(x = 1)
			\t\tif let _ = Optional(1) {}
			\t\t_ = [1].map() { $0 }
			\t\tlet  spaced = 1
			\t}
			}

			public extension bad_Name {
			\tfunc g() {}
			}

			enum E {
			\tindirect case a(E)
			\tindirect case b(E)
			}

			"""
		let rules = try Self.ruleNames.get()
		var findingsBySetup: [[String]] = []
		for (index, indentation) in ["\t", "  ", "    "].enumerated() {
			try TemporaryFolder.with { folder in
				try folder.write(planted.replacingOccurrences(of: "\t", with: indentation), to: "Planted.swift")
				let lint = try Self.lint(folder.url, ["Planted.swift"], configuration: Self.configurations[index].json)
				// Each rule's finding without its column, which the indentation moves.
				findingsBySetup.append(lint.findings.compactMap { finding in
					let parts = finding.split(separator: ":", maxSplits: 3).map(String.init)
					guard parts.count == 4, rules.contains(where: { parts[3].contains("[\($0)]") }) else { return nil }
					return parts[1] + ":" + parts[3]
				}.sorted())
				if index == 0 {
					let whitespace = try Self.lint(folder.url, ["Planted.swift"], configuration: Self.whitespaceOnly(Self.configurations[0].json))
					expectEqual(whitespace.findings.filter { finding in rules.contains { finding.contains("[\($0)]") } }, [])
					expectContains(whitespace.findings, "Planted.swift:21:6: error: [Spacing] remove 1 space")
				}
			}
		}
		expectEqual(rules.filter { rule in findingsBySetup[0].contains { $0.contains("[\(rule)]") } }.count, 15, "\(findingsBySetup[0])")
		expectEqual(findingsBySetup[1], findingsBySetup[0])
		expectEqual(findingsBySetup[2], findingsBySetup[0])
	}

	/// Each check of a text is claimed once: the rules by its text without indentation, the white space
	/// by its text with its indentation in spaces, among setups of the same columns per level and line
	/// length; a line whose leading white space is not whole levels, or a text that may hold lines
	/// whose leading white space is content, keeps its setup's own whitespace check.
	func theClaimsLeaveEachCheckToOneSetup() throws {
		let (tabs, twoSpaces, fourSpaces) = try (
			SwiftFormatClaims.Style(configuration: Self.configurations[0].json),
			SwiftFormatClaims.Style(configuration: Self.configurations[1].json),
			SwiftFormatClaims.Style(configuration: Self.configurations[2].json))
		let text = "struct S {\n\tfunc f() {\n\t\tprint(1)\n\t}\n}\n"
		func indented(_ text: String, _ unit: String) -> Data { Data(text.replacingOccurrences(of: "\t", with: unit).utf8) }
		let claims = SwiftFormatClaims()
		expectEqual(claims.claim(indented(text, "\t"), style: tabs), .whole)
		expectEqual(claims.claim(indented(text, "    "), style: fourSpaces), .none)
		expectEqual(claims.claim(indented(text, "  "), style: twoSpaces), .whitespaceOnly)
		expectEqual(claims.claim(indented(text, "  "), style: twoSpaces), .none)
		// One space too many: not whole levels, so checked where it is.
		expectEqual(claims.claim(indented(text.replacingOccurrences(of: "print", with: " print"), "    "), style: fourSpaces), .whitespaceOnly)
		// Tabs in the 4-space setup: not its unit.
		expectEqual(claims.claim(indented(text, "\t"), style: fourSpaces), .whitespaceOnly)
		// Lines whose leading white space may be content, in a multi-line string or a block comment.
		for content in ["\tlet s = \"\"\"\n\t\tx\n\t\t\"\"\"\n", "\t/*\n\t x\n\t*/\n"] {
			let withContent = text.replacingOccurrences(of: "\t\tprint(1)\n", with: content)
			expectEqual(claims.claim(indented(withContent, "\t"), style: tabs), .whole)
			expectEqual(claims.claim(indented(withContent, "    "), style: fourSpaces), .whitespaceOnly)
		}
		// More than indentation differs: the rules too.
		expectEqual(claims.claim(indented(text.replacingOccurrences(of: "print(1)", with: "print(2)"), "    "), style: fourSpaces), .whole)
	}

	/// What the setups' whitespace claims rely on (``SwiftFormatClaims``): swift-format's printer, at
	/// 120 columns, prints a file indented with tabs of 4 columns as it prints the same file indented
	/// with 4 spaces per tab, but for how the indentation is written; and the whitespace check, which
	/// finds where a file differs from what the printer prints, finds faults on the same lines of
	/// both. Planted: a line of exactly 120 columns three levels deep is kept in both, one of 121 is
	/// wrapped in both (a printer that counted a tab as one column would keep it in tabs), and extra
	/// spaces, a level too deep, trailing white space and a second blank line are found in both.
	func tabsOfFourColumnsAndFourSpacesPrintAlike() throws {
		// 12 columns of indentation and 108 characters: 120 columns.
		let exactly120 = "\t\t\treturn [value, value, value, value, value, value, value, value, value, value].count + 1_000_000 + 20_000_000"
		let columns121 = exactly120.replacingOccurrences(of: "20_000_000", with: "300_000_000")
		let planted = """
			import Foundation

			/// A planted type.
			public struct Planted {
			\tpublic let value: Int

			\tpublic func clean() -> Int {
			\t\tif value > 0 {
			\(exactly120)
			\t\t}
			\t\treturn 0
			\t}

			\tpublic func dirty() -> Int {
			\t\tlet  spaced = 1
			\t\t\tlet deeper = 2
			\t\tlet trailing = 3\u{20}
			\t\tlet blank = 4


			\t\tif value > 0 {
			\(columns121)
			\t\t}
			\t\treturn spaced + deeper + trailing + blank
			\t}
			}

			"""
		try #require(exactly120.count + 3 * 3 == 120, "the clean line is \(exactly120.count + 3 * 3) columns")
		func inSpaces(_ text: String) -> String { text.replacingOccurrences(of: "\t", with: "    ") }
		var printed: [String] = []
		var linesWithFindings: [[String]] = []
		for (index, text) in [(0, planted), (2, inSpaces(planted))] {
			try TemporaryFolder.with { folder in
				let configuration = try Self.whitespaceOnly(Self.configurations[index].json)
				try folder.write(text, to: "Planted.swift")
				let lint = try Self.lint(folder.url, ["Planted.swift"], configuration: configuration)
				linesWithFindings.append(lint.findings.map { String($0.split(separator: ":")[1]) })
				printed.append(try Self.format(folder.url, "Planted.swift", configuration: configuration))
				try folder.write(printed[printed.count - 1], to: "Printed.swift")
				let printedLint = try Self.lint(folder.url, ["Printed.swift"], configuration: configuration)
				expectEqual(printedLint.status, 0, "\(printedLint.findings)")
			}
		}
		expectEqual(printed[1], inSpaces(printed[0]))
		let printedLines = printed[0].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
		expectContains(printedLines, exactly120)
		expectLacks(printedLines, columns121)
		expectEqual(linesWithFindings[0], ["15", "16", "17", "18", "20", "22"])
		expectEqual(linesWithFindings[1], linesWithFindings[0])
	}

	/// What the semicolon claim relies on (``SwiftFormatClaims/mayHoldSemicolonToken(_:)``): with the
	/// default rules, `DoNotUseSemicolons` finds a `;` that is a token, and nothing where the scanner says
	/// no `;` is one (in comments, in strings, beside escaped quotes and `//` in strings). Lines the scanner
	/// cannot read as plainly (an interpolation, a raw string, a multi-line string, a block comment, a
	/// `/` or a raw identifier before the `;`) count as holding one, whether the rule finds it or not.
	func theSemicolonRuleFindsOnlySemicolonTokens() throws {
		// Each case: a line of a function body, and whether the scanner may clear it.
		let cases: [(line: String, cleared: Bool)] = [
			("let a = 1; let b = 2", false),
			("let a = 1;", false),
			("let a = 1 // one; two", true),
			("/// one; two", true),
			("let s = \"one; two\"", true),
			("print(\"say \\\"a\\\"; b\", \"c\")", true),
			("let s = \"a\\\\\"; let t = 1", false),
			("let s = \"http://x\"; let t = 1", false),
			("let s = \"// not a comment\"; let t = 1", false),
			("let s = \"\\({ let a = 1; return a }())\"", false),
			("let s = #\"one; two\"#", false),
			("let s = \"\"\"\n\t\tone; two\n\t\t\"\"\"", false),
			("/* one; two */ let a = 1", false),
			("let r = a / 2; let t = 1", false),
			("let `a b` = \"x\"; let t = 1", false),
			("let s = \"a\" + \"b\"; let t = 1", false),
		]
		try #require(Self.ruleNames.get().contains("DoNotUseSemicolons"))
		// One file per case, linted in one process.
		let texts = cases.map { "func f() {\n\t\($0.line)\n\tprint(0)\n}\n" }
		let lint = try TemporaryFolder.with { folder in
			for (index, text) in texts.enumerated() { try folder.write(text, to: "Case\(index).swift") }
			return try Self.lint(folder.url, texts.indices.map { "Case\($0).swift" }, configuration: Self.configurations[0].json)
		}
		for ((line, cleared), (index, text)) in zip(cases, texts.enumerated()) {
			expectEqual(SwiftFormatClaims.mayHoldSemicolonToken(Data(text.utf8)), !cleared, "\(line)")
			// Where the rule found something in this case (swift-format 6.3 reports a `;` once per
			// enclosing statement list).
			let found = Set(lint.findings.filter { $0.hasPrefix("Case\(index).swift:") && $0.contains("[DoNotUseSemicolons]") }
				.map { $0.split(separator: ":").prefix(3).joined(separator: ":") })
			if cleared {
				expectEqual(found, [], "\(line): the rule found a `;` the scanner cleared")
			} else if line.hasPrefix("let a = 1") {
				expectEqual(found, ["Case\(index).swift:2:11"], "\(line): \(lint.findings)")
			}
		}
		// Without any `;`, nothing to find; one in code at the end of a file still counts.
		expectEqual(SwiftFormatClaims.mayHoldSemicolonToken(Data("let a = 1\n".utf8)), false)
		expectEqual(SwiftFormatClaims.mayHoldSemicolonToken(Data("let a = 1 // x\nlet b = 2;".utf8)), true)
	}

	/// The Swift files `swift format lint --recursive Features Libraries Package.swift` lints, relative to `root`.
	static func lintedFiles(_ root: URL) throws -> [String] {
		var files = ["Package.swift"]
		for folder in ["Features", "Libraries"] {
			let paths = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent(folder).path)
			files += paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
		}
		return files
	}

	/// swift-format's rules by the names its configuration gives them, each on or off as a configuration
	/// without `"rules"` has it (`swift format dump-configuration`).
	static let defaultRules: Result<[String: Bool], any Error> = Result {
		let process = Process()
		process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
		process.arguments = ["swift", "format", "dump-configuration"]
		let output = Pipe()
		process.standardOutput = output
		try process.run()
		let data = output.fileHandleForReading.readDataToEndOfFile()
		process.waitUntilExit()
		let configuration = try JSONSerialization.jsonObject(with: data) as? [String: Any]
		return try require(configuration?["rules"] as? [String: Bool], "swift format dump-configuration: \(String(decoding: data, as: UTF8.self))")
	}

	/// swift-format's rules, by the names its configuration gives them.
	static let ruleNames: Result<[String], any Error> = defaultRules.map { $0.keys.sorted() }

	/// The configuration `json` with every rule off: swift-format then makes its whitespace check alone.
	static func whitespaceOnly(_ json: String) throws -> String {
		try withRules(json) { _ in false }
	}

	/// The configuration `json` with its default rules but `DoNotUseSemicolons`, for files in which no
	/// `;` is a token (``SwiftFormatClaims/mayHoldSemicolonToken(_:)``).
	static func withoutSemicolonRule(_ json: String) throws -> String {
		let rules = try defaultRules.get()
		try #require(rules["DoNotUseSemicolons"] == true, "swift-format's default rules: \(rules)")
		return try withRules(json) { $0 != "DoNotUseSemicolons" && rules[$0] == true }
	}

	/// The configuration `json` with each rule on where `isOn` says so.
	static func withRules(_ json: String, _ isOn: (String) -> Bool) throws -> String {
		var configuration = try require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
		configuration["rules"] = Dictionary(uniqueKeysWithValues: try ruleNames.get().map { ($0, isOn($0)) })
		return String(decoding: try JSONSerialization.data(withJSONObject: configuration, options: [.sortedKeys]), as: UTF8.self)
	}

	/// What `swift format format` prints for `file` (relative to `root`) with `configuration`.
	static func format(_ root: URL, _ file: String, configuration: String) throws -> String {
		let process = Process()
		process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
		process.arguments = ["swift", "format", "format", "--configuration", configuration, file]
		process.currentDirectoryURL = root
		let output = Pipe()
		process.standardOutput = output
		try process.run()
		let data = output.fileHandleForReading.readDataToEndOfFile()
		process.waitUntilExit()
		try #require(process.terminationStatus == 0, "swift format format \(file): status \(process.terminationStatus)")
		return String(decoding: data, as: UTF8.self)
	}

	/// `swift format lint --strict` over `files` (relative to `root`) with the project's `.swift-format`,
	/// or `configuration` when given: its status (not 0 when it found something or could not run) and
	/// one line per finding. No files, no run.
	///
	/// `--parallel` lints the files on every core: the three setups' lints are the longest steps of
	/// `swift test` (about 10 s of CPU each), and one that Swift Testing happens to start last would
	/// otherwise run alone on one core while the other waits (docs/performance.md). Beside other
	/// tests it takes the same CPU time.
	static func lint(_ root: URL, _ files: [String], configuration: String? = nil) throws -> (status: Int32, findings: [String]) {
		guard !files.isEmpty else { return (0, []) }
		let process = Process()
		process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
		process.arguments = ["swift", "format", "lint", "--strict", "--parallel"]
			+ (configuration.map { ["--configuration", $0] } ?? []) + files
		process.currentDirectoryURL = root
		let errors = Pipe()
		process.standardError = errors
		process.standardOutput = FileHandle.nullDevice
		try process.run()
		let data = errors.fileHandleForReading.readDataToEndOfFile()
		process.waitUntilExit()
		let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
		let findings = lines.filter { $0.contains(": error: [") || $0.contains(": warning: [") }
		// A failure to run at all (no swift-format in the toolchain) shows as its message.
		return (process.terminationStatus, findings.isEmpty && process.terminationStatus != 0 ? lines : findings)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SwiftFormatLintTests>] = [
		SuiteTest("theRulesReadNoIndentation") { try $0.theRulesReadNoIndentation() },
		SuiteTest("theClaimsLeaveEachCheckToOneSetup") { try $0.theClaimsLeaveEachCheckToOneSetup() },
		SuiteTest("tabsOfFourColumnsAndFourSpacesPrintAlike") { try $0.tabsOfFourColumnsAndFourSpacesPrintAlike() },
		SuiteTest("theSemicolonRuleFindsOnlySemicolonTokens") { try $0.theSemicolonRuleFindsOnlySemicolonTokens() },
	]
		+ SuiteTest<SwiftFormatLintTests>.cases("everyExampleLintsClean(configuration:)", 0..<3) { try $0.everyExampleLintsClean(configuration: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SwiftFormatLintTests>) async throws { try await test.body(self) }
}
