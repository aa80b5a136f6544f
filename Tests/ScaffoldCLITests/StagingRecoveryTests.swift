import Foundation
import ScaffoldCore
import Testing

@testable import scaffold

#if canImport(Glibc)
	import Glibc
#elseif canImport(Darwin)
	import Darwin
#endif

/// A run killed at any moment (simulated: from the Nth rename on, the process does nothing
/// more, not even its rollback) is undone by the next run, which says so.
struct StagingRecoveryTests {
	/// The real disk until the Nth rename; from then on every change fails, as if the process had died.
	final class DyingFileSystem: FileSystem, @unchecked Sendable {  // only used from one thread
		let real = PosixFileSystem()
		let dyingAt: Int
		private var renames = 0
		private(set) var dead = false
		/// One call at a time: the counting above is not thread-safe.
		var concurrentCalls: Int { 1 }

		init(dyingAt: Int) { self.dyingAt = dyingAt }

		private func check(_ path: String) throws(FileSystemError) {
			if dead { throw FileSystemError(operation: .write, path: path, code: EIO) }
		}

		func createFile(_ path: String, _ bytes: [UInt8]) throws(FileSystemError) {
			try check(path)
			try real.createFile(path, bytes)
		}
		func rename(_ source: String, _ destination: String) throws(FileSystemError) {
			try check(destination)
			renames += 1
			if renames == dyingAt { dead = true }
			try check(destination)
			try real.rename(source, destination)
		}
		func link(_ existing: String, _ newName: String) throws(FileSystemError) {
			try check(existing)
			try real.link(existing, newName)
		}
		func makeFolder(_ path: String) throws(FileSystemError) {
			try check(path)
			try real.makeFolder(path)
		}
		func removeFile(_ path: String) throws(FileSystemError) {
			try check(path)
			try real.removeFile(path)
		}
		func removeFolder(_ path: String) throws(FileSystemError) {
			try check(path)
			try real.removeFolder(path)
		}
		func entries(_ folder: String, prefix: String) throws(FileSystemError) -> [String] { try real.entries(folder, prefix: prefix) }
		func kind(_ path: String) -> FileKind { real.kind(path) }
		func syncFolder(_ path: String) {}
		func tryLock(_ path: String, exclusive: Bool, create: Bool) throws(FileSystemError) -> Int32? { nil }
	}

	func aRunKilledAtAnyRenameIsUndoneByTheNextRun() throws {
		// The list makes 8 renames: 5 writes, 1 delete, the manifest, then the commit mark.
		for dyingAt in 1...8 {
			let (folder, list) = try StagedApplyTests.project()
			defer { folder.remove() }
			try FileTree.backdate(folder.url)
			let before = try FileTree(of: folder.url)
			let dying = DyingFileSystem(dyingAt: dyingAt)
			#expect(throws: CommandFailure.self) { try StagedApplyTests.apply(list, in: folder, with: dying) }
			expectTrue(dying.dead)
			let staging = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(".scaffold").path)
			expectAny(staging, where: { $0.hasPrefix("staging-") }, "\(dyingAt): \(staging)")

			let recovery = StagingRecovery(fileSystem: PosixFileSystem(), root: ProjectSandbox.realPath(folder.url.path))
			let notes = recovery.recover(display: { $0 })
			expectEqual(notes.map(\.message), ["an earlier scaffold run was interrupted; its changes were undone and its staging files removed (\(StagedApply.stagingFolder))"])
			try expectEqual(FileTree(of: folder.url).changes(since: before), [], "killed at rename \(dyingAt)")
		}
	}

	func stagingFilesOfARunKilledBeforeItChangedAnythingAreRemoved() throws {
		let folder = try TemporaryFolder()
		defer { folder.remove() }
		try folder.write("half a file", to: ".scaffold/staging-4242/new-0")
		try folder.write("mine\n", to: "README.md")
		let notes = StagingRecovery(fileSystem: PosixFileSystem(), root: ProjectSandbox.realPath(folder.url.path)).recover(display: { $0 })
		expectEqual(notes.map(\.description), ["note: removed the staging files of an interrupted scaffold run (.scaffold/staging-4242)"])
		try expectEqual(FileTree(of: folder.url).entries.keys.sorted(), [".scaffold", "README.md"])
	}

	func aCommittedRunOnlyLosesItsStagingFiles() throws {
		let folder = try TemporaryFolder()
		defer { folder.remove() }
		try folder.write("new\n", to: "A.swift")
		try folder.write("old\n", to: ".scaffold/staging-7/old-0")
		try folder.write("write\t0\treplace\tA.swift\n", to: ".scaffold/staging-7/committed")
		_ = StagingRecovery(fileSystem: PosixFileSystem(), root: ProjectSandbox.realPath(folder.url.path)).recover(display: { $0 })
		try expectEqual(String(contentsOf: folder.url.appendingPathComponent("A.swift"), encoding: .utf8), "new\n")
		try expectEqual(FileTree(of: folder.url).entries.keys.sorted(), [".scaffold", "A.swift"])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<StagingRecoveryTests>] = [
		SuiteTest("aRunKilledAtAnyRenameIsUndoneByTheNextRun") { try $0.aRunKilledAtAnyRenameIsUndoneByTheNextRun() },
		SuiteTest("stagingFilesOfARunKilledBeforeItChangedAnythingAreRemoved") { try $0.stagingFilesOfARunKilledBeforeItChangedAnythingAreRemoved() },
		SuiteTest("aCommittedRunOnlyLosesItsStagingFiles") { try $0.aCommittedRunOnlyLosesItsStagingFiles() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<StagingRecoveryTests>) async throws { try await test.body(self) }
}
