import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of a value type's DTO (`DTO.swift`, for a declared type with fields), in this order,
/// after the feature's base keys.
struct ValueTypeDTOContext: FlattenedTemplateContext {
	let dto: String
	let summary: String
	/// Each field as a DTO property (``EntityContext/property(_:wire:heldByReference:isLast:)``).
	let properties: [TemplateValue]
	let usesJSON: Bool
	/// A boxed field's stored property is not named as its JSON key, so it always needs a coding key.
	let hasCodingKeys: Bool
	let hasIndirect: Bool

	init(feature: ResolvedFeature, declaration: SpecDeclaration) {
		let spec = feature.spec
		let wire = WireType(feature: feature)
		dto = GeneratedNames.dto(declaration.name)
		summary = SwiftLiteral.comment(declaration.summary ?? "A \(declaration.words.words.map(\.lower).joined(separator: " ")) as the API sends it.")
		let boxed = declaration.fields.map { spec.isHeldByReference($0, in: declaration.name) }
		properties = zip(declaration.fields, boxed).enumerated().map { index, pair in
			EntityContext.property(pair.0, wire: wire, heldByReference: pair.1, isLast: index == declaration.fields.count - 1)
		}
		usesJSON = declaration.fields.contains { $0.type.containsJSON }
		hasCodingKeys = declaration.fields.contains(where: \.needsCodingKey) || boxed.contains(true)
		hasIndirect = boxed.contains(true)
	}

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("dto", dto)
		object.set("summary", summary)
		object.set("properties", properties)
		object.set("usesJSON", usesJSON)
		object.set("hasCodingKeys", hasCodingKeys)
		object.set("hasIndirect", hasIndirect)
	}
}
