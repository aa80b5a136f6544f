import Foundation

/// The committed models of one container, by model type, in the order they were saved.
///
/// The stand-in keeps the model objects themselves rather than copies of their values, so every context of
/// a container sees the same objects. That is `@unchecked Sendable` on purpose: it is sound only while a
/// container's models are used from one isolation domain at a time, which is what a `@ModelActor` per
/// container does (the generated data sources, and the tests). The lock keeps the bookkeeping consistent;
/// it cannot make shared model objects safe, and the README says so.
final class InMemoryStore: @unchecked Sendable {
	private let lock = NSLock()
	private var modelsByType: [ObjectIdentifier: [any PersistentModel]] = [:]

	/// The committed models of type `T`.
	func models<T: PersistentModel>(of type: T.Type) -> [T] {
		lock.withLock { (modelsByType[ObjectIdentifier(type)] ?? []).compactMap { $0 as? T } }
	}

	/// The committed models of the same type as `model`.
	func models(like model: any PersistentModel) -> [any PersistentModel] {
		lock.withLock { modelsByType[ObjectIdentifier(type(of: model))] ?? [] }
	}

	/// The committed models of `type`, as existentials (for code that holds only the metatype).
	func models(ofType type: any PersistentModel.Type) -> [any PersistentModel] {
		lock.withLock { modelsByType[ObjectIdentifier(type)] ?? [] }
	}

	/// Every committed model, for writing the store to its file.
	func allModels() -> [any PersistentModel] {
		lock.withLock { modelsByType.values.flatMap { $0 } }
	}

	func contains(_ model: any PersistentModel) -> Bool {
		lock.withLock {
			(modelsByType[ObjectIdentifier(type(of: model))] ?? []).contains { $0 === model }
		}
	}

	/// Applies a save: removals first, then insertions, atomically for other contexts.
	func commit(removing removed: [any PersistentModel], inserting inserted: [any PersistentModel]) {
		let removedIdentities = Set(removed.map { ObjectIdentifier($0) })
		lock.withLock {
			for key in modelsByType.keys {
				modelsByType[key]?.removeAll { removedIdentities.contains(ObjectIdentifier($0)) }
			}
			for model in inserted {
				modelsByType[ObjectIdentifier(type(of: model)), default: []].append(model)
			}
		}
	}
}
