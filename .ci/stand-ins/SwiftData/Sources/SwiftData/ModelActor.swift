/// Mirrors `SwiftData.ModelActor`: an actor whose executor owns a model context. Conform with `@ModelActor`.
public protocol ModelActor: Actor {
	/// Mirrors `SwiftData.ModelActor.modelContainer`.
	nonisolated var modelContainer: ModelContainer { get }
	/// Mirrors `SwiftData.ModelActor.modelExecutor`.
	nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
	/// Mirrors `SwiftData.ModelActor.unownedExecutor`: the actor runs on its model executor.
	public nonisolated var unownedExecutor: UnownedSerialExecutor {
		guard let serial = modelExecutor as? any SerialModelExecutor else {
			preconditionFailure("a ModelActor's modelExecutor must be a SerialModelExecutor")
		}
		return serial.asUnownedSerialExecutor()
	}

	/// Mirrors `SwiftData.ModelActor.modelContext`: isolated to the actor, so its models never leave it.
	public var modelContext: ModelContext {
		modelExecutor.modelContext
	}

	/// Mirrors `SwiftData.ModelActor.subscript(_:as:)`: the model with that identity, if this context knows it.
	public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
		modelContext.registeredModel(for: id)
	}
}
