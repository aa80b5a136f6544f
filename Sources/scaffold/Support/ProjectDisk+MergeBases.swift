import ScaffoldCommandLine
import ScaffoldCore

// The merge bases of `feature --merge`: what scaffold last wrote to each generated file, kept
// by content so that a file edited later can be merged three ways. `.scaffold/bases/<SHA-256>`,
// one file per hash (64 lower-case hex digits) holding exactly the bytes generated, in a folder
// that ignores itself in git (its `.gitignore` says `*`): the committed generated files are
// the bases of a fresh clone, found in git history. Like the run records it is a store, not a
// source of truth: a base that cannot be written is no error, one that cannot be read or no
// longer has its hash is not found.

extension ProjectDisk {
	/// The folder of bases, relative to the root.
	static let baseFolder = ".scaffold/bases"

	/// The bytes scaffold wrote with content hash `hash`, from the store or else from the git
	/// history of `path`; `nil` when neither holds them.
	func mergeBase(path: String, contentHash hash: String) -> [UInt8]? {
		storedBase(hash) ?? GitHistory.version(of: path, withContentHash: hash, in: resolvedRoot)
	}

	/// Every base `needed` names that can be found, by content hash.
	func mergeBases(_ needed: [(path: String, contentHash: String)]) -> [String: [UInt8]] {
		var bases: [String: [UInt8]] = [:]
		for (path, hash) in needed where bases[hash] == nil {
			if let bytes = mergeBase(path: path, contentHash: hash) { bases[hash] = bytes }
		}
		return bases
	}

	/// Runs `apply` while `bases` the store lacks are written on another thread (applying mostly
	/// waits for its flushes, and a fresh feature's bases are as many files as it writes), then
	/// deletes every stored base whose hash is not in `referenced` (the whole manifest's,
	/// ``Manifest/baseHashes``), so the store holds one copy of each recorded file and nothing
	/// else. When `apply` fails, the bases this run added are removed again: a failure leaves no
	/// trace. Without a `.scaffold` folder yet (a project's first run) the bases are written after.
	func keepMergeBases(_ bases: [String: [UInt8]], referenced: Set<String>, around apply: () throws -> Void) throws {
		// Without a `.scaffold` folder, the apply makes it, so the bases wait for the apply.
		let stored = isRealFolder(".scaffold") ? Background { storeMergeBases(bases, referenced: referenced) } : nil
		do {
			try apply()
		} catch {
			for path in (stored?.value ?? []).reversed() where unlink(absolute(path)) != 0 { rmdir(absolute(path)) }
			throw error
		}
		_ = stored?.value ?? storeMergeBases(bases, referenced: referenced)
		dropMergeBases(besides: referenced)
	}

	/// Writes the bases the store lacks, each to a temporary file then renamed, so a reader sees
	/// all of it or none; the paths it added (the folder and its `.gitignore` first, when it
	/// made them), relative to the root. A base that cannot be written is skipped.
	private func storeMergeBases(_ bases: [String: [UInt8]], referenced: Set<String>) -> [String] {
		var added: [String] = []
		let folderExisted = isRealFolder(Self.baseFolder)
		guard isRealFolder(".scaffold"), makeIgnoredFolder(Self.baseFolder) else { return added }
		if !folderExisted { added += [Self.baseFolder, Self.baseFolder + "/.gitignore"] }
		for (hash, bytes) in bases where referenced.contains(hash) && !exists(Self.baseFolder + "/" + hash) {
			let path = absolute(Self.baseFolder + "/" + hash)
			guard Self.create(path + ".new", bytes, exclusive: false), rename(path + ".new", path) == 0 else {
				unlink(path + ".new")
				continue
			}
			added.append(Self.baseFolder + "/" + hash)
		}
		return added
	}

	/// Deletes every stored base whose hash `referenced` lacks.
	private func dropMergeBases(besides referenced: Set<String>) {
		let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute(Self.baseFolder))) ?? []
		for name in names where name != ".gitignore" && !referenced.contains(name) {
			unlink(absolute(Self.baseFolder + "/" + name))
		}
	}

	/// The stored base with content hash `hash`, when it is there and still has that hash.
	private func storedBase(_ hash: String) -> [UInt8]? {
		guard isRealFolder(Self.baseFolder), case .file(let bytes) = contents(of: Self.baseFolder + "/" + hash),
			SHA256.hex(bytes) == hash
		else { return nil }
		return bytes
	}
}
