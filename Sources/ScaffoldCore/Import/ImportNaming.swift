import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Swift names for what API descriptions name: JSON keys, enum values, schema and type names.
/// `spec infer` names fields the same way.
enum ImportNaming {
	/// A Swift name for a JSON key (`air_date` → `airDate`), and whether it had to be made up
	/// because the key gives no identifier (`2fa` → `_2fa`).
	static func fieldName(for key: String) -> (name: String, isMadeUp: Bool) {
		let camel = Name(key).lowerCamel
		if camel == "self" { return ("selfValue", false) }
		// `_` alone is Swift's wildcard, not a name.
		if SwiftIdentifier.isPlain(camel), camel != "_", !camel.isEmpty, camel.first?.isUppercase == false { return (camel, false) }
		let letters = camel.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
		return (letters.isEmpty ? "field" : "_" + letters, true)
	}

	/// Case names for enum raw values, unique and valid: `in-stock` → `inStock`, `2x` → `_2x`.
	static func caseNames(_ values: [String]) -> [(name: String, value: String)] {
		var used: Set<String> = []
		return values.map { value in
			var name = fieldName(for: value).name
			// `none` and `some` would read as `Optional.none` and `.some` wherever the enum is optional
			// (Box's `access: "none"`), which Swift warns about and CI builds treat as an error.
			if SwiftIdentifier.forbiddenMemberNames.contains(name) || ["none", "some"].contains(name) { name += "Value" }
			let base = name
			var counter = 2
			while used.contains(name) {
				name = base + String(counter)
				counter += 1
			}
			used.insert(name)
			return (name, value)
		}
	}

	/// An UpperCamelCase type name for a schema or GraphQL type name (`pet_owner` → `PetOwner`).
	static func typeName(_ text: String) -> String {
		let camel = Name(text).upperCamel.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
		guard let first = camel.first else { return "Type" }
		return first.isLetter ? camel : "T" + camel
	}
}

/// Hands out type names no other type, entity or generated type of the feature uses (also
/// when letter case alone differs, as file names on a case-insensitive disk would).
struct TypeNamer {
	private var taken: Set<String> = []

	/// Reserves the names a feature generates whatever it declares, and Swift's and the runtime's.
	init(feature: String) {
		for name in SwiftIdentifier.shadowedTypeNames.union(SpecChecker.runtimeTypeNames) { taken.insert(name.lowercased()) }
		for name in ["PaginationInfoDTO", GeneratedNames.wireValueParser, GeneratedNames.indirect, GeneratedNames.container(feature: feature), "MockState"] {
			taken.insert(name.lowercased())
		}
	}

	/// Reserves an entity's name and every type name derived from it (`PetDTO`, `PetPage`…).
	mutating func reserveEntity(_ name: String) {
		let names = EntityNames(words: Name(name), pluralWords: Name(name).plural)
		let singular: [String] = SpecChecker.generatedEntitySuffixes.map { names.name + $0 }
		let plural: [String] = SpecChecker.generatedEntityPluralSuffixes.map { names.plural + $0 }
		let domain: [String] = DomainNames(names: names).generatedTypes
		for type in [name] + singular + plural + domain { taken.insert(type.lowercased()) }
	}

	/// Whether an entity may be called `name` (its derived names must be free too).
	func isFree(entity name: String) -> Bool {
		var probe = TypeNamer(feature: "")
		probe.taken = []
		probe.reserveEntity(name)
		return probe.taken.isDisjoint(with: taken)
	}

	/// `proposed`, or `proposed` with a suffix (`Value`, then a number) when it is taken; reserved.
	mutating func unique(_ proposed: String) -> String {
		var name = proposed
		if isTaken(name) { name = proposed + "Value" }
		var counter = 2
		while isTaken(name) {
			name = proposed + String(counter)
			counter += 1
		}
		for type in [name, GeneratedNames.dto(name), GeneratedNames.mapper(name), GeneratedNames.dtoMapper(name)] { taken.insert(type.lowercased()) }
		return name
	}

	/// ``unique(_:)`` for an enum, which may not take one of Foundation's other names either (a
	/// value type or an entity may: its stub tells the tests which one the name means).
	mutating func uniqueEnum(_ proposed: String) -> String {
		unique(SwiftIdentifier.foundationTypeNames.contains(proposed) ? proposed + "Value" : proposed)
	}

	private func isTaken(_ name: String) -> Bool {
		[name, GeneratedNames.dto(name), GeneratedNames.mapper(name), GeneratedNames.dtoMapper(name)].contains { taken.contains($0.lowercased()) }
	}
}
