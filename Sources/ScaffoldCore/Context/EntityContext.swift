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
		let identifier = entity.identifier
		object["summary"] = .string(SwiftLiteral.comment(entity.summary ?? "A \(Name(entity.name).words.map(\.lower).joined(separator: " ")) as the API sends it."))
		object["idProperty"] = .string(identifier.swiftName)
		object["idType"] = .string(wire.spelling(identifier.type))
		addIdentifierSamples(to: &object)
		let allFields = entity.allFields
		object["properties"] = .list(allFields.enumerated().map { Self.property($1, wire: wire, isLast: $0 == allFields.count - 1) })
		object["usesJSON"] = .bool(allFields.contains { $0.type.containsJSON })
		object["hasCodingKeys"] = .bool(allFields.contains(where: \.needsCodingKey))
		// Only a value type can contain itself: an entity's fields are never boxed.
		object["hasIndirect"] = .bool(false)
		// Each field's stored form once, for `fields` and `modelReadBack` both.
		var storedFields = entity.fields.map { Self.storedField($0, wire: wire) }
		if spec.hasSwiftDataModel(entity.name) {
			// How each property of the SwiftData model carries rows of the model before.
			let versions = SwiftDataVersionContext(feature: feature, entity: entity)
			for (index, field) in entity.fields.enumerated() {
				storedFields[index].model = versions.modelKeys(of: field)
			}
		}
		// Nested entities are relationships of the SwiftData model, not stored fields.
		object["fields"] = .list(zip(entity.fields, storedFields).filter { $0.0.nestedReference == nil }.map { $0.1.templateValue })
		let relationships = RelationshipContext(feature: feature, entity: entity)
		object.merge(relationships.keys)
		// Every field in DTO order, read back from the model: stored fields and relationships alike.
		object["modelReadBack"] = .list(
			zip(entity.fields, storedFields).map { field, stored in
				let relationship = relationships.fromStored(field)
				return ReadBack(label: field.name, fromStored: relationship ?? stored.fromStored).templateValue
			})
		addOperations(to: &object)
		object["sampleChecks"] = .list(sampleChecks().map(\.templateValue))
		return object
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

	private func addIdentifierSamples(to object: inout TemplateObject) {
		let identifier = entity.identifier
		let sample = samples.identifier(identifier, .first)
		let missing = samples.missingIdentifier(identifier)
		object["idSample"] = .string(SwiftLiteral.scalar(sample, wireSpelling: "") ?? "")
		object["idSamplePath"] = .string(Self.plainText(sample))
		object["missingIdSample"] = .string(SwiftLiteral.scalar(missing, wireSpelling: "") ?? "")
		let isText = wire.isText(identifier.type)
		object["idVariable"] = .string(isText ? ".string(identifier)" : ".string(String(identifier))")
		object["idSampleVariable"] = .string(".string(\(SwiftLiteral.string(Self.plainText(sample))))")
	}

	private func addOperations(to object: inout TemplateObject) {
		let rest = entity.rest
		let graphQL = entity.graphQL
		let hasList = entity.hasList
		let hasDetail = rest?.detail ?? (graphQL?.detail != nil)
		let isPaginated = entity.isPaginated
		let filters = entity.listFilters
		object["hasDetail"] = .bool(hasDetail)
		object["hasList"] = .bool(hasList)
		object["isPaginated"] = .bool(isPaginated)
		object["hasDetailAndList"] = .bool(hasDetail && hasList)
		object["hasCreate"] = .bool(rest?.create ?? false)
		// A PATCH is not the whole-item update: it has its own keys (`hasPatch`, ChangesContext).
		object["hasUpdate"] = .bool(rest?.replacesUpdate ?? false)
		object["hasDelete"] = .bool(rest?.delete ?? false)
		object["hasBody"] = .bool((rest?.create ?? false) || (rest?.replacesUpdate ?? false))
		object["sendsChanges"] = .bool((rest?.create ?? false) || (rest?.update ?? false) || (rest?.delete ?? false))
		// An entity without a list whose pages are read by parent reads them as a paginated list's:
		// its "list" result and fixture are the page's, which only those reads use.
		let readsPages = isPaginated || (!hasList && entity.hasPages)
		object["listResult"] = .string(readsPages ? names.plural + "ResponseDTO" : "[\(names.dto)]")
		object["paginationInfoDTO"] = .string(entity.paginationInfoDTO)
		object["continuedDataSource"] = .string(names.name + (graphQL != nil ? "GraphQLDataSource" : "RESTDataSource"))
		for (key, value) in entity.pageShape.contextEntries(pageSize: entity.searchPageSize) { object[key] = value }
		// A page read from a Link header is sent as its items alone: the list's fixture.
		let sendsItemsAlone = !readsPages || entity.pageShape.linksInHeader
		object["listResponseFixture"] = .string(sendsItemsAlone ? names.fixtureList : names.fixtureListResponse)
		let isGraphQL = graphQL != nil
		object["firstPageFixture"] = .string(names.fixtureFirstPage(isGraphQL: isGraphQL))
		object["secondPageFixture"] = .string(names.fixtureSecondPage(isGraphQL: isGraphQL))
		object["twoResultsFixture"] = .string(names.fixtureTwoResults(isGraphQL: isGraphQL))
		object["paginationFixture"] = .string(names.fixturePagination(isGraphQL: isGraphQL))
		object["sampleTotalCount"] = .string(String(Fixtures.totalCount(entity)))
		// A list continued by cursor or link: what the first sample page says of the second, and
		// the query item asking for the second.
		object["sampleNextPage"] =
			switch entity.pageShape.linked ? Fixtures.link(2, of: entity) : .null {
			case .string(let link): .string(SwiftLiteral.string(link))
			// A cursor the API sends as a number is kept as the text it sends back.
			case .number(let number) where entity.pageShape.cursorIsNumber: .string(SwiftLiteral.string(number))
			case .number(let number): .string(number)
			default: .string("nil")
			}
		let pageShape = entity.pageShape
		// The Link header of the first sample page: links before and after the next one, as GitHub sends them.
		let link = { (number: Int) -> String in
			if case .string(let url) = Fixtures.link(number, of: entity) { url } else { "" }
		}
		object["sampleLinkHeader"] = .string(
			SwiftLiteral.string("<\(link(1))>; rel=\"prev\", <\(link(2))>; rel=\"next\", <\(link(Fixtures.pageCount))>; rel=\"last\""))
		object["lastPageResponseFixture"] = .string(entity.pageShape.linksInHeader ? names.fixtureList : names.fixturePagination(isGraphQL: graphQL != nil))
		// By cursor, the page size goes with every request; by link, the link carries what it needs.
		let sizeItem: [String] = pageShape.continuation?.sendsCursor == true ? FilterContext.sizeQueryItem(of: entity) : []
		object["secondPageQueryItems"] = .string(
			pageShape.continuation == nil ? "[]" : "[" + (sizeItem + [Fixtures.cursorQueryItem(page: 2, of: entity)]).joined(separator: ", ") + "]")
		object["restPath"] = .string(SwiftLiteral.stringContent(rest?.path ?? ""))
		// An entity read by parent alone has no collection path: its data source is at its reads' paths.
		let parentPaths = (rest?.byParent ?? []).compactMap { read -> String? in if case .rest(let path, _) = read.source { path } else { nil } }
		let shownPath = rest.map { $0.path.isEmpty ? parentPaths.joined(separator: "`, `") : $0.path } ?? ""
		object["restPathComment"] = .string(SwiftLiteral.comment(shownPath))
		// An item's path is the prefix, the identifier, then the suffix: `"/users/\(identifier)"`.
		object["itemPathPrefix"] = .string(SwiftLiteral.stringContent(rest?.itemPath.prefix ?? ""))
		object["itemPathSuffix"] = .string(SwiftLiteral.stringContent(rest?.itemPath.suffix ?? ""))
		object["hasEnvelope"] = .bool(rest?.envelope != nil)
		object["envelopeKey"] = .string(SwiftLiteral.stringContent(rest?.envelope ?? ""))
		object["loadResponse"] = .string(rest?.envelope == nil ? "loadJSONData" : "enveloped")
		object["envelopeOpening"] = .string(SwiftLiteral.stringContent(SpecREST.envelopeOpening(rest?.envelope ?? "")))
		for (key, value) in SpecREST.listEnvelopeEntries(rest) { object[key] = value }
		let writes = WriteContext(rest: rest, entity: entity) {
			let fixtures = Fixtures(context: self)
			return (fixtures.item(.first), fixtures.item(.updated))
		}
		object.merge(writes)
		for (key, value) in ChangesContext(entity: entity, names: names).contextEntries(updated: { Fixtures(context: self).item(.updated) }) {
			object[key] = value
		}
		let filterContext = FilterContext(spec: spec, entity: entity, wire: wire, filters: filters, isPaginated: isPaginated)
		object.merge(filterContext.keys)
		object.merge(OfflineListContext(entity: entity, samples: samples).keys)
		object.merge(FreshnessContext(entity: entity, runtime: feature.runtime))
		object.merge(StoredMigrationContext(feature: feature, entity: entity).keys)
		object.merge(SwiftDataVersionContext(feature: feature, entity: entity).keys)
		object.merge(GraphQLQueries(spec: spec, entity: entity, names: names, filters: filterContext).keys)
		let parentReads = ParentReadContext(feature: feature, entity: entity, names: names, wire: wire, samples: samples).items
		object["parentReads"] = .list(parentReads)
		object["hasParentReads"] = .bool(!parentReads.isEmpty)
		let pagedReads = ParentReadContext(feature: feature, entity: entity, names: names, wire: wire, samples: samples).pagedReads
		object["pagedParentReads"] = .list(pagedReads.map { .object($0.keys) })
		// A file store's files beside its archive: pages, nested entities, lists per parent.
		object["hasSideFiles"] = .bool(entity.cachesPages || entity.hasGraph || !parentReads.isEmpty)
	}

	/// What a decoded first sample must contain: identifier and every scalar field.
	private func sampleChecks() -> [SampleCheck] {
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
