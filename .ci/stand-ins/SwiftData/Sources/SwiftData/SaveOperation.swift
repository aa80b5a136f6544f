/// What a context's `save()` does to the store: expands deletes by the delete rules, refuses denied
/// deletes, turns inserts that collide on a unique attribute into replacements, then commits.
///
/// Deny rules are checked before anything changes, so a refused save leaves models and store untouched.
struct SaveOperation {
	let store: InMemoryStore
	/// The container's model types: relationships declared on them keep their side consistent when a model
	/// they refer to is deleted.
	let schemaTypes: [any PersistentModel.Type]
	let inserted: [any PersistentModel]
	let deleted: [any PersistentModel]

	/// Applies the save and returns the models it deleted (the cascade included).
	func run() throws -> [any PersistentModel] {
		let deleting = expandedDeletes()
		let deletingIdentities = Set(deleting.map { ObjectIdentifier($0) })
		try checkDenyRules(deleting, identities: deletingIdentities)
		for model in deleting {
			nullify(model)
		}
		let kept = inserted.filter { !deletingIdentities.contains(ObjectIdentifier($0)) }
		let replaced = upsertReplacements(for: kept, deleting: deletingIdentities)
		let replacedIdentities = Set(replaced.map { ObjectIdentifier($0) })
		store.commit(removing: deleting + replaced, inserting: kept.filter { !replacedIdentities.contains(ObjectIdentifier($0)) })
		return deleting
	}
}

// MARK: - Private

private extension SaveOperation {
	/// The deleted models plus everything their `.cascade` relationships reach.
	func expandedDeletes() -> [any PersistentModel] {
		var queue = deleted
		var seen: Set<ObjectIdentifier> = []
		var result: [any PersistentModel] = []
		while let model = queue.popLast() {
			guard seen.insert(ObjectIdentifier(model)).inserted else { continue }
			result.append(model)
			for (property, relationship) in ModelGraph.relationships(of: type(of: model)) where relationship.deleteRule == .cascade {
				queue += ModelGraph.models(in: ModelGraph.value(of: model, at: property.keypath))
			}
		}
		return result
	}

	func checkDenyRules(_ deleting: [any PersistentModel], identities: Set<ObjectIdentifier>) throws {
		for model in deleting {
			for (property, relationship) in ModelGraph.relationships(of: type(of: model)) where relationship.deleteRule == .deny {
				let remaining = ModelGraph.models(in: ModelGraph.value(of: model, at: property.keypath))
					.filter { !identities.contains(ObjectIdentifier($0)) }
				if !remaining.isEmpty {
					throw SwiftDataError.modelValidationFailure(
						"cannot delete a \(type(of: model)): its '\(property.name)' relationship denies deletion while it has \(remaining.count) related model(s)"
					)
				}
			}
		}
	}

	/// Removes the references to a deleted model that the schema knows of: the inverse of its own
	/// `.nullify` relationships, and the forward side of relationships other models declare with an inverse
	/// pointing at it (the implicit nullify rule of that inverse).
	func nullify(_ model: any PersistentModel) {
		for (property, relationship) in ModelGraph.relationships(of: type(of: model)) where relationship.deleteRule == .nullify {
			guard let inverse = relationship.inverseKeyPath else { continue }
			for related in ModelGraph.models(in: ModelGraph.value(of: model, at: property.keypath)) {
				ModelGraph.detach(model, from: related, at: inverse)
			}
		}
		for holderType in schemaTypes {
			for (property, relationship) in ModelGraph.relationships(of: holderType) {
				guard let inverse = relationship.inverseKeyPath, type(of: inverse).rootType == type(of: model) else { continue }
				// SwiftData keeps an inverse in step with its forward side, so code may set either one; the
				// stand-in keeps no inverse, so the holders are found by their forward side as well.
				let candidates = ModelGraph.models(in: ModelGraph.value(of: model, at: inverse)) + store.models(ofType: holderType)
					+ inserted.filter { type(of: $0) == holderType }
				for holder in candidates
				where ModelGraph.models(in: ModelGraph.value(of: holder, at: property.keypath)).contains(where: { $0 === model }) {
					ModelGraph.detach(model, from: holder, at: property.keypath)
				}
			}
		}
	}

	/// Models that saving `inserts` replaces because they share the value of a unique attribute: stored ones,
	/// and among inserts that collide with each other all but the last, as each would overwrite the one before.
	func upsertReplacements(for inserts: [any PersistentModel], deleting: Set<ObjectIdentifier>) -> [any PersistentModel] {
		var replaced: [any PersistentModel] = []
		for (index, model) in inserts.enumerated() {
			for keyPath in ModelGraph.uniqueKeyPaths(of: type(of: model)) {
				guard let key = ModelGraph.value(of: model, at: keyPath) as? AnyHashable else { continue }
				let sameKey = { (other: any PersistentModel) in
					ObjectIdentifier(type(of: other)) == ObjectIdentifier(type(of: model))
						&& ModelGraph.value(of: other, at: keyPath) as? AnyHashable == key
				}
				if inserts[(index + 1)...].contains(where: sameKey) {
					replaced.append(model)
					continue
				}
				replaced += store.models(like: model).filter { stored in
					stored !== model && !deleting.contains(ObjectIdentifier(stored)) && sameKey(stored)
				}
			}
		}
		return replaced
	}
}
