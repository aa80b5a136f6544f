import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of a value type a SwiftData model stores (`ValueEntity.swift`, its mappers and their
/// tests), in this order, after the feature's base keys.
struct StoredValueTypeContext: FlattenedTemplateContext {
	let dto: String
	let storedValueType: String
	let storedValueMapper: String
	let storedValueDTOMapper: String
	/// `A location`, and `a location` below.
	let storedSummary: String
	let storedSummaryLower: String
	/// The first sample, a Swift string literal of JSON on one line.
	let sampleJSON: String
	let storedProperties: [EntityContext.StoredField]

	init(declaration: SpecDeclaration, wire: WireType, tests: DomainTestContext) {
		let name = declaration.name
		let words = DomainContext.words(name)
		let article = DomainContext.article(name)
		dto = GeneratedNames.dto(name)
		storedValueType = GeneratedNames.storedValueType(name)
		storedValueMapper = GeneratedNames.storedValueMapper(name)
		storedValueDTOMapper = GeneratedNames.storedValueDTOMapper(name)
		storedSummary = article.prefix(1).uppercased() + String(article.dropFirst()) + " " + words
		storedSummaryLower = article + " " + words
		sampleJSON = SwiftLiteral.string(tests.sampleJSON(ofValueType: name))
		storedProperties = declaration.fields.enumerated().map { index, field in
			var property = EntityContext.storedField(field, wire: wire)
			property.comma = index == declaration.fields.count - 1 ? "" : ","
			return property
		}
	}

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("dto", dto)
		object.set("storedValueType", storedValueType)
		object.set("storedValueMapper", storedValueMapper)
		object.set("storedValueDTOMapper", storedValueDTOMapper)
		object.set("storedSummary", storedSummary)
		object.set("storedSummaryLower", storedSummaryLower)
		object.set("sampleJSON", sampleJSON)
		object.set("storedProperties", storedProperties)
	}
}
