/// How spec types travel in DTOs: exactly as the wire carries them.
///
/// DTOs mirror JSON, so values the domain would parse (dates, URLs, UUIDs, enum raw values)
/// stay text in the Data layer; turning them into `Date`, `URL` or an enum is a mapper's job,
/// and a mapper can refuse bad data instead of a whole response failing to decode.
struct WireType {
	let dateFormat: DateFormat

	/// The Swift spelling of `type` in a DTO: `String` for a `Date`, `LocationDTO` for `Location`.
	func spelling(_ type: SpecType) -> String {
		switch type {
		case .string, .url, .uuid, .enumType: "String"
		case .int: "Int"
		case .double: "Double"
		case .bool: "Bool"
		case .decimal: "Decimal"
		case .date: dateSpelling
		case .optional(let wrapped): spelling(wrapped) + "?"
		case .array(let element): "[" + spelling(element) + "]"
		case .valueType(let name): GeneratedNames.dto(name)
		}
	}

	private var dateSpelling: String {
		switch dateFormat {
		case .iso8601: "String"
		case .secondsSince1970: "Double"
		case .millisecondsSince1970: "Int"
		}
	}

	/// Whether the wire value is text (filters skip empty strings).
	func isText(_ type: SpecType) -> Bool { spelling(type.unwrapped) == "String" }
}
