extension TemplateValue {
	/// The value as JSON, keeping key order and number text: how contexts are snapshotted
	/// (`Snapshots/<Example>/context.json`) and shown to users debugging a template.
	public var jsonValue: JSONValue {
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
