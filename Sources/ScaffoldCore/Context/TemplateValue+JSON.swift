import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

extension TemplateValue {
	/// Converts a JSON value, keeping object key order and the literal text of numbers.
	package init(json: JSONNode) {
		self.init(json: json.value)
	}

	/// Converts a JSON value, keeping object key order and the literal text of numbers.
	package init(json: JSONValue) {
		switch json {
		case .null: self = .null
		case .bool(let flag): self = .bool(flag)
		case .number(let text): self = .number(text)
		case .string(let text): self = .string(text)
		case .array(let elements): self = .list(elements.map { TemplateValue(json: $0.value) })
		case .object(let members):
			var object = TemplateObject(minimumCapacity: members.count)
			for member in members { object[member.key] = TemplateValue(json: member.value.value) }
			self = .object(object)
		}
	}

	/// The value as JSON, keeping key order and number text: how contexts are snapshotted
	/// (`Snapshots/Character/context.json`) and shown to users debugging a template.
	package var jsonValue: JSONValue {
		switch self {
		case .null: .null
		case .bool(let flag): .bool(flag)
		case .number(let text): .number(text)
		case .string(let text): .string(text)
		case .list(let items): .array(items.map { JSONNode($0.jsonValue) })
		case .object(let object): .object(object.entries.map { JSONMember(key: $0.key, value: JSONNode($0.value.jsonValue)) })
		}
	}
}
