import Foundation
import Testing

import ScaffoldCore
import ScaffoldFuzzing

/// A spec with quotes, backslashes, `"""` and line breaks in every string that reaches Swift
/// (`fuzz-corpus/specs/Escaping.json`): lint accepts it, every generated file parses, and the
/// strings mean at run time exactly what the spec says (the Swift compiler itself reads the
/// generated literals back). The fuzzer's kept failures are replayed the same way.
struct EscapingCompileTests {
	static let specPath = "Tests/Fixtures/fuzz-corpus/specs/Escaping.json"

	private func generate() throws -> [OutputFile] {
		let bytes = Array(try RepositoryFiles.text(Self.specPath).utf8)
		let output = FeatureGeneration.run(
			specBytes: bytes, specPath: "Specs/Escaping.json", config: .defaults, generator: try SharedGeneration.generator())
		expectEqual(output.diagnostics.map(\.description), [])
		return output.files
	}

	private static var environment: [String: String] {
		let inherited = ProcessInfo.processInfo.environment
		return ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": inherited["HOME"] ?? NSTemporaryDirectory()]
	}

	/// The escaping spec and every failure the fuzzer kept (`crashers/`, minimised): each passes
	/// the fuzzer's checks, and what lint accepts generates Swift that the parser accepts
	/// (`swiftc -frontend -parse`, as `.ci/run` parses the snapshots).
	func everyCorpusSpecPassesTheFuzzChecksAndParses() throws {
		let generator = try SharedGeneration.generator()
		let folder = try SnippetFolder()
		var accepted: [String] = []
		let paths = try RepositoryFiles.files(below: "Tests/Fixtures/fuzz-corpus").filter { $0.hasSuffix(".json") && !$0.hasSuffix(".context.json") }
		expectContains(paths, "specs/Escaping.json")
		for path in paths {
			let bytes = Array(try RepositoryFiles.text("Tests/Fixtures/fuzz-corpus/" + path).utf8)
			let result = FuzzChecks.spec(bytes, path: "Specs/Fuzz.json", generator: generator)
			expectEqual(result.problems, [], "\(path)")
			guard result.accepted else { continue }
			accepted.append(path)
			let stem = path.replacingOccurrences(of: "/", with: "-")
			for file in result.files where file.path.hasSuffix(".swift") { try folder.write(file.contents, to: stem + "/" + file.path) }
		}
		expectAtLeast(accepted.count, 2, "\(accepted)")
		// One frontend parses every file of every spec: `swiftc -parse` starts a frontend per file
		// (hundreds here, most of this test's CPU) and refuses two files of the same name in one
		// call, which the frontend parsing alone does not mind. Any syntax error fails it.
		let script = #"find . -name '*.swift' -print0 | xargs -0 swiftc -frontend -parse"#
		let result = try ShellScript(text: script).run(environment: Self.environment, in: folder.url)
		expectEqual(result.status, 0, "\(result.errors)")
	}

	func generatedLiteralsHoldTheSpecsStringsAtRunTime() throws {
		let files = try generate()
		func line(_ path: String, containing marker: String) throws -> String {
			let file = try require(files.first { $0.path.hasSuffix(path) }, "\(path)")
			return try require(file.contents.split(separator: "\n").first { $0.contains(marker) }.map(String.init), "\(marker) in \(path)")
		}
		let keys = try line("KeysUserDefaultsDataSource.swift", containing: "private let key = ")
		let slashes = try line("SlashesUserDefaultsDataSource.swift", containing: "private let key = ")
		let detail = try line("NoteRESTDataSource.swift", containing: "let endpoint = Endpoint(path: ")
		let detailPath = try require(detail.range(of: "Endpoint(path: ").map { String(detail[$0.upperBound...].dropLast()) })
		let envelope = try line("NoteRESTDataSource.swift", containing: "case payload = ").replacingOccurrences(of: "case payload = ", with: "")
		let wrapping = try line("NoteRESTDataSourceTests.swift", containing: ".utf8) + (try loadJSONData(filename))")
		let opening = try require(wrapping.range(of: "Data(").flatMap { start in
			wrapping.range(of: ".utf8) + (try").map { String(wrapping[start.upperBound..<$0.lowerBound]) }
		})
		// The generated declarations, pasted verbatim into a program that prints what they hold.
		let program = """
			\(keys.replacingOccurrences(of: "private let key", with: "let keys"))
			\(slashes.replacingOccurrences(of: "private let key", with: "let slashes"))
			let identifier = 7
			let detail = \(detailPath)
			let envelope = \(envelope.trimmingCharacters(in: .whitespaces))
			let opening = \(opening)
			print([keys, slashes, detail, envelope, opening].joined(separator: "\\u{0}"), terminator: "")
			"""
		let folder = try SnippetFolder()
		try folder.write(program, to: "main.swift")
		let result = try ShellScript(text: "swiftc -o literals main.swift && ./literals").run(environment: Self.environment, in: folder.url)
		expectEqual(result.status, 0, "\(result.errors)")
		expectEqual(result.output.split(separator: "\u{0}", omittingEmptySubsequences: false), [
				#"k" + { fatalError() }() + ""#, #"ends in \"#, #"/notes"x\/7/"#, #"da"ta\"#, #"{"da\"ta\\":"#,
			])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<EscapingCompileTests>] = [
		SuiteTest("everyCorpusSpecPassesTheFuzzChecksAndParses") { try $0.everyCorpusSpecPassesTheFuzzChecksAndParses() },
		SuiteTest("generatedLiteralsHoldTheSpecsStringsAtRunTime") { try $0.generatedLiteralsHoldTheSpecsStringsAtRunTime() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<EscapingCompileTests>) async throws { try await test.body(self) }
}

