import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Test data of the repository slice: domain literals of the sample identifier and filter, what a
/// mapped sample must contain, a sample the domain must refuse, and one per field it refuses.
package struct DomainTestContext {
	let feature: ResolvedFeature
	/// The spec of ``feature``.
	var spec: Spec { feature.spec }
	let samples: SampleValues

	package init(feature: ResolvedFeature) {
		self.feature = feature
		self.samples = SampleValues(spec: feature.spec, wire: WireType(feature: feature))
	}

	// MARK: - Identifiers

	/// The sample identifier as a domain value (`1`, `"1"`, `try #require(UUID(uuidString: "…"))`).
	func domainIdentifier(_ identifier: SpecField, missing: Bool) -> String {
		let value = missing ? samples.missingIdentifier(identifier) : samples.identifier(identifier, .first)
		let text = EntityContext.plainText(value)
		switch identifier.domainType {
		case .uuid: return "try #require(UUID(uuidString: \(SwiftLiteral.string(text))))"
		case .int: return text
		default: return SwiftLiteral.string(text)
		}
	}

	// MARK: - Checks

	/// `#expect` conditions a mapped `sample` must meet, one per scalar, enum, URL, UUID or date
	/// field of the domain model.
	func checks(fields: [SpecField], sample: JSONValue, subject: String = "result") -> [TemplateValue] {
		guard case .object(let members) = sample else { return [] }
		return fields.filter(\.isInDomain).compactMap { field in
			guard let value = members.first(where: { $0.key == field.jsonKey })?.value.value,
				let check = check(field, value, property: "\(subject).\(field.swiftName)")
			else { return nil }
			return ["check": .string(check)]
		}
	}

	private func check(_ field: SpecField, _ value: JSONValue, property: String) -> String? {
		if field.domainType == .json { return "\(property) == \(JSONValueLiteral.swift(value, typeName: feature.runtime("JSONValue")))" }
		if value == .null { return "\(property) == nil" }
		let text = EntityContext.plainText(value)
		switch field.domainType.unwrapped {
		case .string: return "\(property) == \(SwiftLiteral.string(text))"
		case .int, .double, .bool: return "\(property) == \(text)"
		case .decimal: return "\(property) == Decimal(string: \(SwiftLiteral.string(text)))"
		case .url: return "\(property) == URL(string: \(SwiftLiteral.string(text)))"
		case .uuid: return "\(property) == UUID(uuidString: \(SwiftLiteral.string(text)))"
		case .json: return "\(property) == \(JSONValueLiteral.swift(value, typeName: feature.runtime("JSONValue")))"
		case .dictionary:
			// Typed with `as`, so an empty map (`[:]`) reads the same beside an optional.
			let type = field.domainType.unwrapped
			return "\(property) == (\(StubContext(feature: feature).literal(type, value)) as \(type.domainSpelling(in: feature)))"
		case .enumType(let name):
			let match = spec.declaration(named: name)?.cases.first { $0.value == text }
			return "\(property) == .\(SwiftIdentifier.escaped(match?.name ?? DomainContext.fallbackCase))"
		case .date:
			guard let seconds = epochSeconds(text) else { return nil }
			let interval = field.type.isOptional ? "(\(property)?.timeIntervalSince1970 ?? .nan)" : "\(property).timeIntervalSince1970"
			return "abs(\(interval) - \(seconds)) < 0.001"
		default: return nil
		}
	}

	private func epochSeconds(_ text: String) -> String? {
		switch spec.dateFormat {
		case .iso8601: return ISOInstant.seconds(text).map { "\($0)" }
		case .secondsSince1970: return Double(text).map { "\($0)" }
		case .millisecondsSince1970: return Double(text).map { "\($0 / 1000)" }
		}
	}

	// MARK: - Refused samples

	/// At most one way to break the sample: the first field (identifier included) holding a URL,
	/// UUID or ISO 8601 date, or an identifier read as a number, scalars before arrays; lenient and
	/// omitted fields are never refused. Keys: `jsonKey`, `badValue` (a Swift literal for
	/// `JSONSerialization`), `expectedError` (the `MappingError`), `errorDescription` and `fieldName`.
	func refusedSample(typeName: String, fields: [SpecField]) -> [TemplateValue] {
		guard let (field, type, isArray) = fields.firstRefusal(spec.dateFormat) else { return [] }
		let refusal = DomainRefusal(type: type)
		let bad = SwiftLiteral.string(refusal.badValue)
		return [
			[
				"jsonKey": .string(SwiftLiteral.string(field.jsonKey)),
				"badValue": .string(isArray ? "[\(bad)]" : bad),
				"expectedError": .string(refusal.mappingError(typeName: typeName, field: field.name, names: feature.runtime)),
				"errorDescription": .string(SwiftLiteral.string(refusal.errorDescription(typeName: typeName, field: field.name))),
				"fieldName": .string(field.name),
			]
		]
	}

	/// Every field the mapper tests break one at a time (`refusedFields`).
	package var refusedFields: RefusedFieldSamples { RefusedFieldSamples(feature: feature, samples: samples) }

	// MARK: - Filters

	/// The domain filter a search on the device answers, set to the first sample item's values,
	/// so that it finds at least that item (`CharacterFilter(name: "Rick Sanchez", status: .alive)`).
	func searchFilterSample(model: String, entity: SpecEntity) -> String {
		let arguments = entity.searchFilters.compactMap { filter -> String? in
			guard let field = entity.searchField(for: filter) else { return nil }
			return filterArgument(filter, text: EntityContext.plainText(samples.value(of: field, .first, owner: entity.name)))
		}
		return "\(model)(\(arguments.joined(separator: ", ")))"
	}

	/// The domain filter matching the DTO filter sample (`CharacterFilter(name: "Name 1", status: .alive)`).
	func filterSample(model: String, filters: [SpecFilter], context: FilterContext) -> String {
		let arguments = filters.map { filterArgument($0, text: EntityContext.plainText(context.sampleValue(for: $0))) }
		return "\(model)(\(arguments.joined(separator: ", ")))"
	}

	/// `status: .alive`: one argument of a domain filter, its wire sample `text` as a Swift literal of
	/// the filter's domain type.
	private func filterArgument(_ filter: SpecFilter, text: String) -> String {
		let literal: String
		switch filter.type.unwrapped {
		case .enumType(let name):
			let match = spec.declaration(named: name)?.cases.first { $0.value == text }
			literal = "." + SwiftIdentifier.escaped(match?.name ?? DomainContext.fallbackCase)
		case .uuid: literal = "UUID(uuidString: \(SwiftLiteral.string(text)))"
		case .string: literal = SwiftLiteral.string(text)
		default: literal = text
		}
		return "\(filter.name): \(literal)"
	}
}

