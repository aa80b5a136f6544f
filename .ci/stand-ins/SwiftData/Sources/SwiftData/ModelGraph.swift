/// Reads and edits models through the key paths `@Model` records in `schemaMetadata`.
///
/// The store is not generic over a single model type (a save touches models of every type), so it works
/// on `any PersistentModel` and opens the existential to reach typed key paths.
enum ModelGraph {
	/// The value of the property at `keyPath`, or `nil` when the key path does not apply to the model.
	static func value(of model: any PersistentModel, at keyPath: AnyKeyPath) -> Any? {
		read(model, keyPath)
	}

	/// The models a property value refers to: one for a to-one relationship, all for a to-many one,
	/// none for an attribute or an empty relationship.
	static func models(in value: Any?) -> [any PersistentModel] {
		guard let value else { return [] }
		if let model = value as? any PersistentModel { return [model] }
		if let models = value as? [any PersistentModel] { return models }
		return []
	}

	/// Every model `model` refers to, through any stored property.
	static func relatedModels(of model: any PersistentModel) -> [any PersistentModel] {
		type(of: model).schemaMetadata.flatMap { models(in: value(of: model, at: $0.keypath)) }
	}

	/// The relationships declared on `type` with `@Relationship`, with their metadata.
	static func relationships(of type: any PersistentModel.Type) -> [(property: Schema.PropertyMetadata, relationship: Schema.Relationship)] {
		type.schemaMetadata.compactMap { property in
			(property.metadata as? Schema.Relationship).map { (property, $0) }
		}
	}

	/// The `@Attribute(.unique)` key paths of `type`.
	static func uniqueKeyPaths(of type: any PersistentModel.Type) -> [AnyKeyPath] {
		type.schemaMetadata.filter { ($0.metadata as? Schema.Attribute)?.isUnique == true }.map(\.keypath)
	}

	/// Makes `holder` stop referring to `target` through the relationship at `keyPath`: a to-one reference
	/// becomes `nil`, a to-many one loses the target. Other shapes (a non-optional to-one) are left alone.
	static func detach(_ target: any PersistentModel, from holder: any PersistentModel, at keyPath: AnyKeyPath) {
		detachTyped(target, from: holder, at: keyPath)
	}
}

// MARK: - Private

private extension ModelGraph {
	static func read<Model: PersistentModel>(_ model: Model, _ keyPath: AnyKeyPath) -> Any? {
		model[keyPath: keyPath]
	}

	static func detachTyped<Target: PersistentModel, Holder: PersistentModel>(_ target: Target, from holder: Holder, at keyPath: AnyKeyPath) {
		if let toOne = keyPath as? ReferenceWritableKeyPath<Holder, Target?> {
			if holder[keyPath: toOne] === target {
				holder[keyPath: toOne] = nil
			}
		} else if let toMany = keyPath as? ReferenceWritableKeyPath<Holder, [Target]> {
			holder[keyPath: toMany].removeAll { $0 === target }
		}
	}
}
