import Foundation
import Testing

#if canImport(Glibc)
	import Glibc
#elseif canImport(Darwin)
	import Darwin
#endif

/// A killed test process's folders are removed by the next one; a running one's are not.
struct TestFolderNamesTests {
	func onlyTheFoldersOfEndedProcessesAreRemoved() throws {
		// A process that has certainly ended: started and waited for.
		let ended = Process()
		ended.executableURL = URL(fileURLWithPath: "/bin/sh")
		ended.arguments = ["-c", "exit 0"]
		try ended.run()
		ended.waitUntilExit()
		let endedPID = ended.processIdentifier
		try #require(endedPID != getpid())

		try TemporaryFolder.with { folder in
			let uuid = UUID().uuidString
			let stale = ["scaffold-cli-tests-\(endedPID)-\(uuid)", "scaffold-cli-templates-\(endedPID)-\(uuid)"]
			let kept = [
				"scaffold-cli-tests-\(getpid())-\(uuid)",  // this process, still running
				"scaffold-cli-tests-12345678-0000-4000-8000-000000000000",  // an older name: a UUID alone
				"scaffold-cli-tests-\(endedPID)-A",  // not a UUID after the process id
				"other-\(endedPID)-\(uuid)",  // not the tests' folder
			]
			for name in stale + kept { try folder.write("x", to: name + "/file") }

			expectEqual(TestFolderNames.removeStale(in: folder.url), stale.sorted())
			try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(), kept.sorted())
		}
	}

	/// The memory file system when there is one to write, with room, and no `TMPDIR` says otherwise;
	/// else the system's temporary directory.
	func theScratchDirectoryIsInMemoryUnlessTMPDIROrNoneSaysOtherwise() throws {
		try TemporaryFolder.with { folder in
			let fallback = URL(fileURLWithPath: "/fallback", isDirectory: true)
			let memory = folder.url.appendingPathComponent("shm")
			try FileManager.default.createDirectory(at: memory, withIntermediateDirectories: true)
			let file = try folder.write("x", to: "file")
			expectEqual(TestFolderNames.scratchDirectory(environment: [:], memory: memory.path, fallback: fallback).path, memory.path)
			expectEqual(TestFolderNames.scratchDirectory(environment: ["TMPDIR": ""], memory: memory.path, fallback: fallback).path, memory.path)
			expectEqual(TestFolderNames.scratchDirectory(environment: ["TMPDIR": "/elsewhere"], memory: memory.path, fallback: fallback), fallback)
			expectEqual(TestFolderNames.scratchDirectory(environment: [:], memory: file.path, fallback: fallback), fallback)
			expectEqual(TestFolderNames.scratchDirectory(environment: [:], memory: memory.path + "-none", fallback: fallback), fallback)
			// Too little room there (no file system has this much free).
			expectEqual(TestFolderNames.scratchDirectory(environment: [:], memory: memory.path, minimumFree: .max, fallback: fallback), fallback)
		}
		// This process's folders are all made there.
		try TemporaryFolder.with { folder in expectEqual(folder.url.deletingLastPathComponent().path, TestFolderNames.directory.path) }
	}

	func namesCarryTheProcessID() {
		let name = TestFolderNames.unique("scaffold-cli-tests-")
		expectPrefix(name, "scaffold-cli-tests-\(getpid())-")
		expectNotEqual(name, TestFolderNames.unique("scaffold-cli-tests-"))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TestFolderNamesTests>] = [
		SuiteTest("onlyTheFoldersOfEndedProcessesAreRemoved") { try $0.onlyTheFoldersOfEndedProcessesAreRemoved() },
		SuiteTest("theScratchDirectoryIsInMemoryUnlessTMPDIROrNoneSaysOtherwise") { try $0.theScratchDirectoryIsInMemoryUnlessTMPDIROrNoneSaysOtherwise() },
		SuiteTest("namesCarryTheProcessID") { $0.namesCarryTheProcessID() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<TestFolderNamesTests>) async throws { try await test.body(self) }
}
