extension SpecChecker {
	/// Reports entities and value types whose nested value types, written out in full, would
	/// nest too deep or grow too large.
	///
	/// Samples, fixtures and GraphQL selections write a value type out field by field, nested
	/// types included (two items per array in a sample). Ten value types each holding two
	/// arrays of the next make a sample of 2^10 objects, thirty make 2^30; and the generator
	/// expands them by recursion. So the expansion is measured here first, without recursion
	/// and giving up as soon as it passes ``SpecLimits/expandedValues``.
	///
	/// A problem is reported once, at the outermost type that has it: the types it holds, and
	/// the entities holding it, are not reported again.
	mutating func checkExpansion() {
		var covered: Set<String> = []
		for declaration in spec.types where declaration.kind == .valueType && !broken.contains(declaration.name) {
			guard !covered.contains(declaration.name),
				let problem = expansionProblem(of: declaration.fields, expanding: [declaration.name])
			else { continue }
			error("value type '\(declaration.name)' \(problem)", at: declaration.location)
			covered.formUnion(typesReachable(from: declaration.fields))
		}
		for entity in spec.entities where covered.isDisjoint(with: typesReachable(from: entity.allFields)) {
			if let problem = expansionProblem(of: entity.allFields, expanding: []) {
				error("entity \(quoted: entity.name) \(problem)", at: entity.location)
			}
		}
	}

	/// Every value type `fields` hold, directly or through other value types.
	private func typesReachable(from fields: [SpecField]) -> Set<String> {
		var reached: Set<String> = []
		var pending = fields
		while let field = pending.popLast() {
			guard let name = field.type.referencedTypeName ?? field.type.referencedEntity, reached.insert(name).inserted else { continue }
			pending += spec.nestedFields(of: name) ?? []
		}
		return reached
	}

	/// What is wrong with writing `fields` out, or `nil`.
	private func expansionProblem(of fields: [SpecField], expanding: Set<String>) -> String? {
		/// A type still to measure: `weight` copies of it, `path` the value types around it.
		struct Pending {
			var type: SpecType
			var expanding: Set<String>
			var path: [String]
			var weight: Int
		}
		let budget = SpecLimits.expandedValues
		var pending = fields.map { Pending(type: $0.type, expanding: expanding, path: Array(expanding), weight: 1) }
		var count = 0
		while let next = pending.popLast() {
			count += next.weight
			if count > budget {
				return "holds more than \(budget) values once its nested value types are written out (in samples and GraphQL queries); use arrays of fewer nested types"
			}
			switch next.type {
			case .optional(let wrapped):
				pending.append(Pending(type: wrapped, expanding: next.expanding, path: next.path, weight: next.weight))
			case .array(let element):
				if let name = element.referencedTypeName ?? element.referencedEntity, next.expanding.contains(name) { continue }
				// A sample holds two items per array; capped so the weight itself cannot overflow.
				pending.append(Pending(type: element, expanding: next.expanding, path: next.path, weight: min(next.weight * 2, budget + 1)))
			case .valueType(let name), .entity(let name):
				guard let fields = spec.nestedFields(of: name) else { continue }
				if next.expanding.contains(name) {
					// GraphQL selects a recursive type once more, with its plain fields.
					count += next.weight * fields.count
					continue
				}
				let path = next.path + [name]
				if path.count > SpecLimits.valueTypeDepth {
					return "nests value types more than \(SpecLimits.valueTypeDepth) deep (\(path.prefix(4).joined(separator: " → ")) → …)"
				}
				let inner = next.expanding.union([name])
				pending += fields.map { Pending(type: $0.type, expanding: inner, path: path, weight: next.weight) }
			default:
				continue
			}
		}
		return nil
	}
}
