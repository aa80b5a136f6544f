import Foundation

/// Turns model objects into stored entities and back. A model type's entity is its type name, so that
/// `V1.Item` and `V2.Item` share the entity `Item`, as they share it in an Apple store.
enum StoreSnapshot {
	static func entityName(of type: any PersistentModel.Type) -> String {
		String(describing: type)
	}

	/// `types` and every model type their relationships reach: the store must write and read the related
	/// models even when the schema does not list their type.
	static func reachableTypes(from types: [any PersistentModel.Type]) -> [any PersistentModel.Type] {
		var result: [any PersistentModel.Type] = []
		var seen: Set<ObjectIdentifier> = []
		var queue = types
		while !queue.isEmpty {
			let type = queue.removeFirst()
			guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
			result.append(type)
			queue += type.schemaMetadata.compactMap { PropertyKind(of: $0).relatedType }
		}
		return result
	}

	/// The shape of `type`'s stored properties.
	static func shape(of type: any PersistentModel.Type) -> [String: StoredProperty] {
		Dictionary(type.schemaMetadata.map { property in
			let stored: StoredProperty = switch PropertyKind(of: property) {
			case .attribute(let valueType): StoredProperty(kind: .attribute, type: attributeTypeName(valueType))
			case .toOne(let related, _): StoredProperty(kind: .toOne, type: entityName(of: related))
			case .toMany(let related): StoredProperty(kind: .toMany, type: entityName(of: related))
			}
			return (property.name, stored)
		}, uniquingKeysWith: { first, _ in first })
	}

	/// The stored entities of `models`, grouped by type; `types` get an entity even when they have no model.
	static func entities(of models: [any PersistentModel], types: [any PersistentModel.Type]) throws -> [String: StoredEntity] {
		var entities: [String: StoredEntity] = [:]
		for type in types {
			entities[entityName(of: type)] = StoredEntity(properties: shape(of: type), models: [])
		}
		for model in models {
			let type = type(of: model)
			let name = entityName(of: type)
			if entities[name] == nil {
				entities[name] = StoredEntity(properties: shape(of: type), models: [])
			}
			entities[name]?.models.append(try stored(model))
		}
		return entities
	}

	/// Makes model objects of `types` from stored entities whose shapes already match those types (a
	/// migration maps them first). Relationships are set once every model exists, so cycles are fine.
	static func models(from entities: [String: StoredEntity], types: [any PersistentModel.Type]) throws -> [any PersistentModel] {
		var made: [(model: any PersistentModel, stored: StoredModel)] = []
		for type in types {
			for stored in entities[entityName(of: type)]?.models ?? [] {
				let model = type.init(backingData: _PersistentBackingData(values: try values(of: stored, for: type)))
				model.persistentBackingData.uuid = stored.id
				made.append((model, stored))
			}
		}
		let byID = Dictionary(made.map { ($0.stored.id, $0.model) }, uniquingKeysWith: { first, _ in first })
		for (model, stored) in made {
			for property in type(of: model).schemaMetadata {
				let related = (stored.relationships[property.name] ?? []).compactMap { byID[$0] }
				guard let value = relationshipValue(PropertyKind(of: property), related),
					let keyPath = property.keypath as? any _ModelKeyPath
				else { continue }
				keyPath._write(value, to: model)
			}
		}
		return made.map(\.model)
	}
}

// MARK: - Private

private extension StoreSnapshot {
	static func stored(_ model: any PersistentModel) throws -> StoredModel {
		var result = StoredModel(id: model.persistentBackingData.uuid, attributes: [:], relationships: [:])
		for property in type(of: model).schemaMetadata {
			let value = readValue(of: model, at: property.keypath)
			switch PropertyKind(of: property) {
			case .attribute:
				guard let encodable = value as? any Encodable else {
					throw SwiftDataError.storeFileFailure("'\(property.name)' of \(type(of: model)) is not Codable")
				}
				result.attributes[property.name] = try JSONValue.encoding(encodable)
			case .toOne, .toMany:
				result.relationships[property.name] = ModelGraph.models(in: value).map(\.persistentBackingData.uuid)
			}
		}
		return result
	}

	/// The values `init(backingData:)` reads: decoded attributes, and empty relationships set afterwards.
	static func values(of stored: StoredModel, for type: any PersistentModel.Type) throws -> [String: Any] {
		var values: [String: Any] = [:]
		for property in type.schemaMetadata {
			let kind = PropertyKind(of: property)
			switch kind {
			case .attribute(let valueType):
				let json = stored.attributes[property.name] ?? .null
				do {
					values[property.name] = try json.decoded(as: valueType)
				} catch {
					throw SwiftDataError.storeFileFailure("cannot read '\(property.name)' of \(type) as \(valueType): \(error)")
				}
			case .toOne(_, optional: false):
				throw SwiftDataError.storeFileFailure(
					"'\(property.name)' of \(type) is a non-optional to-one relationship, which the stand-in's file store cannot read"
				)
			case .toOne, .toMany:
				values[property.name] = relationshipValue(kind, [])
			}
		}
		return values
	}

	/// `related` as the property's type: `T?` or `[T]`, boxed.
	static func relationshipValue(_ kind: PropertyKind, _ related: [any PersistentModel]) -> Any? {
		switch kind {
		case .attribute, .toOne(_, optional: false): nil
		case .toOne(let type, _): optionalReference(type, related)
		case .toMany(let type): collection(type, related)
		}
	}

	static func optionalReference<T: PersistentModel>(_ type: T.Type, _ related: [any PersistentModel]) -> Any {
		Optional<T>._make(from: related)
	}

	static func collection<T: PersistentModel>(_ type: T.Type, _ related: [any PersistentModel]) -> Any {
		[T]._make(from: related)
	}
}
