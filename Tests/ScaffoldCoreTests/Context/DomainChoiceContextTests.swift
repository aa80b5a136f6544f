import Testing

import ScaffoldCore

/// What a field's `domain` and a list's `invalidItems` make of the mappers, the model and the
/// repository's keys.
struct DomainChoiceContextTests {
	private let iso = DomainConversion(dateFormat: .iso8601)

	private func spec(_ entity: String, types: String = "[]") throws -> Spec {
		try require(SpecTestSupport.load(BadSpecCases.spec(entity: entity, types: types)).spec)
	}

	private func strings(_ value: TemplateValue?, _ key: String) -> [String] {
		guard case .list(let items)? = value else { return [] }
		return items.compactMap { item in
			guard case .object(let object) = item, case .string(let text)? = object[key] else { return nil }
			return text
		}
	}

	private func field(_ type: SpecType, lenient: Bool = false, domainType: SpecType? = nil) -> SpecField {
		var field = SpecField(
			name: "x", type: type, jsonKey: "x", hasExplicitJSONKey: false, sample: nil, summary: nil, location: SourceLocation(path: "", position: nil))
		field.domain.lenient = lenient
		field.domain.type = domainType
		return field
	}

	func aLenientValueOrAnIdentifierReadAsANumberConvertsWithoutThrowing() {
		// A lenient value that does not parse is nil and nothing throws.
		expectEqual(
			iso.toDomain(field(.optional(.url), lenient: true), "input.x"), Conversion(code: #"input.x.flatMap { value in try? parser.url(value, field: "x") }"#, throwing: false))
		expectEqual(
			iso.toDomain(field(.optional(.array(.optional(.date))), lenient: true), "input.x"), Conversion(
					code: #"input.x.map { value in value.map { element2 in element2.flatMap { value3 in try? parser.date(value3, field: "x") } } }"#,
					throwing: false))

		// An identifier read as a number parses its text and goes back as text.
		let identifier = field(.string, domainType: .int)
		expectEqual(iso.toDomain(identifier, "input.x").argument, #"try parser.integer(input.x, field: "x")"#)
		expectEqual(iso.toWire(identifier, "identifier").code, "String(identifier)")

		// The innermost value of a type and its optional form.
		let lenient = SpecType.optional(.array(.optional(.url))).innermost
		expectEqual(lenient.type, .url)
		expectTrue(lenient.isOptional)
		let strict = SpecType.optional(.array(.url)).innermost
		expectEqual(strict.type, .url)
		expectFalse(strict.isOptional)
		expectEqual(SpecType.optional(.array(.url)).withOptionalInnermost, .optional(.array(.optional(.url))))
		expectEqual(SpecType.url.withOptionalInnermost, .optional(.url))
	}

	func theModelAndItsMapperLeaveOutWhatTheDomainOmitsAndTheDTOMapperSendsNil() throws {
		let spec = try spec(
			#"{"name": "Item", "identifier": {"domain": {"type": "Int"}}, "fields": [{"name": "etag", "type": "String?", "domain": {"omit": true}}, {"name": "page", "type": "URL?", "domain": {"lenient": true}}], "graphql": {}}"#)
		let entity = spec.entities[0]
		let context = DomainContext(feature: ResolvedFeature(spec: spec))
		let model = context.model(name: "Item", summary: "", fields: entity.allFields, identifier: entity.identifier).templateObject
		expectEqual(strings(model["properties"], "name"), ["id", "page"])
		expectEqual(strings(model["properties"], "domainType"), ["Int", "URL?"])
		let mapper = context.mapper(name: "Item", dto: "ItemDTO", fields: entity.allFields).templateObject
		expectEqual(strings(mapper["conversions"], "label"), ["id", "page"])
		let back = context.dtoMapper(name: "Item", dto: "ItemDTO", fields: entity.allFields).templateObject
		expectEqual(strings(back["reverseConversions"], "expression"), ["String(input.id)", "nil", "input.page.map { value in value.absoluteString }"])
	}

	func theRepositoryTakesTheDomainIdentifierAndConvertsItForTheDataLayer() throws {
		let spec = try spec(#"{"name": "Item", "identifier": {"domain": {"type": "Int"}}, "fields": [], "graphql": {"list": {"invalidItems": "drop"}}}"#)
		let repository = RepositoryContext(entityContext: EntityContext(feature: ResolvedFeature(spec: spec), entity: spec.entities[0]))
		let entries = repository.contextObject
		expectEqual(entries["domainIdType"], "Int")
		expectEqual(strings(entries["wireIdentifierDeclaration"], "line"), ["let wireIdentifier = String(identifier)"])
		expectEqual(entries["dropsInvalidItems"], true)
		expectEqual(
			entries["listMapExpression"], #"$0.map(droppingInvalid: "Item", identifier: { item in "\(item.id)" }, reportingTo: invalidItemReporter, mapper.map)"#)
		expectEqual(strings(entries["invalidItemSamples"], "fixture"), ["item_list_query_invalid_item"])
	}

	func aListThatFailsMapsItsItemsWithTry() throws {
		let spec = try spec(#"{"name": "Item", "fields": [{"name": "page", "type": "URL"}], "rest": {"path": "/items", "list": {"paginated": true}}}"#)
		let items = InvalidItemsContext(entityContext: EntityContext(feature: ResolvedFeature(spec: spec), entity: spec.entities[0]))
		expectEqual(items.mapping("input.response.results", mapper: "itemMapper"), "try input.response.results.map(itemMapper.map)")
		expectEqual(items.sample?.fixture, "items_response_invalid_item")
		expectEqual(items.sample?.field.name, "page")
	}

	func anOmittedEnumGetsNoFixturesOfItsCasesForTheDomainHasNoneOfThem() throws {
		let spec = try spec(
			#"{"name": "Item", "fields": [{"name": "kind", "type": "Kind", "domain": {"omit": true}}, {"name": "mood", "type": "Kind"}], "rest": {"path": "/items"}}"#,
			types: #"[{"name": "Kind", "enum": [{"name": "a"}, {"name": "b"}]}]"#)
		let fixtures = Fixtures(context: EntityContext(feature: ResolvedFeature(spec: spec), entity: spec.entities[0]))
		expectEqual(fixtures.enumFields().map(\.field.name), ["mood"])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<DomainChoiceContextTests>] = [
		SuiteTest("aLenientValueOrAnIdentifierReadAsANumberConvertsWithoutThrowing") { $0.aLenientValueOrAnIdentifierReadAsANumberConvertsWithoutThrowing() },
		SuiteTest("theModelAndItsMapperLeaveOutWhatTheDomainOmitsAndTheDTOMapperSendsNil") { try $0.theModelAndItsMapperLeaveOutWhatTheDomainOmitsAndTheDTOMapperSendsNil() },
		SuiteTest("theRepositoryTakesTheDomainIdentifierAndConvertsItForTheDataLayer") { try $0.theRepositoryTakesTheDomainIdentifierAndConvertsItForTheDataLayer() },
		SuiteTest("aListThatFailsMapsItsItemsWithTry") { try $0.aListThatFailsMapsItsItemsWithTry() },
		SuiteTest("anOmittedEnumGetsNoFixturesOfItsCasesForTheDomainHasNoneOfThem") { try $0.anOmittedEnumGetsNoFixturesOfItsCasesForTheDomainHasNoneOfThem() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<DomainChoiceContextTests>) async throws { try await test.body(self) }
}
