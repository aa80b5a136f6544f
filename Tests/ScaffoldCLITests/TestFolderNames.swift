import Foundation

#if canImport(Glibc)
	import Glibc
#elseif canImport(Darwin)
	import Darwin
#endif

/// Names of the folders the CLI tests make under the temporary directory, and the removal of the
/// ones a killed test process left behind.
///
/// A test process removes its folders as it goes and at exit (`atexit`), but a process killed by
/// a signal runs neither, and its project copies and output files stay in `/tmp`. Each name holds
/// the process id of its maker (`scaffold-cli-tests-<pid>-<UUID>`), so the next test process
/// removes the folders of processes that no longer exist, and leaves alone those of test runs
/// still going beside it (other checkouts of scaffold run their tests on the same machine).
enum TestFolderNames {
	/// The kinds of folder: project copies and output files, and the template projects.
	static let prefixes = ["scaffold-cli-tests-", "scaffold-cli-templates-"]

	/// A new name for a folder of this process, starting with `prefix` (one of ``prefixes``).
	static func unique(_ prefix: String) -> String {
		_ = sweptOnce
		return "\(prefix)\(getpid())-\(UUID().uuidString)"
	}

	/// The first name made in a process sweeps the temporary directory once.
	private static let sweptOnce: Void = { _ = removeStale(in: FileManager.default.temporaryDirectory) }()

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
