import ScaffoldBasics

/// Checks what spans several spec elements: duplicate and colliding names, duplicate
/// fields and JSON keys, recursive value types, unused types and samples.
package struct SpecChecker {
	let spec: Spec
	/// Declarations that already failed to decode: checks skip them rather than pile up.
	let broken: Set<String>
	var diagnostics: [Diagnostic] = []
	/// Lookups by name, so that checks cost the same per field however large the spec.
	let index: SpecIndex
	/// The entities with a SwiftData model (``Spec/swiftDataModelEntities``), in spec order and as a set.
	let swiftDataModels: [String]
	let hasSwiftDataModel: Set<String>
	/// The names of the entities.
	let entityNames: Set<String>
	/// What suggestions among the spec's own names may still cost.
	let suggestions = SuggestionBudget()

	package init(spec: Spec, broken: Set<String>) {
		self.spec = spec
		self.broken = broken
		index = SpecIndex(spec)
		swiftDataModels = spec.swiftDataModelEntities
		hasSwiftDataModel = Set(swiftDataModels)
		entityNames = Set(spec.entities.map(\.name))
	}

	mutating func check() {
		checkTopLevelNames()
		for declaration in spec.types where declaration.kind == .valueType {
			checkFields(declaration.fields, owner: "type \(quoted: declaration.name)")
		}
		for entity in spec.entities {
			checkFields(entity.allFields, owner: "entity \(quoted: entity.name)")
			checkReservedFieldNames(entity)
			checkSwiftDataPropertyNames(entity)
			checkListOffline(entity)
			checkParentReads(entity)
			checkWrites(entity)
			checkPatch(entity)
		}
		checkDomainChoices()
		checkUnions()
		checkRecursion()
		checkReferences()
		checkJSONInSwiftData()
		checkExpansion()
		checkGraphQLKeys()
		checkGraphQLRecursion()
		checkGraphQLArguments()
		checkUnusedTypes()
		checkSamples()
		checkStoredMigrationKeys()
	}

	mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [], code: String? = nil) {
		var diagnostic = Diagnostic.error(message, at: location, notes: notes)
		diagnostic.code = code
		diagnostics.append(diagnostic)
	}

	private mutating func checkFields(_ fields: [SpecField], owner: String) {
		// The first field of each name and of each JSON key: one lookup per field, however many there are.
		var named: [String: Int] = [:]
		var keyed: [String: Int] = [:]
		for (index, field) in fields.enumerated() {
			defer {
				if named[field.name] == nil { named[field.name] = index }
				if keyed[field.jsonKey] == nil { keyed[field.jsonKey] = index }
			}
			if let first = named[field.name].map({ fields[$0] }) {
				error(
					"duplicate field \(quoted: field.name) in \(owner)", at: field.location, notes: [.init("first declared here", at: first.location)])
			} else if let first = keyed[field.jsonKey].map({ fields[$0] }) {
				error(
					"fields \(quoted: first.name) and \(quoted: field.name) of \(owner) both use the JSON key \(quoted: field.jsonKey)", at: field.location,
					notes: [.init("first declared here", at: first.location)])
			}
		}
	}

	/// The SwiftData entity template stores the identifier as `identifier`, whatever its name in
	/// the spec, so no other field may take that name. (An identifier itself named `identifier`
	/// is fine; a field of that name next to it is reported as a duplicate already.)
	private mutating func checkReservedFieldNames(_ entity: SpecEntity) {
		guard entity.identifier.name != "identifier" else { return }
		for field in entity.fields where field.name == "identifier" {
			error(
				"field name 'identifier' is reserved: the SwiftData model of entity \(quoted: entity.name) stores its identifier under that name; rename the field (\"jsonKey\": \"identifier\" keeps its JSON key)",
				at: field.location)
		}
	}

	/// Names a `@Model` class cannot give a stored property: SwiftData's `PersistentModel`
	/// declares some, and the Core Data store beneath it reserves `NSManagedObject`'s and
	/// `NSObject`'s (a model with a `description` attribute fails when the container loads).
	static let swiftDataReservedPropertyNames: Set<String> = [
		"persistentModelID", "modelContext", "persistentBackingData", "schemaMetadata", "hasChanges", "isDeleted",
		"description", "debugDescription", "hash", "hashValue", "superclass", "className", "entity", "objectID",
		"managedObjectContext", "isInserted", "isUpdated", "isFault", "faultingState", "changedValues",
	]

	/// An entity stored with SwiftData becomes a `@Model` class with one stored property per
	/// field (the identifier is stored as `identifier`), so no field may take a reserved name.
	private mutating func checkSwiftDataPropertyNames(_ entity: SpecEntity) {
		guard hasSwiftDataModel.contains(entity.name) else { return }
		for field in entity.fields where Self.swiftDataReservedPropertyNames.contains(field.name) {
			error(
				"field name \(quoted: field.name) is reserved by SwiftData: the @Model class of entity \(quoted: entity.name) cannot store a property of that name; rename the field (\"jsonKey\": \"\(field.jsonKey)\" keeps its JSON key)",
				at: field.location)
		}
		for field in entity.fields where entity.cachesPages && field.name == SpecChecker.cachedPagesProperty {
			error(
				"field name \(quoted: field.name) is reserved: the @Model class of entity \(quoted: entity.name) keeps the cached pages it is on under that name; rename the field (\"jsonKey\": \"\(field.jsonKey)\" keeps its JSON key)",
				at: field.location)
		}
	}

	/// The property of an entity's `@Model` class listing the cached pages it is on (the inverse of
	/// the page's `items`).
	package static let cachedPagesProperty = "cachedPages"

	private mutating func checkUnusedTypes() {
		var used: Set<String> = []
		let allFields = spec.types.flatMap(\.fields) + spec.entities.flatMap(\.fields)
		used.formUnion(allFields.compactMap(\.type.referencedTypeName))
		used.formUnion(spec.types.flatMap { $0.union?.cases.map(\.type) ?? [] })
		for entity in spec.entities {
			let filters = (entity.rest?.list?.filters ?? []) + (entity.graphQL?.list?.filters ?? [])
			used.formUnion(filters.compactMap(\.type.referencedTypeName))
		}
		used.formUnion(spec.userDefaults.compactMap(\.element.referencedTypeName))
		for declaration in spec.types where !used.contains(declaration.name) {
			diagnostics.append(.warning("type \(quoted: declaration.name) is declared but never used", at: declaration.location))
		}
	}
}
