import Foundation
import Testing

import ScaffoldCore

/// The shell snippets of docs/integration.md: all parse, and the hook and the Xcode scripts do
/// what the document says when run against a stand-in `scaffold`.
struct IntegrationShellSnippetTests {
	static let hookLabel = ".git/hooks/pre-commit"
	static let xcodeLabel = "xcode-run-script"
	static let inputsLabel = "scaffold-inputs.sh"

	/// A stand-in for scaffold: logs its arguments and working directory, prints what
	/// `STUB_PRINT` holds on standard error, and exits with `STUB_STATUS`. Builtins only.
	static let stub = """
		#!/bin/bash
		printf '%s\\n' "$PWD" "$*" >>"$STUB_LOG"
		if [[ -n "${STUB_PRINT:-}" ]]; then printf '%s\\n' "$STUB_PRINT" >&2; fi
		exit "$STUB_STATUS"
		"""

	func everyShellBlockParsesAndTheHookIsABashScript() throws {
		// Every shell block parses.
		let blocks = try IntegrationDoc.load().blocks.filter { ["sh", "bash"].contains($0.language) }
		expectAtLeast(blocks.count, 4)
		let folder = try SnippetFolder()
		for block in blocks {
			let result = try ShellScript(text: block.text).syntaxCheck(in: folder.url)
			expectEqual(result.status, 0, "block at line \(block.line): \(result.errors)")
		}

		// Hook is a bash script.
		try expectPrefix(IntegrationDoc.load().block(labelled: Self.hookLabel).text, "#!/usr/bin/env bash\n")
	}

	/// Runs `label`'s block with the stub on `PATH` (or no scaffold at all when `stubStatus` is nil).
	private func runWithStub(
		_ label: String, stubStatus: Int32?, print: String = "", extra: [String: String] = [:], in folder: borrowing SnippetFolder
	) throws -> (result: ShellScript.Result, log: [String]) {
		let block = try IntegrationDoc.load().block(labelled: label)
		let bin = try folder.folder("bin")
		if stubStatus != nil { try folder.write(Self.stub, to: "bin/scaffold", executable: true) }
		let log = folder.url.appendingPathComponent("stub.log")
		var environment = [
			"PATH": "\(bin.path):/usr/bin:/bin", "HOME": folder.url.path, "STUB_LOG": log.path,
			"STUB_STATUS": String(stubStatus ?? 0), "STUB_PRINT": print,
		]
		environment.merge(extra) { $1 }
		let project = try folder.folder("project")
		let result = try ShellScript(text: block.text).run(environment: environment, in: project)
		let logged = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
		return (result, logged)
	}

	func hookPassesWhenCheckPassesAndRefusesWhenScaffoldIsMissing() throws {
		// Hook passes when check passes.
		do {
			let folder = try SnippetFolder()
			let (result, log) = try runWithStub(Self.hookLabel, stubStatus: 0, in: folder)
			expectEqual(result.status, 0)
			expectEmpty(result.errors)
			expectEqual(log, [folder.url.appendingPathComponent("project").path, "check --quiet"])
		}

		// Hook refuses when scaffold is missing.
		do {
			let folder = try SnippetFolder()
			let (result, _) = try runWithStub(Self.hookLabel, stubStatus: nil, extra: ["PATH": folder.url.path], in: folder)
			expectEqual(result.status, 1)
			expectContains(result.errors, "scaffold is not on PATH")
		}
	}

	static let hookRefusesTheCommitWhenCheckFailsArguments: [(Int32, String)] = [(Int32(1), "drifted"), (2, "invalid"), (70, "failed with status 70")]
	func hookRefusesTheCommitWhenCheckFails(_ status: Int32, _ words: String) throws {
		let folder = try SnippetFolder()
		let (result, log) = try runWithStub(Self.hookLabel, stubStatus: status, in: folder)
		expectEqual(result.status, 1)
		expectContains(result.errors, words, "\(result.errors)")
		expectEqual(log.last, "check --quiet")
	}

