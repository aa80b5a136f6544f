import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of an entity's nested references to other entities (docs/spec.md, "References"):
/// the `@Relationship`s of its SwiftData model, the back-pointers other models' relationships
/// give it, the models its container's schema lists, and the graph its memory and file stores keep.
struct RelationshipContext {
	let feature: ResolvedFeature
	/// The spec of ``feature``.
	var spec: Spec { feature.spec }
	let entity: SpecEntity

	var keys: Keys {
		let nested = entity.fields.filter { $0.nestedReference != nil }
		let hasModel = spec.hasSwiftDataModel(entity.name)
		let shared = entity.hasGraph ? nested.first.flatMap(sharedReference) : nil
		return Keys(
			relationships: hasModel ? nested.map(relationship) : [],
			hasRelationships: hasModel && !nested.isEmpty,
			inverses: hasModel ? inverses : [],
			schemaModels: schemaModels.map { SchemaModel(model: GeneratedNames.entityModel($0)) },
			hasGraph: entity.hasGraph,
			graph: EntityNames(entity).graph,
			graphTables: graphTables(nested),
			graphFields: nested.map(graphField),
			graphProperties: entity.allFields.enumerated().map { graphProperty($1, last: $0 == entity.allFields.count - 1) },
			sharedReference: shared?.templateValue ?? .null,
			hasToManyReferences: nested.contains { $0.nestedReference?.isToMany == true },
			reversedArguments: arguments { field in
				field.nestedReference?.isToMany == true ? "first.\(field.swiftName)\(field.type.isOptional ? "?" : "").reversed()" : nil
			})
	}

	/// The first nested field, as the graph tests use it: a second {{name}} holding the updated copy
	/// of an entity the first one nests (`arguments`), and what the first reads back afterwards, and
	/// once the second is deleted (by the field's delete rule).
	private func sharedReference(_ field: SpecField) -> SharedReference? {
		guard let reference = field.nestedReference, let target = spec.entity(named: reference.entity) else { return nil }
		let samples = SampleValues(spec: spec, wire: WireType(feature: feature))
		let secondID = SwiftLiteral.scalar(samples.identifier(entity.identifier, .second), wireSpelling: "") ?? ""
		let property = "first." + field.swiftName
		let id = target.identifier.swiftName
		let optional = field.type.isOptional ? "?" : ""
		let shared = reference.isToMany ? "[shared]" : "shared"
		let afterSharing = reference.isToMany ? "\(property)\(optional).map { $0.\(id) == shared.\(id) ? shared : $0 }" : "shared"
		let cascades = reference.deleteRule == .cascade
		let afterDelete =
			cascades ? (reference.isToMany ? "\(property)\(optional).filter { $0.\(id) != shared.\(id) }" : "nil") : afterSharing
		return SharedReference(
			field: field.swiftName, targetDTO: GeneratedNames.dto(target.name),
			targetUpdatedFixture: EntityNames(target).fixtureUpdated, targetWords: target.words.words.map(\.lower).joined(separator: " "),
			secondArguments: arguments { $0 == entity.identifier ? secondID : ($0 == field ? shared : nil) },
			afterSharing: afterSharing, afterDelete: afterDelete,
			deleteRule: reference.deleteRule.rawValue, cascades: cascades,
			sharedSource: reference.isToMany ? "\(property)\(optional).first" : property)
	}

	/// Arguments of the DTO's initializer copying `first`, with `replacement` where it gives one.
	private func arguments(_ replacement: (SpecField) -> String?) -> [Argument] {
		let fields = entity.allFields
		return fields.enumerated().map { index, field in
			Argument(label: field.name, value: replacement(field) ?? "first.\(field.swiftName)", comma: index == fields.count - 1 ? "" : ",")
		}
	}

	/// A relationship of the SwiftData model: its stored type, delete rule and inverse, and the Swift
	/// that saves it (`toStored`, upserting each related entity in `context`) and reads it back
	/// sorted by identifier (`fromStored`; SwiftData keeps no order).
	private func relationship(_ field: SpecField) -> Relationship {
		let reference = field.nestedReference!
		let target = reference.entity
		let model = GeneratedNames.entityModel(target)
		let upsert = "\(GeneratedNames.entityMapper(target))().upsert($0, in: context)"
		let back = GeneratedNames.entityDTOMapper(target) + "().map"
		let property = field.swiftName
		// `map` runs over the array of a to-many field and inside the optional of a to-one field alike.
		let toStored = "input.\(property).map { \(upsert) }"
		let fromStored =
			reference.isToMany
			? "input.\(property).sorted { $0.identifier < $1.identifier }.map(\(back))" : "input.\(property).map(\(back))"

		return Relationship(
			name: property, label: field.name,
			storedType: reference.isToMany ? "[\(model)]" : model + "?",
			initialValue: reference.isToMany ? "[]" : "nil",
			deleteRule: reference.deleteRule.swiftDataSpelling, targetModel: model, inverse: reference.inverse,
			originalName: SwiftDataVersionContext.relationshipOriginalName(of: field, owner: entity.name, in: feature),
			toStored: toStored, fromStored: fromStored,
			isToMany: reference.isToMany)
	}

