import ScaffoldCommandLine
import ScaffoldCore

/// A ``FileSystem`` that fails the Nth call of one kind with a chosen `errno`, and otherwise
/// does the real thing: the fault seam of the tests (unit tests build it directly, end-to-end
/// tests through `SCAFFOLD_TEST_FAULT=write:3:ENOSPC`).
///
/// A failed write first writes half the bytes, as a disk filling up does.
final class FaultInjectingFileSystem: FileSystem, Sendable {
	/// The kinds of calls a fault can hit.
	enum Kind: String, CaseIterable, Sendable {
		case write, rename, link, mkdir, unlink, rmdir, lock
	}

	let kind: Kind
	/// 1 for the first call of `kind`.
	let failing: Int
	let code: Int32
	private let real = PosixFileSystem()
	private let counts = Locked<[Kind: Int]>([:])

	init(failing kind: Kind, at call: Int, with code: Int32) {
		self.kind = kind
		self.failing = call
		self.code = code
	}

	/// Reads `write:3:ENOSPC` (kind, call number, errno name or number); `nil` when malformed.
	convenience init?(specification: String) {
		let parts = specification.split(separator: ":").map(String.init)
		guard parts.count == 3, let kind = Kind(rawValue: parts[0]), let call = Int(parts[1]), call > 0,
			let code = Int32(parts[2]) ?? FileErrorWording.code(named: parts[2])
		else { return nil }
		self.init(failing: kind, at: call, with: code)
	}

	/// How many calls of `kind` were made so far.
	func count(_ kind: Kind) -> Int { counts.withLock { $0[kind, default: 0] } }

	/// Counts a call; whether it is the one to fail.
	private func hit(_ kind: Kind) -> Bool {
		counts.withLock { counts in
			counts[kind, default: 0] += 1
			return kind == self.kind && counts[kind] == failing
		}
	}

	func createFile(_ path: String, _ bytes: [UInt8]) throws(FileSystemError) {
		if hit(.write) {
			try? real.createFile(path, Array(bytes.prefix(bytes.count / 2)))
			throw FileSystemError(operation: .write, path: path, code: code)
		}
		try real.createFile(path, bytes)
	}

	func rename(_ source: String, _ destination: String) throws(FileSystemError) {
		if hit(.rename) { throw FileSystemError(operation: .rename, path: destination, code: code) }
		try real.rename(source, destination)
	}

	func link(_ existing: String, _ newName: String) throws(FileSystemError) {
		if hit(.link) { throw FileSystemError(operation: .link, path: existing, code: code) }
		try real.link(existing, newName)
	}

	func makeFolder(_ path: String) throws(FileSystemError) {
		if hit(.mkdir) { throw FileSystemError(operation: .makeFolder, path: path, code: code) }
		try real.makeFolder(path)
	}

	func removeFile(_ path: String) throws(FileSystemError) {
		if hit(.unlink) { throw FileSystemError(operation: .removeFile, path: path, code: code) }
		try real.removeFile(path)
	}

	func removeFolder(_ path: String) throws(FileSystemError) {
		if hit(.rmdir) { throw FileSystemError(operation: .removeFolder, path: path, code: code) }
		try real.removeFolder(path)
	}

	/// One at a time, so that the Nth call is the same call on every run.
	var concurrentCalls: Int { 1 }

	func entries(_ folder: String, prefix: String) throws(FileSystemError) -> [String] { try real.entries(folder, prefix: prefix) }
	func kind(_ path: String) -> FileKind { real.kind(path) }
	func syncFolder(_ path: String) { real.syncFolder(path) }

	func tryLock(_ path: String, exclusive: Bool, create: Bool) throws(FileSystemError) -> Int32? {
		if hit(.lock) { throw FileSystemError(operation: .lock, path: path, code: code) }
		return try real.tryLock(path, exclusive: exclusive, create: create)
	}
}
