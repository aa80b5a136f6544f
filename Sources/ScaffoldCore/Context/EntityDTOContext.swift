import ScaffoldBasics
import ScaffoldSpec

/// An entity's DTO as the API sends it: its summary, its identifier's property, type and sample
/// values, and its properties with their coding keys.
struct EntityDTOContext: FlattenedTemplateContext {
	let summary: String
	let idProperty: String
	let idType: String
	let identifierSamples: EntityIdentifierSamples
	/// Every field as a DTO property (``EntityContext/property(_:wire:heldByReference:isLast:)``).
	let properties: [TemplateValue]
	let usesJSON: Bool
	let hasCodingKeys: Bool
	/// Only a value type can contain itself: an entity's fields are never boxed.
	let hasIndirect: Bool

	init(entity: SpecEntity, wire: WireType, samples: SampleValues) {
		summary = SwiftLiteral.comment(entity.summary ?? "A \(Name(entity.name).words.map(\.lower).joined(separator: " ")) as the API sends it.")
		idProperty = entity.identifier.swiftName
		idType = wire.spelling(entity.identifier.type)
		identifierSamples = EntityIdentifierSamples(identifier: entity.identifier, wire: wire, samples: samples)
		let allFields = entity.allFields
		properties = allFields.enumerated().map { EntityContext.property($1, wire: wire, isLast: $0 == allFields.count - 1) }
		usesJSON = allFields.contains { $0.type.containsJSON }
		hasCodingKeys = allFields.contains(where: \.needsCodingKey)
		hasIndirect = false
	}

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("summary", summary)
		object.set("idProperty", idProperty)
		object.set("idType", idType)
		object.merge(identifierSamples)
		object.set("properties", properties)
		object.set("usesJSON", usesJSON)
		object.set("hasCodingKeys", hasCodingKeys)
		object.set("hasIndirect", hasIndirect)
	}
}

/// The sample identifiers an entity's tests and fixtures use: the first item's, one no item has,
/// and the Swift that sends an identifier as a GraphQL variable.
struct EntityIdentifierSamples: FlattenedTemplateContext {
	let idSample: String
	/// The first sample as it is written in a path.
	let idSamplePath: String
	let missingIdSample: String
	let idVariable: String
	let idSampleVariable: String

	init(identifier: SpecField, wire: WireType, samples: SampleValues) {
		let sample = samples.identifier(identifier, .first)
		let missing = samples.missingIdentifier(identifier)
		idSample = SwiftLiteral.scalar(sample, wireSpelling: "") ?? ""
		idSamplePath = EntityContext.plainText(sample)
		missingIdSample = SwiftLiteral.scalar(missing, wireSpelling: "") ?? ""
		idVariable = wire.isText(identifier.type) ? ".string(identifier)" : ".string(String(identifier))"
		idSampleVariable = ".string(\(SwiftLiteral.string(EntityContext.plainText(sample))))"
	}

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("idSample", idSample)
		object.set("idSamplePath", idSamplePath)
		object.set("missingIdSample", missingIdSample)
		object.set("idVariable", idVariable)
		object.set("idSampleVariable", idSampleVariable)
	}
}
