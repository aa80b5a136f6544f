import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Builds the template context of one entity: names, properties, operations, filters,
/// GraphQL queries and test data, as documented in `Templates/README.md`.
package struct EntityContext {
	let feature: ResolvedFeature
	/// The spec of ``feature``.
	var spec: Spec { feature.spec }
	let entity: SpecEntity
	let wire: WireType
	let samples: SampleValues
	let names: EntityNames

	package init(feature: ResolvedFeature, entity: SpecEntity) {
		self.feature = feature
		self.entity = entity
		self.wire = WireType(feature: feature)
		self.samples = SampleValues(spec: feature.spec, wire: wire)
		self.names = EntityNames(entity)
	}

	/// The entity's context object.
	package func build() -> TemplateObject {
		var object = names.context.templateObject
		object.merge(EntityDTOContext(entity: entity, wire: wire, samples: samples))
		let relationships = RelationshipContext(feature: feature, entity: entity)
		let fields = fieldKeys(relationships: relationships)
		object.merge(fields.stored)
		object.merge(relationships.keys)
		object.merge(fields.readBack)
		addOperations(to: &object)
		object.merge(SampleCheckKeys(sampleChecks: sampleChecks()))
		return object
	}

	/// `fields` (the stored fields) and `modelReadBack` (every field in DTO order, read back from
	/// the model: stored fields and relationships alike), from each field's stored form made once.
	func fieldKeys(relationships: RelationshipContext) -> (stored: FieldKeys, readBack: ModelReadBackKeys) {
		var storedFields = entity.fields.map { Self.storedField($0, wire: wire) }
		if spec.hasSwiftDataModel(entity.name) {
			// How each property of the SwiftData model carries rows of the model before.
			let versions = SwiftDataVersionContext(feature: feature, entity: entity)
			for (index, field) in entity.fields.enumerated() {
				storedFields[index].model = versions.modelKeys(of: field)
			}
		}
		// Nested entities are relationships of the SwiftData model, not stored fields.
		let stored = FieldKeys(fields: zip(entity.fields, storedFields).filter { $0.0.nestedReference == nil }.map(\.1))
		let readBack = ModelReadBackKeys(
			modelReadBack: zip(entity.fields, storedFields).map { field, stored in
				ReadBack(label: field.name, fromStored: relationships.fromStored(field) ?? stored.fromStored)
			})
		return (stored, readBack)
	}

	/// A field as a SwiftData model stores it: its names, DTO and stored types, and the Swift that
	/// converts `input.…` (or a test's `result.…`) between the two forms.
	static func storedField(_ field: SpecField, wire: WireType) -> StoredField {
		let property = field.swiftName
		return StoredField(
			name: property, label: field.name, dtoType: wire.spelling(field.type),
			storedType: wire.storedSpelling(field.type),
			toStored: wire.storedConversion("input.\(property)", field.type, toStored: true),
			fromStored: wire.storedConversion("input.\(property)", field.type, toStored: false),
			storedResultAsDTO: wire.storedConversion("result.\(property)", field.type, toStored: false))
	}

	/// A DTO property: Swift name, wire type and its `CodingKeys` case (entities and value types alike).
	/// A field `heldByReference` (``Spec/isHeldByReference(_:in:)``) is stored as an optional
	/// `Indirect` box under `indirect`'s `storage` name, which its coding key names instead.
	static func property(_ field: SpecField, wire: WireType, heldByReference: Bool = false, isLast: Bool = false) -> TemplateValue {
		let box = heldByReference ? IndirectStorage(field, spelling: wire.spelling) : nil
		let key = box?.storage ?? field.swiftName
		let codingKey = field.needsCodingKey || box != nil ? "\(key) = \(SwiftLiteral.string(field.jsonKey))" : key
		return DTOProperty(name: field.swiftName, dtoType: wire.spelling(field.type), codingKey: codingKey, indirect: box.map { [$0] } ?? [], comma: isLast ? "" : ",")
			.templateValue
	}

	private func addOperations(to object: inout TemplateObject) {
		let rest = entity.rest
		let isPaginated = entity.isPaginated
		let filters = entity.listFilters
		object.merge(EntityOperationsContext(entity: entity, names: names))
		object.merge(entity.pageShape.keys(pageSize: entity.searchPageSize))
		object.merge(EntityPageFixturesContext(entity: entity, names: names))
		object.merge(EntityRESTPathContext(rest: rest))
		object.merge(SpecREST.listEnvelopeKeys(rest))
		let writes = WriteContext(rest: rest, entity: entity) {
			let fixtures = Fixtures(context: self)
			return (fixtures.item(.first), fixtures.item(.updated))
		}
		object.merge(writes)
		object.merge(ChangesContext(entity: entity, names: names).keys(updated: { Fixtures(context: self).item(.updated) }))
		let filterContext = FilterContext(spec: spec, entity: entity, wire: wire, filters: filters, isPaginated: isPaginated)
		object.merge(filterContext.keys)
		object.merge(OfflineListContext(entity: entity, samples: samples).keys)
		object.merge(FreshnessContext(entity: entity, runtime: feature.runtime))
		object.merge(StoredMigrationContext(feature: feature, entity: entity).keys)
		object.merge(SwiftDataVersionContext(feature: feature, entity: entity).keys)
		object.merge(GraphQLQueries(spec: spec, entity: entity, names: names, filters: filterContext).keys)
		object.merge(parentReadListKeys)
	}

	/// What a decoded first sample must contain: identifier and every scalar field.
	func sampleChecks() -> [SampleCheck] {
		var checks: [SampleCheck] = []
		for field in entity.allFields {
			let isIdentifier = field.name == entity.identifier.name
			let value = isIdentifier ? samples.identifier(field, .first) : samples.value(of: field, .first, owner: entity.name)
			guard field.type.unwrapped.isBuiltinScalar || field.type.unwrapped.referencedTypeName.map(isEnum) == true,
				let literal = SwiftLiteral.scalar(value, wireSpelling: wire.spelling(field.type))
			else { continue }
			checks.append(SampleCheck(property: field.swiftName, literal: literal))
		}
		return checks
	}

	private func isEnum(_ typeName: String) -> Bool {
		spec.declaration(named: typeName)?.kind == .enumeration
	}

	/// A scalar's text without quotes (`1` for both `1` and `"1"`).
	static func plainText(_ value: JSONValue) -> String {
		switch value {
		case .string(let text), .number(let text): text
		case .bool(let flag): flag ? "true" : "false"
		default: ""
		}
	}
}
