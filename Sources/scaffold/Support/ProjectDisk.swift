import Dispatch
import ScaffoldCommandLine
import ScaffoldCore

/// The executable's side of a plan: it reads what the core needs to know about the disk and
/// performs the writes the core decided. The core never touches files.
struct ProjectDisk {
	/// The project root as the user named it.
	let root: String
	/// The root with every symbolic link resolved (`realpath`), to judge where writes land.
	let resolvedRoot: String
	/// Every change to the disk goes through it (a fault-injecting one in tests).
	let fileSystem: any FileSystem

	/// Opens a project root. A root that does not exist yet is created only when something is
	/// written, so a run that fails leaves no trace; it resolves through its nearest existing
	/// ancestor.
	init(root: String, fileSystem: any FileSystem = PosixFileSystem()) throws(CommandFailure) {
		guard let resolved = Self.resolvedThroughLinks(root) else { throw .cannotRead(root, "no such directory") }
		self.root = root
		self.resolvedRoot = resolved
		self.fileSystem = fileSystem
	}

	/// `path` with every symbolic link resolved, even when it does not exist (yet): the
	/// `realpath` of its nearest existing ancestor, then the missing rest. `nil` when not even
	/// the working directory resolves.
	static func resolvedThroughLinks(_ path: String) -> String? {
		var existing = path.isEmpty ? "." : path
		var missing: [String] = []
		while realPath(existing) == nil {
			let up = Self.parent(of: existing)
			missing.insert(Self.lastComponent(of: existing), at: 0)
			if up == existing || up.isEmpty {
				existing = up.isEmpty ? "." : up
				break
			}
			existing = up
		}
		guard let resolved = realPath(existing) else { return nil }
		// Appended one by one, as in ``relativeToWorkingDirectory(_:)``.
		var joined = resolved == "/" ? "" : resolved
		for component in missing { joined += "/" + component }
		return joined.isEmpty ? "/" : joined
	}

	// MARK: - Reading

	/// A disk entry for every path, as ``Plan`` asks: contents (following links, as a write
	/// would) and the state of each path component (not following links).
	func snapshot(_ paths: [String]) -> [String: DiskEntry] {
		var entries: [String: DiskEntry] = [:]
		entries.reserveCapacity(paths.count)
		// A folder many paths share is described once per snapshot (`check` asks for every file).
		var folders = FolderStates()
		// A path listed twice is read once: `check` asks for a feature's outputs and its records,
		// which name the same files, and reading each file twice was half its reading.
		for path in paths where entries[path] == nil { entries[path] = entry(of: path, folders: &folders) }
		return entries
	}

	/// ``DiskEntry/fingerprint`` of each of `paths`, as ``snapshot(_:)`` would describe it (the
	/// manifest as ``entryWithoutContents(_:)`` does, unless `readingManifest`), on `workers`
	/// threads and without keeping any file's bytes: what `check` and a replayed `feature` run
	/// compare with their records. With `insideRoot`, `nil` for a path behind a symbolic link
	/// that leads out of the root (``UnchangedRunRecord/leavesRoot(_:_:root:)``).
	func fingerprints(_ paths: [String], workers: Int, insideRoot: Bool = false, readingManifest: Bool = false) -> [[UInt8]?] {
		@Sendable func fingerprint(_ path: String, folders: inout FolderStates) -> [UInt8]? {
			let entry = path == Manifest.path && !readingManifest ? entryWithoutContents(path) : entry(of: path, folders: &folders)
			return insideRoot && UnchangedRunRecord.leavesRoot(path, entry, root: resolvedRoot) ? nil : entry.fingerprint
		}
		let workers = max(1, min(workers, paths.count))
		// One worker: this thread, without starting Dispatch for it.
		if workers == 1 {
			var folders = FolderStates()
			return paths.map { fingerprint($0, folders: &folders) }
		}
		var results = [[UInt8]?](repeating: nil, count: paths.count)
		results.withUnsafeMutableBufferPointer { buffer in
			nonisolated(unsafe) let buffer = buffer
			// Each worker takes a contiguous run of paths, so that its folder cache serves it.
			DispatchQueue.concurrentPerform(iterations: workers) { worker in
				var folders = FolderStates()
				let start = paths.count * worker / workers
				let end = paths.count * (worker + 1) / workers
				for index in start..<end { buffer[index] = fingerprint(paths[index], folders: &folders) }
			}
		}
		return results
	}

