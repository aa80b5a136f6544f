import ScaffoldBasics

extension SpecChecker {
	/// Reports a required array leading back to the value type holding it (`"children": "[Category]"`
	/// in `Category`, or through other types), in a type an entity read over GraphQL holds.
	///
	/// GraphQL has no "all fields, recursively": where a type recurs, the query selects it once
	/// more with what decodes there and stops at what leads back (``GraphQLQueries``). An optional
	/// array reads `nil` at that depth; a required one would be missing from the answer, which then
	/// does not decode. Arrays only: a cycle of required fields without one is
	/// ``checkRecursion()``'s. A REST answer has whatever the server sends, so REST is not held to it.
	mutating func checkGraphQLRecursion() {
		let read = spec.entities.filter { $0.graphQL != nil }
		guard !read.isEmpty else { return }
		// Value types only: a union's selection is written out case by case, not stopped where it recurs.
		let typeNames = spec.types.filter { $0.kind == .valueType }.map(\.name)
		var id: [String: Int] = [:]
		for (position, name) in typeNames.enumerated() where id[name] == nil { id[name] = position }
		func held(_ name: String) -> [String] {
			index.declaration(named: name)?.fields.compactMap(\.type.referencedTypeName) ?? []
		}
		let component = Self.stronglyConnectedComponents(typeNames.map { held($0).compactMap { id[$0] } })
		// The types the entities read over GraphQL hold, however deep (through unions' cases too).
		var reached: Set<String> = []
		var pending = read.flatMap(\.allFields).compactMap(\.type.referencedTypeName)
		while let name = pending.popLast() {
			guard reached.insert(name).inserted else { continue }
			pending += held(name) + (index.declaration(named: name)?.union?.cases.map(\.type) ?? [])
		}
		for declaration in spec.types where declaration.kind == .valueType && reached.contains(declaration.name) && !broken.contains(declaration.name) {
			guard let owner = id[declaration.name] else { continue }
			for field in declaration.fields {
				guard case .array = field.type, let target = field.type.referencedTypeName, let held = id[target], component[held] == component[owner] else {
					continue
				}
				error(
					"field \(quoted: field.name) of \(quoted: declaration.name) is a required array leading back to \(quoted: declaration.name), which an entity read over GraphQL holds: the query selects \(quoted: declaration.name) once more where it recurs and stops at what leads back, so the array would be missing there and the answer would not decode; make it optional (\"\(field.type.swiftSpelling)?\")",
					at: field.location)
			}
		}
	}
}
