import Foundation
import Testing

/// Runs the built `scaffold` executable, the way a user or a CI script does.
///
/// The binary sits in the build products folder next to the test bundle, so it is looked for
/// beside every loaded `.xctest` bundle (macOS), beside the test executable (Linux) and, as a
/// last resort, in this package's `.build/debug`. `SCAFFOLD_BINARY` overrides all of these.
struct ScaffoldBinary {
	/// What a run printed and how it ended.
	struct Result: Equatable, CustomStringConvertible {
		var status: Int32
		var stdout: String
		var stderr: String

		var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---" }
	}

	let url: URL

	/// The binary of this build, or an error explaining where it was looked for.
	static func locate(filePath: String = #filePath) throws -> ScaffoldBinary {
		let environment = ProcessInfo.processInfo.environment
		var candidates: [URL] = []
		if let path = environment["SCAFFOLD_BINARY"], !path.isEmpty { candidates.append(URL(fileURLWithPath: path)) }
		for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
			candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("scaffold"))
		}
		candidates.append(Bundle.main.bundleURL.appendingPathComponent("scaffold"))
		if let executable = Bundle.main.executableURL {
			candidates.append(executable.deletingLastPathComponent().appendingPathComponent("scaffold"))
		}
		let packageRoot = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
			.deletingLastPathComponent()
		candidates.append(packageRoot.appendingPathComponent(".build/debug/scaffold"))
		for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
			var isDirectory: ObjCBool = false
			if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
				return ScaffoldBinary(url: candidate)
			}
		}
		throw NotFound(candidates: candidates.map(\.path))
	}

	struct NotFound: Error, CustomStringConvertible {
		var candidates: [String]
		var description: String { "scaffold binary not found; looked at:\n" + candidates.joined(separator: "\n") }
	}

	/// Runs `scaffold arguments…` in `directory` and expects exactly `expected`, showing both on failure.
	func expect(
		_ arguments: [String], in directory: URL, _ expected: Result, sourceLocation: SourceLocation = #_sourceLocation
	) throws {
		let actual = try run(arguments, in: directory)
		#expect(actual == expected, "\nexpected \(expected)\nactual \(actual)", sourceLocation: sourceLocation)
	}

	/// Runs `scaffold arguments…` in `directory` with an environment free of colour settings.
	///
	/// Output goes to files rather than pipes, so a chatty run can never block on a full pipe.
	func run(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:]) throws -> Result {
		// Two files of their own in the process's one output folder: a folder made and removed
		// for each of the hundreds of runs per `swift test` cost more than its two files.
		let name = UUID().uuidString
		let stdoutURL = try Self.outputFolder.get().appendingPathComponent(name + ".stdout")
		let stderrURL = try Self.outputFolder.get().appendingPathComponent(name + ".stderr")
		defer {
			try? FileManager.default.removeItem(at: stdoutURL)
			try? FileManager.default.removeItem(at: stderrURL)
		}
		try Foundation.Data().write(to: stdoutURL)
		try Foundation.Data().write(to: stderrURL)
		let stdout = try FileHandle(forWritingTo: stdoutURL)
		let stderr = try FileHandle(forWritingTo: stderrURL)
		defer {
			try? stdout.close()
			try? stderr.close()
		}

		let process = Foundation.Process()
		process.executableURL = url
		process.arguments = arguments
		process.currentDirectoryURL = directory
		var environment = ProcessInfo.processInfo.environment
		environment["NO_COLOR"] = nil
		environment.merge(extra) { _, new in new }
		process.environment = environment
		process.standardInput = FileHandle.nullDevice
		process.standardOutput = stdout
		process.standardError = stderr
		try process.run()
		process.waitUntilExit()

		return Result(
			status: process.terminationStatus,
			stdout: String(decoding: try Foundation.Data(contentsOf: stdoutURL), as: UTF8.self),
			stderr: String(decoding: try Foundation.Data(contentsOf: stderrURL), as: UTF8.self))
	}
}

extension ScaffoldBinary {
	/// Where runs write what they print, made on first use and removed when the test process exits.
	static let outputFolder: Swift.Result<URL, any Error> = Swift.Result {
		let folder = try TemporaryFolder()
		atexit { try? FileManager.default.removeItem(at: ScaffoldBinary.outputFolder.get()) }
		return folder.url
	}
}

/// A fresh folder in the tests' scratch directory (``TestFolderNames/directory``); ``remove()`` deletes it.
struct TemporaryFolder {
	let url: URL

	init() throws {
		url = TestFolderNames.uniqueURL("scaffold-cli-tests-")
		try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
	}

	/// Calls `body` with a new folder and deletes the folder afterwards, whatever happens.
	static func with<T>(_ body: (TemporaryFolder) throws -> T) throws -> T {
		let folder = try TemporaryFolder()
		defer { folder.remove() }
		return try body(folder)
	}

	/// Deletes the folder and everything in it.
	func remove() {
		try? FileManager.default.removeItem(at: url)
	}

	/// Writes `text` to `name` inside the folder (creating intermediate folders) and returns its URL.
	@discardableResult
	func write(_ text: String, to name: String) throws -> URL {
		let file = url.appendingPathComponent(name)
		try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
		try Foundation.Data(text.utf8).write(to: file)
		return file
	}
}
