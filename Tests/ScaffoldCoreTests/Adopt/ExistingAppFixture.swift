import Foundation

import ScaffoldCore

/// `Tests/Fixtures/ExistingApp` read the way the executable's `AppFiles` reads an app: every
/// path below the root (folders too), and the text of its Swift files, `.xcconfig` files and
/// `project.yml`.
enum ExistingAppFixture {
	static let folder = "Tests/Fixtures/ExistingApp"

	static func read() throws -> (paths: [String], files: [AppSourceFile]) {
		let files = try RepositoryFiles.files(below: folder).filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
		return (paths(withFoldersOf: files), try files.filter(isRead).map { AppSourceFile(path: $0, text: try RepositoryFiles.text(folder + "/" + $0)) })
	}

	/// What `adopt` finds in the fixture: a value, surveyed once per test process for every test
	/// that reads it.
	static func survey() throws -> AppSurvey {
		try surveyed.get()
	}

	private static let surveyed = Result { () throws -> AppSurvey in
		let (paths, files) = try read()
		return AppSurvey(paths: paths, files: files)
	}

	/// The files `AppFiles` reads the text of.
	static func isRead(_ path: String) -> Bool {
		path.hasSuffix(".swift") || path.hasSuffix(".xcconfig") || path == "project.yml"
	}

	/// `files` and every folder they are in, sorted, as `subpathsOfDirectory` lists them.
	static func paths(withFoldersOf files: [String]) -> [String] {
		var all = Set(files)
		for file in files {
			let parts = file.split(separator: "/")
			for count in parts.indices.dropFirst() { all.insert(parts[..<count].joined(separator: "/")) }
		}
		return all.sorted()
	}

	/// A made-up app: its files' texts by path (every one read), and the paths with their folders.
	static func survey(_ files: [String: String]) -> AppSurvey {
		AppSurvey(
			paths: paths(withFoldersOf: Array(files.keys)),
			files: files.keys.sorted().filter(isRead).map { AppSourceFile(path: $0, text: files[$0]!) })
	}
}
