import Dispatch
import ScaffoldCommandLine
import ScaffoldCore

/// Writes a feature's new files into this run's staging folder while the rest of the feature
/// renders, so that their way to the disk (most of a fresh `feature`'s writing, spent waiting
/// for it) overlaps with generating instead of following it. Each is written and flushed
/// (`fsync`) at once by one of several writers, whose flushes share the file system's journal
/// commits; ``take()`` waits for the last ones. (Flushing them all only once the plan was made
/// left a dozen waves of flushes after generating: docs/performance.md, "the twelfth session".)
///
/// Nothing here decides what is written: the plan still does, after generation, as for any
/// run. A file is staged early only when nothing is at its path yet (a file there may be
/// identical, edited by hand or in the way: the plan judges it and stages it itself). When the
/// plan's list writes a path with exactly the bytes staged early, ``StagedApply`` renames the
/// early file to its staging name instead of writing it again; any other file is written as
/// before, and early files the list does not use go with the staging folder. The steps after
/// staging (journal, renames into place, commit point) are unchanged, so every crash-safety
/// rule holds: a run that fails or is killed before its journal leaves only a staging folder
/// without a journal, which the run itself (``discard()``) or the next run
/// (``StagingRecovery``) removes.
final class EarlyStaging: @unchecked Sendable {
	/// A file written early and flushed: its name in the staging folder and the bytes it holds.
	struct Staged {
		let name: String
		let bytes: [UInt8]
	}

	private let fileSystem: any FileSystem
	private let root: String
	/// The staging folder's absolute path (``StagedApply/stagingFolder``).
	let staging: String
	private let queued = DispatchSemaphore(value: 0)
	private let state = Locked(State())

	private struct State {
		/// Files offered and not yet taken by a writer; `nil` tells a writer to stop.
		var pending: [OutputFile?] = []
		/// Staged (written and flushed) files by destination path.
		var staged: [String: Staged] = [:]
		var folderMade = false
		var folderFailed = false
		var count = 0
		/// Set once ``take()`` or ``discard()`` ran: the folder belongs to the apply, or is gone.
		var finished = false
		/// The writers, started with the first file to stage: a run whose files all exist (a
		/// feature generated again) starts none.
		var workers: [WorkerThread]? = nil
	}

	/// Early staging for the project (its writers start with the first file offered that it stages),
	/// or `nil` when the project has no real `.scaffold` folder yet (its first
	/// run: the apply makes it) or the file system runs its calls one at a time (the fault
	/// injection of tests, whose "Nth write" must stay the plan's Nth, and where nothing would overlap).
	static func start(disk: ProjectDisk) -> EarlyStaging? {
		guard disk.fileSystem.concurrentCalls > 1, disk.isRealFolder(".scaffold") else { return nil }
		return EarlyStaging(fileSystem: disk.fileSystem, root: disk.resolvedRoot)
	}

	private init(fileSystem: any FileSystem, root: String) {
		self.fileSystem = fileSystem
		self.root = root
		staging = root + "/" + StagedApply.stagingFolder
	}

	/// Hands a rendered file whose path holds nothing to the writers (any thread; an `lstat`, so
	/// rendering goes on at once).
	func offer(_ file: OutputFile) {
		guard file.ownership != .extensionPoint, fileSystem.kind(root + "/" + file.path) == .absent else { return }
		state.withLock { state in
			guard !state.finished else { return }
			if state.workers == nil {
				state.workers = (0..<fileSystem.concurrentCalls).compactMap { _ in WorkerThread.start { [self] in write() } }
			}
			state.pending.append(file)
		}
		queued.signal()
	}

	/// One writer: takes offered files until told to stop, and stages each.
	private func write() {
		while true {
			queued.wait()
			guard let file = state.withLock({ $0.pending.removeFirst() }) else { return }
			guard let name = claimName() else { continue }
			let bytes = Array(file.contents.utf8)
			let path = staging + "/" + name
			do {
				// Flushed now, while the feature still renders: the writers' flushes wait for the
				// disk together (one journal commit serves those that arrive during it), and
				// what is left for ``take()`` is the last few.
				let started = try fileSystem.startFile(path, bytes)
				try fileSystem.finishFile(started, path: path)
				state.withLock { $0.staged[file.path] = Staged(name: name, bytes: bytes) }
			} catch {
				// Not staged: the apply writes it as usual and reports any failure then.
				try? fileSystem.removeFile(path)
			}
		}
	}

	/// A fresh name in the staging folder (`early-<n>`), making the folder on first use; `nil`
	/// when it cannot be made.
	private func claimName() -> String? {
		state.withLock { state in
			if !state.folderMade && !state.folderFailed {
				do {
					try fileSystem.makeFolder(staging)
					state.folderMade = true
				} catch {
					state.folderFailed = true
				}
			}
			guard state.folderMade else { return nil }
			state.count += 1
			return "early-\(state.count)"
		}
	}

	/// Waits for the writers to write and flush every file offered, then hands the staging
	/// folder to the apply: the files staged (flushed), by destination path, and whether the
	/// folder exists. From then on the apply removes it.
	func take() -> (staged: [String: Staged], folderMade: Bool) {
		stop()
		return state.withLock { state in
			state.finished = true
			return (state.staged, state.folderMade)
		}
	}

	/// Waits for the writers and removes the staging folder, unless the apply took it: a run that
	/// applies nothing (it failed, found conflicts, or had nothing to change) leaves no trace.
	func discard() {
		stop()
		let folder = state.withLock { state -> Bool in
			defer { state.finished = true }
			return !state.finished && state.folderMade
		}
		if folder { StagingRecovery(fileSystem: fileSystem, root: root).removeTree(staging) }
	}

	/// Tells the writers to stop once every file offered is written, and waits for them.
	private func stop() {
		let workers = state.withLock { state in
			defer { state.workers = [] }
			let workers = state.workers ?? []
			state.pending += Array(repeating: nil, count: workers.count)
			return workers
		}
		for _ in workers { queued.signal() }
		for worker in workers { worker.join() }
	}
}
