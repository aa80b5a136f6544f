import ScaffoldCommandLine
import ScaffoldCore

/// Runs independent disk operations a few at a time, so that their waits for the disk overlap:
/// the file system commits flushes (`fsync`) that arrive together in one go, where one at a
/// time each waits for its own.
///
/// The workers are threads of their own, not Dispatch's: `concurrentPerform` runs no more
/// calls at once than there are cores, so on two cores "four at a time" was two, and a thread
/// waiting for the disk holds its core's turn while that core has nothing to do.
enum Overlapping {
	/// Calls `body` once for each index of `0..<count`, on up to `workers` threads (this one
	/// included); no call starts once one has failed. Returns the failure of the lowest index,
	/// if any. With one worker this is exactly a loop on this thread that stops at the first
	/// failure, in order.
	static func run<Failure: Error>(_ count: Int, workers: Int, _ body: (Int) throws(Failure) -> Void) -> Failure? {
		let progress = Progress<Failure>(count: count)
		withoutActuallyEscaping(body) { body in
			nonisolated(unsafe) let body = body
			let work = {
				while let index = progress.claim() {
					do throws(Failure) {
						try body(index)
					} catch {
						progress.fail(index, error)
					}
				}
			}
			let others = (1..<max(1, min(workers, count))).compactMap { _ in WorkerThread.start(work) }
			work()
			for thread in others { thread.join() }
		}
		return progress.firstFailure
	}

	/// Which index comes next, and what failed; shared by the workers under a lock.
	private final class Progress<Failure: Error>: @unchecked Sendable {
		private let count: Int
		private let state = Locked<(next: Int, failures: [Int: Failure])>((0, [:]))

		init(count: Int) {
			self.count = count
		}

		/// The next index to run, or `nil` when all have started or one has failed.
		func claim() -> Int? {
			state.withLock { state in
				guard state.failures.isEmpty, state.next < count else { return nil }
				state.next += 1
				return state.next - 1
			}
		}

		func fail(_ index: Int, _ failure: Failure) {
			state.withLock { $0.failures[index] = failure }
		}

		var firstFailure: Failure? {
			state.withLock { $0.failures.min { $0.key < $1.key }?.value }
		}
	}
}

/// A POSIX thread running one closure, joined by its starter (``Overlapping``, ``EarlyStaging``).
struct WorkerThread {
	private let thread: pthread_t

	/// The closure, handed to the new thread, which releases it.
	private final class Job {
		let work: () -> Void
		init(_ work: @escaping () -> Void) { self.work = work }
	}

	/// A thread running `work`, or `nil` when none can be started (the caller's thread then
	/// does more of the work itself: the same calls, fewer at once).
	static func start(_ work: @escaping () -> Void) -> WorkerThread? {
		let job = Unmanaged.passRetained(Job(work)).toOpaque()
		#if canImport(Darwin)
			var thread: pthread_t?
			let status = pthread_create(&thread, nil, { job in
				Unmanaged<Job>.fromOpaque(job).takeRetainedValue().work()
				return nil
			}, job)
		#else
			var thread = pthread_t()
			let status = pthread_create(&thread, nil, { job in
				Unmanaged<Job>.fromOpaque(job!).takeRetainedValue().work()
				return nil
			}, job)
		#endif
		guard status == 0 else {
			Unmanaged<Job>.fromOpaque(job).release()
			return nil
		}
		#if canImport(Darwin)
			guard let thread else { return nil }
		#endif
		return WorkerThread(thread: thread)
	}

	func join() {
		pthread_join(thread, nil)
	}
}
