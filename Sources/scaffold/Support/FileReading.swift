import ScaffoldCommandLine
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
		guard info.st_mode & S_IFMT == S_IFREG, let bytes = readToEnd(descriptor, size: Int(info.st_size)) else {
			throw .cannotRead(path, "read failed")
		}
		return bytes
	}

	/// Everything left to read from `descriptor`, a regular file `fstat` found `size` bytes long;
	/// `nil` when a `read` fails. The buffer has room for one byte more than `size` and is not
	/// zeroed first, so one `read` usually reaches the end; a file that grew meanwhile is read to
	/// its new end. Shared by input files and `check`'s reading of every generated file.
	static func readToEnd(_ descriptor: Int32, size: Int) -> [UInt8]? {
		var failed = false
		var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
			initialized = 0
			while initialized < buffer.count {
				let asked = buffer.count - initialized
				let count = read(descriptor, buffer.baseAddress! + initialized, asked)
				if count < 0 && errno == EINTR { continue }
				if count < 0 { failed = true }
				if count <= 0 { return }
				initialized += count
				// A short read that ends where `fstat` said the file ends is its end: a regular
				// file's `read` returns less than asked only there, so no second `read` to see 0
				// (one system call fewer for each file a run reads).
				if count < asked && initialized == size { return }
			}
		}
		if failed { return nil }
		// Fewer bytes than the room: the end was reached. A full buffer: the file grew since `fstat`.
		while bytes.count > size {
			var chunk = [UInt8](repeating: 0, count: 65_536)
			let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
			if count < 0 && errno == EINTR { continue }
			if count < 0 { return nil }
			if count == 0 { break }
			bytes.append(contentsOf: chunk[..<count])
		}
		return bytes
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
		guard let isDirectory = isFolder(directory) else { throw .cannotRead(directory, "no such file or directory") }
		guard isDirectory else { throw .cannotRead(directory, "not a directory") }
		let names: [String]
		do {
			names = try FileManager.default.contentsOfDirectory(atPath: directory)
		} catch {
			throw .cannotRead(directory, "permission denied")
		}
		let separator = directory.hasSuffix("/") ? "" : "/"
		return names.filter { $0.hasSuffix("." + pathExtension) }.sorted().map { directory + separator + $0 }.filter { path in
			isFolder(path) == false
		}
	}

	/// Whether `path` is a folder, following symbolic links; `nil` when nothing is there (or
	/// a link dangles).
	static func isFolder(_ path: String) -> Bool? {
		var info = stat()
		guard stat(path, &info) == 0 else { return nil }
		return info.st_mode & S_IFMT == S_IFDIR
	}
}
