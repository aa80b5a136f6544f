import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// How spec types travel in DTOs: exactly as the wire carries them.
///
/// DTOs mirror JSON, so values the domain would parse (dates, URLs, UUIDs, enum raw values)
/// stay text in the Data layer; turning them into `Date`, `URL` or an enum is a mapper's job,
/// and a mapper can refuse bad data instead of a whole response failing to decode.
package struct WireType {
	let dateFormat: DateFormat
	/// The runtime's JSON value type as the project spells it (`JSONValue`, `ScaffoldJSONValue`).
	let json: String

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(dateFormat: DateFormat, json: String = "JSONValue") {
		self.dateFormat = dateFormat
		self.json = json
	}

	/// The wire types of `feature`'s project: its spec's date format and its runtime's names.
	package init(feature: ResolvedFeature) {
		self.init(dateFormat: feature.spec.dateFormat, json: feature.runtime("JSONValue"))
	}

	/// The Swift spelling of `type` in a DTO: `String` for a `Date`, `LocationDTO` for `Location`.
	package func spelling(_ type: SpecType) -> String {
		switch type {
		case .string, .url, .uuid, .enumType: "String"
		case .int: "Int"
		case .double: "Double"
		case .bool: "Bool"
		case .decimal: "Decimal"
		case .json: json
		case .date: dateSpelling
		case .optional(let wrapped): spelling(wrapped) + "?"
		case .array(let element): "[" + spelling(element) + "]"
		case .dictionary(let value): "[String: " + spelling(value) + "]"
		case .valueType(let name), .entity(let name): GeneratedNames.dto(name)
		}
	}

	private var dateSpelling: String {
		switch dateFormat {
		case .iso8601: "String"
		case .secondsSince1970: "Double"
		case .millisecondsSince1970: "Int"
		}
	}

	/// The Swift spelling of `type` in a SwiftData model: as in a DTO, but a value type is its own
	/// stored struct (`LocationEntity`), so the persisted schema does not follow the DTO.
	func storedSpelling(_ type: SpecType) -> String {
		switch type {
		case .optional(let wrapped): storedSpelling(wrapped) + "?"
		case .array(let element): "[" + storedSpelling(element) + "]"
		case .valueType(let name): GeneratedNames.storedValueType(name)
		case .entity(let name): GeneratedNames.entityModel(name)
		default: spelling(type)
		}
	}

	/// Swift turning `expression`, a value of `type`, from its DTO form into its stored form
	/// (`toStored`) or back: value types go through their stored mappers, through optionals and
	/// arrays; everything else is stored as the wire carries it.
	func storedConversion(_ expression: String, _ type: SpecType, toStored: Bool) -> String {
		switch type {
		case .valueType(let name):
			let mapper = toStored ? GeneratedNames.storedValueMapper(name) : GeneratedNames.storedValueDTOMapper(name)
			return "\(mapper)().map(\(expression))"
		case .optional(let inner), .array(let inner):
			guard inner.referencedValueType else { return expression }
			return "\(expression).map { \(storedConversion("$0", inner, toStored: toStored)) }"
		default:
			return expression
		}
	}

	/// Whether the wire value is text (filters skip empty strings).
	func isText(_ type: SpecType) -> Bool { spelling(type.unwrapped) == "String" }
}

extension SpecType {
	/// Whether a value type appears in this type (through optionals and arrays).
	var referencedValueType: Bool {
		switch self {
		case .valueType: true
		case .optional(let inner), .array(let inner): inner.referencedValueType
		default: false
		}
	}
}

extension SpecType {
	/// The Swift spelling of this type in the domain of `feature`'s project, with a `JSON` field
	/// spelled as its runtime's JSON value type (`JSONValue` or `ScaffoldJSONValue`).
	func domainSpelling(in feature: ResolvedFeature) -> String { swiftSpelling(json: feature.runtime("JSONValue")) }
}
