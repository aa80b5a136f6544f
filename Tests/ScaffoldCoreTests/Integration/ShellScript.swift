import Foundation

/// Runs a shell snippet with `/bin/bash` in a temporary folder, with an exact environment.
///
/// Output goes to files rather than pipes so a chatty script can never block on a full pipe.
struct ShellScript {
	/// How a run ended.
	struct Result {
		var status: Int32
		var output: String
		var errors: String
	}

	/// The script's text.
	var text: String

	/// `bash -n`: parses the script without running it.
	func syntaxCheck(in folder: URL) throws -> Result {
		try run(bashArguments: ["-n"], environment: [:], in: folder)
	}

	/// Runs the script with `environment` as its whole environment, `folder` as working directory.
	func run(environment: [String: String], in folder: URL) throws -> Result {
		try run(bashArguments: [], environment: environment, in: folder)
	}

	private func run(bashArguments: [String], environment: [String: String], in folder: URL) throws -> Result {
		let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-shell-\(UUID().uuidString)")
		try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
		defer { try? FileManager.default.removeItem(at: scratch) }
		let script = scratch.appendingPathComponent("script.sh")
		let output = scratch.appendingPathComponent("stdout")
		let errors = scratch.appendingPathComponent("stderr")
		try Data(text.utf8).write(to: script)
		try Data().write(to: output)
		try Data().write(to: errors)
		let outputHandle = try FileHandle(forWritingTo: output)
		let errorsHandle = try FileHandle(forWritingTo: errors)

		let bash = Process()
		bash.executableURL = URL(fileURLWithPath: "/bin/bash")
		bash.arguments = bashArguments + [script.path]
		bash.environment = environment
		bash.currentDirectoryURL = folder
		bash.standardInput = FileHandle.nullDevice
		bash.standardOutput = outputHandle
		bash.standardError = errorsHandle
		try bash.run()
		bash.waitUntilExit()
		try outputHandle.close()
		try errorsHandle.close()
		return Result(
			status: bash.terminationStatus,
			output: try String(contentsOf: output, encoding: .utf8),
			errors: try String(contentsOf: errors, encoding: .utf8))
	}
}

/// A temporary folder for one test, removed when the test is done with it.
struct SnippetFolder: ~Copyable {
	let url: URL

	init() throws {
		url = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-snippet-\(UUID().uuidString)")
		try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
	}

	/// Writes `text` at `path` (relative), creating folders; `executable` sets mode 755.
	func write(_ text: String, to path: String, executable: Bool = false) throws {
		let file = url.appendingPathComponent(path)
		try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
		try Data(text.utf8).write(to: file)
		if executable {
			try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
		}
	}

	/// Creates the folder at `path` (relative) and returns its URL.
	func folder(_ path: String) throws -> URL {
		let folder = url.appendingPathComponent(path)
		try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
		return folder
	}

	deinit {
		try? FileManager.default.removeItem(at: url)
	}
}
