import Foundation
import Testing

#if canImport(Glibc)
	import Glibc
#elseif canImport(Darwin)
	import Darwin
#endif

/// A scaffold project in its own temporary folder, copied from a template that `scaffold init`
/// (and `scaffold feature Character`, then `scaffold check`) made once per test run, so each test
/// starts from a real project without paying for generation again.
struct ProjectSandbox {
	/// How far the copied project has come.
	enum Stage: Sendable {
		/// An empty folder.
		case empty
		/// After `scaffold init`.
		case initialized
		/// After `scaffold init` and `scaffold feature Character` (and a `scaffold check`, whose record it keeps).
		case generated
	}

	let scaffold: ScaffoldBinary
	let folder: TemporaryFolder
	var url: URL { folder.url }

	/// Calls `body` with a fresh copy of the project at `stage`, deleted afterwards.
	static func with<T>(_ stage: Stage, _ body: (ProjectSandbox) throws -> T) throws -> T {
		let scaffold = try ScaffoldBinary.locate()
		return try TemporaryFolder.with { folder in
			if let template = try ProjectTemplates.folders.get().url(of: stage) {
				for name in try FileManager.default.contentsOfDirectory(atPath: template.path) {
					try FileManager.default.copyItem(
						at: template.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
				}
			}
			return try body(ProjectSandbox(scaffold: scaffold, folder: folder))
		}
	}

	/// Runs `scaffold arguments…` in the project folder.
	func run(_ arguments: [String]) throws -> ScaffoldBinary.Result {
		try scaffold.run(arguments, in: url)
	}

	/// Runs `scaffold arguments…` in `subfolder` of the project folder.
	func run(_ arguments: [String], in subfolder: String) throws -> ScaffoldBinary.Result {
		try scaffold.run(arguments, in: url.appendingPathComponent(subfolder))
	}

	/// The bytes of `path` (relative to the project), or `nil` when there is no such file.
	func bytes(_ path: String) -> [UInt8]? {
		FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map { Array($0) }
	}

	/// The text of `path` (relative to the project).
	func text(_ path: String) throws -> String {
		try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
	}

	/// Writes `text` to `path` (relative to the project), creating folders.
	func write(_ text: String, to path: String) throws {
		try folder.write(text, to: path)
	}

	/// Appends `text` to the file at `path`.
	func append(_ text: String, to path: String) throws {
		try write(try self.text(path) + text, to: path)
	}

	/// Replaces the one occurrence of `old` in the file at `path` with `new`; fails when `old` is not there.
	func replace(_ old: String, with new: String, in path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
		let text = try self.text(path)
		try #require(text.contains(old), "'\(old)' not in \(path)", sourceLocation: sourceLocation)
		try write(text.replacingOccurrences(of: old, with: new), to: path)
	}

	/// Deletes the file or folder at `path`.
	func remove(_ path: String) throws {
		try FileManager.default.removeItem(at: url.appendingPathComponent(path))
	}

	/// Whether anything (even a dangling link) is at `path`.
	func exists(_ path: String) -> Bool {
		var info = stat()
		return lstat(url.appendingPathComponent(path).path, &info) == 0
	}

	/// Expects something at `path`; a failure names the path at the caller's line, as `#expect(project.exists(path))`
	/// did, without a macro expanded at every call.
	func expectExists(
		_ path: String, _ comment: @autoclosure () -> Comment? = nil,
		fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
	) {
		guard !exists(path) else { return }
		let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
		Issue.record(CallSource.failure("found nothing at \(path)", comment(), at: location), sourceLocation: location)
	}

	/// Expects nothing at `path`; a failure names the path at the caller's line.
	func expectMissing(
		_ path: String, _ comment: @autoclosure () -> Comment? = nil,
		fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
	) {
		guard exists(path) else { return }
		let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
		Issue.record(CallSource.failure("found \(path)", comment(), at: location), sourceLocation: location)
	}

	/// Everything in the project, for before/after comparisons.
	func tree() throws -> FileTree { try FileTree(of: url) }

	/// Runs `body` and lists what it changed in the project (see ``FileTree/changes(since:)``).
	/// File dates are set back first, so even rewriting a file with the same bytes shows.
	func changes<T>(during body: () throws -> T) throws -> (result: T, changes: [String]) {
		try FileTree.backdate(url)
		let before = try tree()
		let result = try body()
		return (result, try tree().changes(since: before))
	}

	/// The project folder with every symbolic link resolved, as the binary sees its working directory.
	var resolvedPath: String { ProjectSandbox.realPath(url.path) }

	static func realPath(_ path: String) -> String {
		guard let resolved = realpath(path, nil) else { return path }
		defer { free(resolved) }
		return String(cString: resolved)
	}
}

/// The template projects, made once per test process and removed when it exits.
enum ProjectTemplates {
	struct Folders: Sendable {
		let root: URL
		let initialized: URL
		let generated: URL

		func url(of stage: ProjectSandbox.Stage) -> URL? {
			switch stage {
			case .empty: nil
			case .initialized: initialized
			case .generated: generated
			}
		}
	}

	/// Made on first use; a failure is reported by every test that needs a template.
	static let folders: Result<Folders, any Error> = Result { try make() }

	private static func make() throws -> Folders {
		let scaffold = try ScaffoldBinary.locate()
		let root = TestFolderNames.uniqueURL("scaffold-cli-templates-")
		do {
			let folders = Folders(
				root: root, initialized: root.appendingPathComponent("initialized"),
				generated: root.appendingPathComponent("generated"))
			try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
			try expectSuccess(scaffold.run(["init", "--path", folders.initialized.path], in: root), "scaffold init")
			try FileManager.default.copyItem(at: folders.initialized, to: folders.generated)
			try expectSuccess(scaffold.run(["feature", "Character"], in: folders.generated), "scaffold feature Character")
			// The records of both runs (`.scaffold/cache/`) name no root, so every copy replays them:
			// a copy's first `check` or `feature Character` that finds it as made reads and hashes
			// its files instead of generating again (CheckReplayTests, UnchangedRunTests).
			try expectSuccess(scaffold.run(["check"], in: folders.generated), "scaffold check")
			atexit { try? FileManager.default.removeItem(at: ProjectTemplates.folders.get().root) }
			return folders
		} catch {
			try? FileManager.default.removeItem(at: root)
			throw error
		}
	}

	private static func expectSuccess(_ result: ScaffoldBinary.Result, _ what: String) throws {
		guard result.status == 0, result.stderr.isEmpty else { throw TemplateFailure(description: "\(what) failed:\n\(result)") }
	}

	struct TemplateFailure: Error, CustomStringConvertible {
		var description: String
	}
}

extension ScaffoldBinary.Result {
	/// Standard output's lines, without the final newline's empty line.
	var stdoutLines: [String] { Self.lines(stdout) }
	/// Standard error's lines, without the final newline's empty line.
	var stderrLines: [String] { Self.lines(stderr) }

	private static func lines(_ text: String) -> [String] {
		var lines = text.components(separatedBy: "\n")
		if lines.last == "" { lines.removeLast() }
		return lines
	}
}
