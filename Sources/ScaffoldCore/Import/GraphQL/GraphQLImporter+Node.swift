import ScaffoldBasics
import ScaffoldSpecReading
import ScaffoldSpec

/// Relay's object identification: a schema whose query type has `node(id: ID!): Node` fetches
/// any object implementing `Node` by its global `id` (GitHub's, Shopify's), where most types
/// have no query field of their own that takes an id (GitHub's `repository(owner:name:)`).
extension GraphQLImporter {
	/// The query type's `node` field: one argument `id`, answering an interface.
	func relayNodeField(of query: GraphQLTypeDefinition) -> (field: GraphQLField, interface: String)? {
		guard let field = query.fields.first(where: { $0.name == "node" }), field.arguments.map(\.name) == ["id"],
			let target = type(named: field.type.namedType), target.kind == .interface
		else { return nil }
		return (field, target.name)
	}

	/// Gives each type found without a detail, and each selected type no query field fetches,
	/// the `node` field as its detail when the type implements the node's interface: its
	/// selection goes in a fragment on the type (`"detail": {"field": "node", "on": "Repository"}`).
	mutating func fetchThroughNode(
		_ found: inout [(type: String, queries: Queries)], index: inout [String: Int], query: GraphQLTypeDefinition
	) {
		guard let (node, interface) = relayNodeField(of: query) else { return }
		let implementing = Set(schema.types.filter { $0.kind == .object && $0.interfaces.contains(interface) }.map(\.name))
		let implements = { (name: String) in implementing.contains(name) }
		for position in found.indices where found[position].queries.detail == nil && implements(found[position].type) {
			found[position].queries.detail = node
			found[position].queries.detailOn = found[position].type
		}
		for name in options.select where index[name] == nil && implements(name) {
			var queries = Queries(position: node.position)
			queries.detail = node
			queries.detailOn = name
			index[name] = found.count
			found.append((name, queries))
		}
		// With --select, what is said of types left out is noise.
		for (type, queries) in found where queries.detailOn != nil && (options.select.isEmpty || options.select.contains(type)) {
			log.note(
				"no query field fetches one \(quoted: type) by its 'id', and \(quoted: type) implements \(quoted: interface): its detail is Relay's node(id:), its fields selected in a fragment on it, \"detail\": {\"field\": \"\(node.name)\", \"on\": \"\(type)\"}",
				at: self.type(named: type)?.position ?? node.position)
		}
	}
}
