import Foundation
import Testing

@testable import ScaffoldCore

/// A spec with quotes, backslashes, `"""` and line breaks in every string that reaches Swift:
/// lint accepts it, every generated file parses, and the strings mean at run time exactly
/// what the spec says (the Swift compiler itself reads the generated literals back).
struct EscapingCompileTests {
	static let specPath = "Tests/Fixtures/fuzz-corpus/specs/Escaping.json"

	private func generate() throws -> [OutputFile] {
		let bytes = Array(try RepositoryFiles.text(Self.specPath).utf8)
		let output = FeatureGeneration.run(
			specBytes: bytes, specPath: "Specs/Escaping.json", config: .defaults, generator: try Generator(catalog: .embedded))
		#expect(output.diagnostics.map(\.description) == [])
		return output.files
	}

	private static var environment: [String: String] {
		let inherited = ProcessInfo.processInfo.environment
		return ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": inherited["HOME"] ?? NSTemporaryDirectory()]
	}

	@Test func everyGeneratedSwiftFileParses() throws {
		let files = try generate().filter(\.isSwiftFile)
		#expect(files.count > 50)
		let folder = try SnippetFolder()
		for file in files { try folder.write(file.contents, to: file.path) }
		let result = try ShellScript(text: #"find Features -name '*.swift' -print0 | xargs -0 swiftc -parse"#)
			.run(environment: Self.environment, in: folder.url)
		#expect(result.status == 0, "\(result.errors)")
	}

	@Test func generatedLiteralsHoldTheSpecsStringsAtRunTime() throws {
		let files = try generate()
		func line(_ path: String, containing marker: String) throws -> String {
			let file = try #require(files.first { $0.path.hasSuffix(path) }, "\(path)")
			return try #require(file.contents.split(separator: "\n").first { $0.contains(marker) }.map(String.init), "\(marker) in \(path)")
		}
		let keys = try line("KeysUserDefaultsDataSource.swift", containing: "private let key = ")
		let slashes = try line("SlashesUserDefaultsDataSource.swift", containing: "private let key = ")
		let detail = try line("NoteRESTDataSource.swift", containing: "let endpoint = Endpoint(path: ")
		let detailPath = try #require(detail.range(of: "Endpoint(path: ").map { String(detail[$0.upperBound...].dropLast()) })
		// The generated declarations, pasted verbatim into a program that prints what they hold.
		let program = """
			\(keys.replacingOccurrences(of: "private let key", with: "let keys"))
			\(slashes.replacingOccurrences(of: "private let key", with: "let slashes"))
			let identifier = 7
			let detail = \(detailPath)
			print([keys, slashes, detail].joined(separator: "\\u{0}"), terminator: "")
			"""
		let folder = try SnippetFolder()
		try folder.write(program, to: "main.swift")
		let result = try ShellScript(text: "swiftc -o literals main.swift && ./literals").run(environment: Self.environment, in: folder.url)
		#expect(result.status == 0, "\(result.errors)")
		#expect(result.output.split(separator: "\u{0}", omittingEmptySubsequences: false) == [#"k" + { fatalError() }() + ""#, #"ends in \"#, #"/notes"x\/7"#])
	}
}

extension OutputFile {
	fileprivate var isSwiftFile: Bool { path.hasSuffix(".swift") }
}
