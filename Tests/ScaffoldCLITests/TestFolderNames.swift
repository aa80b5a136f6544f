import Foundation

#if canImport(Glibc)
	import Glibc
#elseif canImport(Darwin)
	import Darwin
#endif

/// Where the CLI tests make their folders, the folders' names, and the removal of the ones a killed
/// test process left behind.
///
/// A test process removes its folders as it goes and at exit (`atexit`), but a process killed by
/// a signal runs neither, and its project copies and output files stay behind. Each name holds
/// the process id of its maker (`scaffold-cli-tests-<pid>-<UUID>`), so the next test process
/// removes the folders of processes that no longer exist, and leaves alone those of test runs
/// still going beside it (other checkouts of scaffold run their tests on the same machine).
enum TestFolderNames {
	/// The kinds of folder: project copies and output files, and the template projects.
	static let prefixes = ["scaffold-cli-tests-", "scaffold-cli-templates-"]

	/// Where the folders go: the system's temporary directory when `TMPDIR` names one, else `/dev/shm`
	/// where it is a folder this process may write with 512 MiB free (Linux's memory file system; a
	/// container's may be 64 MiB, less than SwiftFormatLintTests' three projects and the rest at
	/// once), else the system's temporary directory.
	///
	/// The CLI tests create and remove tens of thousands of files (a project copied for each test, the
	/// files each `scaffold` run writes). On a disk file system much of that is the kernel's: ext4
	/// looks for a free inode past the recently deleted ones at every file it creates, and the test
	/// process spent a third of its samples there (docs/performance.md). In memory the same files cost
	/// a fifth of that system time. The programs do the same work either way (every `fsync` is still
	/// made); only the tests' scratch space moves.
	static let directory: URL = scratchDirectory(
		environment: ProcessInfo.processInfo.environment, memory: "/dev/shm", fallback: FileManager.default.temporaryDirectory)

	/// ``directory``'s choice, given the environment, the memory file system's folder, the space it
	/// must have free and the system's temporary directory.
	static func scratchDirectory(environment: [String: String], memory: String, minimumFree: UInt64 = 512 << 20, fallback: URL) -> URL {
		if let chosen = environment["TMPDIR"], !chosen.isEmpty { return fallback }
		var info = stat()
		guard stat(memory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, access(memory, W_OK | X_OK) == 0 else { return fallback }
		var space = statvfs()
		guard statvfs(memory, &space) == 0, UInt64(space.f_bavail) * UInt64(space.f_frsize) >= minimumFree else { return fallback }
		return URL(fileURLWithPath: memory, isDirectory: true)
	}

	/// A new name for a folder of this process, starting with `prefix` (one of ``prefixes``).
	static func unique(_ prefix: String) -> String {
		_ = sweptOnce
		return "\(prefix)\(getpid())-\(UUID().uuidString)"
	}

	/// A new folder's location in ``directory``, named by ``unique(_:)``.
	static func uniqueURL(_ prefix: String) -> URL {
		directory.appendingPathComponent(unique(prefix))
	}

	/// The first name made in a process sweeps ``directory`` once.
	private static let sweptOnce: Void = { _ = removeStale(in: directory) }()

	/// Removes the folders in `directory` named by ``unique(_:)`` whose process has ended, and
	/// returns their names. Names without a process id (made before ids were part of them, or by
	/// something else) are left alone.
	@discardableResult
	static func removeStale(in directory: URL) -> [String] {
		let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
		var removed: [String] = []
		for name in names.sorted() {
			guard let prefix = prefixes.first(where: name.hasPrefix) else { continue }
			// `<pid>-<UUID>`; an older name is the UUID alone, whose first part may be all digits.
			let rest = name.dropFirst(prefix.count)
			guard rest.count > 37, UUID(uuidString: String(rest.suffix(36))) != nil, rest.dropLast(36).last == "-",
				let pid = pid_t(rest.dropLast(37)), pid > 0
			else { continue }
			// `kill` with signal 0 only asks whether the process exists; EPERM means it does (another user's).
			guard kill(pid, 0) == -1, errno == ESRCH else { continue }
			if (try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))) != nil { removed.append(name) }
		}
		return removed
	}
}
