/// Checks what spans several spec elements: duplicate and colliding names, duplicate
/// fields and JSON keys, recursive value types, unused types and samples.
struct SpecChecker {
	let spec: Spec
	/// Declarations that already failed to decode: checks skip them rather than pile up.
	let broken: Set<String>
	var diagnostics: [Diagnostic] = []

	/// Suffixes the generator appends to an entity name; a declared type equal to one of these
	/// names (ignoring case) would collide with generated code and files.
	static let generatedEntitySuffixes = [
		"DTO", "Entity", "EntityMapper", "EntityDTOMapper", "Mapper", "ModelContainer", "Filter", "FilterDTO",
		"RemoteDataSourceContract", "RemoteDataSourceMock", "RESTDataSource", "GraphQLDataSource", "LocalDataSourceContract",
		"LocalDataSourceMock", "EntityDataSource", "MemoryDataSource", "FileDataSource", "Repository", "RepositoryContract",
		"RepositoryMock",
	]

	/// Suffixes the generator appends to a `userDefaults` name.
	static let generatedUserDefaultsSuffixes = ["LocalDataSourceContract", "UserDefaultsDataSource", "LocalDataSourceMock"]

	mutating func check() {
		checkTopLevelNames()
		for declaration in spec.types where declaration.kind == .valueType {
			checkFields(declaration.fields, owner: "type '\(declaration.name)'")
		}
		for entity in spec.entities {
			checkFields(entity.allFields, owner: "entity '\(entity.name)'")
		}
		checkRecursion()
		checkUnusedTypes()
		checkSamples()
	}

	private mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
		diagnostics.append(.error(message, at: location, notes: notes))
	}

	/// Types, entities and userDefaults lists share one namespace (Swift types, file names).
	private mutating func checkTopLevelNames() {
		var declared: [(kind: String, name: String, location: SourceLocation)] = []
		declared += spec.types.map { ($0.kind == .valueType ? "type" : "enum", $0.name, $0.location) }
		declared += spec.entities.map { ("entity", $0.name, $0.location) }
		declared += spec.userDefaults.map { ("userDefaults", $0.name, $0.location) }
		var generated: [String: (name: String, owner: String)] = [:]
		for entity in spec.entities {
			for suffix in Self.generatedEntitySuffixes {
				generated[(entity.name + suffix).lowercased()] = (entity.name + suffix, "entity '\(entity.name)'")
			}
			let response = entity.pluralName.upperCamel + "ResponseDTO"
			generated[response.lowercased()] = (response, "entity '\(entity.name)'")
		}
		for list in spec.userDefaults {
			for suffix in Self.generatedUserDefaultsSuffixes {
				generated[(list.name + suffix).lowercased()] = (list.name + suffix, "userDefaults '\(list.name)'")
			}
		}
		for (index, item) in declared.enumerated() {
			if let first = declared[..<index].first(where: { $0.name == item.name }) {
				error(
					"duplicate name '\(item.name)': already declared as \(article(first.kind)) \(first.kind)", at: item.location,
					notes: [.init("first declared here", at: first.location)])
			} else if let first = declared[..<index].first(where: { $0.name.lowercased() == item.name.lowercased() }) {
				error(
					"\(item.kind) '\(item.name)' and \(first.kind) '\(first.name)' differ only by case; their files would collide on a case-insensitive file system",
					at: item.location, notes: [.init("first declared here", at: first.location)])
			} else if let clash = generated[item.name.lowercased()] {
				error("\(item.kind) '\(item.name)' collides with '\(clash.name)', generated for \(clash.owner)", at: item.location)
			}
		}
	}

	private func article(_ word: String) -> String {
		word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
	}

	private mutating func checkFields(_ fields: [SpecField], owner: String) {
		for (index, field) in fields.enumerated() {
			if let first = fields[..<index].first(where: { $0.name == field.name }) {
				error(
					"duplicate field '\(field.name)' in \(owner)", at: field.location, notes: [.init("first declared here", at: first.location)])
			} else if let first = fields[..<index].first(where: { $0.jsonKey == field.jsonKey }) {
				error(
					"fields '\(first.name)' and '\(field.name)' of \(owner) both use the JSON key '\(field.jsonKey)'", at: field.location,
					notes: [.init("first declared here", at: first.location)])
			}
		}
	}

	private mutating func checkUnusedTypes() {
		var used: Set<String> = []
		let allFields = spec.types.flatMap(\.fields) + spec.entities.flatMap(\.fields)
		used.formUnion(allFields.compactMap(\.type.referencedTypeName))
		for entity in spec.entities {
			let filters = (entity.rest?.list?.filters ?? []) + (entity.graphQL?.list?.filters ?? [])
			used.formUnion(filters.compactMap(\.type.referencedTypeName))
		}
		used.formUnion(spec.userDefaults.compactMap(\.element.referencedTypeName))
		for declaration in spec.types where !used.contains(declaration.name) {
			diagnostics.append(.warning("type '\(declaration.name)' is declared but never used", at: declaration.location))
		}
	}
}
