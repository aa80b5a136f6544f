@testable import scaffold

/// A test's file system that passes every call to the real disk except those it implements
/// itself (a write that fails, a call recorded): each such double names only what it changes.
protocol ForwardingFileSystem: FileSystem {
	var real: PosixFileSystem { get }
}

extension ForwardingFileSystem {
	func createFile(_ path: String, _ bytes: [UInt8]) throws(FileSystemError) { try real.createFile(path, bytes) }
	func rename(_ source: String, _ destination: String) throws(FileSystemError) { try real.rename(source, destination) }
	func link(_ existing: String, _ newName: String) throws(FileSystemError) { try real.link(existing, newName) }
	func makeFolder(_ path: String) throws(FileSystemError) { try real.makeFolder(path) }
	func removeFile(_ path: String) throws(FileSystemError) { try real.removeFile(path) }
	func removeFolder(_ path: String) throws(FileSystemError) { try real.removeFolder(path) }
	func entries(_ folder: String, prefix: String) throws(FileSystemError) -> [String] { try real.entries(folder, prefix: prefix) }
	func kind(_ path: String) -> FileKind { real.kind(path) }
	func syncFolder(_ path: String) { real.syncFolder(path) }
	func tryLock(_ path: String, exclusive: Bool, create: Bool) throws(FileSystemError) -> Int32? {
		try real.tryLock(path, exclusive: exclusive, create: create)
	}
}
