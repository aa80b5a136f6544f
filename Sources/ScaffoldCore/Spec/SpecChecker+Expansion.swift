import ScaffoldBasics

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
			error("value type \(quoted: declaration.name) \(problem)", at: declaration.location, code: Self.expansionCode)
			addTypesReachable(from: declaration.fields, to: &covered)
		}
		// An entity holding a covered type, however deep, is not reported again. Whether it does is
		// asked of each entity; the names that lead to a covered type are found once for all.
		let leadingToCovered = namesReaching(covered)
		for entity in spec.entities where !entity.allFields.contains(where: { Self.reference(of: $0).map(leadingToCovered.contains) ?? false }) {
			if let problem = expansionProblem(of: entity.allFields, expanding: []) {
				error("entity \(quoted: entity.name) \(problem)", at: entity.location, code: Self.expansionCode)
			}
		}
	}

	/// The ``Diagnostic/code`` of ``checkExpansion()``'s errors (too many values, or nesting too
	/// deep): a GraphQL import names a smaller `--depth` for those alone.
	package static let expansionCode = "spec.expansion"

	/// The value type or entity a field holds, through optionals and arrays.
	private static func reference(of field: SpecField) -> String? {
		field.type.referencedTypeName ?? field.type.referencedEntity
	}

	/// Adds every value type (and entity) `fields` hold, directly or through other value types, to
	/// `reached`. What `reached` holds already is taken to have its own holdings there too (as
	/// everything this adds does), so no type is walked twice however many calls reach it.
	private func addTypesReachable(from fields: [SpecField], to reached: inout Set<String>) {
		var pending = fields
		while let field = pending.popLast() {
			guard let name = Self.reference(of: field), reached.insert(name).inserted else { continue }
			pending += index.nestedFields(of: name) ?? []
		}
	}

	/// The names from which one of `targets` can be reached through fields (`targets` included).
	private func namesReaching(_ targets: Set<String>) -> Set<String> {
		guard !targets.isEmpty else { return [] }
		var holders: [String: [String]] = [:]
		for name in Set(spec.types.map(\.name) + spec.entities.map(\.name)) {
			for field in index.nestedFields(of: name) ?? [] {
				if let held = Self.reference(of: field) { holders[held, default: []].append(name) }
			}
		}
		var reached = targets
		var pending = Array(targets)
		while let name = pending.popLast() {
			for holder in holders[name] ?? [] where reached.insert(holder).inserted { pending.append(holder) }
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
				guard let fields = index.nestedFields(of: name) else { continue }
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
