/// The one place file-system failures are put into words: `errno` values and Foundation's
/// `CocoaError` codes become short phrases ("disk full", "permission denied"), so Foundation's
/// descriptions (`Error Domain=NSCocoaErrorDomain Code=512 …`) never reach the console.
enum FileErrorWording {
	/// A few words for `errno`, lower-case: `disk full`, `the file system is read-only`.
	static func reason(_ code: Int32) -> String {
		switch code {
		case ENOSPC: "disk full"
		case EDQUOT: "disk quota exceeded"
		case EACCES: "permission denied"
		case EPERM: "operation not permitted (the file may be immutable or protected)"
		case EROFS: "the file system is read-only"
		case ENOTDIR: "a file is in the way of a folder on the path"
		case EEXIST: "something is already there"
		case EISDIR: "a folder is in the way"
		case ENAMETOOLONG: "the name is too long"
		case ENOENT: "no such file or folder"
		case ENOTEMPTY: "the folder is not empty"
		case EXDEV: "it is on another file system"
		case ELOOP: "too many symbolic links"
		case EBUSY, ETXTBSY: "it is in use"
		case EIO: "input/output error (the disk may be failing)"
		case EMFILE, ENFILE: "too many open files"
		case EMLINK: "too many links"
		default:
			{
				let text = String(cString: strerror(code))
				return text.prefix(1).lowercased() + text.dropFirst()
			}()
		}
	}

	/// One failed call as a sentence: `disk full while writing Features/Character/A.swift`.
	/// `shown` is the path as the user should see it (relative to the project root).
	static func sentence(_ error: FileSystemError, shown: String) -> String {
		if error.operation == .makeFolder && (error.code == EEXIST || error.code == ENOTDIR) {
			return "a file named \(shown) is in the way of a folder scaffold writes into"
		}
		let doing =
			switch error.operation {
			case .write: "writing"
			case .rename: "replacing"
			case .link: "keeping the previous contents of"
			case .makeFolder: "creating the folder"
			case .removeFile: "deleting"
			case .removeFolder: "removing the folder"
			case .read: "reading"
			case .lock: "locking"
			}
		return "\(reason(error.code)) while \(doing) \(shown)"
	}

	/// The `errno` a Foundation error stands for: its own POSIX code, the underlying POSIX
	/// error, or the nearest match of its `CocoaError` code; `nil` when it is no file error.
	static func code(of error: any Error) -> Int32? {
		if let posix = error as? POSIXError { return posix.code.rawValue }
		guard let cocoa = error as? CocoaError else { return nil }
		if let underlying = cocoa.underlying as? POSIXError { return underlying.code.rawValue }
		switch cocoa.code {
		case .fileWriteOutOfSpace: return ENOSPC
		case .fileWriteNoPermission, .fileReadNoPermission: return EACCES
		case .fileWriteVolumeReadOnly: return EROFS
		case .fileWriteFileExists: return EEXIST
		case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
		case .fileWriteInvalidFileName, .fileReadInvalidFileName: return ENAMETOOLONG
		case .fileLocking: return EBUSY
		default: return EIO
		}
	}

	/// A Foundation error in our words, naming the file when Foundation knows it.
	static func sentence(for error: any Error) -> String? {
		guard let code = code(of: error) else { return nil }
		let path = (error as? CocoaError)?.filePath
		return path.map { "\(reason(code)) (\(ProjectDisk.relativeToWorkingDirectory($0)))" } ?? reason(code)
	}

	/// `ENOSPC` and the like by name, for `SCAFFOLD_TEST_FAULT`.
	static func code(named name: String) -> Int32? {
		let codes: [String: Int32] = [
			"ENOSPC": ENOSPC, "EDQUOT": EDQUOT, "EACCES": EACCES, "EPERM": EPERM, "EROFS": EROFS, "ENOTDIR": ENOTDIR,
			"EEXIST": EEXIST, "EISDIR": EISDIR, "ENAMETOOLONG": ENAMETOOLONG, "ENOENT": ENOENT, "EIO": EIO, "EXDEV": EXDEV,
		]
		return codes[name]
	}
}