extension DomainTestContext {
	/// The domain filter a test of the repository's list passes.
	func domainFilterSample(for repository: RepositoryContext, context: FilterContext? = nil) -> String {
		let context =
			context
			?? FilterContext(
				spec: spec, entity: repository.entity, wire: repository.entityContext.wire, filters: repository.filters,
				isPaginated: repository.isPaginated)
		return filterSample(model: repository.domain.filter, filters: repository.filters, context: context)
	}

	/// The identifier of the repository's entity a use case's test passes.
	func domainIdSample(for repository: RepositoryContext) -> String {
		domainIdentifier(repository.entity.identifier, missing: false)
	}
}

extension DomainTestContext {
	/// The test keys of an entity's repository slice.
	package func keys(for repository: RepositoryContext) -> RepositoryTestKeys {
		let entityContext = repository.entityContext
		let entity = repository.entity
		let domain = repository.domain
		let paginated = repository.isPaginated
		let filterContext = FilterContext(
			spec: spec, entity: entity, wire: entityContext.wire, filters: repository.filters, isPaginated: paginated)
		let mapped = "try cached.map(\(domain.mapper)().map)"
		let fixtures = Fixtures(context: entityContext)
		let choices = DomainChoiceSamples(spec: spec, samples: samples).keys(
			fields: entity.allFields, owner: entity.name, sampleData: "loadJSONData(\"\(entityContext.names.fixtureDetail)\")", mapperInstance: "sut")
		let secondStub = StubContext(feature: feature).stubCall(fields: entity.allFields, sample: fixtures.item(.second), first: fixtures.item(.first))
		let refusedSamples = refusedSample(typeName: domain.model, fields: entity.allFields)
		return RepositoryTestKeys(
			choices: choices,
			domainIdSample: domainIdentifier(entity.identifier, missing: false),
			domainMissingIdSample: domainIdentifier(entity.identifier, missing: true),
			secondStub: secondStub,
			secondStubParsesDates: ASCII.contains(secondStub, StubContext.parsedDate),
			enumFields: fixtures.enumFields().map(Self.enumField),
			paginationTotalCount: String(Fixtures.lastPageTotalCount(entity)),
			paginationTotalPages: String(Fixtures.lastPageCount),
			refusedSamples: refusedSamples,
			hasOneDetailScenario: !repository.hasLocal && refusedSamples.isEmpty,
			refusedFields: refusedFields.list(typeName: domain.model, fields: entity.allFields, sample: fixtures.item(.first)),
			domainFilterSample: domainFilterSample(for: repository, context: filterContext),
			sampleTotalPages: String(Fixtures.pageCount),
			searchFilterSample: searchFilterSample(model: domain.filter, entity: entity),
			cacheLevels: repository.hasPersistence ? "both levels" : "memory",
			listNoun: paginated ? "page" : "list",
			savedItemsSample: paginated ? "response.results" : "response",
			resultItems: paginated ? "result.items" : "result",
			responseItems: paginated ? "response.results" : "response",
			cachedListResult: paginated
				? "\(domain.page)(items: \(mapped), currentPage: 1, totalPages: 1, totalCount: cached.count, hasNextPage: false, hasPreviousPage: false)"
				: "(\(mapped))",
			cachedSavedItems: "cached",
			hasUncacheableList: paginated || !repository.filters.isEmpty,
			emptyListModel: paginated
				? "\(domain.page)(items: [], currentPage: 2, totalPages: 2, totalCount: 0, hasNextPage: false, hasPreviousPage: true)" : "[]")
	}