	/// What is at `path` as ``snapshot(_:)`` describes it. A regular file opened without following
	/// a symbolic link at its last component is present there, so that component needs no `lstat`:
	/// one system call and one walk of the path fewer for each of the files `check` reads.
	private func entry(of path: String, folders: inout FolderStates) -> DiskEntry {
		if let bytes = fileUnlessLink(path) {
			return DiskEntry(contents: .file(bytes), components: components(of: path, folders: &folders, last: .present))
		}
		return DiskEntry(contents: contents(of: path), components: components(of: path, folders: &folders))
	}

	/// The bytes of the regular file at `path`, opened without following a symbolic link at its
	/// last component; nil for anything else (a link, nothing, a folder, a read that fails), which
	/// ``contents(of:)`` then describes.
	private func fileUnlessLink(_ path: String) -> [UInt8]? {
		let descriptor = open(absolute(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
		guard descriptor >= 0 else { return nil }
		defer { close(descriptor) }
		var info = stat()
		guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
		return FileReading.readToEnd(descriptor, size: Int(info.st_size))
	}

	/// What is at `path`, following symbolic links: nothing when it cannot even be described
	/// (`stat` fails), not a file when it is something else or cannot be read. Read with one
	/// `open`, `fstat` and `read` into the array itself: `check` reads every generated file.
	func contents(of path: String) -> DiskEntry.Contents {
		let absolutePath = absolute(path)
		// Non-blocking, so that a FIFO in the way is reported rather than waited on.
		let descriptor = open(absolutePath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
		guard descriptor >= 0 else {
			var info = stat()
			return stat(absolutePath, &info) == 0 ? .notAFile : .absent
		}
		defer { close(descriptor) }
		var info = stat()
		guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .notAFile }
		guard let bytes = FileReading.readToEnd(descriptor, size: Int(info.st_size)) else { return .notAFile }
		return .file(bytes)
	}

	/// What is at `path` as the plan sees it, without reading a file's bytes: for a file the
	/// plan only locates (the manifest, which `check` has already read in its own way).
	func entryWithoutContents(_ path: String) -> DiskEntry {
		var info = stat()
		let contents: DiskEntry.Contents =
			if stat(absolute(path), &info) != 0 {
				.absent
			} else {
				info.st_mode & S_IFMT == S_IFREG ? .file([]) : .notAFile
			}
		return DiskEntry(contents: contents, components: components(of: path))
	}

	/// What a snapshot learned of folders: each folder's state, and each parent folder's states
	/// from the root down, so that the files of one folder cost one lookup, not one per component.
	struct FolderStates {
		var folders: [Substring: PathComponentState] = [:]
		var parents: [Substring: [PathComponentState]] = [:]
	}

	/// The state of each component of `path`, from the root down, ending at the first absent one;
	/// those of its folders found in `folders` when they were described already, else added there.
	/// `last`, when known, is the last component's state (not asked again).
	private func components(of path: String, folders: inout FolderStates, last: PathComponentState? = nil) -> [PathComponentState] {
		// Plain paths only (ASCII, no empty component), where every `/` ends one component.
		var text = path
		let lastSlash: Int?? = text.withUTF8 { bytes in
			guard let first = bytes.first, first != UInt8(ascii: "/"), bytes.last != UInt8(ascii: "/") else { return nil }
			var lastSlash: Int?
			for (offset, byte) in bytes.enumerated() {
				if byte >= 0x80 || byte == UInt8(ascii: "/") && bytes[offset - 1] == UInt8(ascii: "/") { return nil }
				if byte == UInt8(ascii: "/") { lastSlash = offset }
			}
			return .some(lastSlash)
		}
		guard let lastSlash else { return components(of: path, last: last) }
		let utf8 = path.utf8
		let parent = lastSlash.map { path[..<utf8.index(utf8.startIndex, offsetBy: $0)] }
		// A folder's files after its first (nearly every file `check` reads): its parent's states, and
		// the file's own state, known from opening it; no absolute path is made.
		if let parent, var states = folders.parents[parent] {
			guard states.last != .absent else { return states }
			states.append(last ?? Self.state(at: resolvedRoot + "/" + path))
			return states
		}
		let slashes = path.utf8.indices.filter { path.utf8[$0] == UInt8(ascii: "/") }.map { utf8.distance(from: utf8.startIndex, to: $0) }
		// The whole absolute path, cut short at each `/` in turn for `lstat`.
		var absolute = Array((resolvedRoot + "/" + path).utf8CString)
		let start = resolvedRoot.utf8.count + 1
		var states: [PathComponentState] = []
		for end in slashes + [utf8.count] {
			let folder = path[..<utf8.index(utf8.startIndex, offsetBy: end)]
			let isFile = end == utf8.count
			if isFile, let parent { folders.parents[parent] = states }
			let state: PathComponentState
			if !isFile, let known = folders.folders[folder] {
				state = known
			} else if isFile, let last {
				state = last
			} else {
				let cut = start + end
				let kept = absolute[cut]
				absolute[cut] = 0
				state = absolute.withUnsafeBufferPointer { Self.state(at: $0.baseAddress!) }
				absolute[cut] = kept
				if !isFile { folders.folders[folder] = state }
			}
			states.append(state)
			if state == .absent { break }
		}
		// Every folder described, an absent one last: the parent's states are these.
		if let parent, folders.parents[parent] == nil { folders.parents[parent] = states }
		return states
	}

	/// What `lstat` says of the path `current`: absent, a symbolic link (with what it resolves to), or present.
	private static func state(at current: UnsafePointer<CChar>) -> PathComponentState {
		var info = stat()
		if lstat(current, &info) != 0 { return .absent }
		if info.st_mode & S_IFMT == S_IFLNK { return .symlink(resolvedTarget: realPath(String(cString: current))) }
		return .present
	}

	private func components(of path: String, last: PathComponentState? = nil) -> [PathComponentState] {
		var states: [PathComponentState] = []
		var current = resolvedRoot
		let components = path.split(separator: "/")
		for (index, component) in components.enumerated() {
			current += "/" + component
			let state = index == components.count - 1 ? last ?? Self.state(at: current) : Self.state(at: current)
			states.append(state)
			if state == .absent { break }
		}
		return states
	}

	// MARK: - Writing

	/// Applies the operations all or nothing (see ``StagedApply``), taking over the files
	/// `early` staged while the feature rendered (``EarlyStaging``).
	func apply(_ list: ApplyList, early: EarlyStaging? = nil) throws(CommandFailure) {
		try StagedApply(fileSystem: fileSystem, root: resolvedRoot, display: display, early: early).run(list)
	}

	/// Removes the temporary files (`.scaffold-<pid>-<name>`) that scaffold versions before
	/// staging left beside generated files when killed, in the folders of `paths`; says so.
	func sweepLegacyTemporaries(near paths: [String], console: Console) {
		let folders = Set(paths.map { absolute(Self.parent(of: $0)) })
		let swept = StagingRecovery(fileSystem: fileSystem, root: resolvedRoot).sweepLegacyTemporaries(in: folders)
		guard swept > 0 else { return }
		console.report(
			Diagnostic(.note, "removed \(swept) temporary file\(swept == 1 ? "" : "s") (.scaffold-<pid>-…) that an interrupted scaffold run left"))
	}

	// MARK: - Paths

	/// Whether anything exists at `path` (relative to the root).
	func exists(_ path: String) -> Bool {
		FileManager.default.fileExists(atPath: absolute(path))
	}

	/// `path` (relative to the root) as an absolute path below the resolved root.
	func absolute(_ path: String) -> String { resolvedRoot + "/" + path }

	/// `path` (relative to the root) as the user should see it.
	func display(_ path: String) -> String {
		Self.relativeToWorkingDirectory(root == "." ? path : (root.hasSuffix("/") ? root + path : root + "/" + path))
	}

	/// An absolute path inside the working directory (or one of its ancestors) as a relative
	/// one, so messages read `Specs/A.json` or `../Specs/A.json` rather than `/home/…`.
	static func relativeToWorkingDirectory(_ path: String) -> String {
		guard path.hasPrefix("/"), let cwd = workingDirectory.flatMap(realPath) else { return path }
		let target = path.split(separator: "/")
		let base = cwd.split(separator: "/")
		var common = 0
		while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
		guard common > 0, base.count - common <= 2 else { return path }
		// Appended one by one, not `joined(separator:)`: its generic first use looks metadata and
		// conformances up at run time, which a run that changes nothing pays here.
		var joined = ""
		for _ in common..<base.count { joined += joined.isEmpty ? ".." : "/.." }
		for component in target[common...] {
			if !joined.isEmpty { joined += "/" }
			joined.append(contentsOf: component)
		}
		return joined.isEmpty ? "." : joined
	}

	/// The working directory (`getcwd`), without FileManager: its first use costs a run that
	/// changes nothing more than the call itself. Nil when it cannot be told (removed, too long).
	static var workingDirectory: String? {
		var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
		return buffer.withUnsafeMutableBufferPointer { buffer in
			getcwd(buffer.baseAddress, buffer.count).map { String(cString: $0) }
		}
	}

	/// The folder of `path`, as `NSString.deletingLastPathComponent` gives it (`""` for a bare
	/// name, `/` for a top-level path); that property crashes on one-character paths such as
	/// `p` in swift-corelibs-foundation, so `init --path p` needs its own.
	static func parent(of path: String) -> String {
		// An ASCII path's bytes are its characters (a `/` is never part of a `\r\n` pair): found
		// without decoding characters, for every path of a plan.
		let bytes = Array(path.utf8)
		if bytes.allSatisfy({ $0 < 0x80 }) {
			let slash = UInt8(ascii: "/")
			var end = bytes.count
			while end > 1, bytes[end - 1] == slash { end -= 1 }
			guard var parentEnd = bytes[..<end].lastIndex(of: slash) else { return "" }
			while parentEnd > 1, bytes[parentEnd - 1] == slash { parentEnd -= 1 }
			return parentEnd == 0 ? "/" : String(decoding: bytes[..<parentEnd], as: UTF8.self)
		}
		return parentOfCharacters(path)
	}

	/// The last component of `path`, as `NSString.lastPathComponent` gives it: trailing slashes
	/// ignored, `/` for the root, `""` for an empty path.
	static func lastComponent(of path: String) -> String {
		var trimmed = Substring(path)
		while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
		guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
		return String(trimmed[trimmed.index(after: slash)...])
	}

	/// ``parent(of:)`` on characters, for any path (and the reference the byte path is tested against).
	static func parentOfCharacters(_ path: String) -> String {
		var trimmed = Substring(path)
		while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
		guard let slash = trimmed.lastIndex(of: "/") else { return "" }
		var parent = trimmed[..<slash]
		while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
		return parent.isEmpty ? "/" : String(parent)
	}

	static func realPath(_ path: String) -> String? {
		guard let resolved = realpath(path, nil) else { return nil }
		defer { free(resolved) }
		return String(cString: resolved)
	}
}
