import Foundation

import ScaffoldCore

/// Reads files of this repository (templates, examples, snapshots) for tests.
enum RepositoryFiles {
	/// The repository root, found from this file's path.
	static let root: URL = URL(fileURLWithPath: #filePath)
		.deletingLastPathComponent()  // Support
		.deletingLastPathComponent()  // ScaffoldCoreTests
		.deletingLastPathComponent()  // Tests
		.deletingLastPathComponent()

	/// Whether snapshots should be re-recorded (`SCAFFOLD_RECORD=1`).
	static var isRecording: Bool { ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1" }

	/// Every file below `folder` (relative to the root), as sorted relative paths.
	static func files(below folder: String) throws -> [String] {
		// Listed once per test process, but while recording: the repository's files do not change while
		// its tests run, and suites list `Snapshots/` (2,000 files) and the fixtures again and again.
		if !isRecording, let known = listings.withLock({ $0[folder] }) { return known }
		let paths = try list(folder)
		listings.withLock { $0[folder] = paths }
		return paths
	}

	private static let listings = Locked<[String: [String]]>([:])

	private static func list(_ folder: String) throws -> [String] {
		let base = root.appendingPathComponent(folder)
		guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else {
			return []
		}
		var paths: [String] = []
		for case let url as URL in enumerator {
			guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
			paths.append(String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)))
		}
		return paths.sorted()
	}

	/// The text of a file relative to the root.
	static func text(_ path: String) throws -> String {
		try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
	}

	/// Every `.mustache` file of `Templates/`.
	static func templates() throws -> [TemplateSource] {
		try files(below: "Templates").filter { $0.hasSuffix(".mustache") }.map {
			TemplateSource(path: $0, text: try text("Templates/" + $0))
		}
	}
}
