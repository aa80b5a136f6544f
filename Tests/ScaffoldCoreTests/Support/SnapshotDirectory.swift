import Foundation
import Testing

import ScaffoldCore

/// Compares a generated file tree with a snapshot folder, both ways, byte for byte.
///
/// A file missing from the snapshot, a file the snapshot has but generation no longer makes,
/// and any difference all fail, with a unified diff. With `SCAFFOLD_RECORD=1` the folder is
/// rewritten to match and the test still fails, so re-recording is always a deliberate act.
enum SnapshotDirectory {
	/// Problems found, one message each (empty when the tree matches).
	static func mismatches(_ files: [String: String], folder: String) throws -> [String] {
		let onDisk = Set(try RepositoryFiles.files(below: folder))
		var problems: [String] = []
		for path in files.keys.sorted() {
			let generated = files[path]!
			guard onDisk.contains(path) else {
				problems.append("\(folder)/\(path) is generated but not in the snapshot")
				continue
			}
			let recorded = try Data(contentsOf: RepositoryFiles.root.appendingPathComponent(folder + "/" + path))
			if Array(recorded) != Array(generated.utf8) {
				let patch = UnifiedDiff.filePatch(path: path, old: Array(recorded), new: Array(generated.utf8))
				problems.append("\(folder)/\(path) differs from the snapshot:\n" + String(decoding: patch, as: UTF8.self))
			}
		}
		for path in onDisk.subtracting(files.keys).sorted() {
			problems.append("\(folder)/\(path) is in the snapshot but no longer generated")
		}
		return problems
	}

	/// Checks `files` against `folder`; records (and fails) in record mode.
	static func assertMatches(_ files: [String: String], folder: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
		let problems = try mismatches(files, folder: folder)
		guard !problems.isEmpty else { return }
		if RepositoryFiles.isRecording {
			try record(files, folder: folder)
			Issue.record("re-recorded \(folder) (\(problems.count) change(s)); review the diff and run again without SCAFFOLD_RECORD", sourceLocation: sourceLocation)
			return
		}
		for problem in problems {
			Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
		}
	}

	private static func record(_ files: [String: String], folder: String) throws {
		let base = RepositoryFiles.root.appendingPathComponent(folder)
		try? FileManager.default.removeItem(at: base)
		for (path, contents) in files {
			let url = base.appendingPathComponent(path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try Data(contents.utf8).write(to: url)
		}
	}
}
