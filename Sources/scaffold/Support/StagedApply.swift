import ScaffoldCommandLine
import ScaffoldCore

/// Applies an ``ApplyList`` all or nothing, across files:
///
/// 1. every new file (and the manifest) is written and flushed into a staging folder, several
///    at once so that the flushes overlap,
///    `.scaffold/staging-<pid>/` (scaffold never generates anything inside `.scaffold`, so
///    its files can never be mistaken for the user's), with a journal of the steps to come;
/// 2. missing folders are created, then each file is renamed into place, its old version kept
///    (hard-linked) in the staging folder; deleted files are moved there too;
/// 3. if any step fails, every step done is undone in reverse (old files renamed back, new
///    ones removed, created folders removed) and nothing is left of the run;
/// 4. once every step is done, the journal is marked committed (the commit point) and the
///    staging folder removed.
///
/// A run killed half-way leaves its staging folder; ``StagingRecovery`` undoes it on the next run.
struct StagedApply {
	let fileSystem: any FileSystem
	/// The project root's resolved absolute path.
	let root: String
	/// A root-relative path as the user should see it.
	let display: (String) -> String
	/// Files a fresh `feature` staged while it rendered, taken over (and used where the list
	/// writes the same bytes) by this apply.
	var early: EarlyStaging? = nil

	/// The staging folder of this process, relative to the root.
	static let stagingFolder = StagingRecovery.stagingPrefix + String(getpid())

	func run(_ list: ApplyList) throws(CommandFailure) {
		var writes: [(number: Int, path: String, bytes: [UInt8])] = []
		var deletes: [(number: Int, path: String)] = []
		for operation in list.operations {
			switch operation {
			case .write(let path, let bytes): writes.append((writes.count + deletes.count, path, bytes))
			case .delete(let path): deletes.append((writes.count + deletes.count, path))
			}
		}
		if let manifest = list.manifest { writes.append((writes.count + deletes.count, Manifest.path, manifest)) }
		guard !writes.isEmpty || !deletes.isEmpty else { return }

		var transaction = Transaction(apply: self)
		let taken = early?.take()
		do {
			try transaction.prepareStateFolder(stagingExists: taken?.folderMade ?? false)
			try transaction.stage(writes, early: taken?.staged ?? [:])
			let folders = missingFolders(for: writes.map(\.path))
			let steps =
				folders.map(StagingJournal.Step.folder)
				+ writes.map { .write($0.number, replacing: fileSystem.kind(absolute($0.path)) != .absent, $0.path) }
				+ deletes.map { .delete($0.number, $0.path) }
			try transaction.writeJournal(StagingJournal(steps: steps))
			for folder in folders { try transaction.makeFolder(folder) }
			for case .write(let number, let replacing, let path) in steps { try transaction.replace(number, path, replacing: replacing) }
			for delete in deletes { try transaction.delete(delete.number, delete.path) }
			try transaction.markCommitted(touched: writes.map(\.path) + deletes.map(\.path))
		} catch {
			throw transaction.rollBack(after: error)
		}
		transaction.finish()
		for delete in deletes { removeEmptyParents(of: delete.path) }
	}

	/// The folders that writing `paths` needs and that do not exist, parents first.
	private func missingFolders(for paths: [String]) -> [String] {
		var folders: [String] = []
		var seen: Set<String> = []
		for path in paths {
			var components = path.split(separator: "/").dropLast()
			var missing: [String] = []
			while !components.isEmpty {
				let folder = components.joined(separator: "/")
				if seen.contains(folder) || fileSystem.kind(absolute(folder)) != .absent { break }
				missing.insert(folder, at: 0)
				components.removeLast()
			}
			for folder in missing where seen.insert(folder).inserted { folders.append(folder) }
		}
		return folders
	}

	/// Folders a delete left empty go too, up to the root.
	private func removeEmptyParents(of path: String) {
		var components = path.split(separator: "/").dropLast()
		while !components.isEmpty {
			let folder = absolute(components.joined(separator: "/"))
			guard (try? fileSystem.entries(folder))?.isEmpty == true, (try? fileSystem.removeFolder(folder)) != nil else { return }
			components.removeLast()
		}
	}

	func absolute(_ path: String) -> String { root + "/" + path }
}
