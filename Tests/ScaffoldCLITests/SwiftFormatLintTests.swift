import Foundation
import Testing

/// Every example's output, and `scaffold init`'s, under the toolchain's `swift format lint
/// --strict` in three configurations (tabs and 120 columns, swift-format's default of 2 spaces
/// and 100 columns, 4 spaces and 120 columns), each the project's `.swift-format`: no finding.
/// Only this test runs swift-format; scaffold never does.
struct SwiftFormatLintTests {
	static let configurations: [(name: String, json: String)] = [
		("tabs/120", #"{ "version": 1, "indentation": { "tabs": 1 }, "tabWidth": 4, "lineLength": 120 }"#),
		("2 spaces/100", #"{ "version": 1 }"#),
		("4 spaces/120", #"{ "version": 1, "indentation": { "spaces": 4 }, "lineLength": 120 }"#),
	]

	@Test(arguments: 0..<3)
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
			let swiftFiles = try FileManager.default.subpathsOfDirectory(atPath: project.url.path).filter { $0.hasSuffix(".swift") }
			try #require(swiftFiles.count > 1_000, "\(name): only \(swiftFiles.count) Swift files were generated")
			let lint = try Self.lint(project.url)
			expectEqual(lint.status, 0, "\(name): \(lint.findings.count) findings:\n\(lint.findings.prefix(40).joined(separator: "\n"))")
			expectEmpty(lint.findings, "\(name): \(lint.findings.count) findings:\n\(lint.findings.prefix(40).joined(separator: "\n"))")
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

	/// `swift format lint --strict` over the project's Swift files, with its `.swift-format`: its
	/// status (not 0 when it found something or could not run) and one line per finding.
	///
	/// `--parallel` lints the files on every core: the three setups' lints are the longest steps of
	/// `swift test` (about 10 s of CPU each), and one that Swift Testing happens to start last would
	/// otherwise run alone on one core while the other waits (docs/performance.md). Beside other
	/// tests it takes the same CPU time.
	static func lint(_ root: URL) throws -> (status: Int32, findings: [String]) {
		let process = Process()
		process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
		process.arguments = ["swift", "format", "lint", "--strict", "--parallel", "--recursive", "Features", "Libraries", "Package.swift"]
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
}
