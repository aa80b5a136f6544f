import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The template contexts of the domain models and their mappers: an entity or a value type as a
/// pure struct, an enum with its `unknown` fallback, and the conversions between DTO and model.
package struct DomainContext {
	let feature: ResolvedFeature
	/// The spec of ``feature``.
	var spec: Spec { feature.spec }
	let conversion: DomainConversion

	package init(feature: ResolvedFeature) {
		self.feature = feature
		self.conversion = DomainConversion(dateFormat: feature.spec.dateFormat, names: feature.runtime)
	}

	/// The case every domain enum falls back to for a raw value it does not know.
	static let fallbackCase = "unknown"

	// MARK: - Structs

	/// A struct's keys (`Model.swift`): an entity's fields with its identifier first, or a value type's.
	package func model(name: String, summary: String, fields: [SpecField], identifier: SpecField?) -> Model {
		let fields = fields.filter(\.isInDomain)
		let properties = fields.enumerated().map { index, field in
			Property(
				name: field.swiftName,
				label: field.name,
				domainType: field.domainType.domainSpelling(in: feature),
				doc: field.summary.map { [RepositoryContext.Line(line: SwiftLiteral.comment($0))] } ?? [],
				comma: index == fields.count - 1 ? "" : ",",
				indirect: spec.isHeldByReference(field, in: name) ? [IndirectStorage(field, spelling: { $0.domainSpelling(in: feature) })] : [])
		}
		var conformances = ["Equatable", "Sendable"]
		var idAlias: [IDAlias] = []
		let id = identifier ?? fields.first { $0.name == "id" && [.int, .string, .uuid].contains($0.domainType) }
		if let id {
			if id.name == "id" {
				conformances.append("Identifiable")
			} else if !fields.contains(where: { $0.name == "id" }) {
				conformances.append("Identifiable")
				idAlias = [IDAlias(idType: id.domainType.swiftSpelling, property: id.swiftName)]
			}
		}
		return Model(
			typeName: name, summary: SwiftLiteral.comment(summary), usesJSON: fields.contains { $0.domainType.containsJSON }, properties: properties,
			conformances: conformances.joined(separator: ", "), idAlias: idAlias)
	}

	/// A DTO → domain mapper's keys (`Mapper.swift`): the fields of the domain model.
	package func mapper(name: String, dto: String, fields: [SpecField]) -> Mapper {
		let fields = fields.filter(\.isInDomain)
		let conversions = fields.map { conversion.toDomain($0, "input." + $0.swiftName) }
		return Mapper(
			typeName: name, dto: dto, mapper: GeneratedNames.mapper(name), mapperHooks: GeneratedNames.mapperHooks(name),
			usesParser: conversions.contains { ASCII.contains($0.code, "parser.") },
			conversions: zip(fields, conversions).enumerated().map { index, pair in
				Conversion(label: pair.0.name, expression: pair.1.argument, comma: index == fields.count - 1 ? "" : ",")
			})
	}

	/// A domain → DTO mapper's keys (`DTOMapper.swift`): every field of the DTO, `nil` for one the
	/// domain model leaves out (the spec checker makes sure it is optional).
	package func dtoMapper(name: String, dto: String, fields: [SpecField]) -> DTOMapper {
		DTOMapper(
			typeName: name, dto: dto, dtoMapper: GeneratedNames.dtoMapper(name),
			reverseConversions: fields.enumerated().map { index, field in
				Conversion(
					label: field.name, expression: field.isInDomain ? conversion.toWire(field, "input." + field.swiftName).code : "nil",
					comma: index == fields.count - 1 ? "" : ",")
			})
	}

	// MARK: - Enums

	/// An enum's keys (`Enum.swift`): the spec's cases, and `unknown` unless the spec has it.
	package func enumeration(_ declaration: SpecDeclaration) -> Enumeration {
		var cases: [(name: String, raw: String, isFallback: Bool)] = declaration.cases.map {
			($0.name, $0.value, $0.name == Self.fallbackCase)
		}
		if !cases.contains(where: \.isFallback) {
			cases.append((Self.fallbackCase, Self.fallbackCase, true))
		}
		let summary = declaration.summary ?? "\(Self.article(declaration.name)) \(Self.words(declaration.name)), as one of the values the API sends."
		let isDeclared = declaration.cases.contains { $0.name == Self.fallbackCase }
		let fallbackDoc = isDeclared ? "The API's own `\(Self.fallbackCase)`, and any value this version does not know." : "A value this version does not know."
		return Enumeration(
			typeName: declaration.name, summary: SwiftLiteral.comment(summary),
			cases: cases.map { item in
				Case(
					name: SwiftIdentifier.escaped(item.name), rawLiteral: SwiftLiteral.string(item.raw),
					doc: item.isFallback ? [RepositoryContext.Line(line: fallbackDoc)] : [])
			},
			knownCases: cases.filter { !$0.isFallback }.map { KnownCase(name: SwiftIdentifier.escaped($0.name), rawLiteral: SwiftLiteral.string($0.raw)) })
	}

	/// `A` or `An`, for a sentence about `name`.
	static func article(_ name: String) -> String {
		name.first.map { "AEIOUaeiou".contains($0) } == true ? "An" : "A"
	}

	/// `CharacterStatus` → `character status`.
	static func words(_ name: String) -> String {
		Name(name).words.map(\.lower).joined(separator: " ")
	}
}
