import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// A list field of one imported entity whose items are another imported entity: Rick and Morty's
/// `episode: [Episode]` of `Character`, GitHub's `repositories: RepositoryConnection!` of `User`.
/// The child entity reads them by parent (`graphql.byParent`) through the parent's detail field,
/// which takes the parent's identifier: `character(id:)`, or Relay's `node(id:)` with `on`. Of
/// several such fields of one parent, the first in the schema is the read without a `name`, and
/// each other one a read named after its field (GitHub's `watching`, `starredRepositories`).
extension GraphQLImporter {
	/// A field of entity type `parent` listing entity type `child`, met while writing out the
	/// parent's fields.
	struct ParentList {
		var parent: String
		var child: String
		var field: GraphQLField
		/// The field's Relay connection type, or nil for a plain list (`[Episode]`).
		var connection: GraphQLTypeDefinition?
	}

	/// The list of another entity that `field` of entity `owner` (an entity's name) is, or nil.
	/// A plain list stays a field of the parent too (its items' summaries); a connection is not one.
	func parentList(_ field: GraphQLField, owner: String) -> ParentList? {
		guard let parent = entities.first(where: { $0.value == owner })?.key else { return nil }
		var child: String?
		var connection: GraphQLTypeDefinition?
		if case .list(let element) = Self.unwrapNonNull(field.type), case .named(let name) = Self.unwrapNonNull(element) {
			child = name
		} else if case .named(let name) = Self.unwrapNonNull(field.type), let definition = type(named: name), Self.isRelayConnection(definition) {
			connection = definition
			child = nodeType(of: definition)
		}
		guard let child, child != parent, entities[child] != nil else { return nil }
		return ParentList(parent: parent, child: child, field: field, connection: connection)
	}

	/// The type of a connection's `edges { node }`.
	func nodeType(of connection: GraphQLTypeDefinition) -> String? {
		connection.fields.first { $0.name == "edges" }.flatMap { type(named: $0.type.namedType) }?.fields.first { $0.name == "node" }?.type.namedType
	}

	/// Writes each list of another entity as a read by parent of its items' entity, with a note:
	/// the first of one parent without a `name`, each other named after its field
	/// (`starredRepositories` → `Starred`); warns at each list that cannot be one.
	mutating func writeParentReads() {
		var written: [String: ParentList] = [:]
		for list in parentLists {
			guard let parent = entities[list.parent], let child = entities[list.child],
				let index = spec.entities.firstIndex(where: { $0.name == child })
			else { continue }
			let label = "field \(quoted: list.field.name) of \(parent) "
				+ (list.connection.map { "is Relay connection \(quoted: $0.name) of entity \(quoted: child)" } ?? "lists entity \(quoted: child)")
			guard let detail = details[list.parent] else {
				log.warn(noDetailWarning(list, parent: parent, child: child, label: label), at: list.field.position)
				continue
			}
			guard var read = parentRead(list, parent: parent, child: child, detail: detail, label: label) else { continue }
			if let first = written[list.parent + " " + list.child] {
				// Another list of the same parent and entity is another read, named after its field.
				let taken = spec.entities[index].graphQLByParent.filter { $0.parent == parent }.compactMap(\.name)
				switch Self.readName(of: list.field.name, childPlural: Name(child).plural.upperCamel, taken: taken) {
				case .success(let name): read.name = name
				case .failure(let why):
					log.warn(
						"\(label): \(child) reads its items by \(parent) through field \(quoted: first.field.name) already, and another read of one parent needs a 'name', \(why); it is left out, its read would be \"byParent\": [\(Self.text(read))] with a 'name' of your choice",
						at: list.field.position)
					continue
				}
			} else {
				written[list.parent + " " + list.child] = list
			}
			let text = Self.text(read)
			spec.entities[index].graphQLByParent.append(read)
			let how = list.connection == nil ? "the whole list" : "a page at a time"
			let through = detail.on.map { " through Relay's \(detail.field.name)(id:) in a fragment on \($0)" } ?? ""
			log.note("\(label): \(child) reads it by parent, \(how)\(through), \"byParent\": [\(text)]", at: list.field.position)
		}
	}

