import ScaffoldBasics

/// Reads the `__schema` of an introspection result (`{"data": {"__schema": …}}`) into the same
/// ``GraphQLSchema`` SDL gives, each type and field located at its JSON object.
package enum GraphQLIntrospection {
	package static func schema(from node: JSONNode, path: String) throws(Diagnostic) -> GraphQLSchema {
		let failure = { (message: String, at: JSONNode) -> Diagnostic in
			.error(message, at: SourceLocation(path: path, position: at.position))
		}
		guard let types = node["types"]?.elements else { throw failure("expected '__schema.types' to be an array", node) }
		var schema = GraphQLSchema()
		if let query = node["queryType"]?["name"]?.string { schema.queryType = query }
		let kinds: [String: GraphQLTypeDefinition.Kind] = [
			"OBJECT": .object, "INTERFACE": .interface, "INPUT_OBJECT": .input, "ENUM": .enumeration, "SCALAR": .scalar, "UNION": .union,
		]
		for type in types {
			guard let name = type["name"]?.string, let kindName = type["kind"]?.string else {
				throw failure("expected a type with 'name' and 'kind'", type)
			}
			guard !name.hasPrefix("__") else { continue }
			guard let kind = kinds[kindName] else { throw failure("unknown type kind \(quoted: kindName)", type) }
			var definition = GraphQLTypeDefinition(kind: kind, name: name, description: type["description"]?.string, position: type.position)
			for field in (type["fields"]?.elements ?? []) + (type["inputFields"]?.elements ?? []) {
				definition.fields.append(try self.field(field, failure))
			}
			definition.interfaces = type["interfaces"]?.elements?.compactMap { $0["name"]?.string } ?? []
			definition.enumValues = type["enumValues"]?.elements?.compactMap { $0["name"]?.string } ?? []
			definition.unionMembers = type["possibleTypes"]?.elements?.compactMap { $0["name"]?.string } ?? []
			schema.types.append(definition)
		}
		return schema
	}

	private static func field(_ node: JSONNode, _ failure: (String, JSONNode) -> Diagnostic) throws(Diagnostic) -> GraphQLField {
		guard let name = node["name"]?.string, let type = node["type"] else { throw failure("expected a field with 'name' and 'type'", node) }
		var arguments: [GraphQLField] = []
		for argument in node["args"]?.elements ?? [] { arguments.append(try field(argument, failure)) }
		return GraphQLField(
			name: name, description: node["description"]?.string, arguments: arguments, type: try reference(type, failure), position: node.position)
	}

	/// `{kind: NON_NULL, ofType: {kind: LIST, ofType: {kind: OBJECT, name: Episode}}}` → `[Episode]!`.
	/// The recursion follows the JSON's nesting, which the JSON reader bounds.
	private static func reference(_ node: JSONNode, _ failure: (String, JSONNode) -> Diagnostic) throws(Diagnostic) -> GraphQLTypeReference {
		switch node["kind"]?.string {
		case "NON_NULL", "LIST":
			guard let inner = node["ofType"], inner.members != nil else { throw failure("expected 'ofType' in a wrapping type", node) }
			let wrapped = try reference(inner, failure)
			return node["kind"]?.string == "LIST" ? .list(wrapped) : .nonNull(wrapped)
		default:
			guard let name = node["name"]?.string else { throw failure("expected a type reference with a 'name'", node) }
			return .named(name)
		}
	}
}
