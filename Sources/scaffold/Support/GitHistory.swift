import ScaffoldCommandLine
import ScaffoldCore

/// Earlier versions of a file from git history, for the merge base of a file whose base
/// `.scaffold/bases/` lacks (a fresh clone: the store is not committed, the generated files
/// are). Plain `git` from the `PATH`, run without a shell; scaffold never requires it: without
/// git, outside a repository, or when git fails, nothing is found.
enum GitHistory {
	/// The newest version of `path` (relative to `root`) in the history of any branch whose
	/// SHA-256 is `hash`, or `nil`.
	static func version(of path: String, withContentHash hash: String, in root: String) -> [UInt8]? {
		// Every commit that changed the path, newest first; `--` so no path is read as an option.
		guard let listing = run(["-C", root, "rev-list", "--all", "--", path]) else { return nil }
		for commit in String(decoding: listing, as: UTF8.self).split(separator: "\n") {
			// `./` reads the path relative to the root, which may lie below the repository's top.
			if let bytes = run(["-C", root, "show", "\(commit):./\(path)"]), SHA256.hex(bytes) == hash { return bytes }
		}
		return nil
	}

	/// Runs `git arguments…`: its standard output when it exits with 0, else `nil`. Standard
	/// input and error are `/dev/null`, so git never waits for a person or prints to ours.
	private static func run(_ arguments: [String]) -> [UInt8]? {
		var pipeEnds: [Int32] = [0, 0]
		guard pipe(&pipeEnds) == 0 else { return nil }
		var actions = posix_spawn_file_actions_t()
		posix_spawn_file_actions_init(&actions)
		defer { posix_spawn_file_actions_destroy(&actions) }
		posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
		posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
		posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
		posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
		let argv = (["git"] + arguments).map { strdup($0) } + [nil]
		defer { for pointer in argv { free(pointer) } }
		var pid: pid_t = 0
		let spawned = posix_spawnp(&pid, "git", &actions, nil, argv, environ)
		close(pipeEnds[1])
		defer { close(pipeEnds[0]) }
		guard spawned == 0 else { return nil }
		var output: [UInt8] = []
		var buffer = [UInt8](repeating: 0, count: 65536)
		while true {
			let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
			if count > 0 {
				output += buffer[0..<count]
			} else if count == 0 || errno != EINTR {
				break
			}
		}
		var status: Int32 = 0
		while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
		return status == 0 ? output : nil
	}
}