	/// The Swift reading a nested field back from the model, or `nil` for any other field.
	func fromStored(_ field: SpecField) -> String? {
		guard field.nestedReference != nil, spec.hasSwiftDataModel(entity.name) else { return nil }
		return relationship(field).fromStored
	}

	/// The back-pointers other entities' relationships give this entity's model: always to-many, since
	/// the API may nest the same entity in several others.
	private var inverses: [Inverse] {
		spec.relationships(to: entity.name).map { owner, field in
			Inverse(name: field.nestedReference?.inverse ?? "", ownerModel: GeneratedNames.entityModel(owner.name), ownerField: field.swiftName)
		}
	}

	/// This entity's model and every model its relationships reach, for a container's schema.
	private var schemaModels: [String] {
		var reached: [String] = []
		var pending = [entity.name]
		while let name = pending.popLast() {
			guard !reached.contains(name) else { continue }
			reached.append(name)
			pending += (spec.entity(named: name)?.fields ?? []).compactMap { $0.nestedReference?.entity }.reversed()
		}
		return reached
	}

	/// One table per entity nested here, keyed by its identifier, as memory and file stores keep them.
	private func graphTables(_ nested: [SpecField]) -> [GraphTable] {
		var seen: Set<String> = []
		return nested.compactMap { field -> GraphTable? in
			guard let target = field.nestedReference.flatMap({ spec.entity(named: $0.entity) }), seen.insert(target.name).inserted else {
				return nil
			}
			return GraphTable(
				table: target.pluralName.lowerCamel, dto: GeneratedNames.dto(target.name), idType: WireType(feature: feature).spelling(target.identifier.type))
		}
	}

	/// A nested field as the graph stores it (`store`), forgets it under `cascade` (`cascades`).
	private func graphField(_ field: SpecField) -> GraphField {
		let reference = field.nestedReference!
		let target = spec.entity(named: reference.entity)
		let table = target?.pluralName.lowerCamel ?? ""
		let id = target?.identifier.swiftName ?? "id"
		let optional = field.type.isOptional
		let each = reference.isToMany ? "for related in item.\(field.swiftName)\(optional ? " ?? []" : "")" : ""
		let store: String
		let forget: String
		if reference.isToMany {
			store = "\(each) { \(table)[related.\(id)] = related }"
			forget = "\(each) { \(table)[related.\(id)] = nil }"
		} else if optional {
			store = "if let related = item.\(field.swiftName) { \(table)[related.\(id)] = related }"
			forget = "if let related = item.\(field.swiftName) { \(table)[related.\(id)] = nil }"
		} else {
			store = "\(table)[item.\(field.swiftName).\(id)] = item.\(field.swiftName)"
			forget = "\(table)[item.\(field.swiftName).\(id)] = nil"
		}
		return GraphField(store: store, forget: forget, cascades: reference.deleteRule == .cascade)
	}

	/// A DTO property as the graph reads it back: nested entities replaced by their latest copy (those
	/// deleted since left out, to-many sorted by identifier), everything else as stored.
	private func graphProperty(_ field: SpecField, last: Bool) -> Argument {
		let property = field.swiftName
		var value = "item.\(property)"
		if let reference = field.nestedReference, let target = spec.entity(named: reference.entity) {
			let table = target.pluralName.lowerCamel
			let id = target.identifier.swiftName
			let optional = field.type.isOptional
			if reference.isToMany {
				let resolve = "compactMap { \(table)[$0.\(id)] }.sorted { $0.\(id) < $1.\(id) }"
				value = optional ? "item.\(property).map { $0.\(resolve) }" : "item.\(property).\(resolve)"
			} else if optional {
				value = "item.\(property).flatMap { \(table)[$0.\(id)] }"
			} else {
				value = "\(table)[item.\(property).\(id)] ?? item.\(property)"
			}
		}
		return Argument(label: field.name, value: value, comma: last ? "" : ",")
	}
}
