import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// GraphQL unions as fields (`union SearchResult = Track | Episode`): a spec union told apart by
/// `__typename`, which every GraphQL answer can name, one case per member type, each member a
/// value type as any object field's type is (an entity's summary for an entity).
extension GraphQLImporter {
	/// The spec union of union `definition`, met as field `field` of `owner`; `nil` (the field left
	/// out, with a warning) when a member cannot be a value type.
	mutating func union(_ definition: GraphQLTypeDefinition, owner: String, field: String, at position: SourcePosition, inArray: Bool) -> SpecType? {
		if let level = unionsBuilding[definition.name] {
			// A member holds the union again: an enum holds its case inline, so only through a list.
			guard inArray || building[level...].contains(where: \.inArray) else {
				log.warn(
					"field \(quoted: field) of \(owner) holds union \(quoted: definition.name) again without a list between; an enum cannot hold itself inline, so it is left out",
					at: position)
				return nil
			}
			return valueTypes[definition.name].map(SpecType.valueType)
		}
		if let existing = valueTypes[definition.name] { return .valueType(existing) }
		let members = definition.unionMembers
		guard !members.isEmpty else {
			log.warn("field \(quoted: field) of \(owner) is union \(quoted: definition.name), which has no member types; it is left out", at: position)
			return nil
		}
		// The union adds no level of its own (its object is its member's), so its members are
		// written out at the field's level, and `--depth` cuts the field as it cuts an object's.
		if let depth = options.depth, building.count >= depth {
			cutByDepth.append((field, owner, position))
			return nil
		}
		// A member that cannot be written out leaves the whole field out: nothing its siblings
		// wrote (value types, warnings, depth cuts) is kept.
		let before = self
		let typeName = namer.unique(ImportNaming.typeName(definition.name))
		valueTypes[definition.name] = typeName
		unionsBuilding[definition.name] = building.count
		var cases: [(type: String, value: String)] = []
		for member in members {
			let cuts = cutByDepth.count
			guard case .valueType(let held)? = namedType(member, owner: typeName, field: field, at: position, inArray: inArray) else {
				let cutByDepth = cutByDepth.count > cuts
				self = before
				if cutByDepth {
					self.cutByDepth.append((field, owner, position))
				} else {
					log.warn(
						"field \(quoted: field) of \(owner) is union \(quoted: definition.name), and its member \(quoted: member) cannot be a value type; it is left out",
						at: position)
				}
				return nil
			}
			cases.append((held, member))
		}
		unionsBuilding[definition.name] = nil
		spec.types.append(
			ImportedType(
				name: typeName, summary: definition.description.flatMap { OpenAPIImporter.sentence(JSONNode(.string($0))) },
				union: ImportedUnion(discriminator: "__typename", cases: cases), position: definition.position))
		let listed = cases.map { "\($0.type) ('\($0.value)')" }.joined(separator: ", ")
		log.note("field \(quoted: field) of \(owner) is union \(quoted: typeName) of \(listed), told apart by '__typename'", at: position)
		return .valueType(typeName)
	}
}
