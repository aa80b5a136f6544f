import Foundation

/// One attribute value as the store file keeps it: whatever the attribute's `Codable` conformance encodes
/// to, as JSON. Keeping the JSON rather than the typed value lets a migration carry a value over to a new
/// release of the model without knowing the release it was written by.
enum JSONValue: Codable, Equatable, Sendable {
	case null
	case bool(Bool)
	case integer(Int64)
	case double(Double)
	case string(String)
	case array([JSONValue])
	case object([String: JSONValue])

	init(from decoder: any Decoder) throws {
		let container = try decoder.singleValueContainer()
		if container.decodeNil() {
			self = .null
		} else if let value = try? container.decode(Bool.self) {
			self = .bool(value)
		} else if let value = try? container.decode(Int64.self) {
			self = .integer(value)
		} else if let value = try? container.decode(Double.self) {
			self = .double(value)
		} else if let value = try? container.decode(String.self) {
			self = .string(value)
		} else if let value = try? container.decode([JSONValue].self) {
			self = .array(value)
		} else {
			self = .object(try container.decode([String: JSONValue].self))
		}
	}

	func encode(to encoder: any Encoder) throws {
		var container = encoder.singleValueContainer()
		switch self {
		case .null: try container.encodeNil()
		case .bool(let value): try container.encode(value)
		case .integer(let value): try container.encode(value)
		case .double(let value): try container.encode(value)
		case .string(let value): try container.encode(value)
		case .array(let value): try container.encode(value)
		case .object(let value): try container.encode(value)
		}
	}

	/// The JSON that `value`'s `Encodable` conformance produces.
	static func encoding(_ value: any Encodable) throws -> JSONValue {
		try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
	}

	/// This JSON decoded as `type`, which must be `Decodable`.
	func decoded(as type: Any.Type) throws -> Any {
		guard let decodable = type as? any Decodable.Type else {
			throw SwiftDataError.migrationFailure("\(type) is not Decodable, so the store cannot read it")
		}
		return try JSONDecoder().decode(decodable, from: JSONEncoder().encode(self))
	}
}
