import Foundation
import ScaffoldCore
import Testing

@testable import scaffold

#if canImport(Glibc)
	import Glibc
#elseif canImport(Darwin)
	import Darwin
#endif

/// Files staged while a feature renders (``EarlyStaging``) are held to the full rule of the
/// staged apply: the list decides what is written, byte for byte, and a run that fails, applies
/// nothing or is killed leaves no trace.
struct EarlyStagingTests {
	/// ``StagedApplyTests/project()``'s files offered early as a render would: `C.swift` with the
	/// bytes the list writes, `D.swift` with others (a stale render), `A.swift`, which exists,
	/// and a file the list does not write.
	static func staged(in folder: TemporaryFolder, with fileSystem: any FileSystem) throws -> (ProjectDisk, EarlyStaging) {
		let disk = try ProjectDisk(root: folder.url.path, fileSystem: fileSystem)
		let early = try #require(EarlyStaging.start(disk: disk))
		for (path, text) in [
			("Features/F/Sources/C.swift", "new c\n"), ("Features/F/Tests/Unit/D.swift", "stale d\n"), ("Features/F/Sources/A.swift", "new a\n"),
			("Features/F/Sources/Unused.swift", "unused\n"),
		] {
			early.offer(OutputFile(path: path, contents: text, origin: "Specs/F.json", templateHash: ""))
		}
		return (disk, early)
	}

	/// ``StagedApplyTests/project()`` with its dates set back, and its tree before any change.
	static func backdatedProject() throws -> (TemporaryFolder, ApplyList, FileTree) {
		let (folder, list) = try StagedApplyTests.project()
		try FileTree.backdate(folder.url)
		return (folder, list, try FileTree(of: folder.url))
	}

	func theListDecidesEveryByteAndEarlyFilesOnlySaveWrites() throws {
		let (folder, list, before) = try Self.backdatedProject()
		defer { folder.remove() }
		let recording = RecordingWrites()
		let (disk, early) = try Self.staged(in: folder, with: recording)
		try disk.apply(list, early: early)
		early.discard()
		// As without early files: the list's bytes everywhere, nothing else, no staging folder.
		try expectEqual(
			FileTree(of: folder.url).changes(since: before).sorted(),
			[
				"added Features/F/Sources/C.swift", "added Features/F/Tests", "added Features/F/Tests/Unit",
				"added Features/F/Tests/Unit/D.swift", "added Features/G", "added Features/G/Sources", "added Features/G/Sources/E.swift",
				"changed .scaffold/manifest.json", "changed Features/F/Sources/A.swift", "changed Features/F/Sources/B.swift",
				"removed Features/F/Sources/Gone.swift",
			].sorted())
		for (path, text) in [("Features/F/Tests/Unit/D.swift", "new d\n"), ("Features/F/Sources/C.swift", "new c\n")] {
			try expectEqual(String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8), text, "\(path)")
		}
		// Three files staged early (not A.swift, which exists); C.swift's was used, so the apply
		// wrote six of its seven files (five writes and the manifest, less C.swift).
		let created = recording.created.map { String($0.split(separator: "/").last!) }
		expectEqual(created.filter { $0.hasPrefix("early-") }.count, 3, "\(created)")
		expectEqual(created.filter { $0.hasPrefix("new-") }.sorted(), ["new-0", "new-1", "new-3", "new-4", "new-6"])
	}

	/// A failure after files were staged early (here: moving one to its staging name) is undone
	/// like any other: the old tree, no staging folder.
	func aFailureTakingAnEarlyFileLeavesTheOldTreeUntouched() throws {
		let (folder, list, before) = try Self.backdatedProject()
		defer { folder.remove() }
		let (disk, early) = try Self.staged(in: folder, with: RecordingWrites(failsEarlyRenames: true))
		let failure = #expect(throws: CommandFailure.self) { try disk.apply(list, early: early) }
		early.discard()
		try expectEqual(FileTree(of: folder.url).changes(since: before), [])
		expectContains(failure?.diagnostics.first?.message ?? "", "C.swift")
	}

	/// A run that applies nothing (conflicts, an error, nothing to change) removes what it staged.
	func aRunThatAppliesNothingLeavesNoStagingFolder() throws {
		let (folder, _, before) = try Self.backdatedProject()
		defer { folder.remove() }
		let (_, early) = try Self.staged(in: folder, with: PosixFileSystem())
		early.discard()
		try expectEqual(FileTree(of: folder.url).changes(since: before), [])
	}

	/// Early files are written and flushed by the writers while the feature renders, and the
	/// apply takes them once the writers are done: every file handed over has been flushed
	/// (fsync) and closed by then.
	func everyFileHandedToTheApplyIsFlushedFirst() throws {
		let (folder, _, _) = try Self.backdatedProject()
		defer { folder.remove() }
		let flushes = FlushRecording()
		let (_, early) = try Self.staged(in: folder, with: flushes)
		let taken = early.take()
		defer { early.discard() }
		let handedOver = taken.staged.values.map { early.staging + "/" + $0.name }.sorted()
		expectEqual(handedOver.count, 3)
		expectEqual(flushes.calls.started.sorted(), handedOver)
		expectEqual(flushes.calls.finished.sorted(), handedOver)
	}

	/// A run killed after staging early, before its journal, leaves a staging folder without one:
	/// the next run removes it and the project is as it was.
	func aRunKilledAfterStagingEarlyIsCleanedUpByTheNextRun() throws {
		let (folder, _, before) = try Self.backdatedProject()
		defer { folder.remove() }
		let (disk, early) = try Self.staged(in: folder, with: PosixFileSystem())
		let taken = early.take()
		expectTrue(taken.folderMade)
		expectEqual(taken.staged.keys.sorted(), ["Features/F/Sources/C.swift", "Features/F/Sources/Unused.swift", "Features/F/Tests/Unit/D.swift"])
		let notes = StagingRecovery(fileSystem: PosixFileSystem(), root: disk.resolvedRoot).recover(display: { $0 })
		expectEqual(notes.map(\.description), ["note: removed the staging files of an interrupted scaffold run (\(StagedApply.stagingFolder))"])
		try expectEqual(FileTree(of: folder.url).changes(since: before), [])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<EarlyStagingTests>] = [
		SuiteTest("theListDecidesEveryByteAndEarlyFilesOnlySaveWrites") { try $0.theListDecidesEveryByteAndEarlyFilesOnlySaveWrites() },
		SuiteTest("aFailureTakingAnEarlyFileLeavesTheOldTreeUntouched") { try $0.aFailureTakingAnEarlyFileLeavesTheOldTreeUntouched() },
		SuiteTest("aRunThatAppliesNothingLeavesNoStagingFolder") { try $0.aRunThatAppliesNothingLeavesNoStagingFolder() },
		SuiteTest("everyFileHandedToTheApplyIsFlushedFirst") { try $0.everyFileHandedToTheApplyIsFlushedFirst() },
		SuiteTest("aRunKilledAfterStagingEarlyIsCleanedUpByTheNextRun") { try $0.aRunKilledAfterStagingEarlyIsCleanedUpByTheNextRun() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<EarlyStagingTests>) async throws { try await test.body(self) }
}

