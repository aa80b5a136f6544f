import ScaffoldCommandLine
import ScaffoldCore

extension StagedApply {
	/// The state of one staged apply: what has been done so far, to undo it on failure.
	struct Transaction {
		let apply: StagedApply
		private var fileSystem: any FileSystem { apply.fileSystem }
		private var staging: String { apply.absolute(StagedApply.stagingFolder) }
		/// Folders above and at `.scaffold` this run created (the root of a new project), deepest last.
		private var createdStateFolders: [String] = []
		private var stagingCreated = false
		/// The destination of each staged file, to name it in messages.
		private var destinations: [String: String] = [:]
		/// Steps done, in order, to undo in reverse.
		private var done: [StagingJournal.Step] = []

		init(apply: StagedApply) {
			self.apply = apply
		}

		/// Makes sure `.scaffold` (and the root itself, for a new project) is a folder, then
		/// creates this run's staging folder in it, unless ``EarlyStaging`` made it (`stagingExists`).
		mutating func prepareStateFolder(stagingExists: Bool = false) throws(FileSystemError) {
			let state = apply.absolute(".scaffold")
			var missing: [String] = []
			var folder = state
			while fileSystem.kind(folder) == .absent, folder != "/", !folder.isEmpty {
				missing.insert(folder, at: 0)
				folder = ProjectDisk.parent(of: folder)
			}
			for path in missing {
				try fileSystem.makeFolder(path)
				createdStateFolders.append(path)
			}
			switch fileSystem.kind(state) {
			case .folder, .symbolicLink: break
			default: throw FileSystemError(operation: .makeFolder, path: state, code: EEXIST)
			}
			if !stagingExists { try fileSystem.makeFolder(staging) }
			stagingCreated = true
		}

		/// Writes the new contents of each write into the staging folder, as `new-<number>`, several
		/// at once (``Overlapping``); every one is written and flushed before this returns. A write
		/// whose exact bytes `early` already holds (written and flushed while rendering) is renamed
		/// to its staging name instead.
		mutating func stage(
			_ writes: [(number: Int, path: String, bytes: [UInt8])], early: [String: EarlyStaging.Staged] = [:]
		) throws(FileSystemError) {
			let staged = writes.map { staging + "/" + StagingJournal.newName($0.number) }
			for (name, write) in zip(staged, writes) { destinations[name] = write.path }
			let (fileSystem, folder) = (fileSystem, staging)
			if let failure = Overlapping.run(writes.count, workers: fileSystem.concurrentCalls, { index throws(FileSystemError) in
				if let file = early[writes[index].path], file.bytes == writes[index].bytes {
					try fileSystem.rename(folder + "/" + file.name, staged[index])
				} else {
					try fileSystem.createFile(staged[index], writes[index].bytes)
				}
			}) {
				throw failure
			}
		}

		func writeJournal(_ journal: StagingJournal) throws(FileSystemError) {
			try fileSystem.createFile(staging + "/" + StagingJournal.fileName, journal.serialized())
		}

		mutating func makeFolder(_ path: String) throws(FileSystemError) {
			try fileSystem.makeFolder(apply.absolute(path))
			done.append(.folder(path))
		}

		/// Puts the staged file at `path`, keeping the old one (a second name for it) until the end.
		mutating func replace(_ number: Int, _ path: String, replacing: Bool) throws(FileSystemError) {
			let destination = apply.absolute(path)
			let new = staging + "/" + StagingJournal.newName(number)
			if replacing {
				let old = staging + "/" + StagingJournal.oldName(number)
				do {
					try fileSystem.link(destination, old)
				} catch {
					// No hard links here (some file systems): move the old file aside instead. Its
					// failure is about the file being replaced, not about the staging name.
					do {
						try fileSystem.rename(destination, old)
					} catch {
						throw FileSystemError(operation: .rename, path: destination, code: error.code)
					}
					done.append(.delete(number, path))
					try fileSystem.rename(new, destination)
					done.removeLast()
					done.append(.write(number, replacing: true, path))
					return
				}
			}
			try fileSystem.rename(new, destination)
			done.append(.write(number, replacing: replacing, path))
		}

		/// Moves the file at `path` into the staging folder, where it stays until the end.
		mutating func delete(_ number: Int, _ path: String) throws(FileSystemError) {
			do {
				try fileSystem.rename(apply.absolute(path), staging + "/" + StagingJournal.oldName(number))
			} catch {
				throw FileSystemError(operation: .removeFile, path: apply.absolute(path), code: error.code)
			}
			done.append(.delete(number, path))
		}

		/// Every step is done: flush the folders' new entries, then mark the journal committed.
		/// This rename is the commit point: before it an interruption is undone by the next run,
		/// after it only the staging files are left to remove. Failing it undoes the run.
		func markCommitted(touched paths: [String]) throws(FileSystemError) {
			var folders = Set(paths.map { apply.absolute(ProjectDisk.parent(of: $0)) })
			folders.insert(apply.absolute(".scaffold"))
			let sorted = folders.sorted()
			let fileSystem = fileSystem
			_ = Overlapping.run(sorted.count, workers: fileSystem.concurrentCalls) { (index: Int) throws(Never) in fileSystem.syncFolder(sorted[index]) }
			try fileSystem.rename(staging + "/" + StagingJournal.fileName, staging + "/" + StagingJournal.committedName)
			fileSystem.syncFolder(staging)
		}

		/// Removes the staging folder of a committed run (the next run does, if this fails).
		///
		/// Not flushed: the run is on the disk since its commit point, and a removal a crash
		/// undoes leaves a committed (or journal-less) staging folder, which the next run removes
		/// without undoing anything, exactly as when this fails. A flush here was one more
		/// journal commit at the end of every writing run.
		func finish() {
			StagingRecovery(fileSystem: fileSystem, root: apply.root).removeTree(staging)
		}

		/// Undoes every step done, removes the staging folder and what this run created, and
		/// words the failure. When a step cannot be undone, the staging folder and its journal
		/// stay, so the next run can finish the job; the message says so.
		func rollBack(after error: FileSystemError) -> CommandFailure {
			let recovery = StagingRecovery(fileSystem: fileSystem, root: apply.root)
			let stuck = recovery.undo(StagingJournal(steps: done), staging: staging)
			var shown = destinations[error.path].map(apply.display) ?? shownPath(error.path)
			if error.path == apply.absolute(".scaffold") && error.code == EEXIST {
				return failure("a file named \(apply.display(".scaffold")) is in the way of the folder scaffold keeps its manifest in; nothing was changed")
			}
			if error.path == staging { shown = apply.display(StagedApply.stagingFolder) }
			let sentence = FileErrorWording.sentence(error, shown: shown)
			guard stuck.isEmpty else {
				let notes = stuck.map { Diagnostic.Note("could not restore \(apply.display($0)); the next scaffold run restores it from \(apply.display(StagedApply.stagingFolder))") }
				return CommandFailure([.error("\(sentence); the files already replaced could not all be restored", notes: notes)], exitCode: .failure)
			}
			if stagingCreated { _ = recovery.removeTree(staging) }
			for folder in createdStateFolders.reversed() { try? fileSystem.removeFolder(folder) }
			return failure("\(sentence): nothing was changed")
		}

		private func failure(_ message: String) -> CommandFailure {
			CommandFailure([.error(message)], exitCode: .failure)
		}

		/// An absolute path as the user should see it: relative to the root when inside.
		private func shownPath(_ path: String) -> String {
			let prefix = apply.root + "/"
			return path.hasPrefix(prefix) ? apply.display(String(path.dropFirst(prefix.count))) : path
		}
	}
}
