import ScaffoldCommandLine
import ScaffoldCore

/// Cleans up after runs that were killed (kill -9, power loss) before they finished: their
/// staging folders in `.scaffold/` and, from scaffold versions before staging, the
/// `.scaffold-<pid>-<name>` temporary files left beside generated files.
///
/// Runs under the project's exclusive lock, so every staging folder it finds is a dead run's.
struct StagingRecovery {
	/// Staging folders are `.scaffold/staging-<pid>`.
	static let stagingPrefix = ".scaffold/staging-"

	let fileSystem: any FileSystem
	/// The project root's resolved absolute path.
	let root: String

	/// The staging folders interrupted runs left (names in `.scaffold`).
	func leftovers() -> [String] {
		let state = root + "/.scaffold"
		let prefix = String(Self.stagingPrefix.dropFirst(".scaffold/".count))
		let names = (try? fileSystem.entries(state)) ?? []
		return names.filter { $0.hasPrefix(prefix) && fileSystem.kind(state + "/" + $0) == .folder }
	}

	/// For runs that only read: what an interrupted run left, which they cannot undo.
	func warnings(display: (String) -> String) -> [Diagnostic] {
		leftovers().map { name in
			.warning("an interrupted scaffold run left \(display(".scaffold/" + name)); the next scaffold run that writes undoes it")
		}
	}

	/// Undoes or finishes every interrupted run found, and says what was done (notes for stderr).
	func recover(display: (String) -> String) -> [Diagnostic] {
		let state = root + "/.scaffold"
		var notes: [Diagnostic] = []
		for name in leftovers() {
			let staging = state + "/" + name
			let shown = display(".scaffold/" + name)
			let entries = (try? fileSystem.entries(staging)) ?? []
			var stuck: [String] = []
			var restored = 0
			if !entries.contains(StagingJournal.committedName), entries.contains(StagingJournal.fileName) {
				guard let bytes = read(staging + "/" + StagingJournal.fileName), let journal = StagingJournal(bytes: bytes) else {
					notes.append(.warning("an interrupted scaffold run left \(shown) with a damaged journal; it was left in place for you to inspect"))
					continue
				}
				restored = journal.fileSteps
				stuck = undo(journal, staging: staging)
			}
			guard stuck.isEmpty else {
				notes.append(.warning("an interrupted scaffold run could not be fully undone: cannot restore \(stuck.map(display).joined(separator: ", ")) from \(shown)"))
				continue
			}
			_ = removeTree(staging)
			notes.append(
				Diagnostic(
					.note,
					restored > 0
						? "an earlier scaffold run was interrupted; its changes were undone and its staging files removed (\(shown))"
						: "removed the staging files of an interrupted scaffold run (\(shown))"))
		}
		return notes
	}

	/// Carries out the journal's undo actions (``StagingJournal/undoActions(stagedExists:)``
	/// decides them). Returns the paths that could not be restored.
	func undo(_ journal: StagingJournal, staging: String) -> [String] {
		var stuck: [String] = []
		for action in journal.undoActions(stagedExists: { fileSystem.kind(staging + "/" + $0) != .absent }) {
			switch action {
			case .removeFolderIfEmpty(let path):
				let folder = root + "/" + path
				if (try? fileSystem.entries(folder))?.isEmpty == true { try? fileSystem.removeFolder(folder) }
			case .restore(let old, let path):
				if (try? fileSystem.rename(staging + "/" + old, root + "/" + path)) == nil { stuck.append(path) }
			case .removeCreated(let path):
				let destination = root + "/" + path
				if fileSystem.kind(destination) != .absent, (try? fileSystem.removeFile(destination)) == nil { stuck.append(path) }
			}
		}
		return stuck
	}

	/// Removes a folder and everything in it, never following symbolic links; whether it is gone.
	@discardableResult
	func removeTree(_ path: String) -> Bool {
		if fileSystem.kind(path) == .folder {
			for name in (try? fileSystem.entries(path)) ?? [] { removeTree(path + "/" + name) }
			return (try? fileSystem.removeFolder(path)) != nil
		}
		return (try? fileSystem.removeFile(path)) != nil
	}

	/// Removes the `.scaffold-<pid>-<name>` files older scaffold versions left in `folders`
	/// (absolute) when killed; returns how many.
	func sweepLegacyTemporaries(in folders: Set<String>) -> Int {
		var removed = 0
		for folder in folders.sorted() {
			for name in (try? fileSystem.entries(folder, prefix: ".scaffold-")) ?? [] where StagingJournal.isLegacyTemporary(name) {
				if fileSystem.kind(folder + "/" + name) == .file, (try? fileSystem.removeFile(folder + "/" + name)) != nil { removed += 1 }
			}
		}
		return removed
	}

	private func read(_ path: String) -> [UInt8]? {
		try? FileReading.bytes(path)
	}
}
