import Dispatch
import ScaffoldCore

/// Runs independent disk operations a few at a time, so that their waits for the disk overlap:
/// the file system commits flushes (`fsync`) that arrive together in one go, where one at a
/// time each waits for its own.
enum Overlapping {
	/// Calls `body` once for each index of `0..<count`, on up to `workers` threads; no call starts
	/// once one has failed. Returns the failure of the lowest index, if any. With one worker this
	/// is exactly a loop that stops at the first failure, in order.
	static func run<Failure: Error>(_ count: Int, workers: Int, _ body: (Int) throws(Failure) -> Void) -> Failure? {
		let progress = Progress<Failure>(count: count)
		withoutActuallyEscaping(body) { body in
			nonisolated(unsafe) let body = body
			DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
				while let index = progress.claim() {
					do throws(Failure) {
						try body(index)
					} catch {
						progress.fail(index, error)
					}
				}
			}
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
