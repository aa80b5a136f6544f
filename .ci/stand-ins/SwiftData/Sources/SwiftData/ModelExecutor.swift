import Dispatch

/// Mirrors `SwiftData.ModelExecutor`: an executor that owns a model context.
public protocol ModelExecutor: Executor {
	/// Mirrors `SwiftData.ModelExecutor.modelContext`.
	var modelContext: ModelContext { get }
}

/// Mirrors `SwiftData.SerialModelExecutor`.
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}

/// Mirrors `SwiftData.DefaultSerialModelExecutor`: runs a model actor's jobs one at a time on a private
/// serial queue, and owns the actor's context.
///
/// `@unchecked Sendable`, as every executor that owns state must be: the context is only used by jobs this
/// executor runs, one at a time. The compiler enforces that for callers, because a `ModelActor`'s
/// `modelContext` is actor-isolated.
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
	/// Mirrors `SwiftData.DefaultSerialModelExecutor.modelContext`.
	public let modelContext: ModelContext
	private let queue = DispatchQueue(label: "SwiftData.DefaultSerialModelExecutor")

	/// Mirrors `SwiftData.DefaultSerialModelExecutor.init(modelContext:)`.
	public init(modelContext: ModelContext) {
		self.modelContext = modelContext
	}

	/// Mirrors `SwiftData.DefaultSerialModelExecutor.enqueue(_:)`.
	public func enqueue(_ job: consuming ExecutorJob) {
		let job = UnownedJob(job)
		queue.async {
			job.runSynchronously(on: self.asUnownedSerialExecutor())
		}
	}

	/// Mirrors `SwiftData.DefaultSerialModelExecutor.asUnownedSerialExecutor()`.
	public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
		UnownedSerialExecutor(ordinary: self)
	}

	/// Lets `assumeIsolated` work on the executor's queue.
	public func checkIsolated() {
		dispatchPrecondition(condition: .onQueue(queue))
	}
}
