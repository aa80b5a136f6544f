import ScaffoldCommandLine
import ScaffoldCore

/// Writing one text file the user named with `--output`. Every failure is a ``CommandFailure``
/// with status 1 naming the path as the user typed it.
enum TextFileWriting {
	/// Writes `text` to `path`, creating missing parent folders.
	///
	/// Without `replacing`, an existing file (or anything else at `path`, even a dangling link)
	/// is left alone and reported; the check and the creation are one step (`O_EXCL`), so a file
	/// appearing in between is not overwritten either. With `replacing`, the text goes to a
	/// temporary file beside `path` that is then renamed over it, so a reader never sees half a file.
	static func write(_ text: String, to path: String, replacing: Bool) throws(CommandFailure) {
		let folder = ProjectDisk.parent(of: path)
		if !folder.isEmpty {
			do {
				try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
			} catch {
				throw failure(path, "cannot create its folder '\(folder)'")
			}
		}
		var info = stat()
		if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { throw failure(path, "cannot write file: is a directory") }
		let bytes = Array(text.utf8)
		if !replacing {
			try create(path, bytes, existing: "file already exists; use --force to replace it")
			return
		}
		let name = ProjectDisk.lastComponent(of: path)
		let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).scaffold-\(getpid())"
		try create(temporary, bytes, existing: "cannot write file: a temporary file '\(temporary)' is in the way", reportAs: path)
		guard rename(temporary, path) == 0 else {
			let problem = reason(errno)
			unlink(temporary)
			throw failure(path, "cannot write file: \(problem)")
		}
	}

	/// Creates `path` exclusively and writes `bytes` to it.
	private static func create(_ path: String, _ bytes: [UInt8], existing: String, reportAs shownPath: String? = nil)
		throws(CommandFailure)
	{
		let shown = shownPath ?? path
		let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
		guard descriptor >= 0 else {
			throw failure(shown, errno == EEXIST ? existing : "cannot write file: \(reason(errno))")
		}
		if let code = DescriptorWriting.writeAll(bytes, to: descriptor) {
			close(descriptor)
			unlink(path)
			throw failure(shown, "cannot write file: \(reason(code))")
		}
		guard close(descriptor) == 0 else {
			let problem = reason(errno)
			unlink(path)
			throw failure(shown, "cannot write file: \(problem)")
		}
	}

	private static func failure(_ path: String, _ message: String) -> CommandFailure {
		CommandFailure([.error(message, at: SourceLocation(path: path, position: nil))], exitCode: .failure)
	}

	/// `errno` in our words (`disk full`), from the one place that words them.
	private static func reason(_ code: Int32) -> String {
		FileErrorWording.reason(code)
	}
}
