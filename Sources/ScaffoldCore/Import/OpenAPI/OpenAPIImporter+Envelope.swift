import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Responses that wrap their payload in one key (`{"data": Pet}`, `{"data": [Pet]}`): a spec's
/// `rest.envelope`. The guess is made once per resource, from its first response (the item's
/// `GET`, else the list's, else the create's), and explained in a note there; a response of the
/// resource wrapped otherwise leaves its operation out with a warning; a request body wrapped in
/// it is the write's `envelope`.
extension OpenAPIImporter {
	/// The key and the schema inside when `schema` is an object with exactly one property besides
	/// constant markers (Intercom's `{"type": "list", "data": […]}`: `type` allows `list` alone),
	/// whose value is an object or an array; nil otherwise. With `names` (loose, as ``loose(_:)``
	/// writes them), the one property so named is the payload whatever is beside it: Discourse
	/// answers `{"group": {…}, "extras": {…}}` and `{"success": "OK", "tag_group": {…}}`, and a
	/// decoder reads the payload's key and skips the others; an array so named is a page, not an envelope.
	func envelope(of schema: JSONNode, naming names: [String] = []) throws(Diagnostic) -> (key: String, payload: JSONNode)? {
		// With its allOf parts' properties: Intercom's `article` adds one property to `article_list_item`.
		guard case .node(let composed, _) = try document.resolve(schema, path: log.path), case let node = try flattened(composed),
			node["type"]?.string ?? "object" == "object", let all = node["properties"]?.members
		else { return nil }
		var members: [JSONMember] = []
		for member in all where try !isMarker(member.value) { members.append(member) }
		let beside = members.count > 1
		if beside { members = members.filter { names.contains(Self.loose($0.key)) } }
		guard members.count == 1, let member = members.first,
			case .node(let inner, _)? = try document.resolveIfDefined(member.value, path: log.path)
		else { return nil }
		let isArray = inner["type"]?.string == "array" || inner["items"] != nil
		let isObject = inner["properties"] != nil || inner["allOf"] != nil
		// An array beside other keys is a page (Xero's `{Invoices: […], pagination}`), read as one.
		return isObject || (isArray && !beside) ? (member.key, member.value) : nil
	}

	/// The keys beside the envelope `key` in `schema` that are no constant markers: what a response
	/// sends beside its payload (Discourse's `extras`), which the spec does not read.
	func envelopeNeighbours(_ schema: JSONNode, key: String) throws(Diagnostic) -> [String] {
		guard case .node(let composed, _) = try document.resolve(schema, path: log.path) else { return [] }
		var keys: [String] = []
		for member in try flattened(composed)["properties"]?.members ?? [] where member.key != key {
			if try !isMarker(member.value) { keys.append(member.key) }
		}
		return keys
	}

	/// A property that holds one constant text (`enum: [list]`, `const: list`), which says what the
	/// object is and carries nothing a model reads.
	func isMarker(_ schema: JSONNode) throws(Diagnostic) -> Bool {
		guard case .node(let node, _)? = try document.resolveIfDefined(schema, path: log.path) else { return false }
		if node["const"]?.string != nil { return true }
		guard let values = node["enum"]?.elements else { return false }
		return values.count == 1 && values[0].string != nil
	}

	/// The response that decides the resource's envelope: the item's `GET`, else the list's, else
	/// the create's.
	func decidingResponse(_ resource: Resource) throws(Diagnostic) -> (label: String, schema: JSONNode)? {
		let operations = Self.operations(resource)
		for (method, isItem) in [("get", true), ("get", false), ("post", false)] {
			guard let operation = operations.first(where: { $0.method == method && $0.isItem == isItem }),
				let schema = try responseSchema(operation.node)
			else { continue }
			return ("\(method.uppercased()) \(isItem ? resource.itemPath ?? resource.path : resource.path)", schema)
		}
		return nil
	}

	/// The key the resource's responses wrap their payload in, if its deciding response has one.
	func responseEnvelope(_ resource: Resource) throws(Diagnostic) -> String? {
		guard let deciding = try decidingResponse(resource) else { return nil }
		return try envelope(of: deciding.schema, naming: resource.envelopeNames)?.key
	}

	/// `schema` without the resource's envelope: the payload when it is wrapped in `key`.
	func unwrapped(_ schema: JSONNode, key: String?) throws(Diagnostic) -> JSONNode {
		guard let key, let envelope = try envelope(of: schema, naming: [Self.loose(key)]), envelope.key == key else { return schema }
		return envelope.payload
	}

	/// Why an operation cannot be part of an entity whose responses wrap their payload in `key`
	/// (nil: none, and nothing is checked): its response is not wrapped in it.
	func envelopeMismatch(_ operation: JSONNode, key: String?) throws(Diagnostic) -> String? {
		if let key, let response = try responseSchema(operation), try envelope(of: response, naming: [Self.loose(key)])?.key != key {
			return "its response is not wrapped in \(quoted: key) as the resource's others are"
		}
		return nil
	}

	/// The key the operation's request body is wrapped in, when it is the resource's envelope
	/// `key` (RealWorld's `{"article": {…}}` to create or update an article): the write's `envelope`.
	func bodyEnvelope(_ operation: JSONNode, key: String?) throws(Diagnostic) -> String? {
		guard let key, let body = OpenAPIDocument.jsonSchema(of: try document.requestBody(operation, path: log.path)?["content"]).schema,
			try envelope(of: body, naming: [Self.loose(key)])?.key == key
		else { return nil }
		return key
	}
}
