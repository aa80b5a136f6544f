import ScaffoldCommandLine
import ScaffoldCore

/// An existing app's files, for `adopt` and `doctor`: every path below the root (build products,
/// dependencies and hidden folders left out), and the text of its Swift sources and project
/// files. Read only; nothing is ever written here.
enum AppFiles {
	/// Folders that hold no code of the app's own.
	static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build", "Build"]
	/// Files larger than this are not read (generated blobs, not declarations of the runtime).
	static let largestFile = 4 << 20

	/// The paths below `root` and the files `adopt` reads.
	static func read(root: String) throws(CommandFailure) -> (paths: [String], files: [AppSourceFile]) {
		let subpaths: [String]
		do {
			subpaths = try FileManager.default.subpathsOfDirectory(atPath: root)
		} catch {
			throw CommandFailure([.error("cannot list the files of '\(root)'")], exitCode: .noInput)
		}
		var paths: [String] = []
		var files: [AppSourceFile] = []
		for path in subpaths.sorted() {
			let components = path.split(separator: "/")
			if components.contains(where: { $0.hasPrefix(".") || skippedFolders.contains(String($0)) }) { continue }
			paths.append(path)
			guard isReadable(path) else { continue }
			let full = root == "." ? path : root + "/" + path
			var info = stat()
			guard stat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= largestFile else { continue }
			guard let bytes = try? FileReading.bytes(full) else { continue }
			files.append(AppSourceFile(path: path, text: String(decoding: bytes, as: UTF8.self)))
		}
		return (paths, files)
	}

	/// Swift sources and the files that set modules' isolation.
	private static func isReadable(_ path: String) -> Bool {
		path.hasSuffix(".swift") || path.hasSuffix(".xcconfig") || path == "project.yml"
	}
}
