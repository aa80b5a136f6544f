import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// The identifier of an imported GraphQL type, by the OpenAPI importer's rules where they apply:
/// never a made-up one. A type no rule identifies is left out with a warning naming
/// `--identifier TYPE=FIELD`; it is only imported when something says which field it is.
extension GraphQLImporter {
	/// The field identifying `definition`'s objects (its own fields and its interfaces'), each
	/// guess said at its line; `nil` when none is found (warned: the type is left out).
	mutating func identifierField(of definition: GraphQLTypeDefinition) -> String? {
		var all = definition.fields
		for interface in definition.interfaces {
			for field in type(named: interface)?.fields ?? [] where !all.contains(where: { $0.name == field.name }) { all.append(field) }
		}
		// A scalar the spec's identifier types take, not a list, taking no arguments.
		let scalars = all.filter { field in
			guard ["ID", "String", "Int"].contains(field.type.namedType), field.arguments.isEmpty else { return false }
			if case .list = field.type.withoutNonNull { return false }
			return true
		}
		if let given = options.identifiers[definition.name] {
			guard scalars.contains(where: { $0.name == given }) else {
				log.error(
					"'--identifier \(definition.name)=\(given)': type \(quoted: definition.name) has no field \(quoted: given) of type ID, String or Int; its fields of those types are \(scalars.isEmpty ? "none" : scalars.map { "'\($0.name)'" }.joined(separator: ", "))",
					at: definition.position)
				return nil
			}
			log.note("\(quoted: given) is the identifier of \(definition.name): '--identifier \(definition.name)=\(given)' says so", at: definition.position)
			return given
		}
		if scalars.contains(where: { $0.name == "id" }) { return "id" }
		let candidates = scalars.filter { OpenAPIImporter.identifierWords.contains(OpenAPIImporter.loose($0.name)) }
		if candidates.count == 1, let only = candidates.first {
			log.warn(
				"type \(quoted: definition.name) has no 'id' field; \(quoted: only.name), its one field named like an identifier, is taken as the identifier: check it, or pass '--identifier \(definition.name)=FIELD'",
				at: only.position)
			return only.name
		}
		let several = candidates.isEmpty ? "" : ", and several fields named like an identifier (\(candidates.map { "'\($0.name)'" }.joined(separator: ", ")))"
		log.warn(
			"type \(quoted: definition.name) is left out: it has no 'id' field of type ID, String or Int\(several); pass '--identifier \(definition.name)=FIELD' naming the field that identifies its objects to import it",
			at: definition.position)
		return nil
	}
}

extension GraphQLTypeReference {
	/// The type without its outer non-null mark: `[T]` for `[T]!`.
	var withoutNonNull: GraphQLTypeReference {
		if case .nonNull(let inner) = self { return inner }
		return self
	}
}
