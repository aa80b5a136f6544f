import Foundation

/// Mirrors `SwiftData.ModelContext`: tracks inserted and deleted models until `save()` commits them to the
/// container's store. Not `Sendable`: use it only where it was made (a `@ModelActor` makes one per actor).
///
/// Fetches see the container's saved models plus this context's unsaved inserts, minus its unsaved
/// deletes. Edits to a fetched model's properties are visible at once to every context of the container,
/// because the stand-in's store shares model objects (README.md).
public final class ModelContext {
	/// Mirrors `SwiftData.ModelContext.container`.
	public let container: ModelContainer
	/// Mirrors `SwiftData.ModelContext.autosaveEnabled`. The stand-in never saves on its own: only
	/// explicit `save()` calls commit, which is what code running outside the main context must do anyway.
	public var autosaveEnabled = false

	private var inserted: [any PersistentModel] = []
	private var deleted: [any PersistentModel] = []
	/// An insert a migration stage's context refused; `insert` cannot throw, so `save()` does.
	private var refusedInsert: SwiftDataError?

	/// Mirrors `SwiftData.ModelContext.init(_:)`.
	public init(_ container: ModelContainer) {
		self.container = container
	}

	/// Mirrors `SwiftData.ModelContext.hasChanges`: unsaved inserts or deletes.
	public var hasChanges: Bool {
		!inserted.isEmpty || !deleted.isEmpty
	}

	/// Mirrors `SwiftData.ModelContext.insertedModelsArray`.
	public var insertedModelsArray: [any PersistentModel] {
		inserted
	}

	/// Mirrors `SwiftData.ModelContext.deletedModelsArray`.
	public var deletedModelsArray: [any PersistentModel] {
		deleted
	}

	/// Mirrors `SwiftData.ModelContext.insert(_:)`: registers the model, and the models it refers to, for the
	/// next save. Inserting a model this context deleted cancels the delete.
	public func insert<T: PersistentModel>(_ model: T) {
		if let refusal = refusal(of: T.self) {
			refusedInsert = refusedInsert ?? refusal
			return
		}
		register(model)
	}

	/// Mirrors `SwiftData.ModelContext.delete(_:)`: removes the model at the next save, applying the delete
	/// rules of its relationships then. An unsaved model is simply discarded.
	public func delete<T: PersistentModel>(_ model: T) {
		if let index = inserted.firstIndex(where: { $0 === model }) {
			inserted.remove(at: index)
			return
		}
		guard container.store.contains(model), !isPendingDeletion(model) else { return }
		model.persistentBackingData.context = self
		deleted.append(model)
	}

	/// Mirrors `SwiftData.ModelContext.delete(model:where:includeSubclasses:)`.
	public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
		for match in try fetch(FetchDescriptor(predicate: predicate)) {
			delete(match)
		}
	}

	/// Mirrors `SwiftData.ModelContext.fetch(_:)`: filters with the predicate, sorts, then skips
	/// `fetchOffset` models and returns at most `fetchLimit`.
	public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
		if let refusal = refusal(of: T.self) {
			throw refusal
		}
		var models = container.store.models(of: T.self).filter { !isPendingDeletion($0) }
		if descriptor.includePendingChanges {
			models += inserted.compactMap { $0 as? T }
		}
		if let predicate = descriptor.predicate {
			models = try models.filter { try predicate.evaluate($0) }
		}
		if !descriptor.sortBy.isEmpty {
			models.sort(using: descriptor.sortBy)
		}
		let offset = max(descriptor.fetchOffset ?? 0, 0)
		let page = models.dropFirst(offset)
		let limited = descriptor.fetchLimit.map { Array(page.prefix(max($0, 0))) } ?? Array(page)
		for model in limited {
			model.persistentBackingData.context = self
		}
		return limited
	}

	/// Mirrors `SwiftData.ModelContext.fetchCount(_:)`.
	public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
		try fetch(descriptor).count
	}

	/// Mirrors `SwiftData.ModelContext.fetchIdentifiers(_:)`.
	public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
		try fetch(descriptor).map(\.persistentModelID)
	}

	/// Mirrors `SwiftData.ModelContext.registeredModel(for:)`: a model this context inserted or the store
	/// holds, by identity.
	public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
		let candidates = inserted.compactMap { $0 as? T } + container.store.models(of: T.self)
		return candidates.first { $0.persistentModelID == persistentModelID }
	}

	/// Mirrors `SwiftData.ModelContext.save()`: commits inserts and deletes. Models sharing a unique
	/// attribute's value with a stored model replace it; delete rules apply; a `.deny` rule with related
	/// models left throws and changes nothing. A container with a store file rewrites it, even when only
	/// edits were made: the stand-in does not track edits, so it cannot tell.
	public func save() throws {
		if let refusedInsert {
			throw refusedInsert
		}
		guard container.allowsSave else {
			if hasChanges { throw SwiftDataError.saveNotAllowed }
			return
		}
		if hasChanges {
			try commit()
		}
		try container.writeStore()
	}

	/// Mirrors `SwiftData.ModelContext.rollback()`: forgets unsaved inserts and deletes.
	public func rollback() {
		inserted = []
		deleted = []
	}

	/// Mirrors `SwiftData.ModelContext.transaction(block:)`: runs the block, then saves.
	public func transaction(block: () throws -> Void) throws {
		try block()
		try save()
	}
}

// MARK: - Internal

extension ModelContext {
	/// Applies the pending inserts and deletes to the store.
	private func commit() throws {
		let operation = SaveOperation(
			store: container.store,
			schemaTypes: container.schema.entities.map(\.modelType),
			inserted: inserted,
			deleted: deleted
		)
		let removed = try operation.run()
		for model in removed {
			model.persistentBackingData.context = nil
		}
		inserted = []
		deleted = []
	}

	func isPendingDeletion(_ model: any PersistentModel) -> Bool {
		deleted.contains { $0 === model }
	}

	func isPending(_ model: any PersistentModel) -> Bool {
		isPendingDeletion(model) || inserted.contains { $0 === model }
	}

	/// Why a migration stage's context refuses models of `type`: they belong to another schema release.
	/// Apple's migration fails there too; other contexts accept any model type.
	func refusal(of type: any PersistentModel.Type) -> SwiftDataError? {
		guard let allowed = container.allowedTypes, !allowed.contains(ObjectIdentifier(type)) else { return nil }
		return SwiftDataError.migrationFailure(
			"a migration stage's context over schema version \(container.schema.version) cannot use \(String(reflecting: type)), which that version does not contain"
		)
	}
}

// MARK: - Private

private extension ModelContext {
	/// Inserts `model` and, as SwiftData does for a graph, every model it refers to that is not stored yet.
	func register(_ model: any PersistentModel) {
		if let index = deleted.firstIndex(where: { $0 === model }) {
			deleted.remove(at: index)
			return
		}
		guard !inserted.contains(where: { $0 === model }), !container.store.contains(model) else { return }
		model.persistentBackingData.context = self
		inserted.append(model)
		for related in ModelGraph.relatedModels(of: model) {
			register(related)
		}
	}
}
