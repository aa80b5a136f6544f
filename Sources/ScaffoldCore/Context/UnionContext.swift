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

	func build() -> TemplateObject {
		let name = declaration.name
		let stubs = StubContext(feature: feature)
		let samples = stubs.samples
		var object = TemplateObject()
		object["typeName"] = .string(name)
		object["dto"] = .string(GeneratedNames.dto(name))
		object["mapper"] = .string(GeneratedNames.mapper(name))
		object["dtoMapper"] = .string(GeneratedNames.dtoMapper(name))
		object["words"] = .string(DomainContext.words(name))
		let summary = declaration.summary ?? "\(DomainContext.article(name)) \(DomainContext.words(name)): one of \(union.cases.map(\.type).joined(separator: ", "))."
		object["summary"] = .string(SwiftLiteral.comment(summary))
		object["discriminator"] = .string(SwiftLiteral.comment(union.discriminator))
		object["discriminatorLiteral"] = .string(SwiftLiteral.string(union.discriminator))
		// The cases' values are not listed: the enum above the error names them, and a GraphQL
		// union's type names would make a line longer than swift-format allows.
		object["noCaseLiteral"] = .string(SwiftLiteral.string(" names no case of \(GeneratedNames.dto(name))"))
		object["shadowsTestingName"] = .bool(SwiftIdentifier.testImportDeclaring(name) != nil)
		object["shadowingModule"] = .string(SwiftIdentifier.testImportDeclaring(name) ?? "")
		var parsesDates = false
		object["unionCases"] = .list(
			union.cases.map { unionCase in
				let sample = samples.sample(of: union, case: unionCase, named: name)
				let stub = stubs.unionCase(union, sample)
				if ASCII.contains(stub, StubContext.parsedDate) { parsesDates = true }
				let declaresDiscriminator = spec.declaration(named: unionCase.type)?.fields.contains { $0.jsonKey == union.discriminator } ?? false
				return [
					"name": .string(unionCase.swiftName),
					"caseType": .string(unionCase.type),
					"caseDTO": .string(GeneratedNames.dto(unionCase.type)),
					"caseMapper": .string(GeneratedNames.mapper(unionCase.type)),
					"caseDTOMapper": .string(GeneratedNames.dtoMapper(unionCase.type)),
					"valueLiteral": .string(SwiftLiteral.string(unionCase.value)),
					"valueText": .string(SwiftLiteral.comment(unionCase.value)),
					"encodesDiscriminator": .bool(!declaresDiscriminator),
					"sampleJSON": .string(SwiftLiteral.string(Self.oneLine(sample))),
					"stubValue": .string(stub),
					"testName": .string(Name(unionCase.name).upperCamel),
				]
			})
		let first = union.cases.first.map { samples.sample(of: union, case: $0, named: name) } ?? .object([])
		object["stubValue"] = .string(stubs.unionCase(union, first))
		object["parsesDates"] = .bool(parsesDates)
		let unknown = SampleValues.settingDiscriminator(first, union.discriminator, to: unknownValue())
		object["unknownSampleJSON"] = .string(SwiftLiteral.string(Self.oneLine(unknown)))
		return object
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
