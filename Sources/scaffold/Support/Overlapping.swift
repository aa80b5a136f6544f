import Dispatch
import Foundation

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
		private let lock = NSLock()
		private let count: Int
		private var next = 0
		private var failures: [Int: Failure] = [:]

		init(count: Int) {
			self.count = count
		}

		/// The next index to run, or `nil` when all have started or one has failed.
		func claim() -> Int? {
			lock.withLock {
				guard failures.isEmpty, next < count else { return nil }
				next += 1
				return next - 1
			}
		}

		func fail(_ index: Int, _ failure: Failure) {
			lock.withLock { failures[index] = failure }
		}

		var firstFailure: Failure? {
			lock.withLock { failures.min { $0.key < $1.key }?.value }
		}
	}
}
