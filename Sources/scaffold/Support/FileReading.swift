import Foundation
import ScaffoldCore

/// Reading the user's input files. Every failure is a ``CommandFailure`` with exit status 66
/// naming the path as the user typed it.
enum FileReading {
	/// The bytes of the file at `path`.
	static func bytes(_ path: String) throws(CommandFailure) -> [UInt8] {
		let files = FileManager.default
		var isDirectory: ObjCBool = false
		guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
			throw .cannotRead(path, "no such file or directory")
		}
		if isDirectory.boolValue { throw .cannotRead(path, "is a directory") }
		guard files.isReadableFile(atPath: path) else { throw .cannotRead(path, "permission denied") }
		guard let contents = files.contents(atPath: path) else { throw .cannotRead(path, "read failed") }
		return Array(contents)
	}

	/// The text of the file at `path`; a file that is not UTF-8 is an error in the input (status 1).
	static func text(_ path: String) throws(CommandFailure) -> String {
		let contents = try bytes(path)
		do {
			return try UTF8Text.decode(contents, path: path)
		} catch {
			throw CommandFailure([error], exitCode: .failure)
		}
	}

	/// The paths of the files directly in `directory` whose name ends in `.extension`, sorted.
	static func files(in directory: String, withExtension pathExtension: String) throws(CommandFailure) -> [String] {
		let files = FileManager.default
		var isDirectory: ObjCBool = false
		guard files.fileExists(atPath: directory, isDirectory: &isDirectory) else {
			throw .cannotRead(directory, "no such file or directory")
		}
		guard isDirectory.boolValue else { throw .cannotRead(directory, "not a directory") }
		let names: [String]
		do {
			names = try files.contentsOfDirectory(atPath: directory)
		} catch {
			throw .cannotRead(directory, "permission denied")
		}
		let separator = directory.hasSuffix("/") ? "" : "/"
		return names.filter { $0.hasSuffix("." + pathExtension) }.sorted().map { directory + separator + $0 }.filter { path in
			var isFolder: ObjCBool = false
			return files.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
		}
	}
}
