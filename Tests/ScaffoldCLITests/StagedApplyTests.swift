import Foundation
import ScaffoldCore
import Testing

@testable import scaffold

#if canImport(Glibc)
	import Glibc
#elseif canImport(Darwin)
	import Darwin
#endif

/// The staged apply through the fault seam: whichever write, rename or folder creation fails,
/// the project is left exactly as it was (bytes and dates), with no staging or temporary files
/// and no folder the run created.
struct StagedApplyTests {
	/// A project with files to update, a file to delete, and a manifest; the list updates two
	/// files, creates three (two in new folders), deletes one and rewrites the manifest.
	static func project() throws -> (TemporaryFolder, ApplyList) {
		let folder = try TemporaryFolder()
		try folder.write("old a\n", to: "Features/F/Sources/A.swift")
		try folder.write("old b\n", to: "Features/F/Sources/B.swift")
		try folder.write("orphan\n", to: "Features/F/Sources/Gone.swift")
		try folder.write("mine\n", to: "README.md")
		try folder.write("{\"files\": [], \"version\": 1}\n", to: ".scaffold/manifest.json")
		let list = ApplyList(
			operations: [
				.write(path: "Features/F/Sources/A.swift", bytes: Array("new a\n".utf8)),
				.write(path: "Features/F/Sources/B.swift", bytes: Array("new b\n".utf8)),
				.write(path: "Features/F/Sources/C.swift", bytes: Array("new c\n".utf8)),
				.write(path: "Features/F/Tests/Unit/D.swift", bytes: Array("new d\n".utf8)),
				.write(path: "Features/G/Sources/E.swift", bytes: Array("new e\n".utf8)),
				.delete(path: "Features/F/Sources/Gone.swift"),
			],
			manifest: Array("{\"files\": [1], \"version\": 1}\n".utf8))
		return (folder, list)
	}

	static func apply(_ list: ApplyList, in folder: TemporaryFolder, with fileSystem: any FileSystem) throws(CommandFailure) {
		let root = ProjectSandbox.realPath(folder.url.path)
		try StagedApply(fileSystem: fileSystem, root: root, display: { $0 }).run(list)
	}

	func aSuccessfulApplyWritesEverythingAndLeavesNoStagingFiles() throws {
		let (folder, list) = try Self.project()
		defer { folder.remove() }
		try FileTree.backdate(folder.url)
		let before = try FileTree(of: folder.url)
		try Self.apply(list, in: folder, with: PosixFileSystem())
		let changes = try FileTree(of: folder.url).changes(since: before)
		expectEqual(
			changes.sorted(), [
				"added Features/F/Sources/C.swift", "added Features/F/Tests", "added Features/F/Tests/Unit",
				"added Features/F/Tests/Unit/D.swift", "added Features/G", "added Features/G/Sources", "added Features/G/Sources/E.swift",
				"changed .scaffold/manifest.json", "changed Features/F/Sources/A.swift", "changed Features/F/Sources/B.swift",
				"removed Features/F/Sources/Gone.swift",
			].sorted())
		try expectEqual(String(contentsOf: folder.url.appendingPathComponent("Features/F/Sources/A.swift"), encoding: .utf8), "new a\n")
	}

