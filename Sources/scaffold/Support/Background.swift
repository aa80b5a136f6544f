import Dispatch

/// A value worked out on another thread while this one goes on (applying a plan mostly waits
/// for the disk, so the other core can prepare what comes after meanwhile); ``value`` waits
/// for it. Read the value once, from the thread that started the work.
final class Background<Value>: @unchecked Sendable {
	private let done = DispatchSemaphore(value: 0)
	/// Set once, before `done` is signalled; read only after waiting for it.
	private var result: Value?
	private var waited = false

	/// Starts `work` on a thread of Dispatch's global queue.
	init(_ work: @escaping @Sendable () -> Value) {
		DispatchQueue.global(qos: .userInitiated).async {
			self.result = work()
			self.done.signal()
		}
	}

	/// The work's result, once it has finished.
	var value: Value {
		if !waited {
			done.wait()
			waited = true
		}
		return result!
	}
}
