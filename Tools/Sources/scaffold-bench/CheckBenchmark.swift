import Foundation
import ScaffoldCore

/// `scaffold check` over a project of many features, timed through the real release binary:
/// process start, reading every spec and generated file, rendering and planning, all included.
///
/// The project is written once into a temporary folder (Character-like specs renamed
/// Feature001…FeatureNNN, all generated and current), then `scaffold check` runs repeatedly.
enum CheckBenchmark {
	static let featureCount = 200

	static func run(_ limit: BenchmarkLimit) throws {
		let scaffold = try binary()
		let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-check-\(getpid())")
		defer { try? FileManager.default.removeItem(at: root) }
		let fileCount = try makeProject(at: root)
		print("check: \(featureCount) features, \(fileCount) generated files, via \(scaffold)")
		guard try runCheck(scaffold, in: root) == 0 else {
			print("check: the generated project is not current; the benchmark is meaningless")
			exit(1)
		}
		let runs: Int
		switch limit {
		case .iterations(let count): runs = count
		case .seconds(let seconds): runs = max(3, Int(seconds))
		}
		var timings: [Double] = []
		for _ in 0..<runs {
			let start = DispatchTime.now().uptimeNanoseconds
			_ = try runCheck(scaffold, in: root)
			timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
		}
		timings.sort()
		let median = timings[timings.count / 2]
		print(String(format: "check: %d runs, median %.3f s, best %.3f s, worst %.3f s", runs, median, timings[0], timings[timings.count - 1]))
	}

	/// The release `scaffold` next to this benchmark's own executable (`Tools/Package.swift` builds
	/// it beside the benchmarks).
	static func binary() throws -> String {
		let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
		let path = folder.appendingPathComponent("scaffold").path
		guard FileManager.default.isExecutableFile(atPath: path) else {
			throw BenchmarkError("no scaffold binary at \(path); build it first: swift build -c release --package-path Tools --scratch-path .build")
		}
		return path
	}

	/// Writes a project of `features` features, generated and recorded in the manifest,
	/// with the library, as `scaffold init` and `scaffold feature --all` would: the runtime files
	/// as `init` writes them, then the features generated knowing those files are on disk (as the
	/// executable does, ``ProjectFiles/initRuntimePaths(config:generator:)``), so that the 29
	/// runtime templates are not rendered again. Returns the number of generated files.
	static func makeProject(at root: URL, features: Int = featureCount) throws -> Int {
		let template = try String(contentsOf: repositoryFile("Examples/Character.json"), encoding: .utf8)
		var config = ProjectConfig.defaults
		config.packageName = "Bench"
		let generator = try Generator(catalog: .embedded)
		var specs: [ProjectGeneration.SpecFile] = []
		for index in 1...features {
			let name = "Feature" + String(format: features > 999 ? "%04d" : "%03d", index)
			let text = template.replacingOccurrences(of: "\"feature\": \"Character\"", with: "\"feature\": \"\(name)\"")
			specs.append(.init(path: "Specs/\(name).json", bytes: Array(text.utf8)))
		}
		let runtimePaths = Set(try ProjectFiles.initRuntimePaths(config: config, generator: generator))
		let runtime = try ProjectFiles.initFiles(config: config, generator: generator).filter { runtimePaths.contains($0.path) }
		let output = ProjectGeneration.run(specs: specs, config: config, generator: generator, runtimeOnDisk: Set(runtime.map(\.path)))
		guard !output.failed else { throw BenchmarkError(output.diagnostics.map(\.description).joined(separator: "\n")) }
		let configText = "{\n\t\"version\": 1,\n\t\"packageName\": \"Bench\"\n}\n"
		var files: [(String, [UInt8])] = [("scaffold.json", Array(configText.utf8))]
		files += specs.map { ($0.path, $0.bytes) }
		files += runtime.map { ($0.path, Array($0.contents.utf8)) }
		files += output.files.map { ($0.path, Array($0.contents.utf8)) }
		let plan = try Plan(outputs: output.files, disk: Dictionary(uniqueKeysWithValues: Plan.pathsToInspect(outputs: output.files, manifest: nil).map { ($0, DiskEntry.absent) }), manifest: nil, root: root.path)
		files.append((Manifest.path, plan.manifest.serialized()))
		for (path, bytes) in files {
			let url = root.appendingPathComponent(path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try Data(bytes).write(to: url)
		}
		return output.files.count + runtime.count
	}

	static func runCheck(_ scaffold: String, in root: URL) throws -> Int32 {
		let process = Process()
		process.executableURL = URL(fileURLWithPath: scaffold)
		process.arguments = ["check", "--quiet"]
		process.currentDirectoryURL = root
		process.standardOutput = FileHandle.nullDevice
		process.standardError = FileHandle.nullDevice
		try process.run()
		process.waitUntilExit()
		return process.terminationStatus
	}

	/// A file of this repository (the benchmark runs from a checkout; this file is
	/// `Tools/Sources/scaffold-bench/CheckBenchmark.swift`).
	static func repositoryFile(_ path: String) -> URL {
		URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
			.deletingLastPathComponent().appendingPathComponent(path)
	}
}

struct BenchmarkError: Error, CustomStringConvertible {
	let description: String
	init(_ description: String) { self.description = description }
}
