import Testing

import ScaffoldCore

/// Rules of the domain models' contexts: the enum fallback and `Identifiable`.
struct DomainContextTests {
	private func spec(_ text: String) throws -> Spec {
		try require(SpecTestSupport.load(text).spec)
	}

	private func strings(_ value: TemplateValue?, _ key: String) -> [String] {
		guard case .list(let items)? = value else { return [] }
		return items.compactMap { item in
			guard case .object(let object) = item, case .string(let text)? = object[key] else { return nil }
			return text
		}
	}

	func enumsGetAnUnknownCaseUnlessTheyDeclareOne() throws {
		let spec = try spec(
			BadSpecCases.spec(
				entity: #"{"name": "Character", "fields": [{"name": "a", "type": "Plain"}, {"name": "b", "type": "Declared"}], "local": "memory"}"#,
				types: #"[{"name": "Plain", "enum": [{"name": "default"}, {"name": "inStock", "value": "in_stock"}]}, {"name": "Declared", "enum": [{"name": "unknown", "value": "Unknown"}, {"name": "alive"}]}]"#))
		let context = DomainContext(feature: ResolvedFeature(spec: spec))
		let plain = context.enumeration(spec.types[0]).templateObject
		expectEqual(strings(plain["cases"], "name"), ["`default`", "inStock", "unknown"])
		expectEqual(strings(plain["cases"], "rawLiteral"), [#""default""#, #""in_stock""#, #""unknown""#])
		expectEqual(strings(plain["knownCases"], "name"), ["`default`", "inStock"])
		let declared = context.enumeration(spec.types[1]).templateObject
		expectEqual(strings(declared["cases"], "name"), ["unknown", "alive"])
		expectEqual(strings(declared["cases"], "rawLiteral"), [#""Unknown""#, #""alive""#])
		expectEqual(strings(declared["knownCases"], "name"), ["alive"])
	}

	func modelsAreIdentifiableByTheirIdentifier() throws {
		let spec = try spec(
			BadSpecCases.spec(
				entity: #"{"name": "Character", "identifier": {"name": "slug", "type": "String"}, "fields": [{"name": "t", "type": "Tag"}], "rest": {"path": "/c"}}"#,
				types: #"[{"name": "Tag", "fields": [{"name": "id", "type": "Int"}]}, {"name": "Other", "fields": [{"name": "id", "type": "Int?"}]}]"#))
		let context = DomainContext(feature: ResolvedFeature(spec: spec))
		let entity = spec.entities[0]
		let model = context.model(name: "Character", summary: "", fields: entity.allFields, identifier: entity.identifier).templateObject
		expectEqual(model["conformances"], "Equatable, Sendable, Identifiable")
		expectEqual(strings(model["idAlias"], "property"), ["slug"])
		let tag = context.model(name: "Tag", summary: "", fields: spec.types[0].fields, identifier: nil).templateObject
		expectEqual(tag["conformances"], "Equatable, Sendable, Identifiable")
		expectEqual(strings(tag["idAlias"], "property"), [])
		let other = context.model(name: "Other", summary: "", fields: spec.types[1].fields, identifier: nil).templateObject
		expectEqual(other["conformances"], "Equatable, Sendable")
	}

	func anIdentifierNotNamedIdNextToAFieldNamedIdIsNotIdentifiable() throws {
		let spec = try spec(
			BadSpecCases.spec(
				entity: #"{"name": "Character", "identifier": {"name": "slug", "type": "String"}, "fields": [{"name": "id", "type": "Int"}], "rest": {"path": "/c"}}"#))
		let entity = spec.entities[0]
		let model = DomainContext(feature: ResolvedFeature(spec: spec)).model(name: "Character", summary: "", fields: entity.allFields, identifier: entity.identifier).templateObject
		expectEqual(model["conformances"], "Equatable, Sendable")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<DomainContextTests>] = [
		SuiteTest("enumsGetAnUnknownCaseUnlessTheyDeclareOne") { try $0.enumsGetAnUnknownCaseUnlessTheyDeclareOne() },
		SuiteTest("modelsAreIdentifiableByTheirIdentifier") { try $0.modelsAreIdentifiableByTheirIdentifier() },
		SuiteTest("anIdentifierNotNamedIdNextToAFieldNamedIdIsNotIdentifiable") { try $0.anIdentifierNotNamedIdNextToAFieldNamedIdIsNotIdentifiable() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<DomainContextTests>) async throws { try await test.body(self) }
}