/// The real disk, recording the files created (any thread); optionally failing to move an
/// early-staged file to its staging name.
private final class RecordingWrites: ForwardingFileSystem, @unchecked Sendable {
	let failsEarlyRenames: Bool
	private let lock = NSLock()
	private var names: [String] = []
	let real = PosixFileSystem()
	var concurrentCalls: Int { 4 }

	init(failsEarlyRenames: Bool = false) {
		self.failsEarlyRenames = failsEarlyRenames
	}

	var created: [String] { lock.withLock { names } }

	func createFile(_ path: String, _ bytes: [UInt8]) throws(FileSystemError) {
		lock.withLock { names.append(path) }
		try real.createFile(path, bytes)
	}

	func rename(_ source: String, _ destination: String) throws(FileSystemError) {
		if failsEarlyRenames && source.split(separator: "/").last?.hasPrefix("early-") == true {
			throw FileSystemError(operation: .rename, path: destination, code: EIO)
		}
		try real.rename(source, destination)
	}
}

/// The real disk, recording which files were started (written, not yet flushed) and finished
/// (flushed and closed).
private final class FlushRecording: ForwardingFileSystem, @unchecked Sendable {
	private let lock = NSLock()
	private var started: [String] = []
	private var finished: [String] = []
	let real = PosixFileSystem()
	var concurrentCalls: Int { 4 }

	var calls: (started: [String], finished: [String]) { lock.withLock { (started, finished) } }

	func startFile(_ path: String, _ bytes: [UInt8]) throws(FileSystemError) -> StartedFile {
		lock.withLock { started.append(path) }
		return try real.startFile(path, bytes)
	}

	func finishFile(_ file: StartedFile, path: String) throws(FileSystemError) {
		try real.finishFile(file, path: path)
		lock.withLock { finished.append(path) }
	}
}
