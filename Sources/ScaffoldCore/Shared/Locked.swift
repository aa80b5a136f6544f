#if canImport(Glibc)
	import Glibc
#elseif canImport(Darwin)
	import Darwin
#elseif canImport(Musl)
	import Musl
#endif

/// A value that several threads share, changed only under a mutex.
///
/// The core runs no threads itself, but the executable renders features on every core with
/// one ``Generator``, whose templates are parsed on first use and must then be parsed once; the
/// executable shares its own state between threads with it too.
/// A POSIX mutex rather than `Synchronization.Mutex`, which needs macOS 15 (scaffold supports 13).
package final class Locked<Value>: @unchecked Sendable {
	private var value: Value
	private let mutex: UnsafeMutablePointer<pthread_mutex_t>

	package init(_ value: Value) {
		self.value = value
		mutex = .allocate(capacity: 1)
		mutex.initialize(to: pthread_mutex_t())
		pthread_mutex_init(mutex, nil)
	}

	deinit {
		pthread_mutex_destroy(mutex)
		mutex.deallocate()
	}

	/// Runs `body` with the value, no other thread inside at the same time.
	package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
		pthread_mutex_lock(mutex)
		defer { pthread_mutex_unlock(mutex) }
		return try body(&value)
	}
}
