import ScaffoldSpec

/// The types an import wrote that nothing it kept uses.
///
/// Reading an operation writes the types of what it reads before the import knows whether the
/// operation can be expressed: Intercom's `GET /conversations` page gives `StartingAfterPaging`
/// for its `pages.next`, and then the list is left out (its paging is not one a spec reads). The
/// spec must not declare what nothing uses (`spec lint` warns about it), so such types go.
extension ImportedSpec {
	/// Removes the value types, enums and unions that no entity's fields, identifier, rows or
	/// filters reach, directly or through other types; their names, in the order they were written.
	mutating func dropUnreachableTypes() -> [String] {
		var reached: Set<String> = []
		var pending: [String] = []
		func reach(_ type: SpecType) {
			for name in Self.names(in: type) where reached.insert(name).inserted { pending.append(name) }
		}
		for entity in entities {
			let rows = [entity.list?.row, entity.graphQLList?.row].compactMap { $0 }
			let filters = [entity.list?.filters, entity.graphQLList?.filters].compactMap { $0 }.joined()
			for field in entity.fields + (entity.identifier.map { [$0] } ?? []) + rows.flatMap(\.fields) { reach(field.type) }
			for filter in filters { reach(filter.type) }
		}
		let byName = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
		while let name = pending.popLast() {
			guard let type = byName[name] else { continue }
			for field in type.fields { reach(field.type) }
			for variant in type.union?.cases ?? [] { reach(.valueType(variant.type)) }
		}
		let dropped = types.filter { !reached.contains($0.name) }.map(\.name)
		types.removeAll { !reached.contains($0.name) }
		return dropped
	}

	/// The names of the value types, enums and entities `type` spells.
	static func names(in type: SpecType) -> [String] {
		switch type {
		case .optional(let inner), .array(let inner), .dictionary(let inner): names(in: inner)
		case .valueType(let name), .enumType(let name), .entity(let name): [name]
		default: []
		}
	}
}