	/// Xcode's variables, pointing into the test's folder.
	private func xcodeEnvironment(_ folder: borrowing SnippetFolder) -> [String: String] {
		[
			"SRCROOT": folder.url.appendingPathComponent("project").path,
			"SCRIPT_OUTPUT_FILE_0": folder.url.appendingPathComponent("scaffold-check.stamp").path,
		]
	}

	func xcodeScriptPassesAndStampsWhenCheckPasses() throws {
		let folder = try SnippetFolder()
		let root = folder.url.appendingPathComponent("project").path
		let (result, log) = try runWithStub(Self.xcodeLabel, stubStatus: 0, extra: xcodeEnvironment(folder), in: folder)
		expectEqual(result.status, 0, "\(result.errors)")
		expectEqual(log, [root, "check"])
		expectTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("scaffold-check.stamp").path))
	}

	static let xcodeScriptFailsWithAbsolutePathsWhenCheckFailsArguments: [Int32] = [Int32(1), 2]
	func xcodeScriptFailsWithAbsolutePathsWhenCheckFails(_ status: Int32) throws {
		let folder = try SnippetFolder()
		let root = folder.url.appendingPathComponent("project").path
		let printed = [
			"Specs/Character.json:14:9: error: unknown key 'feilds' in entities[0]; did you mean 'fields'?",
			"Specs/Character.json:2:11: note: first declared here",
			"scaffold.json: warning: unused key",
			"/elsewhere/Spec.json:1:2: error: already absolute",
			"error: not about a file",
			"1 file drifted",
		]
		let (result, _) = try runWithStub(
			Self.xcodeLabel, stubStatus: status, print: printed.joined(separator: "\n"), extra: xcodeEnvironment(folder), in: folder)
		expectEqual(result.status, status)
		// Typed, and outside the macro: inside #expect, the interpolated literals took 700 ms to type-check.
		let expected: [String] = [
			"\(root)/Specs/Character.json:14:9: error: unknown key 'feilds' in entities[0]; did you mean 'fields'?",
			"\(root)/Specs/Character.json:2:11: note: first declared here",
			"\(root)/scaffold.json: warning: unused key",
			"/elsewhere/Spec.json:1:2: error: already absolute",
			"error: not about a file",
			"1 file drifted",
		]
		let lines: [String] = result.output.split(separator: "\n").map(String.init)
		expectEqual(lines, expected)
		expectFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("scaffold-check.stamp").path))
	}

	func xcodeScriptPassesWithoutAnOutputFileAndReportsAMissingScaffold() throws {
		// Xcode script without an output file still passes.
		do {
			let folder = try SnippetFolder()
			let extra = ["SRCROOT": folder.url.appendingPathComponent("project").path]
			let (result, _) = try runWithStub(Self.xcodeLabel, stubStatus: 0, extra: extra, in: folder)
			expectEqual(result.status, 0, "\(result.errors)")
		}

		// Xcode script reports a missing scaffold as a build error.
		do {
			let folder = try SnippetFolder()
			var extra = xcodeEnvironment(folder)
			extra["PATH"] = folder.url.path
			let (result, _) = try runWithStub(Self.xcodeLabel, stubStatus: nil, extra: extra, in: folder)
			expectEqual(result.status, 1)
			expectPrefix(result.output, "error: scaffold is not on PATH")
		}
	}

	func inputListNamesEveryFileCheckReadsThatExists() throws {
		// Input list names every file check reads.
		do {
			let folder = try SnippetFolder()
			let manifest = Manifest(records: [
				.init(path: "Features/Character/Sources/Data/DTOs/CharacterDTO.swift", origin: "Specs/Character.json", templateHash: "t", contentHash: String(repeating: "a", count: 64)),
				.init(path: "Features/Character/Tests/Fixtures/character.json", origin: "Specs/Character.json", templateHash: "t", contentHash: String(repeating: "b", count: 64)),
			])
			try folder.write(String(decoding: manifest.serialized(), as: UTF8.self), to: "project/.scaffold/manifest.json")
			try folder.write("{\"version\": 1}\n", to: "project/scaffold.json")
			try folder.write("{}\n", to: "project/Specs/Character.json")
			try folder.write("{}\n", to: "project/Specs/Old/Episode.json")
			try folder.write("{{name}}\n", to: "project/Templates/dto.mustache")

			let block = try IntegrationDoc.load().block(labelled: Self.inputsLabel)
			let result = try ShellScript(text: block.text).run(environment: ["PATH": "/usr/bin:/bin"], in: try folder.folder("project"))
			expectEqual(result.status, 0, "\(result.errors)")
			let list = try String(contentsOf: folder.url.appendingPathComponent("project/scaffold-inputs.xcfilelist"), encoding: .utf8)
			expectEqual(
				list, """
					$(SRCROOT)/scaffold.json
					$(SRCROOT)/.scaffold/manifest.json
					$(SRCROOT)/Specs/Character.json
					$(SRCROOT)/Specs/Old/Episode.json
					$(SRCROOT)/Templates/dto.mustache
					$(SRCROOT)/Features/Character/Sources/Data/DTOs/CharacterDTO.swift
					$(SRCROOT)/Features/Character/Tests/Fixtures/character.json

					""")
		}

		// Input list skips a missing templates folder.
		do {
			let folder = try SnippetFolder()
			try folder.write(String(decoding: Manifest(records: []).serialized(), as: UTF8.self), to: "project/.scaffold/manifest.json")
			try folder.write("{}\n", to: "project/Specs/Character.json")
			let block = try IntegrationDoc.load().block(labelled: Self.inputsLabel)
			let result = try ShellScript(text: block.text).run(environment: ["PATH": "/usr/bin:/bin"], in: try folder.folder("project"))
			expectEqual(result.status, 0, "\(result.errors)")
			let list = try String(contentsOf: folder.url.appendingPathComponent("project/scaffold-inputs.xcfilelist"), encoding: .utf8)
			expectEqual(list, "$(SRCROOT)/scaffold.json\n$(SRCROOT)/.scaffold/manifest.json\n$(SRCROOT)/Specs/Character.json\n")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<IntegrationShellSnippetTests>] = [
		SuiteTest("everyShellBlockParsesAndTheHookIsABashScript") { try $0.everyShellBlockParsesAndTheHookIsABashScript() },
		SuiteTest("hookPassesWhenCheckPassesAndRefusesWhenScaffoldIsMissing") { try $0.hookPassesWhenCheckPassesAndRefusesWhenScaffoldIsMissing() },
		SuiteTest("xcodeScriptPassesAndStampsWhenCheckPasses") { try $0.xcodeScriptPassesAndStampsWhenCheckPasses() },
		SuiteTest("xcodeScriptPassesWithoutAnOutputFileAndReportsAMissingScaffold") { try $0.xcodeScriptPassesWithoutAnOutputFileAndReportsAMissingScaffold() },
		SuiteTest("inputListNamesEveryFileCheckReadsThatExists") { try $0.inputListNamesEveryFileCheckReadsThatExists() },
	]
		+ SuiteTest<IntegrationShellSnippetTests>.cases("hookRefusesTheCommitWhenCheckFails(_:_:)", hookRefusesTheCommitWhenCheckFailsArguments) { try $0.hookRefusesTheCommitWhenCheckFails($1.0, $1.1) }
		+ SuiteTest<IntegrationShellSnippetTests>.cases("xcodeScriptFailsWithAbsolutePathsWhenCheckFails(_:)", xcodeScriptFailsWithAbsolutePathsWhenCheckFailsArguments) { try $0.xcodeScriptFailsWithAbsolutePathsWhenCheckFails($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<IntegrationShellSnippetTests>) async throws { try await test.body(self) }
}
