import Foundation
import ScaffoldCore

/// Reading the user's input files. Every failure is a ``CommandFailure`` with exit status 66
/// naming the path as the user typed it.
enum FileReading {
	/// The bytes of the file at `path`.
	static func bytes(_ path: String) throws(CommandFailure) -> [UInt8] {
		// One `open`, `fstat` and `read`s: FileManager's checks and `Data` cost a run that changes
		// nothing more than the reading. Non-blocking, so a FIFO in the way fails instead of waiting.
		let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
		guard descriptor >= 0 else {
			switch errno {
			case ENOENT, ENOTDIR: throw .cannotRead(path, "no such file or directory")
			case EACCES, EPERM: throw .cannotRead(path, "permission denied")
			default: throw .cannotRead(path, "read failed")
			}
		}
		defer { close(descriptor) }
		var info = stat()
		guard fstat(descriptor, &info) == 0 else { throw .cannotRead(path, "read failed") }
		if info.st_mode & S_IFMT == S_IFDIR { throw .cannotRead(path, "is a directory") }
		guard info.st_mode & S_IFMT == S_IFREG else { throw .cannotRead(path, "read failed") }
		var bytes: [UInt8] = []
		bytes.reserveCapacity(Int(info.st_size) + 1)
		var chunk = [UInt8](repeating: 0, count: max(4_096, Int(info.st_size) + 1))
		while true {
			let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
			if count < 0 && errno == EINTR { continue }
			guard count >= 0 else { throw .cannotRead(path, "read failed") }
			if count == 0 { return bytes }
			bytes.append(contentsOf: chunk[..<count])
		}
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
