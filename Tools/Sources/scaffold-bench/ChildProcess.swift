import Foundation

#if canImport(Glibc)
	import Glibc
#elseif canImport(Darwin)
	import Darwin
#endif

/// A child process timed from spawn to exit, with its peak memory: `posix_spawn` and
/// `wait4`, so that nothing but the child's own start and run is measured (Foundation's
/// `Process` adds a thread and pipes of its own).
struct ChildRun {
	/// Wall-clock seconds from spawn to exit.
	let seconds: Double
	/// The child's peak resident memory, in bytes. Linux counts in it the peak of the memory
	/// that `exec` replaced, which `posix_spawn` shares with this process until then: it is the
	/// child's own only while this process stays small (so big projects are written by a child).
	let peakBytes: Int
	/// Its exit status (or 128 + signal).
	let status: Int32
	/// User and system CPU seconds: over `seconds`, how many cores it kept busy.
	let cpuSeconds: Double

	/// Runs `executable` with `arguments` in `folder`, its standard output written to `output`
	/// (discarded by default), its standard error discarded.
	static func run(_ executable: String, _ arguments: [String], in folder: String, output: String = "/dev/null") throws -> ChildRun {
		var actions = posix_spawn_file_actions_t()
		posix_spawn_file_actions_init(&actions)
		defer { posix_spawn_file_actions_destroy(&actions) }
		posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
		posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
		let argv = ([executable] + arguments).map { strdup($0) } + [nil]
		defer { for pointer in argv { free(pointer) } }
		// The bench is single-threaded here: changing its own folder for the spawn is safe.
		let previous = FileManager.default.currentDirectoryPath
		guard FileManager.default.changeCurrentDirectoryPath(folder) else { throw BenchmarkError("cannot enter \(folder)") }
		defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
		var pid: pid_t = 0
		let start = DispatchTime.now().uptimeNanoseconds
		let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
		guard spawned == 0 else { throw BenchmarkError("cannot run \(executable): error \(spawned)") }
		var status: Int32 = 0
		var usage = rusage()
		while wait4(pid, &status, 0, &usage) < 0 {
			guard errno == EINTR else { throw BenchmarkError("wait4 failed: \(errno)") }
		}
		let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
		let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
		// ru_maxrss is in kilobytes on Linux, bytes on macOS.
		#if os(Linux)
			let peak = Int(usage.ru_maxrss) * 1024
		#else
			let peak = Int(usage.ru_maxrss)
		#endif
		let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
		return ChildRun(seconds: seconds, peakBytes: peak, status: exitStatus, cpuSeconds: cpu)
	}
}
