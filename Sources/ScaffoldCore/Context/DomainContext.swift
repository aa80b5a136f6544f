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
	package func model(name: String, summary: String, fields: [SpecField], identifier: SpecField?) -> TemplateObject {
		let fields = fields.filter(\.isInDomain)
		var object = TemplateObject()
		object["typeName"] = .string(name)
		object["summary"] = .string(SwiftLiteral.comment(summary))
		object["usesJSON"] = .bool(fields.contains { $0.domainType.containsJSON })
		object["properties"] = .list(
			fields.enumerated().map { index, field in
				[
					"name": .string(field.swiftName),
					"label": .string(field.name),
					"domainType": .string(field.domainType.domainSpelling(in: feature)),
					"doc": .list(field.summary.map { [["line": .string(SwiftLiteral.comment($0))]] } ?? []),
					"comma": .string(index == fields.count - 1 ? "" : ","),
					"indirect": .list(
						spec.isHeldByReference(field, in: name) ? [IndirectStorage(field, spelling: { $0.domainSpelling(in: feature) }).context] : []),
				]
			})
		var conformances = ["Equatable", "Sendable"]
		var idAlias: [TemplateValue] = []
		let id = identifier ?? fields.first { $0.name == "id" && [.int, .string, .uuid].contains($0.domainType) }
		if let id {
			if id.name == "id" {
				conformances.append("Identifiable")
			} else if !fields.contains(where: { $0.name == "id" }) {
				conformances.append("Identifiable")
				idAlias = [["idType": .string(id.domainType.swiftSpelling), "property": .string(id.swiftName)]]
			}
		}
		object["conformances"] = .string(conformances.joined(separator: ", "))
		object["idAlias"] = .list(idAlias)
		return object
	}

	/// A DTO → domain mapper's keys (`Mapper.swift`): the fields of the domain model.
	package func mapper(name: String, dto: String, fields: [SpecField]) -> TemplateObject {
		let fields = fields.filter(\.isInDomain)
		var object = TemplateObject()
		object["typeName"] = .string(name)
		object["dto"] = .string(dto)
		object["mapper"] = .string(GeneratedNames.mapper(name))
		object["mapperHooks"] = .string(GeneratedNames.mapperHooks(name))
		let conversions = fields.map { conversion.toDomain($0, "input." + $0.swiftName) }
		object["usesParser"] = .bool(conversions.contains { ASCII.contains($0.code, "parser.") })
		object["conversions"] = .list(
			zip(fields, conversions).enumerated().map { index, pair in
				[
					"label": .string(pair.0.name), "expression": .string(pair.1.argument),
					"comma": .string(index == fields.count - 1 ? "" : ","),
				]
			})
		return object
	}

	/// A domain → DTO mapper's keys (`DTOMapper.swift`): every field of the DTO, `nil` for one the
	/// domain model leaves out (the spec checker makes sure it is optional).
	package func dtoMapper(name: String, dto: String, fields: [SpecField]) -> TemplateObject {
		var object = TemplateObject()
		object["typeName"] = .string(name)
		object["dto"] = .string(dto)
		object["dtoMapper"] = .string(GeneratedNames.dtoMapper(name))
		object["reverseConversions"] = .list(
			fields.enumerated().map { index, field in
				[
					"label": .string(field.name),
					"expression": .string(field.isInDomain ? conversion.toWire(field, "input." + field.swiftName).code : "nil"),
					"comma": .string(index == fields.count - 1 ? "" : ","),
				]
			})
		return object
	}

	// MARK: - Enums

	/// An enum's keys (`Enum.swift`): the spec's cases, and `unknown` unless the spec has it.
	package func enumeration(_ declaration: SpecDeclaration) -> TemplateObject {
		var cases: [(name: String, raw: String, isFallback: Bool)] = declaration.cases.map {
			($0.name, $0.value, $0.name == Self.fallbackCase)
		}
		if !cases.contains(where: \.isFallback) {
			cases.append((Self.fallbackCase, Self.fallbackCase, true))
		}
		var object = TemplateObject()
		object["typeName"] = .string(declaration.name)
		object["summary"] = .string(
			SwiftLiteral.comment(declaration.summary ?? "\(Self.article(declaration.name)) \(Self.words(declaration.name)), as one of the values the API sends."))
		let isDeclared = declaration.cases.contains { $0.name == Self.fallbackCase }
		let fallbackDoc = isDeclared ? "The API's own `\(Self.fallbackCase)`, and any value this version does not know." : "A value this version does not know."
		object["cases"] = .list(
			cases.map { item in
				[
					"name": .string(SwiftIdentifier.escaped(item.name)), "rawLiteral": .string(SwiftLiteral.string(item.raw)),
					"doc": .list(item.isFallback ? [["line": .string(fallbackDoc)]] : []),
				]
			})
		object["knownCases"] = .list(
			cases.filter { !$0.isFallback }.map { ["name": .string(SwiftIdentifier.escaped($0.name)), "rawLiteral": .string(SwiftLiteral.string($0.raw))] })
		return object
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
