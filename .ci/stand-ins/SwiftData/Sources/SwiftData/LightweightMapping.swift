/// Carries stored entities over to the model types of another schema release, as a lightweight stage
/// does: properties match by name, or by the `originalName` of the new model's `@Attribute` or
/// `@Relationship`; properties the new release dropped are dropped; a new optional attribute is `nil`, a
/// new non-optional one takes the default value of its property initializer.
///
/// The checks are made per entity, whether or not it has models, because a lightweight migration is
/// decided by the two models, not by the data (Core Data infers its mapping before reading a row).
enum LightweightMapping {
	static func map(_ entities: [String: StoredEntity], to types: [any PersistentModel.Type]) throws -> [String: StoredEntity] {
		var result: [String: StoredEntity] = [:]
		for type in StoreSnapshot.reachableTypes(from: types) {
			let name = StoreSnapshot.entityName(of: type)
			let source = entities[name] ?? StoredEntity(properties: [:], models: [])
			let rules = try type.schemaMetadata.map { try rule(for: $0, of: type, from: source) }
			let models = try source.models.map { stored in
				var mapped = StoredModel(id: stored.id, attributes: [:], relationships: [:])
				for rule in rules {
					try rule.apply(stored, &mapped)
				}
				return mapped
			}
			result[name] = StoredEntity(properties: StoreSnapshot.shape(of: type), models: models)
		}
		return result
	}
}

// MARK: - Private

private extension LightweightMapping {
	/// How one property of the new model gets its value from a stored model of the old one.
	struct Rule {
		let apply: (StoredModel, inout StoredModel) throws -> Void
	}

	static func rule(for property: Schema.PropertyMetadata, of type: any PersistentModel.Type, from source: StoredEntity) throws -> Rule {
		let name = property.name
		let kind = PropertyKind(of: property)
		let sourceName = source.properties[name] != nil ? name : originalName(of: property).flatMap { source.properties[$0] != nil ? $0 : nil }
		guard let sourceName, let sourceShape = source.properties[sourceName] else {
			return try newPropertyRule(for: property, kind: kind, of: type)
		}
		switch kind {
		case .attribute(let valueType):
			guard sourceShape.kind == .attribute else {
				throw SwiftDataError.migrationFailure("'\(name)' of \(type) was a relationship and is now an attribute")
			}
			guard sourceShape.type == attributeTypeName(valueType) else {
				throw SwiftDataError.migrationFailure(
					"'\(name)' of \(type) changes type from \(sourceShape.type) to \(attributeTypeName(valueType)); a lightweight stage cannot convert values"
				)
			}
			let fallback = isOptionalType(valueType) ? nil : try defaultJSON(of: property)
			return Rule { stored, mapped in
				let value = stored.attributes[sourceName] ?? .null
				if value == .null, !isOptionalType(valueType) {
					// An optional attribute made required: stored nils need the default value.
					guard let fallback else {
						throw SwiftDataError.migrationFailure("'\(name)' of \(type) is now required, and a stored model has none and there is no default")
					}
					mapped.attributes[name] = fallback
				} else {
					mapped.attributes[name] = value
				}
			}
		case .toOne, .toMany:
			guard sourceShape.kind != .attribute else {
				throw SwiftDataError.migrationFailure("'\(name)' of \(type) was an attribute and is now a relationship")
			}
			return Rule { stored, mapped in
				mapped.relationships[name] = stored.relationships[sourceName] ?? []
			}
		}
	}

	static func newPropertyRule(for property: Schema.PropertyMetadata, kind: PropertyKind, of type: any PersistentModel.Type) throws -> Rule {
		let name = property.name
		switch kind {
		case .attribute(let valueType):
			let value: JSONValue
			if let fallback = try defaultJSON(of: property) {
				value = fallback
			} else if isOptionalType(valueType) {
				value = .null
			} else {
				throw SwiftDataError.migrationFailure("\(type) gains the non-optional attribute '\(name)' without a default value")
			}
			return Rule { _, mapped in mapped.attributes[name] = value }
		case .toOne(_, optional: false):
			throw SwiftDataError.migrationFailure("\(type) gains the non-optional relationship '\(name)', which no stored model can fill")
		case .toOne, .toMany:
			return Rule { _, mapped in mapped.relationships[name] = [] }
		}
	}

	static func originalName(of property: Schema.PropertyMetadata) -> String? {
		switch property.metadata {
		case let attribute as Schema.Attribute: attribute.originalName
		case let relationship as Schema.Relationship: relationship.originalName
		default: nil
		}
	}

	/// The property initializer's value, which `@Model` records as a closure in `defaultValue`.
	static func defaultJSON(of property: Schema.PropertyMetadata) throws -> JSONValue? {
		guard let make = property.defaultValue as? () -> Any else { return nil }
		guard let value = make() as? any Encodable else {
			throw SwiftDataError.migrationFailure("the default value of '\(property.name)' is not Codable")
		}
		return try JSONValue.encoding(value)
	}
}
