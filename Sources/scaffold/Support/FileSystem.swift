/// Every change scaffold makes to the disk for a project (apply, prune, destroy, eject, the
/// lock) goes through this seam, so tests can make the Nth write, rename or folder creation
/// fail with a chosen `errno` (``FaultInjectingFileSystem``) and check what is left behind.
///
/// Paths are absolute. Each call is one system call's worth of work, so a failure leaves a
/// state the caller can reason about (and undo).
protocol FileSystem: Sendable {
	/// Creates `path` (never replacing anything: `O_EXCL`), writes `bytes`, flushes them to the
	/// disk (`fsync`) and closes it. A failure may leave a partial file for the caller to remove.
	func createFile(_ path: String, _ bytes: [UInt8]) throws(FileSystemError)
	/// ``createFile(_:_:)`` without waiting for the disk; ``finishFile(_:path:)`` waits (see below).
	func startFile(_ path: String, _ bytes: [UInt8]) throws(FileSystemError) -> StartedFile
	/// Flushes and closes a file ``startFile(_:_:)`` left open.
	func finishFile(_ file: StartedFile, path: String) throws(FileSystemError)
	/// `rename(2)`: atomically puts `source` at `destination`, replacing a file there.
	func rename(_ source: String, _ destination: String) throws(FileSystemError)
	/// `link(2)`: a second name for a file, so its bytes outlive a rename over the first.
	func link(_ existing: String, _ newName: String) throws(FileSystemError)
	/// `mkdir(2)`, one level.
	func makeFolder(_ path: String) throws(FileSystemError)
	/// `unlink(2)`.
	func removeFile(_ path: String) throws(FileSystemError)
	/// `rmdir(2)`: only an empty folder.
	func removeFolder(_ path: String) throws(FileSystemError)
	/// The names in a folder that start with `prefix` (every name for `""`), without `.` and `..`,
	/// sorted. Names are judged on their bytes before they become strings: the sweep for old
	/// temporaries looks at every folder of a plan on every run.
	func entries(_ folder: String, prefix: String) throws(FileSystemError) -> [String]
	/// What is at `path`, without following a final symbolic link (`lstat`).
	func kind(_ path: String) -> FileKind
	/// Flushes a folder's entries (new names, renames) to the disk; best effort.
	func syncFolder(_ path: String)
	/// How many ``createFile(_:_:)`` and ``syncFolder(_:)`` calls may run at once (see
	/// ``Overlapping``); 1 makes every call's turn, and so the Nth call, fixed.
	var concurrentCalls: Int { get }
	/// Opens `path` (a file, created when `create`, or a folder) and tries once, without waiting,
	/// to `flock` it; returns the descriptor holding the lock, or `nil` when another process
	/// holds a conflicting one.
	func tryLock(_ path: String, exclusive: Bool, create: Bool) throws(FileSystemError) -> Int32?
}

/// A file ``FileSystem/startFile(_:_:)`` wrote and left open for ``FileSystem/finishFile(_:path:)``
/// to flush; `nil` when it is already flushed and closed.
struct StartedFile: Sendable {
	let descriptor: Int32?
}

/// What `lstat` found.
enum FileKind: Equatable {
	case absent, file, folder, symbolicLink, other
}

/// One failed system call: which, on what, and `errno`. Worded for people by ``FileErrorWording``.
struct FileSystemError: Error, Equatable {
	/// What scaffold was doing.
	enum Operation: String, Equatable {
		case write, rename, link, makeFolder, removeFile, removeFolder, read, lock
	}

	var operation: Operation
	/// The absolute path the call was about.
	var path: String
	/// `errno`.
	var code: Int32
}

extension FileSystem {
	/// ``createFile(_:_:)`` in two halves, so that a test double sees each file's flush apart from
	/// its write (``EarlyStaging``'s writers call both at once): creates `path` (`O_EXCL`) and
	/// writes `bytes`; ``finishFile(_:path:)`` then flushes (`fsync`) and closes what this returns.
	/// Until that returns the file is not on the disk. By default the first half is all of
	/// ``createFile(_:_:)`` (the second then has nothing to do), as for the test doubles.
	func startFile(_ path: String, _ bytes: [UInt8]) throws(FileSystemError) -> StartedFile {
		try createFile(path, bytes)
		return StartedFile(descriptor: nil)
	}

	/// Waits for a ``startFile(_:_:)``'s bytes to reach the disk (`fsync`), then closes it.
	func finishFile(_ file: StartedFile, path: String) throws(FileSystemError) {
		guard let descriptor = file.descriptor else { return }
		let flushed = fsync(descriptor) == 0 ? nil : errno
		let closed = close(descriptor) == 0 ? nil : errno
		if let code = flushed ?? closed { throw FileSystemError(operation: .write, path: path, code: code) }
	}

	/// The names in a folder, without `.` and `..`, sorted.
	func entries(_ folder: String) throws(FileSystemError) -> [String] {
		try entries(folder, prefix: "")
	}
}
