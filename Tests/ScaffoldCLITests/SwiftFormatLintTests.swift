import Foundation
import Testing

/// Every example's output, and `scaffold init`'s, under the toolchain's `swift format lint
/// --strict` in three configurations (tabs and 120 columns, swift-format's default of 2 spaces
/// and 100 columns, 4 spaces and 120 columns): the findings may not grow past the counts below.
/// Issue 31 asks for none; the counts are what the templates still do that the layout cannot
/// fix (test argument lists written over several lines, long JSON samples in string literals),
/// and go down as templates are fixed. Only this test runs swift-format; scaffold never does.
struct SwiftFormatLintTests {
	static let configurations: [(name: String, json: String, allowed: Int)] = [
		("tabs/120", #"{ "version": 1, "indentation": { "tabs": 1 }, "tabWidth": 4, "lineLength": 120 }"#, 232),
		("2 spaces/100", #"{ "version": 1 }"#, 280),
		("4 spaces/120", #"{ "version": 1, "indentation": { "spaces": 4 }, "lineLength": 120 }"#, 232),
	]

	@Test(arguments: 0..<3)
	func everyExampleLintsWithinItsAllowance(configuration index: Int) throws {
		let (name, json, allowed) = Self.configurations[index]
		try ProjectSandbox.with(.empty) { project in
			try project.write(json, to: ".swift-format")
			let initialized = try project.run(["init", "--name", "App"])
			try #require(initialized.status == 0, "\(initialized)")
			let examples = RepositoryRoot.url.appendingPathComponent("Examples")
			for file in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() where file.hasSuffix(".json") {
				let spec = examples.appendingPathComponent(file)
				let feature = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: spec)) as? [String: Any])["feature"] as? String
				let result = try project.run(["feature", try #require(feature), "--spec", spec.path])
				try #require(result.status == 0, "\(file): \(result)")
			}
			let findings = try Self.lint(project.url)
			#expect(findings.count <= allowed, "\(name): \(findings.count) findings, at most \(allowed) allowed:\n\(findings.prefix(40).joined(separator: "\n"))")
			#expect(!findings.isEmpty || allowed == 0, "\(name): no findings left: lower the allowance to 0")
		}
	}

	/// `swift format lint --strict` over the project's Swift files, with its `.swift-format`: one line per finding.
	static func lint(_ root: URL) throws -> [String] {
		let process = Process()
		process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
		process.arguments = ["swift", "format", "lint", "--strict", "--recursive", "Features", "Libraries", "Package.swift"]
		process.currentDirectoryURL = root
		let errors = Pipe()
		process.standardError = errors
		process.standardOutput = FileHandle.nullDevice
		try process.run()
		let data = errors.fileHandleForReading.readDataToEndOfFile()
		process.waitUntilExit()
		let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
		return lines.filter { $0.contains(": error: [") || $0.contains(": warning: [") }
	}
}
