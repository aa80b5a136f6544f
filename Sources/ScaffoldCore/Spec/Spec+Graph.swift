import ScaffoldBasics

/// The graph the spec's entities form through nested references (``SpecReference``).
extension Spec {
	/// The names of the entities that get a SwiftData `@Model`: those kept with SwiftData and every
	/// entity they nest, transitively (a relationship's destination must be a model too), in spec order.
	package var swiftDataModelEntities: [String] {
		var reached = Set(entities.filter(\.local.keepsSwiftDataModel).map(\.name))
		guard !reached.isEmpty else { return [] }
		let named = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
		var queue = Array(reached)
		while let name = queue.popLast() {
			for field in named[name]?.fields ?? [] {
				guard let target = field.nestedReference?.entity, reached.insert(target).inserted else { continue }
				queue.append(target)
			}
		}
		return entities.map(\.name).filter(reached.contains)
	}

	/// The value type or entity `field` nests (through optionals and arrays) and its fields, if any
	/// (an enum nests nothing).
	package func nested(_ field: SpecField) -> (name: String, fields: [SpecField])? {
		if let name = field.type.referencedEntity, let entity = entity(named: name) { return (name, entity.allFields) }
		guard let name = field.type.referencedTypeName, let declaration = declaration(named: name), declaration.kind == .valueType else {
			return nil
		}
		return (name, declaration.fields)
	}

	/// Whether another entity nests `entity` (whole, not by identifier).
	package func isNested(_ entity: String) -> Bool {
		entities.contains { $0.fields.contains { $0.nestedReference?.entity == entity } }
	}

	/// Whether `entity` gets a SwiftData `@Model`.
	package func hasSwiftDataModel(_ entity: String) -> Bool {
		swiftDataModelEntities.contains(entity)
	}

	/// The relationships that point at `target`: every nested reference to it from an entity with a
	/// SwiftData model, in spec order. Each gives `target`'s model a back-pointer, its inverse.
	package func relationships(to target: String) -> [(owner: SpecEntity, field: SpecField)] {
		let models = Set(swiftDataModelEntities)
		return entities.filter { models.contains($0.name) }.flatMap { owner in
			owner.fields.filter { $0.nestedReference?.entity == target }.map { (owner: owner, field: $0) }
		}
	}
}