	/// The read of `list` through the parent's detail field, or nil with a warning saying why not.
	private mutating func parentRead(
		_ list: ParentList, parent: String, child: String, detail: (field: GraphQLField, on: String?), label: String
	) -> ImportedGraphQLParentRead? {
		if let connection = list.connection {
			let pageInfo = connection.fields.first { $0.name == "pageInfo" }.flatMap { type(named: $0.type.namedType) }.map { Set($0.fields.map(\.name)) }
			let arguments = Set(list.field.arguments.map(\.name))
			let missing =
				(pageInfo?.isSuperset(of: ["hasNextPage", "endCursor"]) == true ? [] : ["pageInfo { hasNextPage endCursor }"])
				+ ["first", "after"].filter { !arguments.contains($0) }.map { "argument '\($0)'" }
			if !missing.isEmpty {
				log.warn(
					"\(label) without \(missing.joined(separator: ", ")), which a spec's connection read by parent reads; it is left out",
					at: list.field.position)
				return nil
			}
			if let childList = spec.entities.first(where: { $0.name == child })?.graphQLList, !childList.connection {
				log.warn(
					"\(label): a connection read by parent reads \(child)'s page types, and \(child)'s list is not a connection; it is left out",
					at: list.field.position)
				return nil
			}
		}
		// The read passes the child's arguments to the parent's field: it must take them, and need no others.
		let childArguments = spec.entities.first { $0.name == child }?.graphQLArguments.map(\.name) ?? []
		let parentArguments = spec.entities.first { $0.name == parent }?.graphQLArguments.map(\.name) ?? []
		let takes = Set(detail.field.arguments.map(\.name))
		if let argument = childArguments.first(where: { !takes.contains($0) }) ?? parentArguments.first(where: { !childArguments.contains($0) }) {
			log.warn(
				"\(label): a read by parent passes \(child)'s arguments to query field \(quoted: detail.field.name), and the two differ in \(quoted: argument); it is left out",
				at: list.field.position)
			return nil
		}
		let argumentType = detail.field.arguments.first { $0.name == "id" }?.type.description ?? SpecParentRead.defaultArgumentType
		return ImportedGraphQLParentRead(
			parent: parent, field: detail.field.name, on: detail.on, argumentType: argumentType, list: list.field.name, connection: list.connection != nil)
	}

	/// The `name` of a second read of one parent through `field`: the field's name without the
	/// child's plural at its end or start (`starredRepositories` → `Starred`,
	/// `repositoriesContributedTo` → `ContributedTo`), else the whole field (`Watching`); a failure
	/// says why none fits (empty, not a Swift name, or another read's).
	static func readName(of field: String, childPlural: String, taken: [String]) -> Result<String, ReadNameProblem> {
		var name = Name(field).upperCamel
		if name.count > childPlural.count, name.hasSuffix(childPlural) {
			name.removeLast(childPlural.count)
		} else if name.count > childPlural.count, name.hasPrefix(childPlural) {
			name.removeFirst(childPlural.count)
		}
		if let problem = SpecNameRules.parentReadNameProblem(name) { return .failure(ReadNameProblem("which \(quoted: name), from the field, is not (\(problem))")) }
		if taken.contains(name) { return .failure(ReadNameProblem("and \(quoted: name), from the field, names another of its reads")) }
		return .success(name)
	}

	/// Why a list's field gives no name for its read.
	struct ReadNameProblem: Error, CustomStringConvertible {
		var description: String
		init(_ description: String) { self.description = description }
	}

	/// The read as its `byParent` item is written.
	static func text(_ read: ImportedGraphQLParentRead) -> String {
		OpenAPIImporter.oneLine(ImportedSpec.json(read))
	}

	/// The warning at a list of another entity when the parent has no detail field taking its
	/// identifier: the read to write by hand, with the root query field that takes one parent by a
	/// single argument (GitHub's `user(login:)`), and why it may not fit.
	func noDetailWarning(_ list: ParentList, parent: String, child: String, label: String) -> String {
		let identifier = entityIdentifiers[list.parent] ?? "id"
		var read = "{\"parent\": \"\(parent)\""
		var reason = ""
		if let root = rootField(returning: list.parent, identifier: identifier) {
			let (argument, type) = root.argument
			read += ", \"field\": \"\(root.field)\", \"argument\": \"\(argument)\", \"argumentType\": \"\(type)\""
			if argument != identifier {
				reason = "; query field \(quoted: root.field) takes \(quoted: argument), not \(parent)'s identifier \(quoted: identifier), so identify \(parent) by \(quoted: argument) too"
			}
		} else {
			reason = "; no query field takes one \(list.parent) by a single argument, so name the field and argument that do"
		}
		read += ", \"list\": \"\(list.field.name)\"" + (list.connection == nil ? "" : ", \"connection\": true") + "}"
		return "\(label): a spec reads it by parent through a query field taking \(parent)'s identifier, and \(parent) has no detail; it is left out, write it in \(child)'s \"graphql\": \"byParent\": [\(read)]\(reason)"
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
