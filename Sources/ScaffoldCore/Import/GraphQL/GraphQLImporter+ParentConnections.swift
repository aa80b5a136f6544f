import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// A Relay connection inside an imported entity's type whose nodes are another imported entity
/// (GitHub's `repositories: RepositoryConnection!` of `User`): a spec reads it by parent
/// (`"connection": true`), which the import does not write yet. It is left out, and the warning
/// says the read to write by hand, with the root query field that takes the parent.
extension GraphQLImporter {
	/// The warning for connection `definition` at field `field` of `owner` (an entity's name), when
	/// its nodes are another imported entity; nil otherwise (the plain warning then says why).
	func parentConnectionWarning(_ definition: GraphQLTypeDefinition, field: String, owner parent: String) -> String? {
		guard let owner = entities.first(where: { $0.value == parent })?.key,
			let node = definition.fields.first(where: { $0.name == "edges" }).flatMap({ type(named: $0.type.namedType) })?
				.fields.first(where: { $0.name == "node" })?.type.namedType,
			node != owner, let child = entities[node]
		else { return nil }
		let identifier = entityIdentifiers[owner] ?? "id"
		var read = "{\"parent\": \"\(parent)\""
		var reason = ""
		if let root = rootField(returning: owner, identifier: identifier) {
			let (argument, type) = root.argument
			read += ", \"field\": \"\(root.field)\", \"argument\": \"\(argument)\", \"argumentType\": \"\(type)\""
			if argument != identifier {
				reason = "; query field \(quoted: root.field) takes \(quoted: argument), not \(parent)'s identifier \(quoted: identifier), so identify \(parent) by \(quoted: argument) too"
			}
		} else {
			reason = "; no query field takes one \(owner) by a single argument, so name the field and argument that do"
		}
		read += ", \"list\": \"\(field)\", \"connection\": true}"
		return
			"field \(quoted: field) of \(parent) is Relay connection \(quoted: definition.name) of entity \(quoted: child): a spec reads it by parent, which spec import does not write yet, so it is left out; write it in \(child)'s \"graphql\": \"byParent\": [\(read)]\(reason)"
	}

	/// The root query field fetching one `type` by a single required argument, the identifier's
	/// name first: `user(login: String!)` for GitHub's `User`.
	private func rootField(returning type: String, identifier: String) -> (field: String, argument: (name: String, type: String))? {
		let fields = self.type(named: schema.queryType)?.fields ?? []
		let candidates = fields.compactMap { field -> (String, (String, String))? in
			guard field.type.namedType == type, case .named = field.type.withoutNonNull else { return nil }
			let required = field.arguments.filter { if case .nonNull = $0.type { true } else { false } }
			guard required.count == 1, let only = required.first, case .nonNull(.named(let scalar)) = only.type else { return nil }
			return (field.name, (only.name, scalar + "!"))
		}
		return candidates.first { $0.1.0 == identifier } ?? candidates.first
	}
}
