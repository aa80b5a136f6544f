import Dispatch

/// A value worked out on another thread while this one goes on (applying a plan mostly waits
/// for the disk, so the other core can prepare what comes after meanwhile); ``value`` waits
/// for it.
final class Background<Value>: @unchecked Sendable {
	private let done = DispatchSemaphore(value: 0)
	/// Set once, before `done` is signalled; read only after waiting for it.
	private var result: Value?

	/// Starts `work` on a thread of Dispatch's global queue.
	init(_ work: @escaping @Sendable () -> Value) {
		DispatchQueue.global(qos: .userInitiated).async {
			self.result = work()
			self.done.signal()
		}
	}

	/// The work's result, once it has finished (signalled again, so the next read does not wait).
	var value: Value {
		done.wait()
		defer { done.signal() }
		return result!
	}
}
