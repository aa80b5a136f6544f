import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of an entity's nested references to other entities (docs/spec.md, "References"):
/// the `@Relationship`s of its SwiftData model, the back-pointers other models' relationships
/// give it, the models its container's schema lists, and the graph its memory and file stores keep.
struct RelationshipContext {
	let spec: Spec
	let entity: SpecEntity

	var contextEntries: [(String, TemplateValue)] {
		let nested = entity.fields.filter { $0.nestedReference != nil }
		let hasModel = spec.hasSwiftDataModel(entity.name)
		return [
			("relationships", .list(hasModel ? nested.map(relationship) : [])),
			("hasRelationships", .bool(hasModel && !nested.isEmpty)),
			("inverses", .list(hasModel ? inverses : [])),
			("schemaModels", .list(schemaModels.map { ["model": .string(GeneratedNames.entityModel($0))] })),
			("hasGraph", .bool(entity.hasGraph)),
			("graph", .string(EntityNames(entity).graph)),
			("graphTables", .list(graphTables(nested))),
			("graphFields", .list(nested.map(graphField))),
			("graphProperties", .list(entity.allFields.enumerated().map { graphProperty($1, last: $0 == entity.allFields.count - 1) })),
			("sharedReference", (entity.local == .keychain ? nil : nested.first.map(sharedReference)) ?? .null),
			("hasToManyReferences", .bool(nested.contains { $0.nestedReference?.isToMany == true })),
			("reversedArguments", .list(arguments { field in
				field.nestedReference?.isToMany == true ? "first.\(field.swiftName)\(field.type.isOptional ? "?" : "").reversed()" : nil
			})),
		]
	}

	/// The first nested field, as the graph tests use it: a second {{name}} holding the updated copy
	/// of an entity the first one nests (`arguments`), and what the first reads back afterwards, and
	/// once the second is deleted (by the field's delete rule).
	private func sharedReference(_ field: SpecField) -> TemplateValue {
		guard let reference = field.nestedReference, let target = spec.entity(named: reference.entity) else { return .null }
		let samples = SampleValues(spec: spec, wire: WireType(spec: spec))
		let secondID = SwiftLiteral.scalar(samples.identifier(entity.identifier, .second), wireSpelling: "") ?? ""
		let property = "first." + field.swiftName
		let id = target.identifier.swiftName
		let optional = field.type.isOptional ? "?" : ""
		let shared = reference.isToMany ? "[shared]" : "shared"
		let afterSharing = reference.isToMany ? "\(property)\(optional).map { $0.\(id) == shared.\(id) ? shared : $0 }" : "shared"
		let cascades = reference.deleteRule == .cascade
		let afterDelete =
			cascades ? (reference.isToMany ? "\(property)\(optional).filter { $0.\(id) != shared.\(id) }" : "nil") : afterSharing
		return [
			"field": .string(field.swiftName), "targetDTO": .string(GeneratedNames.dto(target.name)),
			"targetUpdatedFixture": .string(EntityNames(target).fixtureUpdated), "targetWords": .string(target.words.words.map(\.lower).joined(separator: " ")),
			"secondArguments": .list(arguments { $0 == entity.identifier ? secondID : ($0 == field ? shared : nil) }),
			"afterSharing": .string(afterSharing), "afterDelete": .string(afterDelete),
			"deleteRule": .string(reference.deleteRule.rawValue), "cascades": .bool(cascades),
			"sharedSource": .string(reference.isToMany ? "\(property)\(optional).first" : property),
		]
	}

	/// Arguments of the DTO's initializer copying `first`, with `replacement` where it gives one.
	private func arguments(_ replacement: (SpecField) -> String?) -> [TemplateValue] {
		let fields = entity.allFields
		return fields.enumerated().map { index, field in
			[
				"label": .string(field.name), "value": .string(replacement(field) ?? "first.\(field.swiftName)"),
				"comma": .string(index == fields.count - 1 ? "" : ","),
			]
		}
	}

	/// A relationship of the SwiftData model: its stored type, delete rule and inverse, and the Swift
	/// that saves it (`toStored`, upserting each related entity in `context`) and reads it back
	/// sorted by identifier (`fromStored`; SwiftData keeps no order).
	private func relationship(_ field: SpecField) -> TemplateValue {
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

		return [
			"name": .string(property), "label": .string(field.name),
			"storedType": .string(reference.isToMany ? "[\(model)]" : model + "?"),
			"initialValue": .string(reference.isToMany ? "[]" : "nil"),
			"deleteRule": .string(reference.deleteRule.swiftDataSpelling), "targetModel": .string(model), "inverse": .string(reference.inverse),
			"originalName": .string(SwiftDataVersionContext.relationshipOriginalName(of: field, owner: entity.name, in: spec)),
			"toStored": .string(toStored), "fromStored": .string(fromStored),
			"isToMany": .bool(reference.isToMany),
		]
	}

	/// The Swift reading a nested field back from the model, or `nil` for any other field.
	func fromStored(_ field: SpecField) -> String? {
		guard field.nestedReference != nil, spec.hasSwiftDataModel(entity.name), case .object(let object) = relationship(field) else { return nil }
		return object.text("fromStored")
	}

	/// The back-pointers other entities' relationships give this entity's model: always to-many, since
	/// the API may nest the same entity in several others.
	private var inverses: [TemplateValue] {
		spec.relationships(to: entity.name).map { owner, field in
			[
				"name": .string(field.nestedReference?.inverse ?? ""), "ownerModel": .string(GeneratedNames.entityModel(owner.name)),
				"ownerField": .string(field.swiftName),
			]
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
	private func graphTables(_ nested: [SpecField]) -> [TemplateValue] {
		var seen: Set<String> = []
		return nested.compactMap { field -> TemplateValue? in
			guard let target = field.nestedReference.flatMap({ spec.entity(named: $0.entity) }), seen.insert(target.name).inserted else {
				return nil
			}
			return [
				"table": .string(target.pluralName.lowerCamel), "dto": .string(GeneratedNames.dto(target.name)),
				"idType": .string(WireType(spec: spec).spelling(target.identifier.type)),
			]
		}
	}

	/// A nested field as the graph stores it (`store`), forgets it under `cascade` (`cascades`).
	private func graphField(_ field: SpecField) -> TemplateValue {
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
		return ["store": .string(store), "forget": .string(forget), "cascades": .bool(reference.deleteRule == .cascade)]
	}

	/// A DTO property as the graph reads it back: nested entities replaced by their latest copy (those
	/// deleted since left out, to-many sorted by identifier), everything else as stored.
	private func graphProperty(_ field: SpecField, last: Bool) -> TemplateValue {
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
		return ["label": .string(field.name), "value": .string(value), "comma": .string(last ? "" : ",")]
	}
}
