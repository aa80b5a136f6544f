import ScaffoldBasics
import ScaffoldMustache
import ScaffoldSpec

/// The keys of a union's files (`UnionDTO`, `Union`, `UnionMapper`, `UnionDTOMapper`, `UnionStub`
/// and `UnionMapperTests`): the enum's names, its discriminator, and per case its payload's
/// names, its sample and the stub the mapper makes of that sample.
struct UnionContext {
	let feature: ResolvedFeature
	/// The spec of ``feature``.
	var spec: Spec { feature.spec }
	let declaration: SpecDeclaration
	let union: SpecUnion

	/// The union's keys.
	func build() -> Keys {
		let name = declaration.name
		let stubs = StubContext(feature: feature)
		let samples = stubs.samples
		let summary = declaration.summary ?? "\(DomainContext.article(name)) \(DomainContext.words(name)): one of \(union.cases.map(\.type).joined(separator: ", "))."
		var parsesDates = false
		let cases = union.cases.map { unionCase in
			let sample = samples.sample(of: union, case: unionCase, named: name)
			let stub = stubs.unionCase(union, sample)
			if ASCII.contains(stub, StubContext.parsedDate) { parsesDates = true }
			let declaresDiscriminator = spec.declaration(named: unionCase.type)?.fields.contains { $0.jsonKey == union.discriminator } ?? false
			return Case(
				name: unionCase.swiftName,
				caseType: unionCase.type,
				caseDTO: GeneratedNames.dto(unionCase.type),
				caseMapper: GeneratedNames.mapper(unionCase.type),
				caseDTOMapper: GeneratedNames.dtoMapper(unionCase.type),
				valueLiteral: SwiftLiteral.string(unionCase.value),
				valueText: SwiftLiteral.comment(unionCase.value),
				encodesDiscriminator: !declaresDiscriminator,
				sampleJSON: SwiftLiteral.string(Self.oneLine(sample)),
				stubValue: stub,
				testName: Name(unionCase.name).upperCamel)
		}
		let first = union.cases.first.map { samples.sample(of: union, case: $0, named: name) } ?? .object([])
		let unknown = SampleValues.settingDiscriminator(first, union.discriminator, to: unknownValue())
		return Keys(
			typeName: name,
			dto: GeneratedNames.dto(name),
			mapper: GeneratedNames.mapper(name),
			dtoMapper: GeneratedNames.dtoMapper(name),
			words: DomainContext.words(name),
			summary: SwiftLiteral.comment(summary),
			discriminator: SwiftLiteral.comment(union.discriminator),
			discriminatorLiteral: SwiftLiteral.string(union.discriminator),
			// The cases' values are not listed: the enum above the error names them, and a GraphQL
			// union's type names would make a line longer than swift-format allows.
			noCaseLiteral: SwiftLiteral.string(" names no case of \(GeneratedNames.dto(name))"),
			shadowsTestingName: SwiftIdentifier.testImportDeclaring(name) != nil,
			shadowingModule: SwiftIdentifier.testImportDeclaring(name) ?? "",
			unionCases: cases,
			stubValue: stubs.unionCase(union, first),
			parsesDates: parsesDates,
			unknownSampleJSON: SwiftLiteral.string(Self.oneLine(unknown)))
	}

	/// A discriminator value no case has, for the test that an unknown case fails decoding.
	private func unknownValue() -> String {
		var value = "unknown"
		while union.matchingCase(value) != nil { value += "_" }
		return value
	}

	/// JSON on one line, as the test files embed it in a string literal.
	static func oneLine(_ value: JSONValue) -> String {
		JSONWriter(indentation: .spaces(0)).write(value).split(separator: "\n").joined(separator: " ")
	}
}
