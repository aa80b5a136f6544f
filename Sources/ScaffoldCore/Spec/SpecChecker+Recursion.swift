extension SpecChecker {
	/// Reports value types that contain themselves.
	///
	/// The rule is Swift's: a struct cannot store itself, directly or through other structs,
	/// and `Optional` does not help because it is stored inline. An array does, because it
	/// keeps its elements on the heap. So a cycle of value types through plain or optional
	/// fields is an error; any array on the way breaks it. Each cycle is reported once, at the
	/// first of its types in spec order, as the shortest route back to that type.
	mutating func checkRecursion() {
		let valueTypes = spec.types.filter { $0.kind == .valueType }
		var edges: [String: [(field: String, target: String)]] = [:]
		for declaration in valueTypes {
			edges[declaration.name] = declaration.fields.compactMap { field in
				guard case .valueType(let target) = field.type.unwrapped else { return nil }
				return (field.name, target)
			}
		}
		var reported: Set<Set<String>> = []
		for declaration in valueTypes {
			guard let path = cycle(from: declaration.name, edges: edges) else { continue }
			guard reported.insert(Set(path.map(\.owner))).inserted else { continue }
			let route = path.map { "\($0.owner).\($0.field)" }.joined(separator: " → ")
			diagnostics.append(
				.error(
					"value type '\(declaration.name)' contains itself (\(route)); make one of these fields an array to break the cycle",
					at: declaration.location))
		}
	}

	/// The shortest path of fields from `start` back to `start`, if any (breadth-first, so
	/// deterministic): value types through their fields, entities through their nested references.
	func cycle<Field>(from start: String, edges: [String: [(field: Field, target: String)]]) -> [(owner: String, field: Field)]? {
		var queue: [(node: String, path: [(owner: String, field: Field)])] = [(start, [])]
		var visited: Set<String> = []
		var index = 0
		while index < queue.count {
			let (node, path) = queue[index]
			index += 1
			for edge in edges[node] ?? [] {
				let next = path + [(owner: node, field: edge.field)]
				if edge.target == start { return next }
				if visited.insert(edge.target).inserted { queue.append((edge.target, next)) }
			}
		}
		return nil
	}
}
