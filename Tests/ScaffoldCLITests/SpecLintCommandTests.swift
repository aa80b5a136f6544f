import Foundation
import Testing

/// `scaffold spec lint` end to end: exact standard error, empty standard output, exit status.
struct SpecLintCommandTests {
	let scaffold: ScaffoldBinary

	init() throws {
		scaffold = try ScaffoldBinary.locate()
	}

	/// The package root, to read the checked-in examples (never written to).
	static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
		.deletingLastPathComponent()

	/// A spec with two errors and a warning, at known positions.
	static let badSpec = """
		{"version": 1, "feature": "Character",
		"types": [{"name": "Unused", "fields": []}],
		"entities": [{"name": "Character", "feilds": [], "rest": {"path": "/c"}}]}

		"""

	static let badSpecDiagnostics = """
		bad.json:2:11: warning: type 'Unused' is declared but never used
		bad.json:3:14: error: missing required key 'fields' in entities[0]
		bad.json:3:36: error: unknown key 'feilds' in entities[0]; did you mean 'fields'?

		"""

	static let cleanSpec = """
		{"version": 1, "feature": "Search", "userDefaults": [{"name": "RecentSearches", "element": "String"}]}

		"""

	func acceptsTheExamples() throws {
		try scaffold.expect(
			["spec", "lint", "Examples/Character.json"], in: Self.packageRoot,
			.init(status: 0, stdout: "", stderr: "linted 1 spec: no problems\n"))
		let examples = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot.appendingPathComponent("Examples").path)
			.filter { $0.hasSuffix(".json") }.sorted().map { "Examples/" + $0 }
		expectAtLeast(examples.count, 4)
		try scaffold.expect(
			["spec", "lint"] + examples, in: Self.packageRoot,
			.init(status: 0, stdout: "", stderr: "linted \(examples.count) specs: no problems\n"))
	}

	func reportsEveryProblemOfEverySpecThenASummary() throws {
		try TemporaryFolder.with { folder in
			try folder.write(Self.badSpec, to: "bad.json")
			try folder.write(Self.cleanSpec, to: "clean.json")
			try scaffold.expect(
				["spec", "lint", "bad.json"], in: folder.url,
				.init(status: 1, stdout: "", stderr: Self.badSpecDiagnostics + "linted 1 spec: 2 errors, 1 warning\n"))
			try scaffold.expect(
				["spec", "lint", "clean.json", "bad.json"], in: folder.url,
				.init(status: 1, stdout: "", stderr: Self.badSpecDiagnostics + "linted 2 specs: 2 errors, 1 warning\n"))
		}
	}

	func warningsAloneDoNotFail() throws {
		try TemporaryFolder.with { folder in
			try folder.write(
				#"{"version": 1, "feature": "Search", "types": [{"name": "Unused", "enum": [{"name": "a"}]}], "userDefaults": [{"name": "RecentSearches", "element": "String"}]}"#,
				to: "warned.json")
			try scaffold.expect(
				["spec", "lint", "warned.json"], in: folder.url,
				.init(
					status: 0, stdout: "",
					stderr: "warned.json:1:47: warning: type 'Unused' is declared but never used\nlinted 1 spec: 1 warning\n"))
		}
	}

	func reportsJSONSyntaxErrorsWhereTheyAre() throws {
		try TemporaryFolder.with { folder in
			try folder.write("{\"version\": 1,\n  \"feature\": \"A\",,\n}", to: "broken.json")
			try scaffold.expect(
				["spec", "lint", "broken.json"], in: folder.url,
				.init(
					status: 1, stdout: "",
					stderr: "broken.json:2:18: error: expected a string key, found ','\nlinted 1 spec: 1 error\n"))
		}
	}

	func lintsTheProjectsSpecsWithoutArguments() throws {
		try TemporaryFolder.with { folder in
			try folder.write(#"{"version": 1}"#, to: "scaffold.json")
			try folder.write(Self.cleanSpec, to: "Specs/Search.json")
			try folder.write(Self.badSpec, to: "Specs/bad.json")
			try folder.write("not a spec", to: "Specs/notes.txt")
			let diagnostics = Self.badSpecDiagnostics.replacingOccurrences(of: "bad.json", with: "Specs/bad.json")
			try scaffold.expect(
				["spec", "lint"], in: folder.url,
				.init(status: 1, stdout: "", stderr: diagnostics + "linted 2 specs: 2 errors, 1 warning\n"))
			// From a folder below the project, paths stay relative to where the command runs.
			try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
			try scaffold.expect(
				["spec", "lint"], in: folder.url.appendingPathComponent("Sources/App"),
				.init(
					status: 1, stdout: "",
					stderr: diagnostics.replacingOccurrences(of: "Specs/", with: "../../Specs/") + "linted 2 specs: 2 errors, 1 warning\n"))
		}
	}

	func followsTheConfiguredSpecsFolder() throws {
		try TemporaryFolder.with { folder in
			try folder.write(#"{"version": 1, "specs": "Config/Features"}"#, to: "scaffold.json")
			try folder.write(Self.cleanSpec, to: "Config/Features/Search.json")
			try folder.write(Self.badSpec, to: "Specs/Ignored.json")
			try scaffold.expect(["spec", "lint"], in: folder.url, .init(status: 0, stdout: "", stderr: "linted 1 spec: no problems\n"))
		}
	}

	func reportsAnInvalidConfig() throws {
		try TemporaryFolder.with { folder in
			try folder.write("{\"version\": 1, \"spec\": \"Specs\"}", to: "scaffold.json")
			try folder.write(Self.cleanSpec, to: "Specs/Search.json")
			try scaffold.expect(
				["spec", "lint"], in: folder.url,
				.init(status: 2, stdout: "", stderr: "scaffold.json:1:16: error: unknown key 'spec' in scaffold.json; did you mean 'specs'?\n"))
		}
	}

	/// Whether no `scaffold.json` sits in a folder above the temporary folders, where the tests
	/// below would find it instead of using the defaults.
	static let noConfigAboveTemporaryFolders: Bool = {
		var folder = TestFolderNames.directory.standardizedFileURL
		while true {
			if FileManager.default.fileExists(atPath: folder.appendingPathComponent("scaffold.json").path) { return false }
			let parent = folder.deletingLastPathComponent()
			if parent.path == folder.path { return true }
			folder = parent
		}
	}()

	@Test(.enabled(if: noConfigAboveTemporaryFolders)) func warnsAboutAnEmptySpecsFolder() throws {
		try TemporaryFolder.with { folder in
			try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Specs"), withIntermediateDirectories: true)
			try scaffold.expect(
				["spec", "lint"], in: folder.url,
				.init(status: 0, stdout: "", stderr: "Specs: warning: no spec files (*.json) in this folder\nlinted 0 specs: 1 warning\n"))
		}
	}

	func reportsAMissingFileWithStatus66BeforeLintingAnything() throws {
		try TemporaryFolder.with { folder in
			try folder.write(Self.badSpec, to: "bad.json")
			try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("dir.json"), withIntermediateDirectories: true)
			try scaffold.expect(
				["spec", "lint", "bad.json", "missing.json", "dir.json"], in: folder.url,
				.init(
					status: 66, stdout: "",
					stderr: "missing.json: error: cannot read file: no such file or directory\ndir.json: error: cannot read file: is a directory\n"))
		}
	}

	@Test(.enabled(if: noConfigAboveTemporaryFolders)) func reportsAMissingSpecsFolderWithStatus66() throws {
		try TemporaryFolder.with { folder in
			try scaffold.expect(
				["spec", "lint"], in: folder.url,
				.init(
					status: 66, stdout: "",
					stderr: "Specs: error: cannot read file: no such file or directory\nnote: no scaffold.json here or above: looked for specs in 'Specs'\n"))
			try folder.write(#"{"version": 1, "specs": "Features"}"#, to: "scaffold.json")
			try scaffold.expect(
				["spec", "lint"], in: folder.url,
				.init(
					status: 66, stdout: "",
					stderr: "Features: error: cannot read file: no such file or directory\nnote: the specs folder set by scaffold.json\n"))
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecLintCommandTests>] = [
		SuiteTest("acceptsTheExamples") { try $0.acceptsTheExamples() },
		SuiteTest("reportsEveryProblemOfEverySpecThenASummary") { try $0.reportsEveryProblemOfEverySpecThenASummary() },
		SuiteTest("warningsAloneDoNotFail") { try $0.warningsAloneDoNotFail() },
		SuiteTest("reportsJSONSyntaxErrorsWhereTheyAre") { try $0.reportsJSONSyntaxErrorsWhereTheyAre() },
		SuiteTest("lintsTheProjectsSpecsWithoutArguments") { try $0.lintsTheProjectsSpecsWithoutArguments() },
		SuiteTest("followsTheConfiguredSpecsFolder") { try $0.followsTheConfiguredSpecsFolder() },
		SuiteTest("reportsAnInvalidConfig") { try $0.reportsAnInvalidConfig() },
		SuiteTest("reportsAMissingFileWithStatus66BeforeLintingAnything") { try $0.reportsAMissingFileWithStatus66BeforeLintingAnything() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecLintCommandTests>) async throws { try await test.body(self) }
}
