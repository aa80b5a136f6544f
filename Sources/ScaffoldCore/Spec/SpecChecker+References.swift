import ScaffoldBasics

extension SpecChecker {
	/// Checks fields that refer to other entities: no entity contains itself through nested
	/// references, a to-one relationship SwiftData stores is optional, `deleteRule` and `inverse`
	/// are given only where a store keeps the graph, and each back-pointer has a name of its own.
	mutating func checkReferences() {
		checkEntityRecursion()
		for entity in spec.entities where !broken.contains(entity.name) {
			let hasModel = hasSwiftDataModel.contains(entity.name)
			let keepsGraph = hasModel || entity.local.keepsGraph
			for field in entity.fields {
				guard let reference = field.nestedReference, !broken.contains(reference.entity) else { continue }
				if let problem = Self.shapeProblem(field.type, hasModel: hasModel) {
					error("field \(quoted: field.name) of entity \(quoted: entity.name) nests \(quoted: reference.entity) as \(quoted: field.type): \(problem)", at: field.location)
				} else if hasModel && !reference.isToMany && !field.type.isOptional {
					error(
						"field \(quoted: field.name) of entity \(quoted: entity.name) refers to one \(quoted: reference.entity) and SwiftData stores it as a relationship, which must be optional: the \(quoted: reference.entity) can be deleted on its own; write '\(field.type)?'",
						at: field.location)
				}
				if let location = reference.deleteRuleLocation, !keepsGraph {
					error(
						"'deleteRule' of field \(quoted: field.name) applies to an entity kept on the device ('local': 'memory', 'file' or 'swiftData'); entity \(quoted: entity.name) keeps nothing it could delete",
						at: location)
				}
				if let location = reference.inverseLocation, !hasModel {
					error(
						"'inverse' of field \(quoted: field.name) names the back-pointer of a SwiftData relationship, and entity \(quoted: entity.name) is not stored with SwiftData; remove it",
						at: location)
				}
			}
		}
		// The relationships to each model (``Spec/relationships(to:)``), gathered in one pass.
		var relationships: [String: [(owner: SpecEntity, field: SpecField)]] = [:]
		for owner in spec.entities where hasSwiftDataModel.contains(owner.name) {
			for field in owner.fields {
				guard let target = field.nestedReference?.entity else { continue }
				relationships[target, default: []].append((owner, field))
			}
		}
		for name in swiftDataModels where !broken.contains(name) {
			checkInverseNames(of: name, relationships: relationships[name] ?? [])
		}
	}

	/// Why a nested entity cannot take the shape of `type`, or `nil`: one (`E`, `E?`) or a list
	/// (`[E]`, and `[E]?` where no SwiftData model stores it, since a to-many relationship is a list).
	static func shapeProblem(_ type: SpecType, hasModel: Bool) -> String? {
		switch type {
		case .entity, .optional(.entity), .array(.entity): return nil
		case .optional(.array(.entity)):
			return hasModel ? "SwiftData stores a to-many relationship as a list, never nil; write \(quoted: type.unwrapped) (an empty list when there is none)" : nil
		default:
			return "a reference is to one ('E', 'E?') or to many ('[E]'); nest lists in a value type"
		}
	}

	/// Each relationship to `target` adds a property to its model: the names must differ from one
	/// another and from the model's own properties.
	private mutating func checkInverseNames(of target: String, relationships: [(owner: SpecEntity, field: SpecField)]) {
		guard let entity = index.entity(named: target) else { return }
		var taken: [String: SourceLocation] = Dictionary(entity.fields.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
		taken["identifier"] = entity.identifier.location
		if entity.cachesPages { taken[Self.cachedPagesProperty] = entity.location }
		for (owner, field) in relationships {
			guard let reference = field.nestedReference else { continue }
			let location = reference.inverseLocation ?? field.location
			let advice = "name another with \"inverse\" on field \(quoted: field.name) of entity \(quoted: owner.name)"
			if Self.swiftDataReservedPropertyNames.contains(reference.inverse) {
				error("the inverse \(quoted: reference.inverse) of field \(quoted: field.name) is reserved by SwiftData on \(quoted: target)s model; \(advice)", at: location)
			} else if let first = taken[reference.inverse] {
				error(
					"the inverse of field \(quoted: field.name) of entity \(quoted: owner.name) would add \(quoted: reference.inverse) to the SwiftData model of \(quoted: target), which already has a property of that name; \(advice)",
					at: location, notes: [.init("\(quoted: reference.inverse) is taken here", at: first)])
			} else {
				taken[reference.inverse] = location
			}
		}
	}

	/// Entities that contain themselves through nested references: JSON that never ends, and
	/// structs Swift cannot store. Each cycle is reported once, at its first field in spec order.
	private mutating func checkEntityRecursion() {
		var edges: [String: [(field: SpecField, target: String)]] = [:]
		for entity in spec.entities {
			edges[entity.name] = entity.fields.compactMap { field in field.nestedReference.map { (field, $0.entity) } }
		}
		let checked = spec.entities.filter { !broken.contains($0.name) }
		for (entity, path) in zip(checked, cycles(from: checked.map(\.name), edges: edges)) {
			guard let path else { continue }
			let route = Self.route(path.map { "\(shortened: $0.owner).\(shortened: $0.field.name)" })
			error(
				"entity \(quoted: entity.name) contains itself (\(route)); refer to one of them by identifier (\"reference\": \"identifier\"), or leave out the field that points back: a SwiftData relationship keeps it as its \"inverse\"",
				at: path[0].field.location)
		}
	}
}