	/// Every call of each kind that a successful run makes, failed in turn.
	static let aFailureAtAnyStepLeavesTheOldTreeUntouchedArguments: [(FaultInjectingFileSystem.Kind, Int32, String)] = [
		(FaultInjectingFileSystem.Kind.write, ENOSPC, "disk full while writing"),
		(.rename, EPERM, "operation not permitted (the file may be immutable or protected) while "),
		(.mkdir, EDQUOT, "disk quota exceeded while creating the folder"),
		(.rename, EACCES, "permission denied while "),
		(.write, EROFS, "the file system is read-only while writing"),
	]
	func aFailureAtAnyStepLeavesTheOldTreeUntouched(kind: FaultInjectingFileSystem.Kind, code: Int32, words: String) throws {
		let calls: Int
		do {
			let (folder, list) = try Self.project()
			defer { folder.remove() }
			let counting = FaultInjectingFileSystem(failing: kind, at: Int.max, with: code)
			try Self.apply(list, in: folder, with: counting)
			calls = counting.count(kind)
		}
		expectAtLeast(calls, 3)
		for call in 1...calls {
			let (folder, list) = try Self.project()
			defer { folder.remove() }
			try FileTree.backdate(folder.url)
			let before = try FileTree(of: folder.url)
			let failure = #expect(throws: CommandFailure.self) {
				try Self.apply(list, in: folder, with: FaultInjectingFileSystem(failing: kind, at: call, with: code))
			}
			try expectEqual(FileTree(of: folder.url).changes(since: before), [], "\(kind) \(call)")
			let message = failure?.diagnostics.first?.message ?? ""
			expectPrefix(message, words, "\(kind) \(call): \(message)")
			expectSuffix(message, ": nothing was changed", "\(kind) \(call): \(message)")
			expectLacks(message, "Error Domain", "\(message)")
			expectLacks(message, "/old-", "\(message)")
			expectLacks(message, "/new-", "\(message)")
		}
	}

	/// Files are staged several at once on the real disk: a write that fails among them still
	/// changes nothing, and the failure named is that of the first file in the list that failed.
	func aFailureAmongWritesStagedAtOnceLeavesTheOldTreeUntouched() throws {
		for failing in [["new-0"], ["new-3"], ["new-2", "new-4"], ["new-6"]] {
			let (folder, list) = try Self.project()
			defer { folder.remove() }
			try FileTree.backdate(folder.url)
			let before = try FileTree(of: folder.url)
			let failure = #expect(throws: CommandFailure.self) {
				try Self.apply(list, in: folder, with: FailingWrites(names: Set(failing)))
			}
			try expectEqual(FileTree(of: folder.url).changes(since: before), [], "\(failing)")
			let first = ["A", "B", "C", "D", "E", "", "manifest"][Int(failing[0].dropFirst(4))!]
			expectEqual(failure?.diagnostics.first?.message.contains(first == "manifest" ? ".scaffold/manifest.json" : "/\(first).swift"), true, "\(failure?.diagnostics ?? [])")
		}
	}

	/// Every index runs once; after a failure no new one starts, and the lowest failing index is
	/// the one reported. One worker is a plain loop in order.
	func overlappingCallsRunEachIndexOnceAndReportTheFirstFailure() {
		struct Failed: Error, Equatable { let index: Int }
		for workers in [1, 2, 4, 16] {
			let seen = NSLock()
			nonisolated(unsafe) var calls: [Int] = []
			let none = Overlapping.run(100, workers: workers) { (index: Int) throws(Failed) in seen.withLock { calls.append(index) } }
			expectEqual(none, nil, "\(workers)")
			expectEqual(calls.sorted(), Array(0..<100), "\(workers)")
			calls = []
			let failure = Overlapping.run(100, workers: workers) { (index: Int) throws(Failed) in
				seen.withLock { calls.append(index) }
				if index == 10 || index == 11 { throw Failed(index: index) }
			}
			expectEqual(failure, Failed(index: calls.contains(10) ? 10 : 11), "\(workers)")
			expectLess(calls.count, 100, "\(workers)")
			expectEqual(Set(calls).count, calls.count, "\(workers)")
			if workers == 1 { expectEqual(calls, Array(0...10)) }
		}
	}

	/// The workers really run at once, more of them than the machine has cores: each of the first
	/// calls waits until all of them have started (Dispatch's `concurrentPerform`, used before,
	/// ran only as many at once as there are cores, so its waits for the disk did not overlap).
	func overlappingCallsRunAsManyAtOnceAsThereAreWorkers() {
		let workers = ProcessInfo.processInfo.activeProcessorCount + 3
		let lock = NSLock()
		let allHere = DispatchSemaphore(value: 0)
		nonisolated(unsafe) var arrived = 0
		nonisolated(unsafe) var timedOut = 0
		_ = Overlapping.run(workers, workers: workers) { (_: Int) throws(Never) in
			let count = lock.withLock {
				arrived += 1
				return arrived
			}
			if count == workers {
				for _ in 0..<workers { allHere.signal() }
			}
			// A call that does not see the others arrive within seconds was not run beside them.
			if allHere.wait(timeout: .now() + 5) == .timedOut { lock.withLock { timedOut += 1 } }
		}
		expectEqual(arrived, workers)
		expectEqual(timedOut, 0)
	}

	func withoutHardLinksTheOldFileIsMovedAsideInstead() throws {
		let (folder, list) = try Self.project()
		defer { folder.remove() }
		// Every link fails (as on a file system without hard links), and then a later rename too.
		let noLinks = FaultInjectingFileSystem(failing: .link, at: 1, with: EPERM)
		try Self.apply(list, in: folder, with: noLinks)
		try expectEqual(String(contentsOf: folder.url.appendingPathComponent("Features/F/Sources/B.swift"), encoding: .utf8), "new b\n")
		try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(".scaffold").path), ["manifest.json"])
	}

	func aFileInTheWayOfTheScaffoldFolderIsNamed() throws {
		let folder = try TemporaryFolder()
		defer { folder.remove() }
		try folder.write("x", to: ".scaffold")
		let list = ApplyList(operations: [.write(path: "A.swift", bytes: [1])], manifest: [2])
		let failure = #expect(throws: CommandFailure.self) { try Self.apply(list, in: folder, with: PosixFileSystem()) }
		expectEqual(failure?.diagnostics.map(\.message), ["a file named .scaffold is in the way of the folder scaffold keeps its manifest in; nothing was changed"])
		try expectEqual(FileTree(of: folder.url).files, [".scaffold"])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<StagedApplyTests>] = [
		SuiteTest("aSuccessfulApplyWritesEverythingAndLeavesNoStagingFiles") { try $0.aSuccessfulApplyWritesEverythingAndLeavesNoStagingFiles() },
		SuiteTest("aFailureAmongWritesStagedAtOnceLeavesTheOldTreeUntouched") { try $0.aFailureAmongWritesStagedAtOnceLeavesTheOldTreeUntouched() },
		SuiteTest("overlappingCallsRunEachIndexOnceAndReportTheFirstFailure") { $0.overlappingCallsRunEachIndexOnceAndReportTheFirstFailure() },
		SuiteTest("overlappingCallsRunAsManyAtOnceAsThereAreWorkers") { $0.overlappingCallsRunAsManyAtOnceAsThereAreWorkers() },
		SuiteTest("withoutHardLinksTheOldFileIsMovedAsideInstead") { try $0.withoutHardLinksTheOldFileIsMovedAsideInstead() },
		SuiteTest("aFileInTheWayOfTheScaffoldFolderIsNamed") { try $0.aFileInTheWayOfTheScaffoldFolderIsNamed() },
	]
		+ SuiteTest<StagedApplyTests>.cases("aFailureAtAnyStepLeavesTheOldTreeUntouched(kind:code:words:)", aFailureAtAnyStepLeavesTheOldTreeUntouchedArguments) { try $0.aFailureAtAnyStepLeavesTheOldTreeUntouched(kind: $1.0, code: $1.1, words: $1.2) }
	@Test(arguments: tests) func run(_ test: SuiteTest<StagedApplyTests>) async throws { try await test.body(self) }
}

/// The real disk, but every staged file whose name is in `names` fails to be written (full
/// disk), whichever thread writes it: writes run four at once, as on the real disk.
private struct FailingWrites: ForwardingFileSystem {
	let names: Set<String>
	let real = PosixFileSystem()
	var concurrentCalls: Int { 4 }

	func createFile(_ path: String, _ bytes: [UInt8]) throws(FileSystemError) {
		if names.contains(String(path.split(separator: "/").last ?? "")) {
			throw FileSystemError(operation: .write, path: path, code: ENOSPC)
		}
		try real.createFile(path, bytes)
	}
}