	/// An enum field's fixtures as the mapper tests read them.
	private static func enumField(_ field: Fixtures.EnumField) -> TemplateValue {
		let enumType = field.field.domainType.unwrapped.swiftSpelling
		return [
			"property": .string(field.field.swiftName),
			"fieldWords": .string(field.field.words.words.map(\.lower).joined(separator: " ")),
			"testName": .string(field.field.words.upperCamel),
			"enumType": .string(enumType),
			// A test file imports swift-testing, Foundation and the feature: a name two declare is ambiguous there.
			"enumShadowsTestingName": .bool(SwiftIdentifier.testImportDeclaring(enumType) != nil),
			"enumCases": .list(field.cases.map { ["fixture": .string($0.fixture), "caseName": .string($0.caseName)] }),
			"unknownFixture": .string(field.unknownFixture),
		]
	}

	/// A value type's first sample as JSON on one line (the tests decode it from a string literal).
	func sampleJSON(ofValueType name: String) -> String {
		JSONWriter(indentation: .spaces(0)).write(samples.sample(ofValueType: name)).split(separator: "\n").joined(separator: " ")
	}

	/// The test keys of a value type's mapper tests.
	package func valueTypeKeys(_ declaration: SpecDeclaration) -> ValueTypeTestKeys {
		let sample = samples.sample(ofValueType: declaration.name)
		let json = sampleJSON(ofValueType: declaration.name)
		let domainChecks = checks(fields: declaration.fields, sample: sample)
		let choices = DomainChoiceSamples(spec: spec, samples: samples).keys(
			fields: declaration.fields, owner: declaration.name, sampleData: "Data(\(SwiftLiteral.string(json)).utf8)",
			mapperInstance: GeneratedNames.mapper(declaration.name) + "()")
		return ValueTypeTestKeys(
			choices: choices,
			words: DomainContext.words(declaration.name),
			sampleJSON: SwiftLiteral.string(json),
			domainChecks: domainChecks,
			hasDomainChecks: !domainChecks.isEmpty,
			refusedSamples: refusedSample(typeName: declaration.name, fields: declaration.fields),
			refusedFields: refusedFields.list(typeName: declaration.name, fields: declaration.fields, sample: sample))
	}
}
