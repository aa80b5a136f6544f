import ScaffoldBasics
import ScaffoldSpec

/// Required arrays leading back, through other value types, to the value type holding them
/// (Artsy's `Artist.genes: [Gene!]!`, a `Gene` holding `Artist`s again): the query stops selecting
/// where a type recurs (``GraphQLQueries``), so the array is missing from the answer there, and the
/// spec checker refuses such an array required (``SpecChecker/checkGraphQLRecursion()``). The
/// fields as they are written (``GraphQLImporter/type(of:owner:field:at:inArray:)``) only see a
/// list of the type being written out itself; the deeper cycles are known once every value type
/// is written, so they are made optional here, each with a note at its field: the importer never
/// writes what the checker refuses.
extension GraphQLImporter {
	/// Makes optional each required array of a value type whose elements lead back to that type.
	mutating func optionalizeRecursiveArrays() {
		let valueTypes = spec.types.indices.filter { spec.types[$0].cases == nil && spec.types[$0].union == nil }
		var index: [String: Int] = [:]
		for position in valueTypes where index[spec.types[position].name] == nil { index[spec.types[position].name] = position }
		// What each value type holds, by name, as the checker follows it (value types only).
		let holds: [String: [String]] = Dictionary(
			valueTypes.map { position in
				(spec.types[position].name, spec.types[position].fields.compactMap(\.type.referencedTypeName).filter { index[$0] != nil })
			},
			uniquingKeysWith: { first, _ in first })
		func reaches(_ start: String, _ target: String) -> Bool {
			var seen: Set<String> = [start]
			var pending = [start]
			while let name = pending.popLast() {
				if name == target { return true }
				for next in holds[name] ?? [] where seen.insert(next).inserted { pending.append(next) }
			}
			return false
		}
		for position in valueTypes {
			let owner = spec.types[position].name
			for fieldIndex in spec.types[position].fields.indices {
				let field = spec.types[position].fields[fieldIndex]
				guard case .array = field.type, let element = field.type.referencedTypeName, index[element] != nil, reaches(element, owner) else { continue }
				spec.types[position].fields[fieldIndex].type = .optional(field.type)
				let through = element == owner ? "" : " through \(quoted: element)"
				log.note(
					"field \(quoted: field.key) of \(owner) is a list leading back to \(quoted: owner)\(through): it is optional, so that the query can stop selecting it where the type recurs",
					at: field.position)
			}
		}
	}
}
